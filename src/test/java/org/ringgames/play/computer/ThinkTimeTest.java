package org.ringgames.play.computer;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringgames.play.core.SeatIndex;
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
        assertThat(ThinkTime.of(Optional.empty(), SeatIndex.FIRST, 800, AS_OF)).isEqualTo(new ThinkTime.Think(800, 800, false));
    }

    @Test
    void correspondenceThinksTheLevelsOwnTime() {
        ClockReading days = new ClockReading(Optional.empty(), Optional.empty(), Optional.of(2L), 60, 30,
                172_800_000, 172_800_000, Optional.of(SeatIndex.FIRST), Optional.of("move"), Optional.empty(), AS_OF,
                Optional.empty());
        assertThat(ThinkTime.of(Optional.of(days), SeatIndex.FIRST, 2000, AS_OF)).isEqualTo(new ThinkTime.Think(2000, 2000, false));
    }

    @Test
    void realTimeTakesAThirtiethOfTheBankAndThreeQuartersOfTheIncrementLessAMargin() {
        ClockReading clock = realTime(60_000, 300_000, 2, "move", Optional.of(SeatIndex.FIRST));
        ThinkTime.Think think = ThinkTime.of(Optional.of(clock), SeatIndex.FIRST, 10_000, AS_OF);
        assertThat(think.targetMs()).isEqualTo(60_000 / 30 + 1_500 - ThinkTime.MARGIN_MS);
        assertThat(think.clocked()).isTrue();
    }

    @Test
    void realTimeMayTakeThreeTimesTheTargetButNeverAQuarterOfTheBank() {
        ClockReading clock = realTime(60_000, 300_000, 0, "move", Optional.of(SeatIndex.FIRST));
        ThinkTime.Think think = ThinkTime.of(Optional.of(clock), SeatIndex.FIRST, 10_000, AS_OF);
        assertThat(think.maxMs()).isEqualTo(3 * (60_000 / 30 - ThinkTime.MARGIN_MS));
        // A large increment on a small bank: three times the target passes a quarter of the bank.
        ClockReading small = realTime(20_000, 300_000, 2, "move", Optional.of(SeatIndex.FIRST));
        ThinkTime.Think capped = ThinkTime.of(Optional.of(small), SeatIndex.FIRST, 10_000, AS_OF);
        assertThat(capped.targetMs()).isEqualTo(20_000 / 30 + 1_500 - ThinkTime.MARGIN_MS);
        assertThat(capped.maxMs()).isEqualTo(20_000 / 4 - ThinkTime.MARGIN_MS);
        assertThat(ThinkTime.of(Optional.of(clock), SeatIndex.FIRST, 6_000, AS_OF).capped(4_000))
                .isEqualTo(new ThinkTime.Think(60_000 / 30 - ThinkTime.MARGIN_MS, 4_000, true));
    }

    @Test
    void theTimeSinceTheClockWasReadIsSpentAlready() {
        ClockReading clock = realTime(60_000, 300_000, 0, "move", Optional.of(SeatIndex.FIRST));
        assertThat(ThinkTime.of(Optional.of(clock), SeatIndex.FIRST, 10_000, AS_OF.plusSeconds(30)).targetMs())
                .isEqualTo(30_000 / 30 - ThinkTime.MARGIN_MS);
    }

    @Test
    void neverMoreThanTheLevelsOwnTimeNorAQuarterOfTheBank() {
        ClockReading rich = realTime(3_000_000, 300_000, 0, "move", Optional.of(SeatIndex.FIRST));
        assertThat(ThinkTime.of(Optional.of(rich), SeatIndex.FIRST, 500, AS_OF).targetMs()).isEqualTo(500);
        ClockReading poor = realTime(1_000, 300_000, 30, "move", Optional.of(SeatIndex.FIRST));
        ThinkTime.Think poorThink = ThinkTime.of(Optional.of(poor), SeatIndex.FIRST, 10_000, AS_OF);
        assertThat(poorThink.targetMs()).isEqualTo(250 - ThinkTime.MARGIN_MS);
        assertThat(poorThink.maxMs()).isEqualTo(250 - ThinkTime.MARGIN_MS);
    }

    @Test
    void aSeatAlmostOutOfTimeStillThinksTheMinimum() {
        ClockReading flagging = realTime(100, 300_000, 0, "move", Optional.of(SeatIndex.FIRST));
        assertThat(ThinkTime.of(Optional.of(flagging), SeatIndex.FIRST, 10_000, AS_OF))
                .isEqualTo(new ThinkTime.Think(ThinkTime.MINIMUM_MS, ThinkTime.MINIMUM_MS, true));
    }

    @Test
    void aFirstMoveGetsATenthOfItsLimit() {
        ClockReading first = realTime(300_000, 300_000, 0, "first-move", Optional.of(SeatIndex.SECOND));
        assertThat(ThinkTime.of(Optional.of(first), SeatIndex.SECOND, 10_000, AS_OF))
                .isEqualTo(new ThinkTime.Think(3_000 - ThinkTime.MARGIN_MS, 3_000 - ThinkTime.MARGIN_MS, false));
    }
}
