package org.ringgames.play.clock;

import java.time.Instant;
import java.util.Optional;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.store.games.GameEntity;

/**
 * A clocked game's clock as anyone may read it, in the API's units. The banks are as of
 * {@link #asOf} (the last change that set the running deadline); the running seat's bank runs
 * down from there and is out at {@link #deadline}. Every value depends only on the game's version,
 * so a state with the same ETag always shows the same clock. {@link #startsAt}: when a game that
 * holds its clocks back starts them (every limit counts from it).
 */
public record ClockReading(Optional<Long> initialSeconds, Optional<Long> incrementSeconds,
                           Optional<Long> daysPerMove, long setupSeconds, long firstMoveSeconds,
                           long firstRemainingMs, long secondRemainingMs, Optional<SeatIndex> running,
                           Optional<String> phase, Optional<Instant> deadline, Instant asOf,
                           Optional<Instant> startsAt) {

    private static final long US_PER_SECOND = 1_000_000L;
    private static final long US_PER_DAY = 86_400L * US_PER_SECOND;

    /** The game's clock, or empty for an untimed game. */
    public static Optional<ClockReading> of(GameEntity game) {
        if (game.timeControl == null || game.clock == null) {
            return Optional.empty();
        }
        GameEntity.TimeControl control = game.timeControl;
        GameEntity.Clock clock = game.clock;
        return Optional.of(new ClockReading(
                Optional.ofNullable(control.initialUs()).map(us -> us / US_PER_SECOND),
                Optional.ofNullable(control.incrementUs()).map(us -> us / US_PER_SECOND),
                Optional.ofNullable(control.perMoveUs()).map(us -> us / US_PER_DAY),
                control.setupUs() / US_PER_SECOND, control.firstMoveUs() / US_PER_SECOND,
                clock.firstUs() / 1000, clock.secondUs() / 1000,
                Optional.ofNullable(clock.running()).map(i -> i == 0 ? SeatIndex.FIRST : SeatIndex.SECOND),
                Optional.ofNullable(clock.phase()), Optional.ofNullable(game.deadline),
                GameClock.instant(clock.sinceUs()), Optional.ofNullable(game.clocksStartAt)));
    }

    public long remainingMs(SeatIndex seat) {
        return seat == SeatIndex.FIRST ? firstRemainingMs : secondRemainingMs;
    }
}
