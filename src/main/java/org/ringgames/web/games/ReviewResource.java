package org.ringgames.web.games;

import org.ringgames.web.game.SeatHeaders;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.reviews.GameReviews;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.limits.EngineWork;

/** The engine's review of a finished game: asked for, then read (docs/records.md, "Review"). */
@Path("/api/v1/games/{id}/review")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class ReviewResource {

    @Inject
    GameReviews reviews;

    @POST
    @Consumes({MediaType.APPLICATION_JSON, MediaType.WILDCARD})
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "adminKey"))
    @Operation(operationId = "requestReview", summary = "Ask the engine to review a finished game",
            description = "Queues the engine (full strength, movetimeMs a position) over every position of a finished "
                    + "Gygès game; done once across replicas, behind computer turns and analyses; GET the review until "
                    + "its status is done. Asked by a seat (its token, or its player's token), the game's portal (its "
                    + "key) or the operator (the admin key); reading it is public. Neither asking nor finishing "
                    + "changes the game: no event, the same version and updatedAt, nothing on the portal's stream or "
                    + "webhooks. A review already queued is left as it is (202); one done with the same movetimeMs is "
                    + "the answer (200); otherwise the game is queued afresh. Rate-limited with analyses. A game in "
                    + "play is 409 wrong-phase; an Xe Queo game 422 not-reviewable.")
    @RequestBody(required = false, content = @Content(schema = @Schema(implementation = ReviewViews.Request.class)))
    @APIResponse(responseCode = "202", description = "Queued; GET the Location until status is done.",
            content = @Content(schema = @Schema(implementation = ReviewViews.Review.class)))
    @APIResponse(responseCode = "200", description = "Done already, with this movetimeMs.",
            content = @Content(schema = @Schema(implementation = ReviewViews.Review.class)))
    @EngineWork
    public Response request(@PathParam("id") String id, @Valid ReviewViews.Request body,
                            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                            @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        int movetime = Optional.ofNullable(body).map(ReviewViews.Request::movetimeMs)
                .orElse(GameReviews.DEFAULT_MOVETIME_MS);
        GameReviews.Requested requested = reviews.request(SeatHeaders.gameId(id), movetime,
                PresentedKey.of(null, authorization), PresentedKey.of(xApiKey, null));
        return Response.status(requested.queued() ? 202 : 200)
                .location(URI.create("/api/v1/games/" + id + "/review"))
                .entity(ReviewViews.Review.of(requested.review())).build();
    }

    @GET
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "getReview", summary = "Read a game's review",
            description = "The review asked for: queued (with how many positions are searched), done with a "
                    + "judgement per ply, or failed. 404 when none was asked for. Read as the game's state is: a "
                    + "game of visibility portal only by its portal's key, its seats, its players and the admin key "
                    + "(404 to anyone else, as an unknown game).")
    @APIResponse(responseCode = "200", description = "The review.",
            content = @Content(schema = @Schema(implementation = ReviewViews.Review.class)))
    public ReviewViews.Review read(@PathParam("id") String id,
                                   @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                   @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        return ReviewViews.Review.of(reviews.read(SeatHeaders.gameId(id), SeatHeaders.presented(authorization, xApiKey)));
    }
}
