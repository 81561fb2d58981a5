package org.ringgames.play.engine;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.ringgames.play.SeatIndex;
import org.ringgames.play.clock.ClockReading;
import org.ringgames.play.clock.GameClock;

/**
 * How long a computer seat thinks about a turn. Untimed and correspondence games: the level's
 * own time per move. Real time: never more than that, and a share of the time the seat has left
 * (a thirtieth of its bank plus three quarters of the increment, at most a quarter of the bank),
 * less a margin for the write that follows; a setup step or first move gets a tenth of its limit.
 */
public final class ThinkTime {

    /** Kept back for claiming, writing and committing the move. */
    static final long MARGIN_MS = 150;
    static final long MINIMUM_MS = 10;

    private ThinkTime() {
    }

    public static long of(Optional<ClockReading> clock, SeatIndex seat, long untimedMs, Instant now) {
        if (clock.isEmpty() || clock.get().daysPerMove().isPresent()) {
            return untimedMs;
        }
        ClockReading c = clock.get();
        String phase = c.phase().orElse(GameClock.MOVE);
        long budget;
        if (GameClock.SETUP.equals(phase)) {
            budget = c.setupSeconds() * 1000 / 10;
        } else if (GameClock.FIRST_MOVE.equals(phase)) {
            budget = c.firstMoveSeconds() * 1000 / 10;
        } else {
            long left = c.remainingMs(seat);
            if (c.running().filter(seat::equals).isPresent()) {
                left -= Math.max(0, Duration.between(c.asOf(), now).toMillis());
            }
            long increment = c.incrementSeconds().orElse(0L) * 1000;
            budget = Math.min(left / 30 + increment * 3 / 4, left / 4);
        }
        return Math.max(MINIMUM_MS, Math.min(untimedMs, budget - MARGIN_MS));
    }
}
