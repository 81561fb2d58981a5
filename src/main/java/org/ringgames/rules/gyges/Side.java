package org.ringgames.rules.gyges;

/** The two players. South sits at row 1 and aims for goal N; North sits at row 6 and aims for S. */
public enum Side {
    SOUTH('S', Square.N),
    NORTH('N', Square.S);

    private final char letter;
    private final int goal;

    Side(char letter, int goal) {
        this.letter = letter;
        this.goal = goal;
    }

    public Side opponent() {
        return this == SOUTH ? NORTH : SOUTH;
    }

    /** The goal this side wins by reaching. */
    public int goal() {
        return goal;
    }

    public char letter() {
        return letter;
    }

    /** Board row index (0–5) of "row k from this side", k = 1…6. */
    public int boardRow(int k) {
        return this == SOUTH ? k - 1 : 6 - k;
    }

    /** "Row k from this side" (1–6) of a board row index (0–5). */
    public int rowFromSide(int boardRow) {
        return this == SOUTH ? boardRow + 1 : 6 - boardRow;
    }

    public String lowerName() {
        return this == SOUTH ? "south" : "north";
    }
}
