package org.ringgames.play.pool;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Optional;
import org.ringgames.play.core.Rejection;

/**
 * The limits an analysis may ask for, and what it gets when it asks for none. One search holds an
 * engine thread for its whole time, so every search ends by {@code ringgames.engine.max-movetime}
 * at the latest, a depth or node limit included; a limit beyond a maximum is refused (400), not
 * cut down, so that a client never mistakes a shorter search for the one it asked for.
 */
@ApplicationScoped
public class AnalysisLimits {

    /** Levels are 1 (weakest) to 8 (full strength). */
    public static final int MIN_LEVEL = 1;
    public static final int MAX_LEVEL = 8;

    private final Duration maxMovetime;
    private final int maxDepth;
    private final long maxNodes;

    AnalysisLimits(EngineSettings settings) {
        this.maxMovetime = settings.maxMovetime();
        this.maxDepth = settings.maxDepth();
        this.maxNodes = settings.maxNodes();
    }

    /**
     * A search's limits: 0 means none of that kind. {@code movetimeMs} is the time asked for, or
     * the level's own think time when no limit was asked for; {@code maxMovetimeMs} is the
     * service's cap, which ends every search (the answer then says {@code max-movetime}).
     */
    public record Limits(int depth, long nodes, long movetimeMs, long maxMovetimeMs) {
    }

    /**
     * @param defaultMovetimeMs the level's own think time, for a request that gives no limit
     */
    public Limits check(Optional<Long> movetimeMs, Optional<Long> depth, Optional<Long> nodes, long defaultMovetimeMs) {
        long max = Math.max(1, maxMovetime.toMillis());
        movetimeMs.ifPresent(ms -> require(ms >= 1 && ms <= max, "limits.movetimeMs is 1 to " + max + ", not " + ms));
        depth.ifPresent(d -> require(d >= 1 && d <= maxDepth, "limits.depth is 1 to " + maxDepth + ", not " + d));
        nodes.ifPresent(n -> require(n >= 1 && n <= maxNodes, "limits.nodes is 1 to " + maxNodes + ", not " + n));
        boolean none = movetimeMs.isEmpty() && depth.isEmpty() && nodes.isEmpty();
        long time = movetimeMs.orElse(none ? defaultMovetimeMs : 0L);
        return new Limits(depth.orElse(0L).intValue(), nodes.orElse(0L), time, max);
    }

    public int level(Optional<Integer> level) {
        int n = level.orElse(MAX_LEVEL);
        require(n >= MIN_LEVEL && n <= MAX_LEVEL, "level is " + MIN_LEVEL + " to " + MAX_LEVEL + ", not " + n);
        return n;
    }

    private static void require(boolean ok, String detail) {
        if (!ok) {
            throw new Rejection(Rejection.Kind.MALFORMED, detail);
        }
    }
}
