package org.ringgames.rules.gyges.search;

import org.ringgames.rules.Stopped;

/**
 * A search's limits and its level's caps folded into the three bounds the search checks, each with
 * the reason it gives when that bound ends the search. Of two bounds of a kind the smaller holds;
 * on a tie the one the caller asked for names the reason.
 *
 * @param maxDepth    the deepest iteration: the depth asked for, the level's depth cap, or the
 *                    engine's own deepest ({@code MAX_PLY − 4}), whichever is smallest
 * @param depthReason {@link Stopped#LEVEL} when the level's cap is the bound, else {@link Stopped#DEPTH}
 * @param nodeLimit   the most nodes, 0 = none
 * @param nodesReason {@link Stopped#LEVEL} when the level's node cap is the bound, else {@link Stopped#NODES}
 * @param movetimeMs  the think time, 0 = none
 * @param timeReason  {@link Stopped#MAX_MOVETIME} when the caller's cap is the bound, else {@link Stopped#MOVETIME}
 * @param targetMs    the time aimed at under a clock, 0 = none ({@link Limits#targetMs()}), never
 *                    above {@code movetimeMs}
 */
record Budget(int maxDepth, Stopped depthReason, long nodeLimit, Stopped nodesReason, long movetimeMs,
              Stopped timeReason, long targetMs) {

    static Budget of(Limits limits, int level, int deepest) {
        int depthCap = Levels.depthCap(level);
        int maxDepth = (int) min(min(limits.depth(), depthCap), deepest);
        long nodeLimit = min(limits.nodes(), Levels.nodeCap(level));
        long movetime = min(limits.movetimeMs(), limits.maxMovetimeMs());
        return new Budget(maxDepth,
                maxDepth != limits.depth() && maxDepth == depthCap ? Stopped.LEVEL : Stopped.DEPTH,
                nodeLimit, nodeLimit == limits.nodes() ? Stopped.NODES : Stopped.LEVEL,
                movetime, movetime == limits.movetimeMs() ? Stopped.MOVETIME : Stopped.MAX_MOVETIME,
                Math.min(limits.targetMs(), movetime));
    }

    /** The smaller of two limits where 0 is "none". */
    static long min(long a, long b) {
        if (a == 0) {
            return b;
        }
        return b == 0 ? a : Math.min(a, b);
    }
}
