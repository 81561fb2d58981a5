package org.ringgames.web.games;

import jakarta.ws.rs.core.Response;
import java.util.LinkedHashMap;
import java.util.Map;
import org.ringgames.play.SeatIndex;
import org.ringgames.play.GameKind;
import org.ringgames.play.GameQueries;
import org.ringgames.play.GameSnapshot;
import org.ringgames.web.gyges.GygesRulesBody;
import org.ringgames.web.positions.PositionQueries;

/**
 * How one game is shown on the wire: its rules, seats, state, legal moves and board picture. The
 * game endpoints are the same for every game; only these shapes differ.
 */
public interface GameFormat {

    GameKind kind();

    /** The rules document of a new game from the create body's rules (null when absent); 400 for bad options. */
    Map<String, Object> rules(GygesRulesBody rules);

    /** The two seat tokens under the game's seat names, in seat order. */
    default Map<String, GameViews.SeatToken> seats(String firstToken, String secondToken) {
        Map<String, GameViews.SeatToken> seats = new LinkedHashMap<>();
        seats.put(kind().seatName(SeatIndex.FIRST), new GameViews.SeatToken(firstToken));
        seats.put(kind().seatName(SeatIndex.SECOND), new GameViews.SeatToken(secondToken));
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
}
