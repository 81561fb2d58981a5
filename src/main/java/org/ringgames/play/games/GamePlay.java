package org.ringgames.play.games;

import org.ringgames.play.access.SeatTokens;
import org.ringgames.play.core.Acted;
import org.ringgames.play.core.DatabaseErrors;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.PortalNames;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.SetupRequest;
import org.ringgames.play.core.Visibility;
import org.ringgames.play.game.GameModules;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.clock.ClockSettings;
import org.ringgames.play.clock.GameClock;

import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.persistence.PersistenceException;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import org.ringgames.play.pool.Caller;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.access.Player;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.players.PlayerRows;
import org.ringgames.store.events.EventRows;
import org.ringgames.store.games.GameRows;

/** Creating games of any kind, setting them up and playing moves; each game's module does the rest. */
@ApplicationScoped
public class GamePlay {

    @Inject
    GameRows games;

    @Inject
    GameReaders readers;

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
    EventRows events;

    @Inject
    PlayerRows players;

    /** The caps on games against the engine (max-games-per-caller, max-games-per-portal). */
    @Inject
    org.ringgames.play.pool.EngineSettings engine;

    /**
     * A new game with the tokens of the seats people play (shown this once) and the levels of the
     * seats the service plays.
     */
    public record Created(GameSnapshot state, Map<SeatIndex, String> tokens, Map<SeatIndex, Integer> computers) {
    }

    /**
     * A game to create.
     *
     * @param rules         the rules document, every option with its value (empty for a game without options)
     * @param clock         the game's clock; empty: untimed
     * @param computers     the seats the service plays, with their engine levels (1–8)
     * @param names         the portal's own id for the game and its labels of the seats
     * @param startClocksAt a clocked game's clocks do not run before it (a moment past means now); an
     *                      untimed game ignores it
     * @param players       the seats players hold
     * @param startPosition the position the game starts from instead of its setup ({@link org.ringgames.play.game.GameModule#startFrom})
     * @param visibility    who may read the game; empty: the portal's default ({@link GameReaders#defaultFor})
     */
    public record NewGame(GameKind kind, Map<String, Object> rules, Optional<ClockSettings> clock,
                          Map<SeatIndex, Integer> computers, PortalNames names, Optional<Instant> startClocksAt,
                          Map<SeatIndex, Player> players, Optional<String> startPosition,
                          Optional<Visibility> visibility, boolean rated) {

        public NewGame(GameKind kind, Map<String, Object> rules, Optional<ClockSettings> clock,
                       Map<SeatIndex, Integer> computers, PortalNames names, Optional<Instant> startClocksAt) {
            this(kind, rules, clock, computers, names, startClocksAt, Map.of(), Optional.empty(), Optional.empty(), false);
        }

        /** This game, with these seats held by players (their tokens act for them). */
        public NewGame withPlayers(Map<SeatIndex, Player> seated) {
            return new NewGame(kind, rules, clock, computers, names, startClocksAt, Map.copyOf(seated), startPosition,
                    visibility, rated);
        }

        /** This game, started from a position instead of its setup. */
        public NewGame from(Optional<String> position) {
            return new NewGame(kind, rules, clock, computers, names, startClocksAt, players, position, visibility, rated);
        }

        /** This game, readable as asked (empty: the portal's default). */
        public NewGame readableBy(Optional<Visibility> asked) {
            return new NewGame(kind, rules, clock, computers, names, startClocksAt, players, startPosition, asked, rated);
        }

        /** This game, rated or not (docs/ratings.md): a rated one needs every seat a player's or a computer's. */
        public NewGame rated(boolean asked) {
            return new NewGame(kind, rules, clock, computers, names, startClocksAt, players, startPosition, visibility, asked);
        }
    }

    /** Writes a game's public state as {@code GET /api/v1/games/{id}} shows it: the data of its {@code created} event. */
    @FunctionalInterface
    public interface StateRenderer {
        String render(GameSnapshot publicState);
    }

    /** How far ahead a game's clocks may be held back. */
    public static final Duration MAX_CLOCK_DELAY = Duration.ofDays(30);

