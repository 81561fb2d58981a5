package org.ringgames.web.xequeo;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.xequeo.XeQueoAnalysis;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.rules.xequeo.engine.Choice;
import org.ringgames.rules.xequeo.engine.XeQueoEngine;
import org.ringgames.web.game.AnalysisBody;

/** The Xe Queo engine's advice to the side to move: a disc move, a ring entry or a guess. */
@Schema(name = "XeQueoAnalysis", requiredProperties = {"game", "position", "bestMove", "path", "belief", "reason",
        "timeMs", "level", "done", "stopped"})
public record XeQueoAnalysisView(
        @Schema(enumeration = "xequeo") String game,
        String position,
        @Schema(description = "A disc move (c3-d4) or a guess (guess 5).", examples = "c3-d4") String bestMove,
        @Schema(description = "A witness path of a disc move; empty for a guess.") List<String> path,
        @Schema(type = SchemaType.OBJECT, description = "How likely the engine holds each disc 1–7 to be the "
                + "opponent's secret, from the public moves (or the asker's belief); sums to 1.",
                additionalProperties = Double.class) Map<String, Double> belief,
        @Schema(description = "Why, in one sentence.") String reason,
        long timeMs,
        @Schema(minimum = "1", maximum = "8") int level,
        @Schema(description = "Always true: the Xe Queo engine answers in one step.") boolean done,
        @Schema(enumeration = {"depth", "nodes", "movetime", "max-movetime", "proven", "level"}, examples = "level",
                description = AnalysisBody.STOPPED_DESCRIPTION) String stopped) implements AnalysisBody {

    public static XeQueoAnalysisView of(XeQueoAnalysis.Advised advised, int level, long timeMs) {
        Map<String, Double> belief = new LinkedHashMap<>();
        double[] p = advised.advice().opponentSecretBelief();
        for (int disc = 1; disc <= 7; disc++) {
            belief.put(String.valueOf(disc), p[disc]);
        }
        Choice choice = advised.advice().choice();
        String move = choice instanceof Choice.Guess guess ? "guess " + guess.disc() : choice.move().toText();
        return new XeQueoAnalysisView("xequeo", PositionText.format(advised.position()), move,
                advised.path().stream().map(Square::name).toList(), belief, advised.advice().reason(), timeMs, level,
                true, AnalysisBody.stopped(XeQueoEngine.STOPPED));
    }
}
