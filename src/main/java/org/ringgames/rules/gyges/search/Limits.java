package org.ringgames.rules.gyges.search;

/**
 * How far a search may go. Each limit is 0 for "unlimited"; at least one of depth, nodes and
 * movetimeMs must be set. The search stops at whichever is reached first: the last finished depth,
 * the node count (checked at every node, so never exceeded), or the thinking time (checked every
 * 256 nodes).
 *
 * <p>{@code maxMovetimeMs} is a time limit nobody asked for: the caller's cap on every search (the
 * service's {@code ringgames.engine.max-movetime}). It stops the search like {@code movetimeMs},
 * but the result then says {@link org.ringgames.rules.Stopped#MAX_MOVETIME}, so that a client who
 * asked for a depth learns that it did not get it.
 *
 * @param depth         the deepest iteration, in plies
 * @param nodes         the most nodes to visit
 * @param movetimeMs    the longest thinking time asked for, in milliseconds of the injected clock
 * @param maxMovetimeMs the caller's cap on the thinking time, in milliseconds (0: none)
 * @param targetMs      under a clock, the time the search aims at (0: none), at most
 *                      {@code movetimeMs}, which is then the most it may take: it may stop well
 *                      before when its best move stays the same, go past it when its best move
 *                      changes, and plays a forced move at once (docs/engine.md, "Time under a clock")
 */
public record Limits(int depth, long nodes, long movetimeMs, long maxMovetimeMs, long targetMs) {

    public Limits {
        if (depth < 0 || nodes < 0 || movetimeMs < 0 || maxMovetimeMs < 0 || targetMs < 0) {
            throw new IllegalArgumentException("limits are 0 (unlimited) or positive");
        }
        if (depth == 0 && nodes == 0 && movetimeMs == 0) {
            throw new IllegalArgumentException("at least one limit (depth, nodes, movetimeMs) must be set");
        }
        if (targetMs > 0 && (movetimeMs == 0 || targetMs > movetimeMs)) {
            throw new IllegalArgumentException("a target time needs a movetime at least as long");
        }
    }

    /** Limits without a cap on the time. */
    public Limits(int depth, long nodes, long movetimeMs) {
        this(depth, nodes, movetimeMs, 0, 0);
    }

    /** Limits with a cap on the time and no target. */
    public Limits(int depth, long nodes, long movetimeMs, long maxMovetimeMs) {
        this(depth, nodes, movetimeMs, maxMovetimeMs, 0);
    }

    /**
     * A move under a clock: aim at {@code targetMs}, never take more than {@code maxMs}
     * ({@code 1 ≤ targetMs ≤ maxMs}).
     */
    public static Limits clock(long targetMs, long maxMs) {
        if (targetMs < 1) {
            throw new IllegalArgumentException("a target time is at least 1 ms");
        }
        return new Limits(0, 0, maxMs, 0, targetMs);
    }

    public static Limits depth(int d) {
        return new Limits(d, 0, 0);
    }

    public static Limits nodes(long n) {
        return new Limits(0, n, 0);
    }

    public static Limits movetime(long ms) {
        return new Limits(0, 0, ms);
    }

    /** The same limits, every search ending by {@code ms} at the latest. */
    public Limits withMaxMovetime(long ms) {
        return new Limits(depth, nodes, movetimeMs, ms, targetMs);
    }
}
