package org.ringgames.play.computer;

import org.ringgames.play.games.ComputerTurns;
import org.ringgames.play.pool.Caller;
import org.ringgames.play.pool.EngineSettings;
import org.ringgames.play.pool.SearchPool;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DatabaseErrors;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameModules;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.background.BackgroundLoop;
import org.ringgames.play.background.BackgroundLoop.Next;
import org.ringgames.play.clock.ClockReading;
import org.ringgames.store.games.ComputerTurnRows;
import org.ringgames.store.games.ComputerTurnRows.Claimed;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;

/**
 * Plays the computer seats' turns: a {@link BackgroundLoop} per replica claims an owed turn (a row of
 * {@code computer_turn}, {@code FOR UPDATE SKIP LOCKED}, under a lease), reads what its seat may
 * see, thinks on the {@link SearchPool} and plays through {@link GameWrites#writeAs}, the path
 * every seat's request takes. It claims only while the pool takes searches, so a replica whose
 * engine is full leaves the turns to the others.
 *
 * <p>Exactly one move per turn: the move is written only if the game is still at the version the
 * turn was owed for (and its ply guard holds), in the transaction that rewrites or drops the turn.
 * A replica that dies while thinking leaves its lease to lapse ({@code ringgames.engine.lease}),
 * and another claims the turn and plays it; if the first one was only slow, its late write finds
 * the game moved on and changes nothing. While the database is unreachable nothing is claimed, and
 * a turn claimed before the outage is claimed again once its lease lapses. {@link ComputerTurns}
 * wakes the loop when a turn is owed on this replica; it polls every
 * {@code ringgames.engine.poll-interval} for the others'.
 */
@ApplicationScoped
public class ComputerSeatWorker {

    private static final Logger LOG = Logger.getLogger(ComputerSeatWorker.class);
    /** How long a turn that failed (a bug, not an outage) is left before it is tried again. */
    private static final Duration SET_ASIDE = Duration.ofSeconds(30);
    private static final SearchPool.Purpose PURPOSE = SearchPool.Purpose.COMPUTER_SEAT;
    /** The longest a computer seat thinks about one turn, whatever its level or clock. */
    private static final long MAX_THINK_MS = 10_000;

    private final ComputerTurnRows turns;
    private final ComputerPlayers players;
    private final GameRows games;
    private final GameModules modules;
    private final GameWrites writes;
    private final SearchPool pool;
    private final ComputerTurnRenderer renderer;
    private final Clock clock;
    private final EngineSettings settings;
    /** Names this replica in computer_turn.leased_by. */
    private final String replica;
    private final BackgroundLoop loop;

    /** A claimed turn, read: what to think about, for how long. */
    private record Prepared(Claimed turn, SeatIndex seat, GameKind kind, ComputerPlayer.Plan plan, ThinkTime.Think think,
                            Caller owner) {
    }

    ComputerSeatWorker(ComputerTurnRows turns, ComputerPlayers players, GameRows games,
                       GameModules modules, GameWrites writes, SearchPool pool, ComputerTurnRenderer renderer,
                       Clock clock, EngineSettings settings) {
        this.turns = turns;
        this.players = players;
        this.games = games;
        this.modules = modules;
        this.writes = writes;
        this.pool = pool;
        this.renderer = renderer;
        this.clock = clock;
        this.settings = settings;
        this.replica = settings.replicaName().orElse("replica-" + UUID.randomUUID().toString().substring(0, 8));
        this.loop = BackgroundLoop.of("computer-seats", "Computer seats", settings.pollInterval(),
                settings.pollInterval(), clock, this::round);
    }

    void start(@Observes StartupEvent startup) {
        if (settings.seatsEnabled()) {
            loop.start();
        }
    }

    void stop(@Observes ShutdownEvent shutdown) {
        loop.stop();
    }

    /** A turn was owed on this replica (ComputerTurns): claim it now rather than at the next poll. */
    void owed(@Observes ComputerTurns.Owed owed) {
        loop.wake();
    }

    /** Claims one due turn while the engine takes searches: at once again if it did, else at the next wake or poll. */
    private Next round() {
        return pool.accepting() && claimAndStart() ? Next.AGAIN : Next.IDLE;
    }

    /** Claims one due turn and starts thinking about it; false when none is due. */
    private boolean claimAndStart() {
        Instant now = now();
        Optional<Claimed> claimed = QuarkusTransaction.requiringNew()
                .call(() -> turns.claim(now, now.plus(settings.lease()).plusMillis(MAX_THINK_MS), replica));
        if (claimed.isEmpty()) {
            return false;
        }
        Claimed turn = claimed.get();
        Optional<Prepared> prepared = QuarkusTransaction.requiringNew().call(() -> prepare(turn));
        if (prepared.isEmpty()) {
            return true;
        }
        try {
            pool.submit(PURPOSE, prepared.get().owner(), stop -> {
                think(prepared.get(), stop::get);
                return null;
            });
        } catch (Rejection full) {
            // Analysis took the last thread meanwhile: give the turn back, to this replica or another.
            QuarkusTransaction.requiringNew().run(() -> turns.release(turn, now().plus(settings.pollInterval())));
        }
        return true;
    }

