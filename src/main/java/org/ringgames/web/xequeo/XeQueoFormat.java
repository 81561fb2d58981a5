package org.ringgames.web.xequeo;

import org.ringgames.web.game.GameWire;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.ringgames.play.pool.AnalysisLimits;
import org.ringgames.play.pool.Caller;
import org.ringgames.play.pool.SearchPool;
import org.ringgames.web.game.AnalysisBody;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GameQueries;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.StoredText;
import org.ringgames.play.xequeo.XeQueoAnalysis;
import org.ringgames.play.xequeo.XeQueoSnapshot;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.web.game.GameFormat;
import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.StateBody;
import org.ringgames.web.game.GygesRulesBody;
import org.ringgames.web.game.PositionQueries;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/** Xe Queo on the wire. */
@ApplicationScoped
public class XeQueoFormat implements GameFormat {

    /** Xe Queo's records on the wire, for the shared bodies' oneOf lists. */
    public static final GameWire WIRE = new GameWire("xequeo", XeQueoViews.State.class,
            XeQueoLegalMovesView.class, XeQueoLegalMovesView.Applied.class, XeQueoAnalysisView.class);

    @Inject
    AnalysisLimits analysisLimits;

    @Inject
    GameQueries queries;

    @Inject
    XeQueoAnalysis analysis;

    @Override
    public GameKind kind() {
        return GameKind.XEQUEO;
    }

    @Override
    public Map<String, Object> rules(GygesRulesBody rules) {
        if (rules != null && !rules.isEmpty()) {
            throw noOptions();
        }
        return Map.of();
    }

    /** Xe Queo has no rule options yet, so any option sent is a mistake worth naming. */
    public static ProblemException noOptions() {
        return new ProblemException(ProblemType.MALFORMED_REQUEST, "rules: Xe Queo has no rule options; "
                + "leave rules out or send {}");
    }

    @Override
    public StateBody state(GameSnapshot state) {
        return XeQueoViews.State.of((XeQueoSnapshot) state);
    }

    @Override
    public Response legalMoves(GameSnapshot state, String from, String paths) {
        XeQueoSnapshot game = (XeQueoSnapshot) state;
        return Response.ok(XeQueoLegalMovesView.of(game.legalMoves(), game.ply(), fromSquare(from),
                GameFormats.withPaths(paths))).build();
    }

    @Override
    public String board(GameQueries.PastPosition at) {
        Position position = StoredText.read(PositionText.parse(at.position()));
        XeQueoSnapshot game = (XeQueoSnapshot) at.game();
        String caption;
        if (at.ply() == game.ply()) {
            caption = switch (game.status()) {
                case SETUP -> "round " + game.round() + " · setup";
                case PLAYING -> "round " + game.round() + " · ply " + at.ply() + " · "
                        + position.toMove().lowerName() + " to move";
                case FINISHED -> "ply " + at.ply() + " · match over";
            };
        } else {
            caption = "ply " + at.ply();
        }
        return XeQueoBoardSvg.render(position, at.lastPath().map(p -> p.stream().map(Square::parse).toList())
                .orElse(List.of()), caption);
    }

    @Override
    public Response positionLegalMoves(PositionQueries.LegalMovesRequest body, String from, String paths) {
        if (body.rules() != null) {
            throw noOptions();
        }
        return Response.ok(XeQueoLegalMovesView.of(analysis.legalMoves(body.position(), secret(body.secret())), null,
                fromSquare(from), GameFormats.withPaths(paths))).build();
    }

    @Override
    public Response positionApply(PositionQueries.ApplyRequest body) {
        if (body.rules() != null) {
            throw noOptions();
        }
        return Response.ok(XeQueoLegalMovesView.Applied.of(analysis.apply(body.position(), body.move(),
                secret(body.secret())))).build();
    }

    private static OptionalInt secret(Integer secret) {
        return secret == null ? OptionalInt.empty() : OptionalInt.of(secret);
    }

    private static int fromSquare(String from) {
        if (from == null) {
            return Square.NONE;
        }
        int square = Square.parse(from);
        if (square == Square.NONE) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST, "from: '" + from + "' is not a square a1…g7");
        }
        return square;
    }

    @Override
    public SearchPool.Thinking<XeQueoAnalysisView> positionAnalysis(PositionQueries.AnalysisRequest body, Caller caller,
                                                                    Consumer<AnalysisBody> onDepth) {
        rules(body.rules());
        if (body.secret() == null) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST, "secret: Xe Queo advice is for the side to "
                    + "move, who gives their own secret disc (1–7)");
        }
        int level = analysisLimits.level(Optional.ofNullable(body.level()));
        PositionQueries.LimitsBody.checked(body.limits(), analysisLimits, 0);
        long started = System.nanoTime();
        SearchPool.Thinking<XeQueoAnalysis.Advised> thinking = analysis.advise(body.position(), body.secret(),
                body.believedOpponentSecret() == null ? OptionalInt.empty() : OptionalInt.of(body.believedOpponentSecret()),
                body.roundMoves() == null ? List.of() : body.roundMoves(), level, caller);
        return new SearchPool.Thinking<>(thinking.result().thenApply(advised ->
                XeQueoAnalysisView.of(advised, level, (System.nanoTime() - started) / 1_000_000)), thinking.stop());
    }
}
