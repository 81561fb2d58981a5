package org.ringgames.play.records;

import java.util.Optional;
import java.util.OptionalLong;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.clock.ClockSettings;
import org.ringgames.rules.record.RecordClock;
import org.ringgames.store.games.GameEntity;

/**
 * A game's time control as a record's Clock tag gives it, both ways: {@code 300+2} or {@code 2d},
 * with {@code setup=} and {@code first=} only where they differ from what the API would have chosen.
 */
public final class RecordClocks {

    private static final long US = 1_000_000L;

    private RecordClocks() {
    }

    public static Optional<RecordClock> of(GameEntity.TimeControl tc) {
        if (tc == null) {
            return Optional.empty();
        }
        RecordClock clock;
        long defaultSetup;
        long defaultFirst;
        if (tc.perMoveUs() != null) {
            long days = tc.perMoveUs() / (86_400 * US);
            clock = RecordClock.correspondence(days);
            defaultSetup = days * 86_400;
            defaultFirst = days * 86_400;
        } else {
            clock = RecordClock.fischer(tc.initialUs() / US, tc.incrementUs() == null ? 0 : tc.incrementUs() / US);
            defaultSetup = ClockSettings.REAL_TIME_SETUP_SECONDS;
            defaultFirst = ClockSettings.REAL_TIME_FIRST_MOVE_SECONDS;
        }
        if (tc.setupUs() / US != defaultSetup) {
            clock = clock.withSetupSeconds(tc.setupUs() / US);
        }
        if (tc.firstMoveUs() / US != defaultFirst) {
            clock = clock.withFirstMoveSeconds(tc.firstMoveUs() / US);
        }
        return Optional.of(clock);
    }

    /** The time control a record's clock names, within the API's bounds; out of them, an invalid record at the Clock tag. */
    static GameEntity.TimeControl toTimeControl(RecordClock clock, int line) {
        try {
            return new ClockSettings(boxed(clock.initialSeconds()), boxed(clock.incrementSeconds()),
                    boxed(clock.daysPerMove()), boxed(clock.setupSeconds()), boxed(clock.firstMoveSeconds()))
                    .toTimeControl();
        } catch (Rejection outOfBounds) {
            throw GameRecords.invalid(line, Optional.empty(), "the Clock tag: " + outOfBounds.getMessage()
                    .replaceFirst("^clock: ", ""));
        }
    }

    private static Optional<Long> boxed(OptionalLong value) {
        return value.isPresent() ? Optional.of(value.getAsLong()) : Optional.empty();
    }
}
