package org.ringgames.web.gyges;

import org.ringgames.web.game.GameWire;
import org.ringgames.web.game.GygesRulesBody;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.ringgames.play.pool.AnalysisLimits;
import org.ringgames.play.pool.Caller;
import org.ringgames.play.pool.SearchPool;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.search.SearchResult;
import org.ringgames.web.game.AnalysisBody;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GameQueries;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.StoredText;
import org.ringgames.play.gyges.GygesSnapshot;
import org.ringgames.play.gyges.PositionAnalysis;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.gyges.RulesDocument;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Square;
import org.ringgames.web.game.GameFormat;
import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.StateBody;
import org.ringgames.web.game.PositionQueries;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/** Gygès on the wire. */
@ApplicationScoped
public class GygesFormat implements GameFormat {

    /** Gygès's records on the wire, for the shared bodies' oneOf lists. */
    public static final GameWire WIRE = new GameWire("gyges", GygesViews.State.class, LegalMovesView.class,
            PositionQueries.ApplyResponse.class, GygesAnalysisView.class);

    @Inject
    AnalysisLimits analysisLimits;

    @Inject
    GameQueries queries;

    @Inject
    PositionAnalysis analysis;

    @Override
    public GameKind kind() {
        return GameKind.GYGES;
    }

    @Override
    public Map<String, Object> rules(GygesRulesBody rules) {
        return RulesDocument.of(GygesRulesBody.toRules(rules));
    }

    @Override
    public StateBody state(GameSnapshot state) {
        return GygesViews.State.of((GygesSnapshot) state);
    }

    @Override
    public Response legalMoves(GameSnapshot state, String from, String paths) {
        GygesSnapshot game = (GygesSnapshot) state;
        return json(LegalMovesJson.write(game.ply(), game.position(), game.legalMoves(),
                fromSquare(from), GameFormats.withPaths(paths)));
    }

    @Override
    public String board(GameQueries.PastPosition at) {
        Position position = StoredText.read(PositionText.parse(at.position()));
        String caption = at.game().status() == GameStatus.SETUP ? "setup"
                : "ply " + at.ply() + " · " + position.toMove().lowerName() + " to move";
        return BoardSvg.render(position, at.lastPath().map(p -> p.stream().map(Square::parse).toList())
                .orElse(List.of()), caption);
    }

    @Override
    public Response positionLegalMoves(PositionQueries.LegalMovesRequest body, String from, String paths) {
        if (body.secret() != null) {
            throw noSecrets();
        }
        PositionAnalysis.Analysis result = analysis.legalMoves(body.position(), GygesRulesBody.toRules(body.rules()));
        return json(LegalMovesJson.write(null, result.position(), result.moves(), fromSquare(from),
                GameFormats.withPaths(paths)));
    }

    @Override
    public Response positionApply(PositionQueries.ApplyRequest body) {
        if (body.secret() != null) {
            throw noSecrets();
        }
        PositionAnalysis.Played played;
        try {
            played = analysis.apply(body.position(), GygesRulesBody.toRules(body.rules()), body.move());
        } catch (Rejection rejection) {
            throw rejection.kind() == Rejection.Kind.ILLEGAL_MOVE
                    ? rejection.with("legalMoves", "/api/v1/positions/legal-moves") : rejection;
        }
        return Response.ok(new PositionQueries.ApplyResponse("gyges", played.after().toString(), played.move().move().toText(),
                LegalMovesView.names(played.move().path()),
                played.winner() == null ? null : played.winner().lowerName())).build();
    }

    private static ProblemException noSecrets() {
        return new ProblemException(ProblemType.MALFORMED_REQUEST, "secret: Gygès has no secrets (secret is for xequeo)");
    }

    private static Response json(byte[] body) {
        return Response.ok(body, MediaType.APPLICATION_JSON_TYPE).build();
    }

    private static int fromSquare(String from) {
        if (from == null) {
            return Square.NONE;
        }
        int square = Square.parse(from);
        if (!Square.isOnBoard(square)) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST, "from: '" + from + "' is not a square a1…f6");
        }
        return square;
    }

    @Override
    public SearchPool.Thinking<GygesAnalysisView> positionAnalysis(PositionQueries.AnalysisRequest body, Caller caller,
                                                                   Consumer<AnalysisBody> onDepth) {
        if (body.secret() != null || body.believedOpponentSecret() != null || body.roundMoves() != null) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST,
                    "secret, believedOpponentSecret and roundMoves are Xe Queo fields; Gygès has no secrets");
        }
        Rules rules = GygesRulesBody.toRules(body.rules());
        int level = analysisLimits.level(Optional.ofNullable(body.level()));
        AnalysisLimits.Limits limits = PositionQueries.LimitsBody.checked(body.limits(), analysisLimits,
                analysis.defaultMovetimeMs(level));
        Position read = analysis.readPosition(body.position());
        String position = read.toString();
        SearchPool.Thinking<SearchResult> thinking = analysis.analyse(read, rules, limits, level, caller,
                depth -> onDepth.accept(GygesAnalysisView.of(position, depth, false)));
        return new SearchPool.Thinking<>(thinking.result().thenApply(r -> GygesAnalysisView.of(position, r, true)),
                thinking.stop());
    }
}
