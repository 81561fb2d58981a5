package org.ringgames.play.clock;

import java.util.Optional;
import org.ringgames.play.core.Rejection;
import org.ringgames.store.games.GameEntity;

/**
 * The clock a game is created with, as the API takes it (seconds and days): Fischer
 * ({@code initialSeconds}, optional {@code incrementSeconds}) or correspondence
 * ({@code daysPerMove}), and optional limits for each setup step and each seat's first move.
 *
 * <p>Bounds a careful operator would set: 1 s to 3 h of initial time, an increment of 0 to 180 s,
 * 1 to 14 days a move, limits of 1 s to 14 days. Defaults: real time, 60 s for a setup step and
 * 30 s for a first move (lichess aborts a game whose first move does not come within about 30 s);
 * correspondence, the time of a move for both.
 */
public record ClockSettings(Optional<Long> initialSeconds, Optional<Long> incrementSeconds,
                            Optional<Long> daysPerMove, Optional<Long> setupSeconds,
                            Optional<Long> firstMoveSeconds) {

    public static final long MAX_INITIAL_SECONDS = 3 * 3600;
    public static final long MAX_INCREMENT_SECONDS = 180;
    public static final long MAX_DAYS_PER_MOVE = 14;
    public static final long MAX_LIMIT_SECONDS = 14 * 86_400;
    public static final long REAL_TIME_SETUP_SECONDS = 60;
    public static final long REAL_TIME_FIRST_MOVE_SECONDS = 30;

    private static final long US = 1_000_000L;
    /** The time control these settings name; a malformed rejection for anything out of bounds. */
    public GameEntity.TimeControl toTimeControl() {
        if (daysPerMove.isPresent() == initialSeconds.isPresent()) {
            throw malformed("give either initialSeconds (real time, with an optional incrementSeconds) or daysPerMove "
                    + "(correspondence)");
        }
        long setup;
        long firstMove;
        Long initialUs = null;
        Long incrementUs = null;
        Long perMoveUs = null;
        if (daysPerMove.isPresent()) {
            if (incrementSeconds.isPresent()) {
                throw malformed("incrementSeconds goes with initialSeconds, not with daysPerMove");
            }
            long days = within("daysPerMove", daysPerMove.get(), 1, MAX_DAYS_PER_MOVE);
            perMoveUs = days * 86_400 * US;
            setup = days * 86_400;
            firstMove = days * 86_400;
        } else {
            initialUs = within("initialSeconds", initialSeconds.get(), 1, MAX_INITIAL_SECONDS) * US;
            incrementUs = within("incrementSeconds", incrementSeconds.orElse(0L), 0, MAX_INCREMENT_SECONDS) * US;
            setup = REAL_TIME_SETUP_SECONDS;
            firstMove = REAL_TIME_FIRST_MOVE_SECONDS;
        }
        setup = within("setupSeconds", setupSeconds.orElse(setup), 1, MAX_LIMIT_SECONDS);
        firstMove = within("firstMoveSeconds", firstMoveSeconds.orElse(firstMove), 1, MAX_LIMIT_SECONDS);
        return new GameEntity.TimeControl(initialUs, incrementUs, perMoveUs, setup * US, firstMove * US);
    }

    private static long within(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw malformed(name + " " + value + " is out of bounds; expected " + min + " to " + max);
        }
        return value;
    }

    private static Rejection malformed(String detail) {
        return new Rejection(Rejection.Kind.MALFORMED, "clock: " + detail);
    }
}
