package org.ringgames.rules.gyges.search;

/**
 * How far a search may go. Each limit is 0 for "unlimited"; at least one must be set. The search
 * stops at whichever is reached first: the last finished depth, the node count (checked at every
 * node, so never exceeded), or the thinking time (checked every 256 nodes).
 *
 * @param depth      the deepest iteration, in plies
 * @param nodes      the most nodes to visit
 * @param movetimeMs the longest thinking time, in milliseconds of the injected clock
 */
public record Limits(int depth, long nodes, long movetimeMs) {

    public Limits {
        if (depth < 0 || nodes < 0 || movetimeMs < 0) {
            throw new IllegalArgumentException("limits are 0 (unlimited) or positive");
        }
        if (depth == 0 && nodes == 0 && movetimeMs == 0) {
            throw new IllegalArgumentException("at least one limit (depth, nodes, movetimeMs) must be set");
        }
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
}
