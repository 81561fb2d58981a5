package org.ringgames.play.games;

import java.time.Duration;
import java.time.Instant;

/**
 * Whether the deadline sweep of this replica is behind: the last game it ended was ended more than
 * {@code threshold} after its deadline, and it has not yet found the overdue games all ended. While
 * it is behind, the replica takes no new game ({@code 503}, see {@link org.ringgames.play.games.GamePlay}):
 * on a saturated machine the sweep gets only its share of the CPU, and new games are the load a
 * service can refuse without breaking a promise, where a late clock breaks one to every game under
 * way. A zero threshold never sheds.
 */
public final class SweepLag {

    private final Duration threshold;
    private volatile boolean behind;

    public SweepLag(Duration threshold) {
        this.threshold = threshold;
    }

    /** The sweep ended a game whose deadline was {@code deadline} at {@code endedAt}. */
    public void ended(Instant deadline, Instant endedAt) {
        behind = !threshold.isZero() && Duration.between(deadline, endedAt).compareTo(threshold) > 0;
    }

    /** The sweep found no overdue game left that it could end. */
    public void caughtUp() {
        behind = false;
    }

    public boolean behind() {
        return behind;
    }
}