    /**
     * Creates a game and writes its {@code created} event, in one transaction.
     *
     * @param portal the portal whose key creates the game, if the service runs with keys
     */
    @Transactional
    public Created create(NewGame request, Optional<String> portal, StateRenderer render) {
        return create(request, portal, Optional.empty(), render);
    }

    /**
     * Creates a game and writes its {@code created} event, in one transaction; a game against the
     * engine is its owner's ({@link #engineOwner}), refused past the owner's cap of such games in play.
     *
     * @param portal  the portal whose key creates the game, if the service runs with keys
     * @param address the client address that asks, in open mode the owner of a game against the engine
     */
    @Transactional
    public Created create(NewGame request, Optional<String> portal, Optional<String> address, StateRenderer render) {
        GameKind kind = request.kind();
        Map<SeatIndex, Integer> computers = request.computers();
        Optional<GameEntity.TimeControl> control = request.clock().map(ClockSettings::toTimeControl);
        if (sweeper.behind()) {
            throw new Rejection(Rejection.Kind.OVERLOADED, "the service is behind with ending games whose time ran "
                    + "out, and takes no new game until it has caught up");
        }
        Optional<Caller> owner = engineOwner(request, portal, address);
        owner.ifPresent(this::requireEngineRoom);
        Instant now = writes.now();
        Optional<Instant> clocksStart = clocksStart(request.startClocksAt(), now).filter(at -> control.isPresent());
        Optional<String> externalId = request.names().externalId();
        if (externalId.isPresent() && games.externalIdTaken(portal, externalId.get())) {
            throw duplicate(externalId.get());
        }
        SeatTokens.Issued first = tokens.issue();
        SeatTokens.Issued second = tokens.issue();
        GameEntity game = new GameEntity();
        game.id = UUID.randomUUID();
        game.kind = kind.slug();
        game.status = GameStatus.SETUP.slug();
        modules.of(kind).start(game, request.rules());
        request.startPosition().ifPresent(position -> modules.of(kind).startFrom(game, position));
        if (request.rated()) {
            requireRatable(request);
            game.rated = true;
        }
        game.firstSeatTokenHash = first.hash();
        game.secondSeatTokenHash = second.hash();
        game.portal = portal.orElse(null);
        game.externalId = externalId.orElse(null);
        game.labels = request.names().labels().isEmpty() ? null : new TreeMap<>(request.names().labels());
        request.names().tournament().ifPresent(round -> {
            game.tournamentId = round.id();
            game.tournamentRound = round.round();
            game.berserk = round.berserk().map(java.util.ArrayList::new).orElse(null);
        });
        game.visibility = request.visibility().orElseGet(() -> readers.defaultFor(portal)).slug();
        game.clocksStartAt = clocksStart.orElse(null);
        if (!computers.isEmpty()) {
            // A computer seat's token is issued like any (its hash fills the column) and shown to nobody.
            Map<String, GameEntity.ComputerSeat> seats = new TreeMap<>();
            computers.forEach((seat, level) -> seats.put(kind.seatName(seat), new GameEntity.ComputerSeat(level)));
            game.computerSeats = seats;
            game.engineOwner = owner.map(Caller::key).orElse(null);
        }
        if (!request.players().isEmpty()) {
            Map<String, GameEntity.SeatPlayer> held = new TreeMap<>();
            request.players().forEach((seat, player) -> held.put(kind.seatName(seat),
                    new GameEntity.SeatPlayer(player.id().toString(), player.name())));
            game.players = held;
        }
        game.createdAt = now;
        game.updatedAt = now;
        control.ifPresent(tc -> {
            GameClock.Timing timing = GameClock.start(tc, modules.publicSnapshot(game).turn(), now, clocksStart);
            game.timeControl = tc;
            game.clock = timing.clock();
            game.deadline = timing.deadline();
        });
        games.persist(game);
        try {
            games.flush();
        } catch (PersistenceException e) {
            // Another request took the id between the check above and this insert.
            if (externalId.isPresent() && DatabaseErrors.uniqueViolation(e, GameRows.EXTERNAL_ID_INDEX)) {
                throw duplicate(externalId.get());
            }
            throw e;
        }
        request.players().forEach((seat, player) -> players.seat(player.id(), game.id, kind.seatName(seat), now));
        GameSnapshot created = modules.publicSnapshot(game);
        events.appendCreated(game, render.render(created), now, PlayerEvents.atStart(game, created.turn()));
        computerTurns.schedule(game, created.turn(), now);
        metrics.counter("ringgames.games.created", "game", kind.slug()).increment();
        Map<SeatIndex, String> shown = new EnumMap<>(SeatIndex.class);
        shown.put(SeatIndex.FIRST, first.token());
        shown.put(SeatIndex.SECOND, second.token());
        shown.keySet().removeAll(computers.keySet());
        // A player's seat is played with the player's token; its seat token is shown to nobody.
        shown.keySet().removeAll(request.players().keySet());
        return new Created(created, shown, Map.copyOf(computers));
    }

