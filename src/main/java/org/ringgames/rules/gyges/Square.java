package org.ringgames.rules.gyges;

/**
 * Squares are plain {@code int}s so that boards fit in a {@code long} and move generation can use
 * table look-ups.
 *
 * <p>Index = row × 6 + column with row 0 = rank 1 (South's side) and column 0 = file a, so
 * {@code a1} = 0, {@code f1} = 5, {@code a6} = 30, {@code f6} = 35. The two goals come after the
 * board: {@link #N} = 36 (beyond row 6, South's target) and {@link #S} = 37 (beyond row 1, North's
 * target). This is also the canonical order of docs/rules/gyges.md §6.
 */
public final class Square {

    public static final int COUNT = 36;
    public static final int N = 36;
    public static final int S = 37;
    /** "No square", e.g. the replace target of a move that replaces nothing. */
    public static final int NONE = -1;

    private static final String[] NAMES = new String[S + 1];

    static {
        for (int sq = 0; sq < COUNT; sq++) {
            NAMES[sq] = String.valueOf((char) ('a' + column(sq))) + (char) ('1' + row(sq));
        }
        NAMES[N] = "N";
        NAMES[S] = "S";
    }

    private Square() {
    }

    public static int of(int column, int row) {
        return row * 6 + column;
    }

    public static int row(int square) {
        return square / 6;
    }

    public static int column(int square) {
        return square % 6;
    }

    public static boolean isGoal(int square) {
        return square == N || square == S;
    }

    public static boolean isOnBoard(int square) {
        return square >= 0 && square < COUNT;
    }

    public static long bit(int square) {
        return 1L << square;
    }

    /** Orthogonal neighbours on the board (goals are not neighbours here). */
    public static boolean adjacent(int a, int b) {
        if (!isOnBoard(a) || !isOnBoard(b)) {
            return false;
        }
        int dr = Math.abs(row(a) - row(b));
        int dc = Math.abs(column(a) - column(b));
        return dr + dc == 1;
    }

    public static String name(int square) {
        if (square < 0 || square > S) {
            throw new IllegalArgumentException("not a square: " + square);
        }
        return NAMES[square];
    }

    /**
     * Parses {@code a1}…{@code f6}, {@code N} or {@code S}; returns {@link #NONE} for anything else.
     */
    public static int parse(String text) {
        if (text.length() == 1) {
            char c = text.charAt(0);
            return c == 'N' ? N : c == 'S' ? S : NONE;
        }
        if (text.length() != 2) {
            return NONE;
        }
        int column = text.charAt(0) - 'a';
        int row = text.charAt(1) - '1';
        if (column < 0 || column > 5 || row < 0 || row > 5) {
            return NONE;
        }
        return of(column, row);
    }
}
