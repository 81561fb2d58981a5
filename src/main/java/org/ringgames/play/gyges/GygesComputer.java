package org.ringgames.play.gyges;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.SetupRequest;
import org.ringgames.play.computer.ComputerPlayer;
import org.ringgames.play.pool.SearchPool;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Setup;
import org.ringgames.rules.gyges.Side;
import org.ringgames.rules.gyges.Square;
import org.ringgames.rules.gyges.search.Levels;
import org.ringgames.rules.gyges.search.Limits;
import org.ringgames.rules.gyges.search.SetupChoice;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveEntity;
import org.ringgames.store.games.MoveHistoryRows;

/**
 * A Gygès computer seat. Setup: the home row {@link SetupChoice} picks for the game and seat (the
 * same row on every call, so an ALTERNATE setup placed one piece at a time follows one plan). A
 * move: a search of the current position for the time the seat has, with every earlier position of
 * the game as its repetition history.
 */
@ApplicationScoped
public class GygesComputer implements ComputerPlayer {

    @Inject
    MoveHistoryRows moves;

    @Inject
    GygesEngine engine;

    @Override
    public GameKind kind() {
        return GameKind.GYGES;
    }

    @Override
    public long defaultThinkMs(int level) {
        return Levels.defaultMovetimeMs(level);
    }

    @Override
    public Optional<Plan> plan(GameEntity game, SeatIndex seatIndex, int level, long seed) {
        Side seat = Seats.side(seatIndex);
        GygesSnapshot state = GygesSnapshot.of(game);
        Rules rules = state.rules();
        if (state.status() == GameStatus.SETUP && state.awaiting().stream().anyMatch(a -> a.seat() == seat)) {
            // The row depends on the game and seat only, not on the turn: one plan for every placement.
            String row = SetupChoice.homeRow(rules, level, game.id.getLeastSignificantBits() ^ seatIndex.ordinal());
            SetupRequest request = rules.setupOrder() == Rules.SetupOrder.BLOCK
                    ? new SetupRequest(Optional.of(row), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty())
                    : nextPlacement(row, seat, state.position());
            return Optional.of((think, stop) -> new Action.Setup(request));
        }
        if (state.status() != GameStatus.PLAYING || state.toMove().filter(seat::equals).isEmpty()) {
            return Optional.empty();
        }
        Position position = state.position();
        List<Position> history = history(game);
        int ply = state.ply();
        return Optional.of((think, stop) -> {
            // Under a real-time clock the engine manages its time between the target and the most.
            Limits limits = think.clocked() ? Limits.clock(think.targetMs(), think.maxMs()) : Limits.movetime(think.maxMs());
            var result = engine.search(SearchPool.Purpose.COMPUTER_SEAT, rules, position, history, limits, level, seed, stop, null);
            return new Action.Move(new MoveRequest(result.bestMove().toText(), Optional.of(ply), Optional.empty()));
        });
    }

    /** Every position of the game before the current one, oldest first. */
    private List<Position> history(GameEntity game) {
        List<Position> positions = new ArrayList<>();
        if (game.startPosition != null) {
            positions.add(GygesSnapshot.readStored(game.startPosition));
        }
        List<MoveEntity> played = moves.history(game.id);
        for (int i = 0; i < played.size() - 1; i++) {
            positions.add(GygesSnapshot.readStored(played.get(i).positionAfter));
        }
        return positions;
    }

    /** ALTERNATE order: the row's first piece not yet on the board. */
    private static SetupRequest nextPlacement(String row, Side seat, Position board) {
        List<Setup.Placement> planned = ((Parsed.Ok<List<Setup.Placement>>) Setup.parseRow(row, seat)).value();
        Setup.Placement next = planned.stream().filter(p -> board.isEmpty(p.square())).findFirst().orElseThrow();
        return new SetupRequest(Optional.empty(),
                Optional.of(List.of(new SetupRequest.PlacementText(Square.name(next.square()), next.size()))),
                Optional.empty(), Optional.empty(), Optional.empty());
    }
}
