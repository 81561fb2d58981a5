package org.ringgames.web.games;

import org.ringgames.web.game.GameBodies;
import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.GameViews;
import org.ringgames.web.game.SeatHeaders;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.portals.PortalAuthority;
import org.ringgames.web.request.PresentedKey;

/**
 * What a portal does to its own games, with its key (X-Api-Key or Authorization: Bearer): end one
 * (abort, adjudicate) and give a seat a new token. A game of another portal or of none answers 404
 * exactly as an unknown game; the admin key rules every game; in open mode these are off (403).
 */
@Path("/api/v1/games/{id}")
@Tag(name = "portals", description = "A portal's authority over its own games, by portal key")
@Produces(MediaType.APPLICATION_JSON)
public class PortalAuthorityResource {

    private static final String AUTHORITY = " Only the game's own portal (its key) or the operator (the admin key) may; "
            + "any other portal's game answers 404 exactly as an unknown one. In open mode (no portal keys, no admin "
            + "key) this is off: 403 authority-off.";

    @Inject
    PortalAuthority authority;

    @Inject
    SeatHeaders headers;

    @Inject
    GameFormats formats;

    @POST
    @Path("/abort")
    @Consumes(MediaType.WILDCARD)
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "adminKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "adminApiKey"))
    @Operation(operationId = "abortGame", summary = "Abort a game",
            description = "The game ends with no winner, reason aborted, and a finished event. No body needed." + AUTHORITY)
    @APIResponse(responseCode = "200", description = "Aborted.",
            content = @Content(schema = @Schema(implementation = GameViews.PortalAction.class)))
    public Response abort(@PathParam("id") String id,
                          @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                          @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        return SeatHeaders.respond(authority.abort(SeatHeaders.gameId(id), PresentedKey.of(xApiKey, authorization),
                this::decided));
    }

    @POST
    @Path("/adjudicate")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "adminKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "adminApiKey"))
    @Operation(operationId = "adjudicateGame", summary = "Decide a game's result",
            description = "The game ends with the portal's result, reason adjudicated: winner a seat of the game, or "
                    + "null for a draw (the member is required). A finished event follows." + AUTHORITY)
    @APIResponse(responseCode = "200", description = "Adjudicated.",
            content = @Content(schema = @Schema(implementation = GameViews.PortalAction.class)))
    public Response adjudicate(@PathParam("id") String id, @NotNull @Valid GameBodies.Adjudicate body,
                               @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                               @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        return SeatHeaders.respond(authority.adjudicate(SeatHeaders.gameId(id), PresentedKey.of(xApiKey, authorization),
                Optional.ofNullable(body.winner()), this::decided));
    }

    @POST
    @Path("/seats/{seat}/token")
    @Consumes(MediaType.WILDCARD)
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "adminKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "adminApiKey"))
    @Operation(operationId = "reissueSeatToken", summary = "Give a seat a new token",
            description = "A new token for the seat, shown only here; the old one stops working at once, on every "
                    + "replica. The state's version moves on (its ETag changes). A computer seat has no token (409 "
                    + "computer-seat), nor one a player holds, whose player token plays it (409 player-seat); a finished "
                    + "game needs none (409 game-over). No body needed." + AUTHORITY)
    @APIResponse(responseCode = "201", description = "Issued.",
            content = @Content(schema = @Schema(implementation = GameViews.SeatTokenIssued.class)))
    public Response reissue(@PathParam("id") String id,
                            @Parameter(schema = @Schema(enumeration = {"south", "north", "placer", "ringer"}))
                            @PathParam("seat") String seat,
                            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                            @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        PortalAuthority.Reissued issued = authority.reissue(SeatHeaders.gameId(id), PresentedKey.of(xApiKey, authorization),
                seat);
        return Response.status(Response.Status.CREATED)
                .entity(new GameViews.SeatTokenIssued(issued.seat(), issued.token())).build();
    }

    private GameWrites.Rendered decided(PortalAuthority.Decided decided, GameSnapshot state) {
        return headers.render(200, new GameViews.PortalAction(decided.action(), formats.state(state)));
    }
}
