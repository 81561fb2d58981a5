package org.ringgames.play.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringgames.play.SeatIndex;
import org.ringgames.play.clock.ClockReading;

class ThinkTimeTest {

    private static final Instant AS_OF = Instant.parse("2026-12-01T10:00:00Z");

    private static ClockReading realTime(long firstMs, long secondMs, long incrementSeconds, String phase,
                                         Optional<SeatIndex> running) {
        return new ClockReading(Optional.of(300L), Optional.of(incrementSeconds), Optional.empty(), 60, 30,
                firstMs, secondMs, running, Optional.of(phase), Optional.empty(), AS_OF,
                Optional.empty());
    }

    @Test
    void anUntimedGameThinksTheLevelsOwnTime() {
        assertThat(ThinkTime.of(Optional.empty(), SeatIndex.FIRST, 800, AS_OF)).isEqualTo(800);
    }

    @Test
    void correspondenceThinksTheLevelsOwnTime() {
        ClockReading days = new ClockReading(Optional.empty(), Optional.empty(), Optional.of(2L), 60, 30,
                172_800_000, 172_800_000, Optional.of(SeatIndex.FIRST), Optional.of("move"), Optional.empty(), AS_OF,
                Optional.empty());
        assertThat(ThinkTime.of(Optional.of(days), SeatIndex.FIRST, 2000, AS_OF)).isEqualTo(2000);
    }

    @Test
    void realTimeTakesAThirtiethOfTheBankAndThreeQuartersOfTheIncrementLessAMargin() {
        ClockReading clock = realTime(60_000, 300_000, 2, "move", Optional.of(SeatIndex.FIRST));
        assertThat(ThinkTime.of(Optional.of(clock), SeatIndex.FIRST, 10_000, AS_OF))
                .isEqualTo(60_000 / 30 + 1_500 - ThinkTime.MARGIN_MS);
    }

    @Test
    void theTimeSinceTheClockWasReadIsSpentAlready() {
        ClockReading clock = realTime(60_000, 300_000, 0, "move", Optional.of(SeatIndex.FIRST));
        assertThat(ThinkTime.of(Optional.of(clock), SeatIndex.FIRST, 10_000, AS_OF.plusSeconds(30)))
                .isEqualTo(30_000 / 30 - ThinkTime.MARGIN_MS);
    }

    @Test
    void neverMoreThanTheLevelsOwnTimeNorAQuarterOfTheBank() {
        ClockReading rich = realTime(3_000_000, 300_000, 0, "move", Optional.of(SeatIndex.FIRST));
        assertThat(ThinkTime.of(Optional.of(rich), SeatIndex.FIRST, 500, AS_OF)).isEqualTo(500);
        ClockReading poor = realTime(1_000, 300_000, 30, "move", Optional.of(SeatIndex.FIRST));
        assertThat(ThinkTime.of(Optional.of(poor), SeatIndex.FIRST, 10_000, AS_OF)).isEqualTo(250 - ThinkTime.MARGIN_MS);
    }

    @Test
    void aSeatAlmostOutOfTimeStillThinksTheMinimum() {
        ClockReading flagging = realTime(100, 300_000, 0, "move", Optional.of(SeatIndex.FIRST));
        assertThat(ThinkTime.of(Optional.of(flagging), SeatIndex.FIRST, 10_000, AS_OF)).isEqualTo(ThinkTime.MINIMUM_MS);
    }

    @Test
    void aFirstMoveGetsATenthOfItsLimit() {
        ClockReading first = realTime(300_000, 300_000, 0, "first-move", Optional.of(SeatIndex.SECOND));
        assertThat(ThinkTime.of(Optional.of(first), SeatIndex.SECOND, 10_000, AS_OF)).isEqualTo(3_000 - ThinkTime.MARGIN_MS);
    }
}
