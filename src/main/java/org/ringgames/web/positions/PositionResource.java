package org.ringgames.web.positions;

import org.ringgames.web.game.AnalysisBody;
import org.ringgames.web.game.PositionQueries;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpServerRequest;
import io.smallrye.mutiny.operators.multi.processors.UnicastProcessor;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirements;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.jboss.resteasy.reactive.RestStreamElementType;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.pool.Caller;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.web.request.ClientAddress;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.play.pool.SearchPool;
import org.ringgames.web.game.AppliedBody;
import org.ringgames.web.game.LegalMovesBody;
import org.ringgames.web.game.GameFormats;
import org.ringgames.web.limits.EngineWork;
import org.ringgames.web.problem.Problem;

/** Stateless questions about any position of either game: nothing is stored. */
@Path("/api/v1/positions")
@SecurityRequirements
@Tag(name = "positions", description = "Legal moves and move results for any position, without a game")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class PositionResource {

    static final String NDJSON = "application/x-ndjson";

    private static final String START = "{\"game\": \"gyges\", \"position\": \"321123/....../....../....../....../321123 S\", "
            + "\"rules\": {\"pathRule\": \"EDGE\"}}";

    @Inject
    GameFormats formats;

    @Inject
    PortalKeys portalKeys;

    @POST
    @Path("/legal-moves")
    @Operation(operationId = "positionLegalMoves", summary = "List the legal moves of a position",
            description = "Gygès: every legal move of the side to move, in canonical order (origin, destination, "
                    + "replace target), each outcome once with one witness path; [pass] when the side must pass "
                    + "Xe Queo (game xequeo, optional secret): the disc moves by origin then destination, then the "
                    + "seven guesses (with from, only that disc's moves).")
    @RequestBody(content = @Content(examples = @ExampleObject(name = "start", value = START)))
    @APIResponse(responseCode = "200", description = "The legal moves (Gygès), or the legal turns (Xe Queo).",
            content = @Content(schema = @Schema(implementation = LegalMovesBody.class)))
    @APIResponse(responseCode = "400", description = "Unreadable JSON, a missing field, bad position text, "
            + "an unknown game or rule option.", content = @Content(mediaType = Problem.MEDIA_TYPE,
            schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "invalid-position: no piece, or more than four of a size.",
            content = @Content(mediaType = Problem.MEDIA_TYPE, schema = @Schema(implementation = Problem.class)))
    public Response legalMoves(
            @NotNull @Valid PositionQueries.LegalMovesRequest body,
            @Parameter(description = "Only moves from this square.", example = "c1") @QueryParam("from") String from,
            @Parameter(description = "false leaves out the witness paths.",
                    schema = @Schema(type = SchemaType.BOOLEAN, defaultValue = "true")) @QueryParam("paths") String paths) {
        return formats.of(GameFormats.kind(body.game())).positionLegalMoves(body, from, paths);
    }

    @POST
    @Path("/apply")
    @Operation(operationId = "positionApply", summary = "Play a move in a position",
            description = "Checks a compact or full-path move and returns the position after it. A full path "
                    + "is checked step by step: an illegal one names the step and the rule it breaks.")
    @RequestBody(content = @Content(examples = @ExampleObject(name = "start", value =
            "{\"game\": \"gyges\", \"position\": \"321123/....../....../....../....../321123 S\", \"move\": \"b1-b2-b3\"}")))
    @APIResponse(responseCode = "200", description = "The position after the move.", content = @Content(
            schema = @Schema(implementation = AppliedBody.class)))
    @APIResponse(responseCode = "400", description = "Unreadable JSON, a missing field, bad position or move text, "
            + "an unknown game or rule option.", content = @Content(mediaType = Problem.MEDIA_TYPE,
            schema = @Schema(implementation = Problem.class)))
    @APIResponse(responseCode = "422", description = "invalid-position, or illegal-move with the reason "
            + "(and the failing step of a full path).", content = @Content(mediaType = Problem.MEDIA_TYPE,
            schema = @Schema(implementation = Problem.class)))
    public Response apply(@NotNull @Valid PositionQueries.ApplyRequest body) {
        return formats.of(GameFormats.kind(body.game())).positionApply(body);
    }

    @POST
    @Path("/analysis")
    @Operation(operationId = "positionAnalysis", summary = "Ask the engine about a position",
            description = "Gygès: the best move with its witness path, the score from the side to move's point of "
                    + "view (win n / loss n: proven within n plies; eval: heuristic), the principal variation, depth, "
                    + "nodes and time, and why the search stopped (stopped: depth, nodes, movetime, max-movetime, "
                    + "proven or level; a level below 8 caps depth or nodes whatever the limits ask). Xe Queo (with the "
                    + "asker's own secret): the best disc move, ring entry or guess, "
                    + "with the engine's belief of the opponent's secret. One search uses one engine thread; with "
                    + "Accept: application/x-ndjson a Gygès answer streams one line per finished depth, the last line "
                    + "(done: true) being the final answer; the lines before it have stopped: null.")
    @RequestBody(content = @Content(examples = @ExampleObject(name = "start", value =
            "{\"game\": \"gyges\", \"position\": \"321123/....../....../....../....../321123 S\", "
                    + "\"limits\": {\"movetimeMs\": 1000}, \"level\": 8}")))
    @APIResponse(responseCode = "200", description = "The engine's answer (NDJSON: one per finished depth).",
            content = {@Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = AnalysisBody.class)),
                    @Content(mediaType = NDJSON, schema = @Schema(implementation = AnalysisBody.class))})
    @EngineWork
    public Uni<AnalysisBody> analysis(@NotNull @Valid PositionQueries.AnalysisRequest body,
                                      @Context HttpServerRequest request) {
        SearchPool.Thinking<? extends AnalysisBody> thinking =
                formats.of(GameFormats.kind(body.game())).positionAnalysis(body, caller(request), line -> { });
        return Uni.createFrom().completionStage(thinking.result()).map(AnalysisBody.class::cast)
                .onCancellation().invoke(thinking::interrupt);
    }

    /** The same question, answered as a stream: documented with {@link #analysis}. */
    @POST
    @Path("/analysis")
    @Produces(NDJSON)
    @RestStreamElementType(MediaType.APPLICATION_JSON)
    @Operation(hidden = true)
    @EngineWork
    public Multi<AnalysisBody> analysisStream(@NotNull @Valid PositionQueries.AnalysisRequest body,
                                              @Context HttpServerRequest request) {
        UnicastProcessor<AnalysisBody> lines = UnicastProcessor.create();
        SearchPool.Thinking<? extends AnalysisBody> thinking =
                formats.of(GameFormats.kind(body.game())).positionAnalysis(body, caller(request), lines::onNext);
        thinking.result().whenComplete((answer, error) -> {
            if (error != null) {
                lines.onError(error);
            } else {
                lines.onNext(answer);
                lines.onComplete();
            }
        });
        return lines.onCancellation().invoke(thinking::interrupt);
    }

    /**
     * An analysis is its portal's with a valid portal key ({@code X-Api-Key}), else its client
     * address's (the forwarded one behind a trusted proxy): an unchecked key or token could be made
     * up afresh for each request. An analysis needs no key, so an unknown one is not refused.
     */
    private Caller caller(HttpServerRequest request) {
        String key = request.getHeader(PresentedKey.HEADER);
        if (key != null && !portalKeys.open()) {
            try {
                Optional<String> portal = portalKeys.portal(Optional.of(key));
                if (portal.isPresent()) {
                    return Caller.portal(portal.get());
                }
            } catch (Rejection unknown) {
                // Not a portal's: the address's, as without a key.
            }
        }
        return Caller.address(ClientAddress.of(request));
    }
}
