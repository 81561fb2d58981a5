package org.ringgames.play.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class SweepLagTest {

    private static final Instant DEADLINE = Instant.parse("2026-12-01T10:00:00Z");

    @Test
    void theSweepIsBehindOnceItEndsAGameLaterThanTheThresholdUntilItCatchesUp() {
        SweepLag lag = new SweepLag(Duration.ofSeconds(1));
        assertThat(lag.behind()).isFalse();
        lag.ended(DEADLINE, DEADLINE.plusMillis(1000));
        assertThat(lag.behind()).as("exactly the threshold is not behind").isFalse();
        lag.ended(DEADLINE, DEADLINE.plusMillis(1001));
        assertThat(lag.behind()).isTrue();
        lag.ended(DEADLINE, DEADLINE.plusMillis(3));
        assertThat(lag.behind()).as("a game ended in time: caught up with the backlog's head").isFalse();
        lag.ended(DEADLINE, DEADLINE.plusSeconds(5));
        lag.caughtUp();
        assertThat(lag.behind()).as("nothing left to end").isFalse();
    }

    @Test
    void aZeroThresholdNeverRefusesNewGames() {
        SweepLag lag = new SweepLag(Duration.ZERO);
        lag.ended(DEADLINE, DEADLINE.plusSeconds(60));
        assertThat(lag.behind()).isFalse();
    }
}
