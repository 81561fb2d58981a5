package org.ringgames.play.gyges;

import org.ringgames.store.games.MoveEntity;
import org.ringgames.play.core.Acted;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameModule;
import org.ringgames.play.game.WriteGuards;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.SetupRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveHistoryRows;
import org.ringgames.store.games.SetupEntity;
import org.ringgames.store.games.SetupRows;

/** Gygès games: placing pieces and playing moves on a locked game row. */
@ApplicationScoped
public class GygesGames implements GameModule {

    @Inject
    MoveHistoryRows moves;

    @Inject
    SetupRows setups;

    @Inject
    PositionAnalysis analysis;

    @Override
    public GameKind kind() {
        return GameKind.GYGES;
    }

    @Override
    public void start(GameEntity game, Map<String, Object> rules) {
        game.rules = rules;
        game.position = Position.empty().toString();
    }

    /** Play begins at the position, with its side to move; there is no setup. */
    @Override
    public void startFrom(GameEntity game, String text) {
        Position position = analysis.readPosition(text);
        game.position = position.toString();
        game.startPosition = game.position;
        game.status = GameStatus.PLAYING.slug();
    }

    @Override
    public GameSnapshot snapshot(GameEntity game, Optional<SeatIndex> viewer) {
        return GygesSnapshot.of(game, viewer.map(Seats::side));
    }

    @Override
    public Acted setup(GameEntity game, SeatIndex seatIndex, Instant now, SetupRequest request) {
        WriteGuards.requireStatus(game, GameStatus.SETUP, "setup is complete: the game is being played");
        Side seat = Seats.side(seatIndex);
        Rules rules = RulesDocument.rules(game.rules);
        List<Setup.Placement> placements = readPlacements(request, seat);
        Setup.Check check = new Setup(rules).place(GygesSnapshot.readStored(game.position), seat, placements);
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
        return Acted.as("setup", Seats.name(seat), accepted.complete() ? "placed; setup complete" : "placed");
    }

    private static List<Setup.Placement> readPlacements(SetupRequest request, Side seat) {
        if (request.oneOf(Set.of("row", "placements"), "Gygès").equals("row")) {
            Parsed<List<Setup.Placement>> row = Setup.parseRow(request.row().get(), seat);
            if (row instanceof Parsed.Failed<List<Setup.Placement>> failed) {
                throw Rejection.unreadable("row", failed);
            }
            return ((Parsed.Ok<List<Setup.Placement>>) row).value();
        }
        List<Setup.Placement> placements = new ArrayList<>();
        for (SetupRequest.PlacementText p : request.placements().get()) {
            int square = p.square() == null ? Square.NONE : Square.parse(p.square());
            if (!Square.isOnBoard(square)) {
                throw new Rejection(Rejection.Kind.MALFORMED,
                        "placements: '" + p.square() + "' is not a square a1…f6");
            }
            placements.add(new Setup.Placement(square, p.size()));
        }
        return placements;
    }

    @Override
    public MovePlayed move(GameEntity game, SeatIndex seatIndex, Instant now, MoveRequest request) {
        WriteGuards.requirePlayable(game, request);
        Side seat = Seats.side(seatIndex);
        Position position = GygesSnapshot.readStored(game.position);
        if (position.toMove() != seat) {
            throw WriteGuards.notYourTurn(game, Seats.name(position.toMove()), Seats.name(seat));
        }
        Rules rules = RulesDocument.rules(game.rules);
        LegalMove legal;
        try {
            legal = analysis.check(position, rules, request.move());
        } catch (Rejection rejection) {
            throw WriteGuards.withLegalMoves(game, rejection);
        }
        GameState after = new GameState(position, game.ply, game.passesInARow, Optional.empty())
                .play(legal.move(), rules);
        List<String> path = legal.path().stream().map(Square::name).toList();
        MovePlayed played = WriteGuards.record(game,
                new MovePlayed(after.ply(), Seats.name(seat), legal.move().toText(), path), after.position().toString(), now);
        game.position = after.position().toString();
        game.passesInARow = after.passesInARow();
        after.outcome().ifPresent(outcome -> {
            WriteGuards.finish(game, outcome.winner().map(Seats::name), outcome.reason().slug());
            game.takebackAvailable = outcome.reason() == Outcome.Reason.GOAL && rules.takebackAvoidableLoss()
                    && game.ply >= 2 && new AvoidableLoss(rules).wasAvoidable(positionBefore(game, game.ply - 1));
        });
        return played;
    }

    /** The position in which the move of a ply was played. */
    public Position positionBefore(GameEntity game, int ply) {
        if (ply == 1) {
            return GygesSnapshot.readStored(game.startPosition);
        }
        return GygesSnapshot.readStored(moves.at(game.id, ply - 1)
                .orElseThrow(() -> new IllegalStateException("game " + game.id + " lacks ply " + (ply - 1)))
                .positionAfter);
    }

    /**
     * Takes back the moves from {@code ply} on (kept in taken_back_move): the game stands as before
     * that ply, with the last move and the passes in a row of the ply before it, and no takeback
     * offered. What else the takeback changes (status, offers) is its caller's.
     */
    public void rewind(GameEntity game, int ply, Instant now) {
        game.position = positionBefore(game, ply).toString();
        moves.takeBack(game.id, ply, now);
        game.ply = ply - 1;
        MoveEntity previous = game.ply == 0 ? null : moves.at(game.id, game.ply).orElseThrow();
        game.passesInARow = previous != null && previous.move.equals("pass") ? 1 : 0;
        game.lastMove = previous == null ? null
                : new GameEntity.LastMove(previous.ply, previous.seat, previous.move, previous.path);
        game.takebackAvailable = false;
    }
}
