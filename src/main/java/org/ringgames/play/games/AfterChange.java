package org.ringgames.play.games;

import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringgames.play.clock.GameClock;
import org.ringgames.play.clock.Turn;
import org.ringgames.play.core.GameChange;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.OfferDeclineReason;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.game.GameModules;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.games.GameWrites.Rendered;
import org.ringgames.play.games.GameWrites.Renderer;
import org.ringgames.play.ratings.Ratings;
import org.ringgames.store.events.ChangeStatements;
import org.ringgames.store.events.EventRows;
import org.ringgames.store.games.GameEntity;

/**
 * The steps after a change to a game, the same on both write paths: the row-locked one of
 * {@link GameWrites} and the compare-and-set one of {@link MoveWrites}. Once the game's module has
 * changed the game ({@link #settle}):
 * <ol>
 * <li>the clock moves on ({@link Deadlines#advance}), and a move's history row is charged with it;</li>
 * <li>a rated game that the change ends moves its players' ratings ({@link Ratings#rate});</li>
 * <li>the row is written (the path's own way: Hibernate's flush, or the compare-and-set's version);</li>
 * <li>the computer seats the game now awaits owe their turn ({@link ComputerTurns#schedule});</li>
 * <li>the response is rendered from the writer's view, the event's data from the public view;</li>
 * <li>what the change records is gathered, as {@link Recorded}: its history row, its events (its own,
 *     then {@code finished} if it ended the game), the rows of its players' streams
 *     ({@link PlayerEvents}), and the answer stored under the request's Idempotency-Key when the
 *     path stores it in the same statement.</li>
 * </ol>
 * The path then writes the record ({@link #record} under the row lock, or with the compare-and-set)
 * and, once it is written, {@link #count}s it.
 */
@ApplicationScoped
public class AfterChange {

    private final GameModules modules;
    private final Deadlines deadlines;
    private final Ratings ratings;
    private final ComputerTurns computerTurns;
    private final EventRows events;
    private final MeterRegistry metrics;

    @Inject
    public AfterChange(GameModules modules, Deadlines deadlines, Ratings ratings, ComputerTurns computerTurns,
                       EventRows events, MeterRegistry metrics) {
        this.modules = modules;
        this.deadlines = deadlines;
        this.ratings = ratings;
        this.computerTurns = computerTurns;
        this.events = events;
        this.metrics = metrics;
    }

    /**
     * The game as a change found it: whether it was over, its ply, and whom it awaited (for the
     * players' streams: a turn is announced once; {@link Turn#OVER} when no player sits in it).
     */
    public record Before(boolean finished, int ply, Turn turn) {
    }

    /** The game before a change by a seat or its portal. */
    public Before before(GameEntity game) {
        boolean toPlayers = game.players != null && !game.players.isEmpty();
        return new Before(finished(game), game.ply, toPlayers ? modules.publicSnapshot(game).turn() : Turn.OVER);
    }

    /**
     * The game before a seat's move: a move always moves the ply, so whom the game awaited before it
     * says nothing to the players' streams, and is not computed.
     */
    public static Before beforeMove(GameEntity game) {
        return new Before(finished(game), game.ply, Turn.OVER);
    }

    /** Whether a change ends the game: it was not over before, and is now. */
    public static boolean endsGame(Before before, GameEntity game) {
        return !before.finished() && finished(game);
    }

    /** How a path writes the changed row before it is shown: Hibernate's flush, or the next version. */
    @FunctionalInterface
    public interface RowWrite {
        void write(GameEntity game);
    }

    /**
     * A change made and settled: the game after it, the change's result, its response as sent, whether
     * it ended the game, and what it records (its move's history row, charged by the clock, among it).
     */
    public record Recorded<R extends GameChange>(GameEntity game, R result, Rendered rendered, boolean finished,
                                                 ChangeStatements.Change change) {
    }

    /**
     * Runs the steps after {@code result}, made by {@code seat} (empty: the game's portal) at
     * {@code now}, and gathers what the change records.
     *
     * @param key the answer to store under the request's Idempotency-Key with the change's rows, given
     *            its response (the path that stores it in the same statement); empty when the path
     *            stores it itself, or there is no key
     */
    public <R extends GameChange> Recorded<R> settle(GameEntity game, Optional<SeatIndex> seat, Before before, R result,
                                                     Instant now, RowWrite rowWrite, Renderer<R> render,
                                                     Optional<KeyFor> key) {
        game.updatedAt = now;
        Optional<GameClock.Spent> spent = game.timeControl != null
                ? deadlines.advance(game, seat, result, now) : Optional.empty();
        Optional<ChangeStatements.NewMove> move = result.recordedMove()
                .map(row -> spent.map(s -> row.charged(s.spentUs(), s.remainingUs())).orElse(row));
        // A rated game that this change ends moves its players' ratings here, with the change.
        ratings.rate(game, now);
        rowWrite.write(game);
        GameSnapshot mine = modules.snapshot(game, seat);
        GameSnapshot anyone = mine.publicView();
        computerTurns.schedule(game, anyone.turn(), now);
        Rendered rendered = render.render(result, mine);
        String eventData = anyone == mine ? rendered.body() : render.render(result, anyone).body();
        boolean finished = endsGame(before, game);
        List<String> types = new ArrayList<>(2);
        result.event().ifPresent(types::add);
        if (finished) {
            types.add("finished");
        }
        ChangeStatements.Change change = new ChangeStatements.Change(game.id, game.portal, game.version, move,
                key.map(k -> k.answer(rendered)), types, eventData, now,
                PlayerEvents.afterChange(game, before.turn(), before.ply(), anyone.turn(), finished, result.event(), seat,
                        result.declineReason().map(OfferDeclineReason::text)));
        return new Recorded<>(game, result, rendered, finished, change);
    }

    /** The Idempotency-Key's answer, once the response is known. */
    @FunctionalInterface
    public interface KeyFor {
        ChangeStatements.KeyedAnswer answer(Rendered rendered);
    }

    /**
     * Writes what a change made under the game's row lock records, in the caller's transaction
     * (the notification goes out when it commits), and counts it.
     */
    public void record(Recorded<?> recorded) {
        events.append(recorded.change());
        count(recorded);
    }

    /** Counts a written change: its event, and the game's end. */
    public void count(Recorded<?> recorded) {
        recorded.result().event().ifPresent(type -> metrics.counter("ringgames.game.changes", "type", type).increment());
        if (recorded.finished()) {
            metrics.counter("ringgames.games.finished", "reason", recorded.game().resultReason).increment();
        }
    }

    private static boolean finished(GameEntity game) {
        return GameStatus.FINISHED.slug().equals(game.status);
    }
}
