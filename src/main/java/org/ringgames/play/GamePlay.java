package org.ringgames.play;

import org.ringgames.play.clock.ClockSettings;
import org.ringgames.play.clock.DeadlineSweeper;
import org.ringgames.play.clock.GameClock;

import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;
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
    SeatTokens tokens;

    @Inject
    GameModules modules;

    @Inject
    MeterRegistry metrics;

    @Inject
    DeadlineSweeper sweeper;

    /** A new game with its two seat tokens (first seat, second seat), shown this once. */
    public record Created(GameSnapshot state, String firstToken, String secondToken) {
    }

    /**
     * @param rules  the rules document, every option with its value (empty for a game without options)
     * @param clock  the game's clock; empty: untimed
     * @param portal the portal whose key creates the game, if the service runs with keys
     */
    @Transactional
    public Created create(GameKind kind, Map<String, Object> rules, Optional<ClockSettings> clock,
                          Optional<String> portal) {
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
        metrics.counter("ringgames.games.created", "game", kind.slug()).increment();
        return new Created(modules.publicSnapshot(game), first.token(), second.token());
    }

    public GameWrites.Answer<Acted> setup(GameWrites.Caller caller, SetupRequest request,
                                          GameWrites.Renderer<Acted> render) {
        return writes.write(caller, (game, seat, now) -> modules.of(game).setup(game, seat, now, request), render);
    }

    public GameWrites.Answer<MovePlayed> move(GameWrites.Caller caller, MoveRequest request,
                                              GameWrites.Renderer<MovePlayed> render) {
        return writes.write(caller, (game, seat, now) -> modules.of(game).move(game, seat, now, request), render);
    }
}
