package org.ringgames.play.games;

import org.ringgames.play.clock.GameClock;
import org.ringgames.play.clock.TimeRanOut;
import org.ringgames.play.clock.Turn;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameChange;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameModules;
import org.ringgames.play.game.WriteGuards;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.ratings.Ratings;
import org.ringgames.store.events.ChangeStatements;
import org.ringgames.store.events.EventRows;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;

/**
 * The clocks of games in the database: moving a game's clock on with each change, ending a game
 * whose deadline has passed (once, under its row lock, with its {@code finished} event), and the
 * sweep that finds overdue games for {@link DeadlineSweeper}.
 */
@ApplicationScoped
public class Deadlines {

    /** Ended by a write that came too late, or by the sweep. */
    public static final String BY_WRITE = "write";
    public static final String BY_SWEEP = "sweep";

    @Inject
    GameRows games;


    @Inject
    EventRows events;

    @Inject
    GameModules modules;

    @Inject
    ClockEndingRenderer renderer;

    @Inject
    MeterRegistry metrics;

    @Inject
    DeadlineSweeper sweeper;

    @Inject
    Clock clock;

    @Inject
    Ratings ratings;

    /**
     * Moves a clocked game's clock on after a change (not yet flushed) by {@code seat}, or by the
     * game's portal (no seat), and sets the deadline that counts next; returns what a move cost its
     * seat, for the move's history row.
     */
    public Optional<GameClock.Spent> advance(GameEntity game, Optional<SeatIndex> seat, GameChange change, Instant now) {
        Turn turn = modules.snapshot(game, Optional.empty()).turn();
        Optional<SeatIndex> mover = change instanceof MovePlayed ? seat : Optional.empty();
        boolean setupStep = change.event().filter("setup"::equals).isPresent();
        // A seat that berserked (an arena's, V19) gets no increment on its moves.
        boolean berserked = mover.isPresent() && game.berserk != null
                && game.berserk.contains(GameKind.stored(game.kind).seatName(mover.get()));
        GameEntity.TimeControl control = berserked ? GameClock.withoutIncrement(game.timeControl) : game.timeControl;
        GameClock.Change next = GameClock.afterChange(control, game.clock, mover, setupStep, turn, now,
                Optional.ofNullable(game.clocksStartAt));
        game.clock = next.timing().clock();
        game.deadline = next.timing().deadline();
        if (game.deadline != null) {
            sweeper.deadlineSet(game.deadline);
        }
        return change instanceof MovePlayed ? next.spent() : Optional.empty();
    }

    /** Ends a game a write found overdue, and says why the write is refused. */
    public TimeRanOut timeRanOut(GameEntity game, Instant now) {
        Instant deadline = game.deadline;
        String phase = game.clock.phase();
        GameClock.Ending ending = end(game, now, BY_WRITE);
        String who = ending.flagged().map(GameKind.stored(game.kind)::seatName).orElse("both seats");
        String what = GameClock.MOVE.equals(phase) ? "'s time ran out"
                : " missed the " + (GameClock.SETUP.equals(phase) ? "setup" : "first move") + " deadline";
        return new TimeRanOut("the game ended at " + deadline + " (" + ending.reason() + "): " + who + what
                + "; the game is over", ending.reason());
    }

    /**
     * The games whose deadline has passed at {@code now}, oldest deadline first, at most
     * {@code limit}: candidates only, read without locks (another replica may be ending them).
     */
    @Transactional
    public List<UUID> overdue(Instant now, int limit) {
        @SuppressWarnings("unchecked")
        List<UUID> ids = games.getEntityManager().createNativeQuery(
                        "SELECT id FROM game WHERE deadline <= ?1 ORDER BY deadline LIMIT ?2", UUID.class)
                .setParameter(1, now).setParameter(2, limit).getResultList();
        return ids;
    }

    /**
     * Ends one game if it is still overdue, under its row lock, in a transaction of its own, so that
     * its end is visible as soon as it is made and a game that fails to end fails alone. A row
     * locked elsewhere (another replica ending it, a write) is skipped ({@code SKIP LOCKED}); a
     * deadline a move pushed back before the lock was taken no longer counts. Returns the ended
     * game's deadline and when it was ended, or empty when it ended none.
     */
    @Transactional
    public Optional<Ended> endIfOverdue(UUID id) {
        @SuppressWarnings("unchecked")
        List<UUID> locked = games.getEntityManager().createNativeQuery(
                        "SELECT id FROM game WHERE id = ?1 AND deadline IS NOT NULL FOR UPDATE SKIP LOCKED", UUID.class)
                .setParameter(1, id).getResultList();
        if (locked.isEmpty()) {
            return Optional.empty();
        }
        GameEntity game = games.findById(id);
        // Each game is ended at its own time, not the sweep's: that is what its event, its row and
        // the lag metric say.
        Instant now = Instant.now(clock).truncatedTo(ChronoUnit.MICROS);
        if (game == null || !GameClock.overdue(game.deadline, now)) {
            return Optional.empty();
        }
        Instant deadline = game.deadline;
        end(game, now, BY_SWEEP);
        metrics.counter("ringgames.clock.overdue.swept").increment();
        return Optional.of(new Ended(deadline, now));
    }

    /** A game the sweep ended: when its deadline fell, and when it was ended. */
    public record Ended(Instant deadline, Instant at) {
    }

    /** The nearest deadline of any game, if any counts. */
    @Transactional
    public Optional<Instant> nearest() {
        Object nearest = games.getEntityManager()
                .createNativeQuery("SELECT min(deadline) FROM game WHERE deadline IS NOT NULL", Instant.class)
                .getSingleResult();
        return Optional.ofNullable((Instant) nearest);
    }

    /** Ends a locked, overdue game on time; the caller's transaction commits it. */
    GameClock.Ending end(GameEntity game, Instant now, String by) {
        Instant deadline = game.deadline;
        GameClock.Ending ending = GameClock.ending(game.clock, deadline);
        GameKind kind = GameKind.stored(game.kind);
        WriteGuards.finish(game, ending.winner().map(kind::seatName), ending.reason());
        game.clock = ending.clock();
        game.deadline = null;
        game.takebackAvailable = false;
        game.updatedAt = now;
        ratings.rate(game, now);
        games.flush();
        GameSnapshot state = modules.snapshot(game, Optional.empty());
        events.append(new ChangeStatements.Change(game.id, game.portal, game.version, Optional.empty(),
                Optional.empty(), List.of("finished"), renderer.render(ending.flagged().map(kind::seatName),
                        ending.reason(), state), now, PlayerEvents.afterChange(game, Turn.OVER, true)));
        metrics.counter("ringgames.games.finished", "reason", ending.reason()).increment();
        metrics.counter("ringgames.clock.endings", "reason", ending.reason(), "by", by).increment();
        Timer.builder("ringgames.clock.lag").description("From a deadline to the end of its game")
                .publishPercentileHistogram().register(metrics).record(Duration.between(deadline, now));
        return ending;
    }
}
