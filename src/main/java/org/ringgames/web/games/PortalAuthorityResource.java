package org.ringgames.web.games;

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
import org.ringgames.play.GameSnapshot;
import org.ringgames.play.GameWrites;
import org.ringgames.play.portals.PortalKeys;
import org.ringgames.play.portals.PortalAuthority;
import org.ringgames.web.PresentedKey;

/**
 * What a portal does to its own games, with its key (X-Api-Key or Authorization: Bearer): end one
 * (abort, adjudicate) and give a seat a new token. With keys configured, a game of another portal
 * or of none answers 404 exactly as an unknown game; in open mode anyone may.
 */
@Path("/api/v1/games/{id}")
@Tag(name = "portals", description = "A portal's authority over its own games, by portal key")
@Produces(MediaType.APPLICATION_JSON)
public class PortalAuthorityResource {

    private static final String AUTHORITY = " With portal keys configured, only the game's own portal may (any other "
            + "game answers 404 exactly as an unknown one); in open mode, anyone.";

    @Inject
    PortalAuthority authority;

    @Inject
    PortalKeys keys;

    @Inject
    SeatHeaders headers;

    @Inject
    GameFormats formats;

    @POST
    @Path("/abort")
    @Consumes(MediaType.WILDCARD)
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "abortGame", summary = "Abort a game",
            description = "The game ends with no winner, reason aborted, and a finished event. No body needed." + AUTHORITY)
    @APIResponse(responseCode = "200", description = "Aborted.",
            content = @Content(schema = @Schema(implementation = GameViews.PortalAction.class)))
    public Response abort(@PathParam("id") String id,
                          @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                          @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        Optional<String> portal = portal(xApiKey, authorization);
        return SeatHeaders.respond(authority.abort(SeatHeaders.gameId(id), portal, this::decided));
    }

    @POST
    @Path("/adjudicate")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "adjudicateGame", summary = "Decide a game's result",
            description = "The game ends with the portal's result, reason adjudicated: winner a seat of the game, or "
                    + "null for a draw (the member is required). A finished event follows." + AUTHORITY)
    @APIResponse(responseCode = "200", description = "Adjudicated.",
            content = @Content(schema = @Schema(implementation = GameViews.PortalAction.class)))
    public Response adjudicate(@PathParam("id") String id, @NotNull @Valid GameBodies.Adjudicate body,
                               @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                               @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        Optional<String> portal = portal(xApiKey, authorization);
        return SeatHeaders.respond(authority.adjudicate(SeatHeaders.gameId(id), portal,
                Optional.ofNullable(body.winner()), this::decided));
    }

    @POST
    @Path("/seats/{seat}/token")
    @Consumes(MediaType.WILDCARD)
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "reissueSeatToken", summary = "Give a seat a new token",
            description = "A new token for the seat, shown only here; the old one stops working at once, on every "
                    + "replica. The state's version moves on (its ETag changes). A computer seat has no token (409 "
                    + "computer-seat); a finished game needs none (409 game-over). No body needed." + AUTHORITY)
    @APIResponse(responseCode = "201", description = "Issued.",
            content = @Content(schema = @Schema(implementation = GameViews.SeatTokenIssued.class)))
    public Response reissue(@PathParam("id") String id,
                            @Parameter(schema = @Schema(enumeration = {"south", "north", "placer", "ringer"}))
                            @PathParam("seat") String seat,
                            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                            @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        Optional<String> portal = portal(xApiKey, authorization);
        PortalAuthority.Reissued issued = authority.reissue(SeatHeaders.gameId(id), portal, seat);
        return Response.status(Response.Status.CREATED)
                .entity(new GameViews.SeatTokenIssued(issued.seat(), issued.token())).build();
    }

    private Optional<String> portal(String xApiKey, String authorization) {
        return keys.portal(PresentedKey.of(xApiKey, authorization));
    }

    private GameWrites.Rendered decided(PortalAuthority.Decided decided, GameSnapshot state) {
        return headers.render(200, new GameViews.PortalAction(decided.action(), formats.state(state)));
    }
}