    /**
     * A rated game needs each seat held by a player or played by the engine, at least one a player's,
     * and starts from its setup (docs/ratings.md); refused otherwise, before anything is written.
     */
    static void requireRatable(NewGame request) {
        for (SeatIndex seat : SeatIndex.values()) {
            if (!request.players().containsKey(seat) && !request.computers().containsKey(seat)) {
                throw new Rejection(Rejection.Kind.INVALID_SETUP, "rated: a rated game needs players in its seats "
                        + "(the " + request.kind().seatName(seat) + " seat is no player's)", Map.of("rated", true));
            }
        }
        if (request.players().isEmpty()) {
            throw new Rejection(Rejection.Kind.INVALID_SETUP, "rated: a game of the engine against itself rates no one",
                    Map.of("rated", true));
        }
        if (request.startPosition().isPresent()) {
            throw new Rejection(Rejection.Kind.INVALID_SETUP, "rated: a game from a set position is not rated",
                    Map.of("rated", true));
        }
    }

    /**
     * Whose a game against the engine is: the portal whose key creates it, else the player who holds
     * its other seat, else the client address that asks (open mode); none without a computer seat.
     */
    static Optional<Caller> engineOwner(NewGame request, Optional<String> portal, Optional<String> address) {
        if (request.computers().isEmpty()) {
            return Optional.empty();
        }
        if (portal.isPresent()) {
            return portal.map(Caller::portal);
        }
        Optional<Player> player = request.players().values().stream().findFirst();
        if (player.isPresent()) {
            return Optional.of(Caller.player(player.get().id().toString()));
        }
        return address.map(Caller::address);
    }

    /**
     * Refuses a game against the engine past its owner's cap: a portal's, or an address's. A player's
     * is counted where its seek asks for one (players.Seeks), by the seats it holds.
     */
    private void requireEngineRoom(Caller owner) {
        if (owner.isPlayer()) {
            return;
        }
        int cap = owner.isPortal() ? engine.maxGamesPerPortal() : engine.maxGamesPerCaller();
        games.lockEngineOwner(owner.key());
        if (games.engineGamesInPlay(owner.key()) >= cap) {
            throw new Rejection(Rejection.Kind.LIMIT_REACHED, (owner.isPortal() ? "a portal" : "a client address")
                    + " may have up to " + cap + " games against the engine in play at a time; finish one first",
                    Map.of("limit", cap));
        }
    }

    /**
     * When a game's clocks start: the moment asked for, or now if that has passed (empty: now too);
     * refused more than {@link #MAX_CLOCK_DELAY} ahead.
     */
    public static Optional<Instant> clocksStart(Optional<Instant> asked, Instant now) {
        if (asked.isPresent() && asked.get().isAfter(now.plus(MAX_CLOCK_DELAY))) {
            throw new Rejection(Rejection.Kind.MALFORMED, "startClocksAt: " + asked.get() + " is more than "
                    + MAX_CLOCK_DELAY.toDays() + " days ahead", Map.of("startClocksAt", asked.get().toString()));
        }
        return asked.filter(now::isBefore);
    }

    public static Rejection duplicate(String externalId) {
        return new Rejection(Rejection.Kind.DUPLICATE_EXTERNAL_ID, "externalId '" + externalId
                + "' is already the id of another game of this portal", Map.of("externalId", externalId));
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
