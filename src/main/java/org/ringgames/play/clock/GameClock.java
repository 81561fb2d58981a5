package org.ringgames.play.clock;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.store.games.GameEntity.Clock;
import org.ringgames.store.games.GameEntity.TimeControl;

/**
 * The arithmetic of a game's clock, pure: no time is read here, every instant is given. Times are
 * kept in microseconds, the precision PostgreSQL stores, so what is charged is what is stored.
 *
 * <p>A seat's time runs from the change that gave it the turn to its own move (both taken when the
 * write holds the game's row lock, just before it commits). Which deadline counts:
 * <ul>
 *   <li><b>setup</b>: each setup step must come within {@code setupUs} of the moment it became
 *       awaited; the time banks do not run;</li>
 *   <li><b>first-move</b>: each seat's first move of the game must come within {@code firstMoveUs};
 *       its bank does not run and it gets no increment for it;</li>
 *   <li><b>move</b>: Fischer: the seat's bank runs, and the increment is added after the move;
 *       correspondence: each move must come within {@code perMoveUs}, nothing is banked.</li>
 * </ul>
 * A change that is not a move by the seat whose time runs (a draw offer by the other seat, say)
 * leaves the running deadline as it was.
 *
 * <p>A game may hold its clocks back until a given moment ({@code startsAt}, a tournament round's
 * start): the clock's own time is then never earlier than it. A change made before it counts as
 * made at it, so every limit runs from {@code startsAt} (the first deadline is {@code startsAt} plus
 * the setup limit) and a move made before it is charged nothing. Play itself is not held back.
 */
public final class GameClock {

    public static final String SETUP = "setup";
    public static final String FIRST_MOVE = "first-move";
    public static final String MOVE = "move";

    private GameClock() {
    }

    /** A clock and the deadline that counts now (null when none does). */
    public record Timing(Clock clock, Instant deadline) {
    }

    /** What a move cost its seat, and the seat's time after it (increment included). */
    public record Spent(long spentUs, long remainingUs) {
    }

    /** The clock after a change, with what the move cost if the change was a move. */
    public record Change(Timing timing, Optional<Spent> spent) {
    }

    /** How a game ends when its deadline passes: {@code timeout} (the other seat wins) or {@code aborted}. */
    public record Ending(String reason, Optional<SeatIndex> winner, Optional<SeatIndex> flagged, Clock clock) {
    }

    /** A new game's clock: full banks, and the deadline of the first setup step. */
    public static Timing start(TimeControl control, Turn turn, Instant now) {
        return start(control, turn, now, Optional.empty());
    }

    /** A new game's clock, held back until {@code startsAt} if that is later than now. */
    public static Timing start(TimeControl control, Turn turn, Instant now, Optional<Instant> startsAt) {
        Instant from = counted(now, startsAt);
        long bank = control.perMoveUs() != null ? control.perMoveUs() : control.initialUs();
        Clock fresh = new Clock(bank, bank, false, false, null, null, micros(from));
        return next(control, fresh, turn, false, false, from);
    }

    /** The clock's own time at {@code now}: never earlier than the moment its clocks start. */
    public static Instant counted(Instant now, Optional<Instant> startsAt) {
        return startsAt.filter(now::isBefore).orElse(now);
    }

    /** As {@link #afterChange(TimeControl, Clock, Optional, boolean, Turn, Instant, Optional)}, clocks running. */
    public static Change afterChange(TimeControl control, Clock before, Optional<SeatIndex> mover, boolean setupStep,
                                     Turn after, Instant now) {
        return afterChange(control, before, mover, setupStep, after, now, Optional.empty());
    }

    /**
     * @param mover     the seat that moved, when the change is a move (a turn: Xe Queo guesses too)
     * @param setupStep whether the change was a setup step (then a step awaited from the same seat
     *                  afterwards is a new step, with a deadline of its own)
     * @param after     whom the game waits for after the change
     * @param startsAt  when the game's clocks start, if it holds them back
     */
    public static Change afterChange(TimeControl control, Clock before, Optional<SeatIndex> mover, boolean setupStep,
                                     Turn after, Instant at, Optional<Instant> startsAt) {
        Instant now = counted(at, startsAt);
        Clock clock = before;
        Optional<Spent> spent = Optional.empty();
        if (mover.isPresent()) {
            SeatIndex seat = mover.get();
            long used = micros(now) - before.sinceUs();
            boolean charged = MOVE.equals(before.phase()) && Integer.valueOf(index(seat)).equals(before.running());
            long bank = bank(before, seat);
            if (control.perMoveUs() != null) {
                bank = control.perMoveUs();
            } else if (charged) {
                bank = bank - used + control.incrementUs();
            }
            clock = withBank(withMoved(clock, seat), seat, bank);
            spent = Optional.of(new Spent(used, bank));
        }
        return new Change(next(control, clock, after, mover.isPresent(), setupStep, now), spent);
    }

    /**
     * A seat's berserk (an arena's, before its first move): its bank, the full initial time then,
     * is halved (to the microsecond, rounded down). Its increment is dropped by {@link #withoutIncrement}
     * on each of its moves; the deadline that counts (its first-move limit) is not changed.
     */
    public static Clock berserk(Clock clock, SeatIndex seat) {
        return withBank(clock, seat, bank(clock, seat) / 2);
    }

    /** The time control a berserked seat's moves are charged by: the same, with no increment. */
    public static TimeControl withoutIncrement(TimeControl control) {
        return new TimeControl(control.initialUs(), control.incrementUs() == null ? null : 0L, control.perMoveUs(),
                control.setupUs(), control.firstMoveUs());
    }

    /** Whether the seat has made its first move of the game. */
    public static boolean moved(Clock clock, SeatIndex seat) {
        return hasMoved(clock, seat);
    }

