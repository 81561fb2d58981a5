package org.ringgames.play.games;

import org.ringgames.play.access.SeatTokens;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import org.ringgames.play.games.GameWrites.Answer;
import org.ringgames.play.games.GameWrites.Caller;
import org.ringgames.play.games.GameWrites.Change;
import org.ringgames.play.games.GameWrites.IdempotencyKey;
import org.ringgames.play.games.GameWrites.Rendered;
import org.ringgames.play.games.GameWrites.Renderer;
import org.ringgames.play.clock.GameClock;
import org.ringgames.store.events.ChangeStatements;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.IdempotencyRows;
import org.ringgames.store.events.MoveRows;

/**
 * A move by a seat's request, in two statements and no transaction around them (docs/benchmarks.md
 * §11, §12): one read of the game row with the answers stored under the request's Idempotency-Key,
 * without a lock, and one write
 * ({@link MoveRows}) of the row by compare-and-set on its version, with the move's history
 * row, the key and its answer, the events and the {@code NOTIFY}. A rejected move writes nothing.
 * The steps after the move are the locked path's ({@link AfterChange}); only the row's write differs.
 * <p>
 * When the compare-and-set finds that another writer changed the game between the read and the
 * write, nothing was written, and the move is tried again on a fresh read: it then answers as if it
 * had come second under a row lock (409 stale-state or not-your-turn, or the answer stored under
 * its key). After {@link #ATTEMPTS} lost races it takes the row-locked path of {@link GameWrites},
 * which always decides.
 * <p>
 * Moves that do more than this one statement take that locked path from the start: in a game with
 * a computer seat (its turn is scheduled in the same transaction), and in a clocked game whose
 * time has run out (the game ends on time, and that is kept while the move is refused); and so
 * does the move that ends a rated game, once it is known to end it (its ratings move with it).
 */
@ApplicationScoped
public class MoveWrites {

    /** Compare-and-set attempts before the locked path; a race needs a writer per attempt to lose. */
    static final int ATTEMPTS = 3;

    @Inject
    MoveRows rows;

    @Inject
    GameWrites writes;

    @Inject
    SeatTokens tokens;

    @Inject
    AfterChange afterChange;

    @Inject
    MeterRegistry metrics;

    /** How one attempt ended: answered, lost the race to another writer, or needs the locked path. */
    private sealed interface Attempt<R> {
    }

    private record Answered<R>(Answer<R> answer) implements Attempt<R> {
    }

    private record Lost<R>() implements Attempt<R> {
    }

    private record NeedsLock<R>() implements Attempt<R> {
    }

    /**
     * No transaction (NOT_SUPPORTED suspends a caller's): the read and the write are one statement
     * each, in autocommit, so the move costs no BEGIN and no COMMIT round trip; the write is atomic
     * as any one statement is, and its NOTIFY is delivered when it commits.
     */
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    public <R extends MovePlayed> Answer<R> write(Caller caller, Change<R> change, Renderer<R> render) {
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            Attempt<R> outcome = attempt(caller, change, render);
            if (outcome instanceof Answered<R> answered) {
                return answered.answer();
            }
            if (outcome instanceof NeedsLock<R>) {
                return writes.write(caller, change, render);
            }
            metrics.counter("ringgames.moves.compare-and-set.lost").increment();
        }
        return writes.write(caller, change, render);
    }

    private <R extends MovePlayed> Attempt<R> attempt(Caller caller, Change<R> change, Renderer<R> render) {
        MoveRows.ReadForMove read = rows.read(caller.gameId(), caller.key().map(IdempotencyKey::key))
                .orElseThrow(() -> GameWrites.notFound(caller.gameId()));
        GameEntity game = read.game();
        if (game.computerSeats != null && !game.computerSeats.isEmpty()) {
            return new NeedsLock<>();
        }
        SeatIndex seat = tokens.seatOf(game, caller.token());
        String seatName = GameKind.stored(game.kind).seatName(seat);
        Instant now = writes.now();
        if (caller.key().isPresent()) {
            IdempotencyKey key = caller.key().get();
            IdempotencyRows.Stored stored = read.storedBySeat().get(seatName);
            if (stored != null) {
                if (!Arrays.equals(stored.requestHash(), key.requestHash())) {
                    throw new Rejection(Rejection.Kind.IDEMPOTENCY_KEY_REUSE, "Idempotency-Key '" + key.key()
                            + "' was used for another request; use a new key for a new request",
                            Map.of("idempotencyKey", key.key()));
                }
                return new Answered<>(new Answer<>(Optional.empty(), new Rendered(stored.status(), stored.response()),
                        true));
            }
        }
        if (GameClock.overdue(game.deadline, now)) {
            return new NeedsLock<>();
        }
        MoveRows.Before columns = MoveRows.before(game);
        AfterChange.Before before = AfterChange.beforeMove(game);
        R result = change.apply(game, seat, now);
        if (game.rated && AfterChange.endsGame(before, game)) {
            // Its end moves ratings (rows of players, not of the game): the row-locked path does that.
            return new NeedsLock<>();
        }
        // The row was read by plain JDBC, outside any session: the statement moves the version, nothing else does.
        AfterChange.Recorded<R> recorded = afterChange.settle(game, Optional.of(seat), before, result, now,
                changed -> changed.version = changed.version + 1, render,
                caller.key().map(k -> answer -> new ChangeStatements.KeyedAnswer(seatName, k.key(), k.requestHash(),
                        answer.status(), answer.body())));
        if (!rows.write(game, columns, recorded.change())) {
            return new Lost<>();
        }
        afterChange.count(recorded);
        Rendered rendered = recorded.rendered();
        return new Answered<>(new Answer<>(Optional.of(result), rendered, false));
    }
}
