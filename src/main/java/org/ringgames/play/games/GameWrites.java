package org.ringgames.play.games;

import org.ringgames.play.access.SeatTokens;
import org.ringgames.play.core.GameChange;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.clock.GameClock;
import org.ringgames.play.clock.TimeRanOut;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;
import org.ringgames.store.games.IdempotencyRows;

/**
 * Every change to an existing game goes through {@link #write}, in one transaction:
 * <ol>
 * <li>lock the game row ({@code SELECT … FOR UPDATE}): concurrent writers to a game take turns,
 *     so each one checks ply, turn and phase against the state the previous one committed;</li>
 * <li>find the seat from the token;</li>
 * <li>with an Idempotency-Key, answer a retry from the stored first response;</li>
 * <li>a clocked game whose deadline has passed ends on time here, and the request is refused
 *     ({@link TimeRanOut}, 409 game-over): the one refusal that keeps a change, the game's end;</li>
 * <li>claim the key, apply the change, and take the steps after it ({@link AfterChange}: the clock,
 *     ratings, the flush (the version grows by one), computer turns, the response), store the
 *     response under the key, and record the change's move, events and players' rows.</li>
 * </ol>
 * Any other rejection rolls everything back, the key's claim included, so a rejected request
 * leaves the database as it was.
 * <p>
 * A seat's move takes {@link MoveWrites} first (a lock-free read and one write statement, by
 * compare-and-set on the version), which comes here when it needs the row lock.
 */
@ApplicationScoped
public class GameWrites {

    @Inject
    GameRows games;

    @Inject
    IdempotencyRows keys;

    @Inject
    SeatTokens tokens;

    @Inject
    Clock clock;

    @Inject
    Deadlines deadlines;

    @Inject
    AfterChange afterChange;

    /** Who asks, about which game, and under which Idempotency-Key (with the request's hash). */
    public record Caller(UUID gameId, Optional<String> token, Optional<IdempotencyKey> key) {
    }

    public record IdempotencyKey(String key, byte[] requestHash) {
    }

    /** A response as sent: status and body, stored for retries. */
    public record Rendered(int status, String body) {
    }

    /**
     * Renders a change with the state after it. Called with the writer's own view for the
     * response, and with the public view for the event anyone may read.
     */
    @FunctionalInterface
    public interface Renderer<R> {
        Rendered render(R change, GameSnapshot state);
    }

    /** The answer to a write: a change just made, or the stored answer to an earlier request. */
    public record Answer<R>(Optional<R> result, Rendered rendered, boolean replayed) {
    }

    /** A change to a locked game by a known seat; throws {@link Rejection} to refuse. */
    @FunctionalInterface
    public interface Change<R> {
        R apply(GameEntity game, SeatIndex seat, Instant now);
    }

    /**
     * @param render renders the response from the writer's view, and the event data from the
     *               public view (the same text when the two views are the same)
     */
    @Transactional(dontRollbackOn = TimeRanOut.class)
    public <R extends GameChange> Answer<R> write(Caller caller, Change<R> change, Renderer<R> render) {
        GameEntity game = games.findForUpdate(caller.gameId())
                .orElseThrow(() -> notFound(caller.gameId()));
        SeatIndex seat = tokens.seatOf(game, caller.token());
        return write(game, Optional.of(seat), caller, (locked, now) -> change.apply(locked, seat, now), render);
    }

    /**
     * A change to a locked game once it is known who makes it: its portal, or a seat's {@link Change}
     * with its seat bound; throws {@link Rejection} to refuse.
     */
    @FunctionalInterface
    public interface LockedChange<R> {
        R apply(GameEntity game, Instant now);
    }

    /**
     * A change by the game's portal (its authority over its own games: abort, adjudicate), with no
     * seat and no Idempotency-Key, on the same path as a seat's: row lock, the clock, events,
     * computer turns, all or nothing. With portal keys, a game of another portal or of none is not
     * found, exactly as an unknown game; in open mode ({@code portal} empty) every game is the caller's.
     */
    @Transactional(dontRollbackOn = TimeRanOut.class)
    public <R extends GameChange> Answer<R> writeByPortal(UUID gameId, Optional<String> portal, LockedChange<R> change,
                                                          Renderer<R> render) {
        GameEntity game = games.findForUpdate(gameId).filter(g -> ownedBy(g, portal))
                .orElseThrow(() -> notFound(gameId));
        return write(game, Optional.empty(), new Caller(gameId, Optional.empty(), Optional.empty()), change, render);
    }

    /**
     * Whether a caller of this portal has authority over the game; empty is the operator (admin key)
     * or the service itself, over every game. Open mode grants none (PortalAuthority refuses first).
     */
    public static boolean ownedBy(GameEntity game, Optional<String> portal) {
        return portal.isEmpty() || portal.get().equals(game.portal);
    }

    /**
     * A change by a seat the service plays itself (a computer seat): the same path as a request
     * with that seat's token, without the token.
     */
    @Transactional(dontRollbackOn = TimeRanOut.class)
    public <R extends GameChange> Answer<R> writeAs(UUID gameId, SeatIndex seat, Change<R> change, Renderer<R> render) {
        GameEntity game = games.findForUpdate(gameId).orElseThrow(() -> notFound(gameId));
        return write(game, Optional.of(seat), new Caller(gameId, Optional.empty(), Optional.empty()),
                (locked, now) -> change.apply(locked, seat, now), render);
    }

    /** @param seat the seat that writes; empty for the game's portal (which sends no Idempotency-Key) */
    private <R extends GameChange> Answer<R> write(GameEntity game, Optional<SeatIndex> seat, Caller caller,
                                                   LockedChange<R> change, Renderer<R> render) {
        String seatName = seat.map(GameKind.stored(game.kind)::seatName).orElse("");
        Instant now = now();
        if (caller.key().isPresent()) {
            IdempotencyKey key = caller.key().get();
            Optional<IdempotencyRows.Stored> stored = keys.find(game.id, seatName, key.key());
            if (stored.isPresent()) {
                if (!Arrays.equals(stored.get().requestHash(), key.requestHash())) {
                    throw new Rejection(Rejection.Kind.IDEMPOTENCY_KEY_REUSE, "Idempotency-Key '" + key.key()
                            + "' was used for another request; use a new key for a new request",
                            Map.of("idempotencyKey", key.key()));
                }
                return new Answer<>(Optional.empty(),
                        new Rendered(stored.get().status(), stored.get().response()), true);
            }
        }
        if (GameClock.overdue(game.deadline, now)) {
            // Too late: the game ends on time, and that is kept; the request changes nothing else.
            throw deadlines.timeRanOut(game, now);
        }
        caller.key().ifPresent(key -> keys.claim(game.id, seatName, key.key(), key.requestHash(), now));
        AfterChange.Before before = afterChange.before(game);
        R result = change.apply(game, now);
        AfterChange.Recorded<R> recorded = afterChange.settle(game, seat, before, result, now, changed -> games.flush(),
                render, Optional.empty());
        Rendered rendered = recorded.rendered();
        caller.key().ifPresent(k -> keys.complete(game.id, seatName, k.key(), rendered.status(), rendered.body()));
        afterChange.record(recorded);
        return new Answer<>(Optional.of(result), rendered, false);
    }

    /** Now, to the microsecond PostgreSQL keeps, so stored and returned times agree. */
    public Instant now() {
        return Instant.now(clock).truncatedTo(ChronoUnit.MICROS);
    }

    public static Rejection notFound(UUID id) {
        return new Rejection(Rejection.Kind.NOT_FOUND, "no game " + id);
    }
}
