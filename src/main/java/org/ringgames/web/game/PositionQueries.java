package org.ringgames.web.game;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import java.util.Optional;
import org.ringgames.play.pool.AnalysisLimits;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

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

    @Schema(name = "AnalysisQuery", description = "A position to ask the engine about; nothing is stored.")
    public record AnalysisRequest(
            @NotNull @Schema(required = true, enumeration = {"gyges", "xequeo"}, examples = "gyges") String game,
            @NotNull @Schema(required = true, description = "Position text as docs/rules/gyges.md and docs/rules/xequeo.md describe.",
                    examples = "321123/....../....../....../....../321123 S") String position,
            @Valid @Schema(description = "Gygès rule options; the standard rules when absent.") GygesRulesBody rules,
            @Valid @Schema(description = "When to stop; without any, the level's own think time. Every search ends "
                    + "by the service's maximum think time, a depth or node limit included.") LimitsBody limits,
            @Schema(minimum = "1", maximum = "8", defaultValue = "8", description = "Engine level: 1 plays legal but "
                    + "weak moves, 8 is full strength within the limits. Levels 1–4 cap the depth (1, 1, 1, 2 plies) "
                    + "and levels 5–7 the nodes (10,000, 25,000, 60,000) whatever the limits ask; the answer then says "
                    + "stopped: level.") Integer level,
            @Schema(nullable = true, minimum = "1", maximum = "7", description = "Xe Queo, required: the asker's own "
                    + "secret disc.", examples = "5") Integer secret,
            @Schema(nullable = true, minimum = "1", maximum = "7", description = "Xe Queo: what the asker believes the "
                    + "opponent's secret is; replaces the engine's own inference.") Integer believedOpponentSecret,
            @Schema(description = "Xe Queo: this round's disc moves that led to the position, oldest first (the last "
                    + "one by the opponent); the engine infers the opponent's likely secret from them.",
                    examples = "[\"c3-d4\", \"e5-e4\"]") List<@NotNull String> roundMoves) {
    }

    /** Search limits as sent (a misspelt {@code movetime} is refused like every unknown member). */
    @Schema(name = "AnalysisLimits", description = "Any of movetimeMs, depth and nodes; the first one reached stops "
            + "the search.")
    public record LimitsBody(
            @Schema(minimum = "1", examples = "1000", description = "Think time in milliseconds.") Long movetimeMs,
            @Schema(minimum = "1", examples = "9", description = "The deepest iteration, in plies.") Long depth,
            @Schema(minimum = "1", examples = "2000000", description = "The most positions to visit.") Long nodes) {

        /** The limits of a request (absent: none given), checked against the service's maximums. */
        public static AnalysisLimits.Limits checked(LimitsBody body, AnalysisLimits limits, long defaultMovetimeMs) {
            if (body == null) {
                return limits.check(Optional.empty(), Optional.empty(), Optional.empty(), defaultMovetimeMs);
            }
            return limits.check(Optional.ofNullable(body.movetimeMs()), Optional.ofNullable(body.depth()),
                    Optional.ofNullable(body.nodes()), defaultMovetimeMs);
        }
    }
}
