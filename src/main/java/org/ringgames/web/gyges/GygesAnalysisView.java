package org.ringgames.web.gyges;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.rules.gyges.Square;
import org.ringgames.rules.gyges.search.Score;
import org.ringgames.rules.gyges.search.SearchResult;
import org.ringgames.web.game.AnalysisBody;

/** A Gygès search's answer, after one depth ({@code done: false}) or the last ({@code done: true}). */
@Schema(name = "GygesAnalysis", requiredProperties = {"game", "position", "bestMove", "path", "score", "pv", "depth",
        "nodes", "timeMs", "level", "done", "stopped"})
public record GygesAnalysisView(
        @Schema(enumeration = "gyges") String game,
        @Schema(examples = "321123/....../....../....../....../321123 S") String position,
        @Schema(description = "The best move found, compact text; pass when the side to move has no move.",
                examples = "c1-d4>e2") String bestMove,
        @Schema(description = "A witness path of bestMove; empty for a pass.") List<String> path,
        ScoreView score,
        @Schema(description = "The principal variation, bestMove first.") List<String> pv,
        @Schema(description = "The deepest iteration finished, in plies. An eval is too high at odd depths and too "
                + "low at even ones (the side that moves last before the horizon looks better, docs/engine.md): "
                + "compare scores of depths of the same parity.") int depth,
        long nodes,
        long timeMs,
        @Schema(minimum = "1", maximum = "8") int level,
        @Schema(description = "true on the final answer; false on a line streamed after a finished depth.") boolean done,
        @Schema(nullable = true, enumeration = {"depth", "nodes", "movetime", "max-movetime", "proven", "level"},
                examples = "depth", description = AnalysisBody.STOPPED_DESCRIPTION + " Null exactly on the lines "
                + "streamed with done: false, after which the search may go on; one of the values on the final "
                + "answer.") String stopped)
        implements AnalysisBody {

    /** A line after a finished depth (the search may go on: no {@code stopped}), or the final answer. */
    public static GygesAnalysisView of(String position, SearchResult result, boolean done) {
        return new GygesAnalysisView("gyges", position, result.bestMove().toText(),
                result.path().stream().map(Square::name).toList(), ScoreView.of(result.score()),
                result.pv().stream().map(m -> m.toText()).toList(), result.depth(), result.nodes(), result.timeMs(),
                result.level(), done, done ? result.stopped().map(AnalysisBody::stopped).orElseThrow() : null);
    }

    /** From the side to move's point of view: a proven win or loss within n plies, or a heuristic value. */
    @Schema(name = "Score", description = "win: n / loss: n — proven, the game ends within n plies (both sides "
            + "counted) with best play; eval — a heuristic value, positive is good for the side to move.",
            oneOf = {Win.class, Loss.class, Eval.class})
    public sealed interface ScoreView permits Win, Loss, Eval {

        static ScoreView of(Score score) {
            if (score instanceof Score.Win win) {
                return new Win(win.plies());
            }
            if (score instanceof Score.Loss loss) {
                return new Loss(loss.plies());
            }
            return new Eval(((Score.Eval) score).value());
        }
    }

    @Schema(name = "ScoreWin", requiredProperties = "win")
    public record Win(@Schema(minimum = "1") int win) implements ScoreView {
    }

    @Schema(name = "ScoreLoss", requiredProperties = "loss")
    public record Loss(@Schema(minimum = "0") int loss) implements ScoreView {
    }

    @Schema(name = "ScoreEval", requiredProperties = "eval")
    public record Eval(int eval) implements ScoreView {
    }
}
