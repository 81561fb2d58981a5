package org.ringgames.play;

import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.BiFunction;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.AvoidableLoss;
import org.ringgames.rules.gyges.GameState;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Outcome;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Setup;
import org.ringgames.rules.gyges.Side;
import org.ringgames.rules.gyges.Square;
import org.ringgames.store.GameEntity;
import org.ringgames.store.GameRepository;
import org.ringgames.store.MoveEntity;
import org.ringgames.store.MoveRepository;
import org.ringgames.store.SetupEntity;
import org.ringgames.store.SetupRepository;

/** Creating Gygès games, setting them up and playing moves. */
@ApplicationScoped
public class GamePlay {

    @Inject
    GameRepository games;

    @Inject
    MoveRepository moves;

    @Inject
    SetupRepository setups;

    @Inject
    GameWrites writes;

    @Inject
    SeatTokens tokens;

    @Inject
    PositionAnalysis analysis;

    @Inject
    MeterRegistry metrics;

    /** A new game with its two seat tokens, shown this once. */
    public record Created(GameSnapshot state, String southToken, String northToken) {
    }

    /** A setup request: either a home row such as {@code 321123} or placements. */
    public record SetupRequest(Optional<String> row, Optional<List<PlacementText>> placements) {
    }

    public record PlacementText(String square, int size) {
    }

    public record SetupAccepted(Side seat, List<Setup.Placement> placements, boolean complete) implements GameChange {
        @Override
        public Optional<String> event() {
            return Optional.of("setup");
        }
    }

    /** A move request: move text, and the ply and/or ETag the client believes current. */
    public record MoveRequest(String move, Optional<Integer> expectedPly, Optional<String> ifMatch) {
    }

    public record MovePlayed(int ply, Side seat, LegalMove move) implements GameChange {
        @Override
        public Optional<String> event() {
            return Optional.of("move");
        }
    }

    /** @param portal the portal whose key creates the game, if the service runs with keys */
    @Transactional
    public Created create(Rules rules, Optional<String> portal) {
        SeatTokens.Issued south = tokens.issue();
        SeatTokens.Issued north = tokens.issue();
        Instant now = writes.now();
        GameEntity game = new GameEntity();
        game.id = UUID.randomUUID();
        game.kind = "gyges";
        game.rules = RulesDocument.of(rules);
        game.status = GameStatus.SETUP.slug();
        game.position = Position.empty().toString();
        game.southTokenHash = south.hash();
        game.northTokenHash = north.hash();
        game.portal = portal.orElse(null);
        game.createdAt = now;
        game.updatedAt = now;
        games.persist(game);
        games.flush();
        metrics.counter("ringgames.games.created").increment();
        return new Created(GameSnapshot.of(game), south.token(), north.token());
    }

    public GameWrites.Answer<SetupAccepted> setup(GameWrites.Caller caller, SetupRequest request,
                                                      BiFunction<SetupAccepted, GameSnapshot, GameWrites.Rendered> render) {
        return writes.write(caller, (game, seat, now) -> placePieces(game, seat, now, request), render);
    }

    private SetupAccepted placePieces(GameEntity game, Side seat, Instant now, SetupRequest request) {
        GameRules.requireStatus(game, GameStatus.SETUP, "setup is complete: the game is being played");
        Rules rules = RulesDocument.rules(game.rules);
        List<Setup.Placement> placements = readPlacements(request, seat);
        Setup.Check check = new Setup(rules).place(GameSnapshot.readStored(game.position), seat, placements);
        if (check instanceof Setup.Rejected rejected) {
            throw new Rejection(switch (rejected.reason()) {
                case NOT_YOUR_TURN -> Rejection.Kind.NOT_YOUR_TURN;
                case COMPLETE -> Rejection.Kind.WRONG_PHASE;
                case INVALID -> Rejection.Kind.INVALID_SETUP;
            }, rejected.detail());
        }
        Setup.Accepted accepted = (Setup.Accepted) check;
        SetupEntity step = new SetupEntity();
        step.gameId = game.id;
        step.seq = setups.countOf(game.id) + 1;
        step.seat = Seats.name(seat);
        step.placements = placements.stream()
                .map(p -> new SetupEntity.Placement(Square.name(p.square()), p.size())).toList();
        step.boardAfter = accepted.board().toString();
        step.placedAt = now;
        setups.persist(step);
        game.position = accepted.board().toString();
        if (accepted.complete()) {
            game.status = GameStatus.PLAYING.slug();
            game.startPosition = game.position;
        }
        return new SetupAccepted(seat, placements, accepted.complete());
    }

