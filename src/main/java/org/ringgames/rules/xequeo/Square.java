package org.ringgames.rules.xequeo;

/**
 * Squares of the 7×7 Xe Queo board as ints: index = row × 7 + column, row 0 = rank 1, column 0 =
 * file a ({@code a1} = 0, {@code g1} = 6, {@code g7} = 48). This is also the canonical order of
 * docs/rules/xequeo.md §7.
 */
public final class Square {

    public static final int COUNT = 49;
    public static final int NONE = -1;
    private static final String[] NAMES = new String[COUNT];

    static {
        for (int sq = 0; sq < COUNT; sq++) {
            NAMES[sq] = String.valueOf((char) ('a' + column(sq))) + (char) ('1' + row(sq));
        }
    }

    private Square() {
    }

    public static int of(int column, int row) {
        return row * 7 + column;
    }

    public static int row(int square) {
        return square / 7;
    }

    public static int column(int square) {
        return square % 7;
    }

    public static String name(int square) {
        return NAMES[square];
    }

    /** {@code a1}…{@code g7}, or {@link #NONE}. */
    public static int parse(String text) {
        if (text.length() != 2) {
            return NONE;
        }
        int column = text.charAt(0) - 'a';
        int row = text.charAt(1) - '1';
        return column < 0 || column > 6 || row < 0 || row > 6 ? NONE : of(column, row);
    }

    /** Squared Euclidean distance between square centres: integers compare exactly. */
    public static int distance2(int a, int b) {
        int dc = column(a) - column(b);
        int dr = row(a) - row(b);
        return dc * dc + dr * dr;
    }

    /** The square {@code steps} steps from {@code square} in direction (dc, dr), or NONE off the board. */
    static int offset(int square, int dc, int dr, int steps) {
        int c = column(square) + dc * steps;
        int r = row(square) + dr * steps;
        return c < 0 || c > 6 || r < 0 || r > 6 ? NONE : of(c, r);
    }
}
