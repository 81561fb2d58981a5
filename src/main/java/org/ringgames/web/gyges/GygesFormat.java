package org.ringgames.web.gyges;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import org.ringgames.play.GameKind;
import org.ringgames.play.GameQueries;
import org.ringgames.play.GameSnapshot;
import org.ringgames.play.GameStatus;
import org.ringgames.play.GygesSnapshot;
import org.ringgames.play.RulesDocument;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Square;
import org.ringgames.web.games.GameFormat;
import org.ringgames.web.games.GameViews;

/** Gygès on the wire. */
@ApplicationScoped
public class GygesFormat implements GameFormat {

    @Inject
    GameQueries queries;

    @Override
    public GameKind kind() {
        return GameKind.GYGES;
    }

    @Override
    public Map<String, Object> rules(GygesRulesBody rules) {
        return RulesDocument.of(GygesRulesBody.toRules(rules));
    }

    @Override
    public Object seats(String firstToken, String secondToken) {
        return new GygesViews.SeatTokens(new GameViews.SeatToken(firstToken), new GameViews.SeatToken(secondToken));
    }

    @Override
    public Object state(GameSnapshot state) {
        return GygesViews.State.of((GygesSnapshot) state);
    }

    @Override
    public Response legalMoves(GameSnapshot state, String from, String paths) {
        GygesSnapshot game = (GygesSnapshot) state;
        int origin = PositionResource.fromSquare(from);
        boolean withPaths = PositionResource.withPaths(paths);
        return PositionResource.json(LegalMovesJson.write(game.ply(), game.position(), queries.legalMoves(game),
                origin, withPaths));
    }

    @Override
    public String board(GameQueries.PastPosition at) {
        Parsed<Position> parsed = PositionText.parse(at.position());
        if (parsed instanceof Parsed.Failed<Position> failed) {
            throw new IllegalStateException("stored position is corrupt: " + failed.message());
        }
        Position position = ((Parsed.Ok<Position>) parsed).value();
        String caption = at.game().status() == GameStatus.SETUP ? "setup"
                : "ply " + at.ply() + " · " + position.toMove().lowerName() + " to move";
        return BoardSvg.render(position, at.lastPath().map(p -> p.stream().map(Square::parse).toList())
                .orElse(List.of()), caption);
    }
}