    /** Whether the deadline has passed at {@code now}: a write then is too late, by a microsecond or more. */
    public static boolean overdue(Instant deadline, Instant now) {
        return deadline != null && !now.isBefore(deadline);
    }

    /**
     * How the game ends at its deadline. A first-move limit missed, or a setup step missed before
     * any move of the game, aborts it (no winner); a seat that lets its time run out, or misses a
     * setup step once the game is under way (Xe Queo's later rounds), loses on time; a step both
     * seats owed and neither gave aborts it.
     */
    public static Ending ending(Clock clock, Instant deadline) {
        Integer running = clock.running();
        Optional<SeatIndex> flagged = running == null ? Optional.empty() : Optional.of(seat(running));
        boolean underWay = clock.firstMoved() || clock.secondMoved();
        boolean timeout = flagged.isPresent()
                && (MOVE.equals(clock.phase()) || (SETUP.equals(clock.phase()) && underWay));
        Clock after = clock;
        if (MOVE.equals(clock.phase()) && flagged.isPresent()) {
            after = withBank(after, flagged.get(), 0);
        }
        after = new Clock(after.firstUs(), after.secondUs(), after.firstMoved(), after.secondMoved(), null, null,
                micros(deadline));
        return timeout
                ? new Ending("timeout", Optional.of(flagged.get().other()), flagged, after)
                : new Ending("aborted", Optional.empty(), flagged, after);
    }

    /** The clock once the game is over by any other way: nothing counts, the banks stay. */
    public static Timing stopped(Clock clock, Instant now) {
        return new Timing(new Clock(clock.firstUs(), clock.secondUs(), clock.firstMoved(), clock.secondMoved(),
                null, null, micros(now)), null);
    }

    /** A seat's bank as of {@code at}: the running seat's bank goes down with the time since. */
    public static long remaining(Clock clock, SeatIndex seat, Instant at) {
        long bank = bank(clock, seat);
        if (MOVE.equals(clock.phase()) && Integer.valueOf(index(seat)).equals(clock.running())) {
            return Math.max(0, bank - (micros(at) - clock.sinceUs()));
        }
        return bank;
    }

    private static Timing next(TimeControl control, Clock clock, Turn turn, boolean moved, boolean setupStep,
                               Instant now) {
        long nowUs = micros(now);
        if (turn instanceof Turn.Setup setup) {
            Integer running = setup.awaited().size() == 1 ? index(setup.awaited().iterator().next()) : null;
            Set<SeatIndex> before = awaited(clock);
            boolean remainder = before.containsAll(setup.awaited())
                    && (before.size() > setup.awaited().size() || !setupStep);
            if (SETUP.equals(clock.phase()) && remainder) {
                // The same step (nobody set up), or what is left of it (one secret of two): its deadline stays.
                return new Timing(with(clock, running, SETUP, clock.sinceUs()),
                        instant(clock.sinceUs() + control.setupUs()));
            }
            return new Timing(with(clock, running, SETUP, nowUs), instant(nowUs + control.setupUs()));
        }
        if (turn instanceof Turn.ToMove toMove) {
            SeatIndex seat = toMove.seat();
            int index = index(seat);
            String phase = hasMoved(clock, seat) ? MOVE : FIRST_MOVE;
            boolean same = phase.equals(clock.phase()) && Integer.valueOf(index).equals(clock.running()) && !moved;
            long since = same ? clock.sinceUs() : nowUs;
            long limit = phase.equals(FIRST_MOVE) ? control.firstMoveUs() : bank(clock, seat);
            return new Timing(with(clock, index, phase, since), instant(since + limit));
        }
        return stopped(clock, now);
    }

    private static Set<SeatIndex> awaited(Clock clock) {
        return clock.running() == null ? EnumSet.allOf(SeatIndex.class) : EnumSet.of(seat(clock.running()));
    }

    private static Clock with(Clock c, Integer running, String phase, long sinceUs) {
        return new Clock(c.firstUs(), c.secondUs(), c.firstMoved(), c.secondMoved(), running, phase, sinceUs);
    }

    private static Clock withMoved(Clock c, SeatIndex seat) {
        return seat == SeatIndex.FIRST
                ? new Clock(c.firstUs(), c.secondUs(), true, c.secondMoved(), c.running(), c.phase(), c.sinceUs())
                : new Clock(c.firstUs(), c.secondUs(), c.firstMoved(), true, c.running(), c.phase(), c.sinceUs());
    }

    private static Clock withBank(Clock c, SeatIndex seat, long bank) {
        return seat == SeatIndex.FIRST
                ? new Clock(bank, c.secondUs(), c.firstMoved(), c.secondMoved(), c.running(), c.phase(), c.sinceUs())
                : new Clock(c.firstUs(), bank, c.firstMoved(), c.secondMoved(), c.running(), c.phase(), c.sinceUs());
    }

    private static long bank(Clock c, SeatIndex seat) {
        return seat == SeatIndex.FIRST ? c.firstUs() : c.secondUs();
    }

    private static boolean hasMoved(Clock c, SeatIndex seat) {
        return seat == SeatIndex.FIRST ? c.firstMoved() : c.secondMoved();
    }

    private static int index(SeatIndex seat) {
        return seat == SeatIndex.FIRST ? 0 : 1;
    }

    private static SeatIndex seat(int index) {
        return index == 0 ? SeatIndex.FIRST : SeatIndex.SECOND;
    }

    public static long micros(Instant t) {
        return ChronoUnit.MICROS.between(Instant.EPOCH, t);
    }

    public static Instant instant(long micros) {
        return Instant.EPOCH.plus(micros, ChronoUnit.MICROS);
    }
}
