package org.ringgames.rules.gyges;

import java.util.Arrays;

/**
 * An immutable board: the size (0 = empty, 1–3 rings) of the piece on each square, and the side to
 * move. Positions are made by {@link PositionText#parse}, {@link #of} or by playing a move; every
 * position holds 1 to 12 pieces with at most four of each size (checked by {@link #validate}).
 */
public final class Position {

    private final byte[] sizes;
    private final Side toMove;
    private final long occupancy;

    private Position(byte[] sizes, Side toMove) {
        this.sizes = sizes;
        this.toMove = toMove;
        long occ = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (sizes[sq] != 0) {
                occ |= Square.bit(sq);
            }
        }
        this.occupancy = occ;
    }

    /** A position from 36 sizes indexed by square; the array is copied. */
    public static Position of(byte[] sizes, Side toMove) {
        if (sizes.length != Square.COUNT) {
            throw new IllegalArgumentException("a board has 36 squares, not " + sizes.length);
        }
        for (byte s : sizes) {
            if (s < 0 || s > 3) {
                throw new IllegalArgumentException("piece sizes are 0 to 3, not " + s);
            }
        }
        return new Position(sizes.clone(), toMove);
    }

    /** The empty board with South to move: where a game's setup starts. */
    public static Position empty() {
        return new Position(new byte[Square.COUNT], Side.SOUTH);
    }

    public int size(int square) {
        return sizes[square];
    }

    public boolean isEmpty(int square) {
        return sizes[square] == 0;
    }

    public Side toMove() {
        return toMove;
    }

    /** Bit i set when square i holds a piece. */
    public long occupancy() {
        return occupancy;
    }

    public int pieceCount() {
        return Long.bitCount(occupancy);
    }

    /** How many pieces of size 1, 2 and 3 stand on the board, at index 1, 2, 3. */
    public int[] countsBySize() {
        int[] counts = new int[4];
        for (byte s : sizes) {
            counts[s]++;
        }
        return counts;
    }

    /**
     * Why this position can not be played from, or {@code null} when it can: a position holds 1 to
     * 12 pieces with at most four of each size (api-v1 "Stateless position queries").
     */
    public String validate() {
        if (occupancy == 0) {
            return "the board holds no piece";
        }
        int[] counts = countsBySize();
        for (int s = 1; s <= 3; s++) {
            if (counts[s] > 4) {
                return "the board holds " + counts[s] + " pieces of size " + s + "; at most 4 exist";
            }
        }
        return null;
    }

    /** The same board with the other side to move. */
    public Position withSideToMove(Side side) {
        return side == toMove ? this : new Position(sizes, side);
    }

    /**
     * The position after a move, the other side to move. The move must be legal here (take it from
     * {@link MoveGenerator#legalMoves} or {@link MoveChecker#check}): this method does not check.
     * A winning piece leaves the board into the goal; a pass changes only the side to move.
     */
    public Position play(Move move) {
        Side next = toMove.opponent();
        if (move.isPass()) {
            return withSideToMove(next);
        }
        int mover = sizes[move.from()];
        if (move.isWin()) {
            return with(next, move.from(), 0);
        }
        if (move.isReplace()) {
            // Order matters: the target may be the vacated origin.
            return with(next, move.from(), 0, move.to(), mover, move.target(), sizes[move.to()]);
        }
        // The destination may be the origin itself (a move that changes nothing on the board).
        return with(next, move.from(), 0, move.to(), mover);
    }

    /** A copy of the sizes array, for code that builds a new position. */
    public byte[] sizes() {
        return sizes.clone();
    }

    /** A new position with some squares changed; {@code changes} alternates square, size. */
    Position with(Side side, int... changes) {
        byte[] next = sizes.clone();
        for (int i = 0; i < changes.length; i += 2) {
            next[changes[i]] = (byte) changes[i + 1];
        }
        return new Position(next, side);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.toMove == toMove && Arrays.equals(p.sizes, sizes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sizes) * 31 + toMove.hashCode();
    }

    @Override
    public String toString() {
        return PositionText.format(this);
    }
}
