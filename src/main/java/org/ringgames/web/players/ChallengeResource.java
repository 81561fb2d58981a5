package org.ringgames.web.players;

import org.ringgames.web.request.PlayerScope;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.players.Challenges;
import org.ringgames.play.players.DeclineReason;
import org.ringgames.web.request.OptionalBodies;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.game.NewGames;

/**
 * Challenges: a player offers a game to another player, or to anyone; exactly one taker gets it.
 * Both players' streams hear of it.
 */
@Path("/api/v1/challenges")
@Tag(name = "players")
@Produces(MediaType.APPLICATION_JSON)
public class ChallengeResource {

    @Inject
    Challenges challenges;

    @Inject
    PlayerScope scope;

    @Inject
    PlayerTerms terms;

    @Inject
    NewGames newGames;

    @Inject
    ObjectMapper json;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "createChallenge", summary = "Challenge a player, or anyone",
            description = "to: the challenged player (it hears a challenge event); null or left out: an open challenge "
                    + "any player of the portal may take, and a page of the browser client (url) takes it too. The "
                    + "game, rules and clock are a create body's; seat is the challenger's.")
    @APIResponse(responseCode = "201", description = "Open; Location names the challenge.",
            content = @Content(schema = @Schema(implementation = PlayerViews.ChallengeView.class)))
    public Response create(@NotNull @Valid PlayerViews.CreateChallenge body,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        var player = scope.player(authorization);
        var challenge = challenges.create(player, Optional.ofNullable(body.to()).map(to -> PlayerTerms.id(to, "player")),
                terms.read(body.game(), body.rules(), body.clock(), body.rated()), Optional.ofNullable(body.seat()).orElse(Challenges.RANDOM),
                body.expiresInSeconds());
        return Response.created(URI.create("/api/v1/challenges/" + challenge.id()))
                .entity(PlayerViews.ChallengeView.of(challenge)).build();
    }

    @GET
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "listChallenges", summary = "List open challenges",
            description = "The portal's open challenges not lapsed, newest first, at most 100.")
    public PlayerViews.ChallengePage list(@Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                                          @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return new PlayerViews.ChallengePage(challenges.open(scope.portal(xApiKey, authorization), 100).stream()
                .map(PlayerViews.ChallengeView::of).toList());
    }

    @GET
    @Path("/{id}")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "getChallenge", summary = "Read a challenge",
            description = "As it stands: open, accepted (with its gameId), declined, canceled, or expired when it lapsed "
                    + "while open. With portal keys, only a challenge of the caller's portal.")
    public PlayerViews.ChallengeView get(@PathParam("id") String id,
                                         @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                                         @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return PlayerViews.ChallengeView.of(challenges.get(PlayerTerms.id(id, "challenge"), scope.portal(xApiKey, authorization)));
    }

    @POST
    @Path("/{id}/accept")
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "acceptChallenge", summary = "Take a challenge",
            description = "Creates the game, with the challenger and the taker in their seats; both hear gameStart. "
                    + "Of many takers exactly one gets it; the others are answered challenge-closed.")
    @APIResponse(responseCode = "201", description = "The game; Location names it.",
            content = @Content(schema = @Schema(implementation = PlayerViews.Accepted.class)))
    public Response accept(@PathParam("id") String id,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        var player = scope.player(authorization);
        Challenges.Accepted accepted = challenges.accept(PlayerTerms.id(id, "challenge"), player, newGames::publicState);
        return Response.created(URI.create("/api/v1/games/" + accepted.gameId()))
                .entity(new PlayerViews.Accepted(accepted.gameId().toString(), accepted.seatName())).build();
    }

    @POST
    @Path("/{id}/decline")
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "declineChallenge", summary = "Decline a challenge sent to you",
            description = "The challenger hears challengeDeclined, whose challenge carries the declineReason. The body "
                    + "is optional: none, or {}, declines for the generic reason; it is read as strictly as any "
                    + "(broken JSON or an unknown member is a 400).")
    @RequestBody(required = false, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = PlayerViews.DeclineChallenge.class)))
    public PlayerViews.ChallengeView decline(@PathParam("id") String id,
                                             @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                             @Parameter(hidden = true) @HeaderParam(HttpHeaders.CONTENT_TYPE) String contentType,
                                             @Parameter(hidden = true) String body) throws JsonProcessingException {
        DeclineReason reason = DeclineReason.of(OptionalBodies.read(json, body, contentType, PlayerViews.DeclineChallenge.class)
                .map(PlayerViews.DeclineChallenge::reason));
        return PlayerViews.ChallengeView.of(challenges.decline(PlayerTerms.id(id, "challenge"), scope.player(authorization),
                reason));
    }

    @POST
    @Path("/{id}/cancel")
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "cancelChallenge", summary = "Cancel your challenge",
            description = "The challenged player hears challengeCanceled.")
    public PlayerViews.ChallengeView cancel(@PathParam("id") String id,
                                            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return PlayerViews.ChallengeView.of(challenges.cancel(PlayerTerms.id(id, "challenge"), scope.player(authorization)));
    }
}
