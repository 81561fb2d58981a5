package org.ringgames.web.players;

import org.ringgames.web.request.PlayerScope;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
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
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.players.Seeks;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.game.NewGames;

/** The pool of seeks: matching seeks of two players make a game, exactly once across replicas. */
@Path("/api/v1/seeks")
@Tag(name = "players")
@Produces(MediaType.APPLICATION_JSON)
public class SeekResource {

    @Inject
    Seeks seeks;

    @Inject
    PlayerScope scope;

    @Inject
    PlayerTerms terms;

    @Inject
    NewGames newGames;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "createSeek", summary = "Seek a game",
            description = "Pairs at once with the oldest waiting seek of another player for the same game, rules and "
                    + "clock (status paired, with gameId and seat), or waits for one until it lapses. With opponent, "
                    + "the service's engine takes the other seat at once. Either way both players hear gameStart.")
    @APIResponse(responseCode = "201", description = "Waiting, or paired; Location names the seek.",
            content = @Content(schema = @Schema(implementation = PlayerViews.SeekView.class)))
    public Response create(@NotNull @Valid PlayerViews.CreateSeek body,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        var player = scope.player(authorization);
        var seek = seeks.seek(player, terms.read(body.game(), body.rules(), body.clock(), body.rated()),
                Optional.ofNullable(body.opponent()).map(o -> o.engine().level()),
                PlayerTerms.ratingRange(body.ratingRange()), body.expiresInSeconds(), newGames::publicState);
        return Response.created(URI.create("/api/v1/seeks/" + seek.id())).entity(PlayerViews.SeekView.of(seek)).build();
    }

    @GET
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "listSeeks", summary = "List waiting seeks",
            description = "The portal's waiting seeks not lapsed, oldest first, at most 100: the lobby. To take one, "
                    + "seek the same game, rules and clock.")
    public PlayerViews.SeekPage list(@Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                                     @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return new PlayerViews.SeekPage(seeks.waiting(scope.portal(xApiKey, authorization), 100).stream()
                .map(PlayerViews.SeekView::of).toList());
    }

    @GET
    @Path("/{id}")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "getSeek", summary = "Read a seek",
            description = "As it stands: waiting, paired (with its gameId and the seeker's seat), withdrawn, or "
                    + "expired when it lapsed while waiting.")
    public PlayerViews.SeekView get(@PathParam("id") String id,
                                    @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                                    @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        return PlayerViews.SeekView.of(seeks.get(PlayerTerms.id(id, "seek"), scope.portal(xApiKey, authorization)));
    }

    @DELETE
    @Path("/{id}")
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "withdrawSeek", summary = "Withdraw your waiting seek",
            description = "It pairs with no one from then on. A seek already paired, withdrawn or lapsed is "
                    + "seek-closed.")
    @APIResponse(responseCode = "204", description = "Withdrawn.")
    public Response withdraw(@PathParam("id") String id,
                             @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization) {
        seeks.withdraw(PlayerTerms.id(id, "seek"), scope.player(authorization));
        return Response.noContent().build();
    }
}
