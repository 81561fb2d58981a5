package org.ringgames.web.players;

import org.ringgames.web.request.PlayerScope;
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
import org.ringgames.play.access.PlayerTokens;
import org.ringgames.play.access.Players;
import org.ringgames.play.access.TokenScope;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;
import jakarta.ws.rs.DELETE;
import java.util.List;
import java.util.Optional;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.web.request.PresentedKey;

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

    @Inject
    PlayerTokens tokens;

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
        Players.Created created = players.create(body.name(), Boolean.TRUE.equals(body.bot()),
                keys.portal(PresentedKey.of(xApiKey, authorization)));
        var p = created.player();
        return Response.created(URI.create("/api/v1/players/" + p.id()))
                .entity(new PlayerViews.CreatedPlayer(p.id().toString(), p.name(), created.token(), p.createdAt(), p.bot()))
                .build();
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

    @POST
    @Path("/me/token")
    @Consumes(MediaType.WILDCARD)
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "rotatePlayerToken", summary = "Rotate the player's own token",
            description = "A new own token, shown only in this answer; the one the request carried stops working at "
                    + "once (401 afterwards). Only the player's own token rotates (a bot's token: 403 "
                    + "insufficient-scope). The tokens the player made for its bots keep working. No body needed.")
    @APIResponse(responseCode = "200", description = "The new token.",
            content = @Content(schema = @Schema(implementation = PlayerViews.NewToken.class)))
    public PlayerViews.NewToken rotate(@Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return new PlayerViews.NewToken(tokens.rotate(PresentedKey.of(null, authorization)).token());
    }

    @DELETE
    @Path("/me/token")
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "revokePlayerToken", summary = "Revoke the token the request carries",
            description = "Whichever it is: the player's own token (the player then has none, and no request can "
                    + "give it one again: rotate instead to replace a token; the tokens it made for its bots keep "
                    + "working), or a token it made for a bot. Afterwards the token is 401 everywhere.")
    @APIResponse(responseCode = "204", description = "Revoked.")
    public Response revoke(@Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        tokens.revoke(PresentedKey.of(null, authorization));
        return Response.noContent().build();
    }

    @POST
    @Path("/me/tokens")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "createPlayerToken", summary = "Make a token for a bot, limited to a scope",
            description = "With the player's own token. The new token acts for the player within its scopes: read "
                    + "reads and streams (any other request is 403 insufficient-scope); play also plays (seat "
                    + "actions, seeks, challenges), but makes, lists or revokes no token. Shown only in this answer. "
                    + "At most 20 per player.")
    @APIResponse(responseCode = "201", description = "Made.",
            content = @Content(schema = @Schema(implementation = PlayerViews.CreatedToken.class)))
    public Response createToken(@NotNull @Valid PlayerViews.CreateToken body,
                                @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        TokenScope scope = scopeOf(body.scopes());
        PlayerTokens.Made made = tokens.make(PresentedKey.of(null, authorization), scope, Optional.ofNullable(body.label()));
        PlayerTokens.BotToken bot = made.bot().orElseThrow();
        return Response.status(201).entity(new PlayerViews.CreatedToken(bot.id().toString(), made.token(),
                bot.scope().shown(), bot.label().orElse(null), bot.createdAt())).build();
    }

    @GET
    @Path("/me/tokens")
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "listPlayerTokens", summary = "List the tokens the player made for its bots",
            description = "With the player's own token; the tokens themselves are never shown again.")
    public PlayerViews.TokenPage listTokens(@Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return new PlayerViews.TokenPage(tokens.list(PresentedKey.of(null, authorization)).stream()
                .map(PlayerViews.BotTokenView::of).toList());
    }

    @DELETE
    @Path("/me/tokens/{id}")
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "revokeBotToken", summary = "Revoke a token the player made for a bot",
            description = "With the player's own token. Afterwards that token is 401 everywhere.")
    @APIResponse(responseCode = "204", description = "Revoked.")
    public Response revokeToken(@PathParam("id") String tokenId,
                                @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        tokens.revoke(PresentedKey.of(null, authorization), PlayerTerms.id(tokenId, "token"));
        return Response.noContent().build();
    }

    /** play if the scopes name it (play reads too), else read; another name is a 400. */
    static TokenScope scopeOf(List<String> scopes) {
        if (scopes.isEmpty()) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST, "scopes: name play, read, or both");
        }
        for (String scope : scopes) {
            if (!"play".equals(scope) && !"read".equals(scope)) {
                throw new ProblemException(ProblemType.MALFORMED_REQUEST, "scopes: '" + scope
                        + "' is not a scope; the scopes are play and read");
            }
        }
        return scopes.contains("play") ? TokenScope.PLAY : TokenScope.READ;
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
