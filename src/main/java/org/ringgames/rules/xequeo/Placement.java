package org.ringgames.rules.xequeo;

import java.util.Map;

/** Where discs and the ring may be put (docs/rules/xequeo.md §3, steps 1–2). */
public final class Placement {

    private Placement() {
    }

    /** Whether a square has a disc on one of its eight neighbours. */
    static boolean nextToADisc(Position position, int square) {
        for (int dc = -1; dc <= 1; dc++) {
            for (int dr = -1; dr <= 1; dr++) {
                int n = Square.offset(square, dc, dr, 1);
                if ((dc != 0 || dr != 0) && n != Square.NONE && !position.isEmpty(n)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Empty squares none of whose eight neighbours holds a disc, as a bit set (bit = square). */
    public static long clearSquares(Position position) {
        long clear = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (position.isEmpty(sq) && !nextToADisc(position, sq)) {
                clear |= 1L << sq;
            }
        }
        return clear;
    }

    /**
     * Where the ring may go: a clear square (so the first mover cannot enter at once); if there is
     * none, any empty square.
     */
    public static long ringSquares(Position position) {
        long clear = clearSquares(position);
        if (clear != 0) {
            return clear;
        }
        long empty = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (position.isEmpty(sq)) {
                empty |= 1L << sq;
            }
        }
        return empty;
    }

    /**
     * Why an opening arrangement is not allowed, or null: discs 1…7 each on its own square, leaving
     * at least one clear square for the ring.
     *
     * @param discs disc number → square
     */
    public static String checkDiscs(Map<Integer, Integer> discs) {
        byte[] board = new byte[Square.COUNT];
        for (int n = 1; n <= 7; n++) {
            Integer square = discs.get(n);
            if (square == null) {
                return "disc " + n + " is missing: all seven discs are placed at once";
            }
            if (board[square] != 0) {
                return Square.name(square) + " holds two discs";
            }
            board[square] = (byte) n;
        }
        if (discs.size() != 7) {
            return "there are seven discs, numbered 1 to 7";
        }
        Position position = Position.of(board, Square.NONE, Seat.PLACER);
        return clearSquares(position) == 0
                ? "the arrangement must leave a square none of whose eight neighbours holds a disc, for the ring"
                : null;
    }
}
