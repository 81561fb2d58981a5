package org.ringgames.rules.gyges;

/**
 * Precomputed geometry shared by move generation and path checking.
 *
 * <p>Directions are numbered 0 = up (towards row 6 and goal N), 1 = right, 2 = down (towards row 1
 * and goal S), 3 = left; table index = square × 4 + direction. The 60 dividing lines between
 * squares are numbered 0–29 for the horizontal neighbours ((row, col)–(row, col+1) is row×5+col)
 * and 30–59 for the vertical ones ((row, col)–(row+1, col) is 30+row×6+col).
 */
final class Board {

    static final int UP = 0;
    static final int DOWN = 2;

    /** The square one step away, or -1 off the board. */
    static final int[] NEIGHBOUR = new int[Square.COUNT * 4];
    /** The bit of the dividing line a step crosses (pathRule EDGE). */
    static final long[] EDGE_MARK = new long[Square.COUNT * 4];
    /** The bit of the square a step enters (pathRule SQUARE). */
    static final long[] SQUARE_MARK = new long[Square.COUNT * 4];
    /** All squares of board rows 0…r. */
    static final long[] ROWS_UP_TO = new long[6];
    /** All squares of board rows r…5. */
    static final long[] ROWS_FROM = new long[6];
    static final long ALL = (1L << Square.COUNT) - 1;

    static {
        int[] dRow = {1, 0, -1, 0};
        int[] dCol = {0, 1, 0, -1};
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int row = Square.row(sq);
            int col = Square.column(sq);
            for (int d = 0; d < 4; d++) {
                int r = row + dRow[d];
                int c = col + dCol[d];
                int i = sq * 4 + d;
                if (r < 0 || r > 5 || c < 0 || c > 5) {
                    NEIGHBOUR[i] = -1;
                    continue;
                }
                int nb = Square.of(c, r);
                NEIGHBOUR[i] = nb;
                EDGE_MARK[i] = 1L << edge(sq, nb);
                SQUARE_MARK[i] = Square.bit(nb);
            }
        }
        for (int r = 0; r < 6; r++) {
            ROWS_UP_TO[r] = (1L << (6 * (r + 1))) - 1;
            ROWS_FROM[r] = ALL & ~((1L << (6 * r)) - 1);
        }
    }

    private Board() {
    }

    /** The direction from a square to an adjacent one. */
    static int direction(int from, int to) {
        for (int d = 0; d < 4; d++) {
            if (NEIGHBOUR[from * 4 + d] == to) {
                return d;
            }
        }
        throw new IllegalArgumentException(Square.name(from) + " and " + Square.name(to) + " are not adjacent");
    }

    static long rowMask(int boardRow) {
        return 0x3FL << (6 * boardRow);
    }

    private static int edge(int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        if (hi - lo == 1) {
            return Square.row(lo) * 5 + Square.column(lo);
        }
        return 30 + lo;
    }
}
