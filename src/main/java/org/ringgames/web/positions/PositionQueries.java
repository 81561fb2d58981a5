package org.ringgames.web.positions;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.web.games.AppliedBody;
import org.ringgames.web.gyges.GygesRulesBody;

/** Bodies of the stateless position queries. */
public final class PositionQueries {

    private PositionQueries() {
    }

    @Schema(name = "PositionQuery", description = "A position to analyse; nothing is stored.")
    public record LegalMovesRequest(
            @NotNull @Schema(required = true, enumeration = {"gyges", "xequeo"}, examples = "gyges") String game,
            @NotNull @Schema(required = true, description = "Position text as docs/rules/gyges.md and docs/rules/xequeo.md describe.",
                    examples = "321123/....../....../....../....../321123 S") String position,
            @Valid @Schema(description = "Gygès rule options; the standard rules when absent.") GygesRulesBody rules,
            @Schema(nullable = true, description = "Xe Queo only: the mover's own secret disc (1–7). With it the "
                    + "moves that enter the ring are listed; without it (or null) they are left out.", examples = "5")
            Integer secret) {
    }

    @Schema(name = "ApplyQuery", description = "A position and a move to play in it; nothing is stored.")
    public record ApplyRequest(
            @NotNull @Schema(required = true, enumeration = {"gyges", "xequeo"}, examples = "gyges") String game,
            @NotNull @Schema(required = true, description = "Position text as docs/rules/gyges.md and docs/rules/xequeo.md describe.",
                    examples = "321123/....../....../....../....../321123 S") String position,
            @Valid @Schema(description = "Gygès rule options; the standard rules when absent.") GygesRulesBody rules,
            @NotNull @Schema(required = true, description = "Gygès: compact (c1-d4>e2) or full-path (c1-c2-d2-d3-d4>e2) "
                    + "move text, or pass. Xe Queo: c3-d4 or a full jump path c3-e5-c7.",
                    examples = "b1-b2-b3") String move,
            @Schema(nullable = true, description = "Xe Queo only: the mover's own secret disc (1–7), needed to "
                    + "enter the ring.") Integer secret) {
    }

    @Schema(name = "GygesApplied", description = "The position after a Gygès move.",
            requiredProperties = {"game", "position", "move", "path", "winner"})
    public record ApplyResponse(
            @Schema(enumeration = "gyges") String game,
            @Schema(description = "Position text after the move; a winning piece has left the board.",
                    examples = "321123/....../....../.2..../....../3.1123 N") String position,
            @Schema(description = "The move in compact text.", examples = "b1-b3") String move,
            @Schema(description = "The path played: the client's full path, or a witness path for compact text.",
                    examples = "[\"b1\", \"b2\", \"b3\"]") List<String> path,
            @Schema(nullable = true, enumeration = {"south", "north"},
                    description = "The side that won with this move, or null.") String winner) implements AppliedBody {
    }
}
