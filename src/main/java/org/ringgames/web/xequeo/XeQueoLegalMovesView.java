package org.ringgames.web.xequeo;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.web.game.AppliedBody;
import org.ringgames.web.game.LegalMovesBody;
import org.ringgames.play.xequeo.XeQueoAnalysis;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Square;

/** The legal turns of an Xe Queo position: disc moves by origin then destination, then the seven guesses. */
@Schema(name = "XeQueoLegalMoves", requiredProperties = {"game", "toMove", "position", "ring", "count", "moves"})
public record XeQueoLegalMovesView(
        @Schema(enumeration = "xequeo") String game,
        @JsonInclude(JsonInclude.Include.NON_NULL)
        @Schema(description = "The game's ply; absent for a stateless query.", examples = "12") Integer ply,
        @Schema(enumeration = {"placer", "ringer"}) String toMove,
        @Schema(examples = "4....../..2..../....5../.1...../...7.../3....../....6.. g7 P") String position,
        @Schema(nullable = true, description = "The ring's square; null before it is placed.", examples = "g7") String ring,
        int count,
        List<MoveView> moves) implements LegalMovesBody {

    @Schema(name = "XeQueoLegalMove", requiredProperties = "move")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record MoveView(
            @Schema(examples = "c3-d4") String move,
            @Schema(description = "Absent for a guess.") String from,
            @Schema(description = "Absent for a guess.") String to,
            @Schema(description = "The number guessed; absent for a disc move.") Integer guess,
            @Schema(description = "Whether the disc move enters the ring (listed only with the mover's secret).")
            Boolean entersRing,
            @Schema(description = "Origin, then every landing; absent for a guess.") List<String> path) {
    }

    /** The answer to a stateless apply. */
    @Schema(name = "XeQueoApplied", requiredProperties = {"game", "position", "move", "path", "entersRing"})
    public record Applied(
            @Schema(enumeration = "xequeo") String game,
            @Schema(description = "Position text after the move, the other seat to move.") String position,
            @Schema(examples = "c3-e5") String move,
            List<String> path,
            @Schema(description = "Whether the move entered the ring, ending the round (who wins it depends on the "
                    + "opponent's secret: bingo).") boolean entersRing) implements AppliedBody {

        public static Applied of(XeQueoAnalysis.Played played) {
            return new Applied("xequeo", PositionText.format(played.after()), played.move().move().toText(),
                    played.move().path().stream().map(Square::name).toList(), played.entersRing());
        }
    }

    public static XeQueoLegalMovesView of(XeQueoAnalysis.Analysis analysis) {
        return of(analysis, null, Square.NONE, true);
    }

    /**
     * @param ply       the game's ply, or null for a stateless query
     * @param origin    only disc moves from this square (and no guesses), or {@link Square#NONE} for all turns
     * @param withPaths whether to list each disc move's witness path
     */
    public static XeQueoLegalMovesView of(XeQueoAnalysis.Analysis analysis, Integer ply, int origin, boolean withPaths) {
        List<MoveView> moves = new ArrayList<>();
        for (LegalMove legal : analysis.moves()) {
            Move move = legal.move();
            if (move.isGuess()) {
                if (origin == Square.NONE) {
                    moves.add(new MoveView(move.toText(), null, null, move.guess(), null, null));
                }
            } else if (origin == Square.NONE || move.from() == origin) {
                moves.add(new MoveView(move.toText(), Square.name(move.from()), Square.name(move.to()), null,
                        legal.entersRing(analysis.position()),
                        withPaths ? legal.path().stream().map(Square::name).toList() : null));
            }
        }
        int ring = analysis.position().ring();
        return new XeQueoLegalMovesView("xequeo", ply, analysis.position().toMove().lowerName(),
                PositionText.format(analysis.position()), ring == Square.NONE ? null : Square.name(ring),
                moves.size(), moves);
    }
}
