package org.ringgames.web.game;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.rules.Stopped;

/** The engine's answer about a position of either game, told apart by {@code game}. */
@Schema(name = "Analysis", description = "The engine's answer: a GygesAnalysis or an XeQueoAnalysis, told apart by game.")
public interface AnalysisBody {

    /** What every answer's {@code stopped} says, one sentence a value. */
    String STOPPED_DESCRIPTION = "Why the search ended. depth: the depth asked for was finished. nodes: the node "
            + "limit asked for was reached (the depth it cut is not reported). movetime: the movetimeMs asked for, or "
            + "without any limit the level's own think time, ran out. max-movetime: the service's maximum think "
            + "time ran out before a limit asked for was reached (a depth or node limit included). proven: the "
            + "outcome is known (a win or loss score, a win at once, or a pass that ends the game as a draw), so a "
            + "deeper search is pointless. level: the level's own cap ended the search before any limit asked "
            + "for (a level caps depth or nodes, and levels 1, 2 and 4 sometimes play a random move unsearched); "
            + "Xe Queo is always level, as its engine reasons a fixed amount per level and reaches no limit.";

    /** The API's spelling of a reason: {@code max-movetime} for {@link Stopped#MAX_MOVETIME}. */
    static String stopped(Stopped why) {
        return why.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
