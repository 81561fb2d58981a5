package org.ringgames.play;

import org.ringgames.play.clock.ClockSettings;
import org.ringgames.play.clock.DeadlineSweeper;
import org.ringgames.play.clock.GameClock;

import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import org.ringgames.play.engine.ComputerTurns;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.store.GameEntity;
import org.ringgames.store.GameRepository;

/** Creating games of any kind, setting them up and playing moves; each game's module does the rest. */
@ApplicationScoped
public class GamePlay {

    @Inject
    GameRepository games;

    @Inject
    GameWrites writes;

    @Inject
    MoveWrites moveWrites;

    @Inject
    SeatTokens tokens;

    @Inject
    GameModules modules;

    @Inject
    MeterRegistry metrics;

    @Inject
    DeadlineSweeper sweeper;

    @Inject
    ComputerTurns computerTurns;

    @Inject
    org.ringgames.store.EventRepository events;

    /**
     * A new game with the tokens of the seats people play (shown this once) and the levels of the
     * seats the service plays.
     */
    public record Created(GameSnapshot state, Map<SeatIndex, String> tokens, Map<SeatIndex, Integer> computers) {
    }

    /**
     * @param rules  the rules document, every option with its value (empty for a game without options)
     * @param clock  the game's clock; empty: untimed
     * @param portal the portal whose key creates the game, if the service runs with keys
     * @param computers the seats the service plays, with their engine levels (1–8)
     */
    @Transactional
    public Created create(GameKind kind, Map<String, Object> rules, Optional<ClockSettings> clock,
                          Optional<String> portal, Map<SeatIndex, Integer> computers,
                          java.util.function.Function<GameSnapshot, String> renderState) {
        Optional<GameEntity.TimeControl> control = clock.map(ClockSettings::toTimeControl);
        if (sweeper.behind()) {
            throw new Rejection(Rejection.Kind.OVERLOADED, "the service is behind with ending games whose time ran "
                    + "out, and takes no new game until it has caught up");
        }
        SeatTokens.Issued first = tokens.issue();
        SeatTokens.Issued second = tokens.issue();
        Instant now = writes.now();
        GameEntity game = new GameEntity();
        game.id = UUID.randomUUID();
        game.kind = kind.slug();
        game.status = GameStatus.SETUP.slug();
        modules.of(kind).start(game, rules);
        game.firstSeatTokenHash = first.hash();
        game.secondSeatTokenHash = second.hash();
        game.portal = portal.orElse(null);
        if (!computers.isEmpty()) {
            // A computer seat's token is issued like any (its hash fills the column) and shown to nobody.
            Map<String, GameEntity.ComputerSeat> seats = new TreeMap<>();
            computers.forEach((seat, level) -> seats.put(kind.seatName(seat), new GameEntity.ComputerSeat(level)));
            game.computerSeats = seats;
        }
        game.createdAt = now;
        game.updatedAt = now;
        control.ifPresent(tc -> {
            GameClock.Timing timing = GameClock.start(tc, modules.publicSnapshot(game).turn(), now);
            game.timeControl = tc;
            game.clock = timing.clock();
            game.deadline = timing.deadline();
        });
        games.persist(game);
        games.flush();
        GameSnapshot created = modules.publicSnapshot(game);
        events.appendCreated(game, renderState.apply(created), now);
        computerTurns.schedule(game, created.turn(), now);
        metrics.counter("ringgames.games.created", "game", kind.slug()).increment();
        Map<SeatIndex, String> shown = new EnumMap<>(SeatIndex.class);
        shown.put(SeatIndex.FIRST, first.token());
        shown.put(SeatIndex.SECOND, second.token());
        shown.keySet().removeAll(computers.keySet());
        return new Created(created, shown, Map.copyOf(computers));
    }

    public GameWrites.Answer<Acted> setup(GameWrites.Caller caller, SetupRequest request,
                                          GameWrites.Renderer<Acted> render) {
        return writes.write(caller, (game, seat, now) -> modules.of(game).setup(game, seat, now, request), render);
    }

    public GameWrites.Answer<MovePlayed> move(GameWrites.Caller caller, MoveRequest request,
                                              GameWrites.Renderer<MovePlayed> render) {
        // A seat's move: one read and one write statement (MoveWrites); computer seats' own moves
        // still take the row-locked path (GameWrites.writeAs).
        return moveWrites.write(caller, (game, seat, now) -> modules.of(game).move(game, seat, now, request), render);
    }
}
