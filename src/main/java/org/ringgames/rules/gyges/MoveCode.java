package org.ringgames.rules.gyges;

/**
 * A move as one {@code int}, for the search: bits 0–5 the origin (0–35), bits 6–11 the destination
 * (0–35, or the goal {@link Square#N} = 36 / {@link Square#S} = 37 for a win), bits 12–17 the
 * replace target plus one (0 = no replace). {@link #PASS} is all 18 bits set (origin 63), so every
 * code, pass included, fits in 18 bits and {@link #NONE} (−1) can never be a move.
 */
public final class MoveCode {

    public static final int PASS = 0x3FFFF;
    /** "No move", e.g. an empty transposition-table slot. */
    public static final int NONE = -1;

    private MoveCode() {
    }

    public static int of(int from, int to, int target) {
        return from | to << 6 | (target + 1) << 12;
    }

    public static int from(int code) {
        return code & 63;
    }

    public static int to(int code) {
        return code >>> 6 & 63;
    }

    /** The replace target, or {@link Square#NONE}. */
    public static int target(int code) {
        return (code >>> 12 & 63) - 1;
    }

    public static boolean isPass(int code) {
        return code == PASS;
    }

    public static boolean isWin(int code) {
        return code != PASS && to(code) >= Square.N;
    }

    public static int of(Move move) {
        return move.isPass() ? PASS : of(move.from(), move.to(), move.target());
    }

    public static Move toMove(int code) {
        return code == PASS ? Move.PASS : new Move(from(code), to(code), target(code));
    }
}
