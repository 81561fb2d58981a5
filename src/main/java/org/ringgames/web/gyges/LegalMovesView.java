package org.ringgames.web.gyges;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.web.game.LegalMovesBody;
import org.ringgames.rules.gyges.Square;

/**
 * The legal moves of a position, in canonical order (docs/rules/gyges.md): the schema of the answer, which
 * {@link LegalMovesJson} writes.
 */
@Schema(name = "GygesLegalMoves", requiredProperties = {"game", "toMove", "position", "count", "moves"})
public record LegalMovesView(
        @Schema(enumeration = "gyges") String game,
        @JsonInclude(JsonInclude.Include.NON_NULL)
        @Schema(description = "The game's ply; absent for a stateless query.", examples = "7") Integer ply,
        @Schema(enumeration = {"south", "north"}) String toMove,
        @Schema(examples = "321123/....../....../....../....../321123 S") String position,
        @Schema(description = "How many moves the list holds (after the from filter).", examples = "224") int count,
        List<MoveView> moves) implements LegalMovesBody {

    /** One legal move: its outcome, and one path that plays it. */
    @Schema(name = "GygesLegalMove", requiredProperties = {"move", "from", "to", "replace", "wins"})
    public record MoveView(
            @Schema(description = "Compact move text.", examples = "c1-d4>e2") String move,
            @Schema(nullable = true, description = "Origin square; null for a pass.", examples = "c1") String from,
            @Schema(nullable = true, description = "Destination square or goal (N, S); null for a pass.",
                    examples = "d4") String to,
            @Schema(nullable = true, description = "Where the replaced piece goes; null unless the move replaces.",
                    examples = "e2") String replace,
            @Schema(description = "Whether the move enters the opponent's goal.") boolean wins,
            @JsonInclude(JsonInclude.Include.NON_NULL)
            @Schema(description = "A witness path: the origin and every square entered; left out with paths=false.",
                    examples = "[\"c1\", \"c2\", \"d2\", \"d3\", \"d4\"]") List<String> path) {
    }

    public static List<String> names(List<Integer> squares) {
        List<String> names = new ArrayList<>(squares.size());
        for (int square : squares) {
            names.add(Square.name(square));
        }
        return names;
    }
}
