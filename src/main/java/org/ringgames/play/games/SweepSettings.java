package org.ringgames.play.games;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** The deadline sweep's settings ({@code ringgames.clock.*}, env {@code RINGGAMES_CLOCK_*}): {@link DeadlineSweeper}. */
@ConfigMapping(prefix = "ringgames.clock")
public interface SweepSettings {

    /** Whether this replica ends overdue games (every replica does by default; the row lock makes it once). */
    @WithDefault("true")
    boolean sweepEnabled();

    /** The longest the sweep sleeps with no nearer deadline known: the safety net for one set elsewhere. */
    @WithDefault("PT0.5S")
    Duration sweepInterval();

    /** How late the sweep may end games before the replica refuses new ones ({@link SweepLag}); PT0S: never. */
    @WithDefault("PT1S")
    Duration refuseNewGamesAfter();
}