    private static List<Setup.Placement> readPlacements(SetupRequest request, Side seat) {
        if (request.row().isPresent() == request.placements().isPresent()) {
            throw new Rejection(Rejection.Kind.MALFORMED, "a setup body has either 'row' or 'placements'");
        }
        if (request.row().isPresent()) {
            Parsed<List<Setup.Placement>> row = Setup.parseRow(request.row().get(), seat);
            if (row instanceof Parsed.Failed<List<Setup.Placement>> failed) {
                throw Rejection.unreadable("row", failed);
            }
            return ((Parsed.Ok<List<Setup.Placement>>) row).value();
        }
        List<Setup.Placement> placements = new ArrayList<>();
        for (PlacementText p : request.placements().get()) {
            int square = p.square() == null ? Square.NONE : Square.parse(p.square());
            if (!Square.isOnBoard(square)) {
                throw new Rejection(Rejection.Kind.MALFORMED,
                        "placements: '" + p.square() + "' is not a square a1…f6");
            }
            placements.add(new Setup.Placement(square, p.size()));
        }
        return placements;
    }

    public GameWrites.Answer<MovePlayed> move(GameWrites.Caller caller, MoveRequest request,
                                              BiFunction<MovePlayed, GameSnapshot, GameWrites.Rendered> render) {
        return writes.write(caller, (game, seat, now) -> play(game, seat, now, request), render);
    }

    private MovePlayed play(GameEntity game, Side seat, Instant now, MoveRequest request) {
        GameRules.requireStatus(game, GameStatus.PLAYING, "the game is still being set up");
        request.ifMatch().ifPresent(tag -> GameRules.requireEtag(game, tag));
        request.expectedPly().ifPresent(ply -> GameRules.requirePly(game, ply));
        Position position = GameSnapshot.readStored(game.position);
        if (position.toMove() != seat) {
            throw new Rejection(Rejection.Kind.NOT_YOUR_TURN, Seats.name(position.toMove()) + " is to move, not "
                    + Seats.name(seat), Map.of("currentPly", game.ply));
        }
        Rules rules = RulesDocument.rules(game.rules);
        LegalMove legal;
        try {
            legal = analysis.check(position, rules, request.move());
        } catch (Rejection rejection) {
            throw rejection.kind() == Rejection.Kind.ILLEGAL_MOVE
                    ? rejection.with("legalMoves", "/api/v1/games/" + game.id + "/legal-moves") : rejection;
        }
        GameState after = new GameState(position, game.ply, game.passesInARow, Optional.empty())
                .play(legal.move(), rules);
        List<String> path = legal.path().stream().map(Square::name).toList();
        MoveEntity row = new MoveEntity();
        row.gameId = game.id;
        row.ply = after.ply();
        row.seat = Seats.name(seat);
        row.move = legal.move().toText();
        row.path = path;
        row.positionAfter = after.position().toString();
        row.playedAt = now;
        moves.persist(row);
        game.ply = after.ply();
        game.position = row.positionAfter;
        game.passesInARow = after.passesInARow();
        game.lastMove = new GameEntity.LastMove(row.ply, row.seat, row.move, path);
        if (game.drawOffer != null && !game.drawOffer.equals(row.seat)) {
            game.drawOffer = null;
        }
        after.outcome().ifPresent(outcome -> {
            GameRules.finish(game, outcome);
            game.takebackAvailable = outcome.reason() == Outcome.Reason.GOAL && rules.takebackAvoidableLoss()
                    && game.ply >= 2 && new AvoidableLoss(rules).wasAvoidable(positionBefore(game, game.ply - 1));
        });
        return new MovePlayed(after.ply(), seat, legal);
    }

    /** The position in which the move of a ply was played. */
    Position positionBefore(GameEntity game, int ply) {
        if (ply == 1) {
            return GameSnapshot.readStored(game.startPosition);
        }
        return GameSnapshot.readStored(moves.at(game.id, ply - 1)
                .orElseThrow(() -> new IllegalStateException("game " + game.id + " lacks ply " + (ply - 1)))
                .positionAfter);
    }
}
