package org.ringgames.rules.xequeo;

import java.util.Arrays;

/**
 * An Xe Queo position: which disc (1–7, 0 = none) stands on each square, the ring's square
 * ({@link Square#NONE} before it is placed) and the seat to move. Immutable.
 */
public final class Position {

    private final byte[] discs;
    private final int ring;
    private final Seat toMove;

    private Position(byte[] discs, int ring, Seat toMove) {
        this.discs = discs;
        this.ring = ring;
        this.toMove = toMove;
    }

    public static Position of(byte[] discs, int ring, Seat toMove) {
        if (discs.length != Square.COUNT) {
            throw new IllegalArgumentException("a board has 49 squares");
        }
        return new Position(discs.clone(), ring, toMove);
    }

    public int disc(int square) {
        return discs[square];
    }

    public boolean isEmpty(int square) {
        return discs[square] == 0;
    }

    public int ring() {
        return ring;
    }

    public Seat toMove() {
        return toMove;
    }

    /** The square of a disc number, or {@link Square#NONE}. */
    public int squareOf(int disc) {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (discs[sq] == disc) {
                return sq;
            }
        }
        return Square.NONE;
    }

    /**
     * Why this position can not be played from, or {@code null}: each disc 1–7 at most once, at
     * least one disc, and the ring (once placed) on an empty square.
     */
    public String validate() {
        boolean[] seen = new boolean[8];
        int count = 0;
        for (byte d : discs) {
            if (d != 0) {
                if (seen[d]) {
                    return "disc " + d + " stands on the board twice";
                }
                seen[d] = true;
                count++;
            }
        }
        if (count == 0) {
            return "the board holds no disc";
        }
        if (ring != Square.NONE && discs[ring] != 0) {
            return "the ring is on " + Square.name(ring) + ", which holds disc " + discs[ring];
        }
        return null;
    }

    /** The position after a disc move (the caller has checked it is legal), the other seat to move. */
    public Position play(Move move) {
        byte[] next = discs.clone();
        next[move.to()] = next[move.from()];
        next[move.from()] = 0;
        return new Position(next, ring, toMove.opponent());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.ring == ring && p.toMove == toMove && Arrays.equals(p.discs, discs);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(discs) * 31 + ring * 7 + toMove.hashCode();
    }

    @Override
    public String toString() {
        return PositionText.format(this);
    }
}
