package org.ringgames.web.players;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.ringgames.play.ratings.Ratings;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.players.Players;
import org.ringgames.play.portals.PortalKeys;
import org.ringgames.web.PresentedKey;

/** Players: an identity for a bot or a person, with a token that acts for every seat it holds. */
@Path("/api/v1/players")
@Tag(name = "players", description = "Players, their one event stream, challenges and seeks: how bots find opponents")
@Produces(MediaType.APPLICATION_JSON)
@SecurityScheme(securitySchemeName = "playerToken", type = SecuritySchemeType.HTTP, scheme = "bearer",
        description = "A player's token (rgp_…), from POST /api/v1/players: it acts for every seat the player holds.")
public class PlayerResource {

    @Inject
    Ratings ratings;

    @Inject
    Players players;

    @Inject
    PortalKeys keys;

    @Inject
    PlayerScope scope;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "createPlayer", summary = "Create a player",
            description = "Its token is shown only in this answer. With portal API keys configured, a portal key "
                    + "creates the player, which belongs to that portal: it meets only that portal's players.")
    @APIResponse(responseCode = "201", description = "Created; Location names the player.",
            content = @Content(schema = @Schema(implementation = PlayerViews.CreatedPlayer.class)))
    public Response create(@NotNull @Valid PlayerViews.CreatePlayer body,
                           @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        Players.Created created = players.create(body.name(), keys.portal(PresentedKey.of(xApiKey, authorization)));
        var p = created.player();
        return Response.created(URI.create("/api/v1/players/" + p.id()))
                .entity(new PlayerViews.CreatedPlayer(p.id().toString(), p.name(), created.token(), p.createdAt())).build();
    }

    @GET
    @Path("/me")
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "getMe", summary = "Read the player whose token this is",
            description = "Its id and name: what a bot that kept only its token needs to find its games "
                    + "(GET /api/v1/games?player=<id>).")
    public PlayerViews.PlayerView me(@Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        var player = scope.player(authorization);
        return PlayerViews.PlayerView.of(player, ratings.of(player.id()));
    }

    @GET
    @Path("/{id}")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "getPlayer", summary = "Read a player",
            description = "With portal keys, only a player of the caller's portal (by its key, or a player token of it). "
                    + "With its ratings, pool by pool.")
    public PlayerViews.PlayerView get(@PathParam("id") String id,
                                      @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                                      @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        var player = players.get(PlayerTerms.id(id, "player"), scope.portal(xApiKey, authorization));
        return PlayerViews.PlayerView.of(player, ratings.of(player.id()));
    }
}