    /** Reads the game for the claimed turn; empty (and the turn dropped) when the game has moved on. */
    private Optional<Prepared> prepare(Claimed turn) {
        Optional<GameEntity> found = games.findByIdOptional(turn.gameId());
        if (found.isEmpty() || found.get().version != turn.version()) {
            turns.drop(turn);
            return Optional.empty();
        }
        GameEntity game = found.get();
        GameKind kind = GameKind.stored(game.kind);
        SeatIndex seat = kind.seat(turn.seat()).orElseThrow();
        ComputerPlayer player = players.of(kind);
        long seed = turn.gameId().getMostSignificantBits() ^ turn.gameId().getLeastSignificantBits()
                ^ (turn.version() * 0x9E3779B97F4A7C15L) ^ seat.ordinal();
        Optional<ComputerPlayer.Plan> plan = player.plan(game, seat, turn.level(), seed);
        if (plan.isEmpty()) {
            turns.drop(turn);
            return Optional.empty();
        }
        ThinkTime.Think think = ThinkTime.of(ClockReading.of(game), seat, player.defaultThinkMs(turn.level()), now())
                .capped(MAX_THINK_MS);
        return Optional.of(new Prepared(turn, seat, kind, plan.get(), think, owner(game)));
    }

    /**
     * Whose turn it is to think, for the engine's fair share: the owner written at the game's
     * creation (V16), else (a game from before) its portal, else its human player, else the game.
     */
    private static Caller owner(GameEntity game) {
        if (game.engineOwner != null) {
            return new Caller(game.engineOwner);
        }
        if (game.portal != null) {
            return Caller.portal(game.portal);
        }
        return game.players == null ? Caller.game(game.id) : game.players.values().stream()
                .filter(p -> p != null && p.id() != null).findFirst()
                .map(p -> Caller.player(p.id())).orElse(Caller.game(game.id));
    }

    private void think(Prepared prepared, BooleanSupplier stop) {
        Claimed turn = prepared.turn();
        try {
            ComputerPlayer.Action action = prepared.plan().decide(prepared.think(), stop);
            play(turn, prepared.seat(), action);
        } catch (Rejection moot) {
            // The game moved on (a resignation, a timeout, a takeback) or ended: the turn is owed no more.
            LOG.debugf("Computer turn %s/%s v%d not played: %s", turn.gameId(), turn.seat(), turn.version(), moot.getMessage());
            QuarkusTransaction.requiringNew().run(() -> turns.drop(turn));
        } catch (RuntimeException e) {
            if (DatabaseErrors.unreachable(e)) {
                LOG.warnf("Computer turn %s/%s not written, the database is unreachable; it is claimed again when its "
                        + "lease lapses", turn.gameId(), turn.seat());
                return;
            }
            if (!loop.running()) {
                // The replica is stopping and its persistence is closed under a search that just ended:
                // nothing was written, and the turn's lease lapses for another replica to claim it.
                LOG.infof("Computer turn %s/%s v%d not written, this replica is stopping; it is claimed again when "
                        + "its lease lapses", turn.gameId(), turn.seat(), turn.version());
                return;
            }
            LOG.errorf(e, "Computer turn %s/%s v%d failed; trying again in %s", turn.gameId(), turn.seat(),
                    turn.version(), SET_ASIDE);
            try {
                QuarkusTransaction.requiringNew().run(() -> turns.release(turn, now().plus(SET_ASIDE)));
            } catch (RuntimeException again) {
                LOG.warnf("Could not set aside computer turn %s/%s: %s", turn.gameId(), turn.seat(), again.toString());
            }
        }
    }

    private void play(Claimed turn, SeatIndex seat, ComputerPlayer.Action action) {
        if (action instanceof ComputerPlayer.Action.Move move) {
            writes.writeAs(turn.gameId(), seat, (game, s, now) -> {
                requireVersion(game, turn);
                return modules.of(GameKind.stored(game.kind)).move(game, s, now, move.request());
            }, renderer::move);
        } else if (action instanceof ComputerPlayer.Action.Setup setup) {
            writes.writeAs(turn.gameId(), seat, (game, s, now) -> {
                requireVersion(game, turn);
                return modules.of(GameKind.stored(game.kind)).setup(game, s, now, setup.request());
            }, renderer::setup);
        }
    }

    private static void requireVersion(GameEntity game, Claimed turn) {
        if (game.version != turn.version()) {
            throw new Rejection(Rejection.Kind.STALE_STATE, "the game changed while its computer seat was thinking");
        }
    }

    private Instant now() {
        return Instant.now(clock).truncatedTo(ChronoUnit.MICROS);
    }
}
