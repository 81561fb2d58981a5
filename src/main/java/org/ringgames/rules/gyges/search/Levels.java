package org.ringgames.rules.gyges.search;

/**
 * Playing levels 1–8, as lichess's AI levels: each is a depth cap, a node cap, an amplitude of
 * evaluation noise and a rate of random moves, both drawn from the seed; level 8 is the full
 * engine (no cap, no noise). The
 * caps combine with the {@link Limits} of a search: the smaller one holds. The table, and the
 * self-play ladder that tuned it, are in docs/engine.md.
 */
public final class Levels {

    public static final int MIN = 1;
    public static final int MAX = 8;

    // Index = level; 0 = no cap. Tuned by the self-play ladder (bench/engine/ladder.sh).
    private static final int[] DEPTH = {0, 1, 1, 1, 2, 0, 0, 0, 0};
    private static final long[] NODES = {0, 0, 0, 0, 0, 10_000, 25_000, 60_000, 0};
    private static final int[] NOISE = {0, 100, 50, 0, 0, 0, 0, 0, 0};
    /** Per mille of moves played at random instead of searched (a win at once is always played). */
    private static final int[] BLUNDER = {0, 500, 150, 0, 80, 0, 0, 0, 0};
    private static final long[] MOVETIME = {0, 50, 100, 150, 200, 300, 500, 1000, 2000};

    private Levels() {
    }

    /** The deepest iteration at this level, 0 = no cap. */
    public static int depthCap(int level) {
        return DEPTH[check(level)];
    }

    /** The most nodes a search at this level visits, 0 = no cap. */
    public static long nodeCap(int level) {
        return NODES[check(level)];
    }

    /** The amplitude of the noise added to every leaf evaluation (uniform in ±amplitude). */
    public static int noise(int level) {
        return NOISE[check(level)];
    }

    /**
     * How many moves in a thousand this level plays at random, without searching: drawn from the
     * seed and the position, never when a win at once exists.
     */
    public static int blunderPerMille(int level) {
        return BLUNDER[check(level)];
    }

    /** The think time to use for a move at this level when the game has no clock. */
    public static long defaultMovetimeMs(int level) {
        return MOVETIME[check(level)];
    }

    static int check(int level) {
        if (level < MIN || level > MAX) {
            throw new IllegalArgumentException("level is 1 to 8, was " + level);
        }
        return level;
    }
}
