package org.ringgames.play.computer;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.clock.ClockReading;
import org.ringgames.play.clock.GameClock;

/**
 * How long a computer seat thinks about a turn. Untimed and correspondence games: the level's
 * own time per move. Real time: a target of never more than that, and a share of the time the seat
 * has left (a thirtieth of its bank plus three quarters of the increment, at most a quarter of the
 * bank), less a margin for the write that follows; the search aims at the target and may take up
 * to three times it (never more than a quarter of the bank, less the margin) while its best move
 * changes (docs/engine.md, "Time under a clock"). A setup step or first move gets a tenth of its
 * limit.
 */
public final class ThinkTime {

    /**
     * A turn's time: the target, and the most it may take. {@code clocked} when a real-time clock
     * set them, so that the engine manages the time between the two; otherwise they are equal.
     */
    public record Think(long targetMs, long maxMs, boolean clocked) {

        public static Think fixed(long ms) {
            return new Think(ms, ms, false);
        }

        /** The same, neither time above {@code ms}. */
        public Think capped(long ms) {
            return new Think(Math.min(targetMs, ms), Math.min(maxMs, ms), clocked);
        }
    }

    /** Kept back for claiming, writing and committing the move. */
    static final long MARGIN_MS = 150;
    static final long MINIMUM_MS = 10;

    private ThinkTime() {
    }

    public static Think of(Optional<ClockReading> clock, SeatIndex seat, long untimedMs, Instant now) {
        if (clock.isEmpty() || clock.get().daysPerMove().isPresent()) {
            return Think.fixed(untimedMs);
        }
        ClockReading c = clock.get();
        String phase = c.phase().orElse(GameClock.MOVE);
        if (GameClock.SETUP.equals(phase)) {
            return Think.fixed(within(untimedMs, c.setupSeconds() * 1000 / 10));
        }
        if (GameClock.FIRST_MOVE.equals(phase)) {
            return Think.fixed(within(untimedMs, c.firstMoveSeconds() * 1000 / 10));
        }
        long left = c.remainingMs(seat);
        if (c.running().filter(seat::equals).isPresent()) {
            left -= Math.max(0, Duration.between(c.asOf(), now).toMillis());
        }
        long increment = c.incrementSeconds().orElse(0L) * 1000;
        long target = within(untimedMs, Math.min(left / 30 + increment * 3 / 4, left / 4));
        return new Think(target, Math.max(target, Math.min(3 * target, left / 4 - MARGIN_MS)), true);
    }

    /** A budget less the margin, at most the level's own time, at least the minimum. */
    private static long within(long untimedMs, long budget) {
        return Math.max(MINIMUM_MS, Math.min(untimedMs, budget - MARGIN_MS));
    }
}
