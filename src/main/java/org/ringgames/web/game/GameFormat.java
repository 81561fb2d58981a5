package org.ringgames.web.game;

import jakarta.ws.rs.core.Response;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.ringgames.play.pool.Caller;
import org.ringgames.play.pool.SearchPool;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GameQueries;
import org.ringgames.play.game.GameSnapshot;

/**
 * How one game is shown on the wire: its rules, seats, state, legal moves and board picture. The
 * game endpoints are the same for every game; only these shapes differ.
 */
public interface GameFormat {

    GameKind kind();

    /** The rules document of a new game from the create body's rules (null when absent); 400 for bad options. */
    Map<String, Object> rules(GygesRulesBody rules);

    /** The seats of a new game under the game's seat names, in seat order: tokens, or computer levels. */
    default Map<String, GameViews.Seat> seats(GamePlay.Created created) {
        Map<String, GameViews.Seat> seats = new LinkedHashMap<>();
        for (SeatIndex seat : SeatIndex.values()) {
            Integer level = created.computers().get(seat);
            String name = kind().seatName(seat);
            GameViews.PlayerRef player = GameViews.players(created.state()).get(name);
            seats.put(name, level != null ? new GameViews.ComputerSeat(new GameViews.Engine(level))
                    : player != null ? new GameViews.PlayerSeat(player)
                    : new GameViews.SeatToken(created.tokens().get(seat)));
        }
        return seats;
    }

    /** The state record of a snapshot of this game. */
    StateBody state(GameSnapshot state);

    /** The legal moves of the game being played, as its viewer may see them. */
    Response legalMoves(GameSnapshot game, String from, String paths);

    /** The picture of a position of the game's history. */
    String board(GameQueries.PastPosition at);

    /** The stateless legal-moves query for a position of this game. */
    Response positionLegalMoves(PositionQueries.LegalMovesRequest body, String from, String paths);

    /** The stateless apply query for a position of this game. */
    Response positionApply(PositionQueries.ApplyRequest body);

    /**
     * Starts the engine on a position, on an engine thread: the final answer to come, and for a
     * search, each finished depth's answer on the way ({@code onDepth}, called on that thread).
     * Refused at once for bad input (400, 422) and when every engine thread is busy (503).
     */
    SearchPool.Thinking<? extends AnalysisBody> positionAnalysis(PositionQueries.AnalysisRequest body, Caller caller,
                                                                 Consumer<AnalysisBody> onDepth);
}
