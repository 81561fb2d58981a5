package org.ringgames.web.portals;

import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Valid;
import jakarta.validation.Validator;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.portals.BulkPairing;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.web.request.ClientAddress;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.game.GameBodies;
import org.ringgames.web.game.GameViews;
import org.ringgames.web.game.NewGames;
import org.ringgames.web.problem.ProblemException;

/** Bulk pairing: a tournament round's games created in one request, all or none. */
@Path("/api/v1/games/bulk")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class BulkResource {

    @Inject
    BulkPairing pairing;

    @Inject
    NewGames newGames;

    @Inject
    PortalKeys keys;

    @Inject
    Validator validator;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "bulkCreateGames", summary = "Create a round's games at once",
            description = "1 to " + BulkPairing.MAX_GAMES + " games, each a create body, created in one transaction "
                    + "in the order given: all of them or none. A refusal names the game it is about: its detail "
                    + "starts games[k]: and it carries index: k. externalIds must differ within the batch and from "
                    + "the portal's existing games (409 duplicate-external-id). startClocksAt applies to every game "
                    + "that gives none of its own: no clock runs before it.")
    @APIResponse(responseCode = "201", description = "Created, in order.",
            content = @Content(schema = @Schema(implementation = GameViews.BulkCreated.class)))
    public Response create(@NotNull @Valid GameBodies.Bulk body,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                           @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                           @Context HttpServerRequest http) {
        Optional<String> portal = keys.portal(PresentedKey.of(xApiKey, authorization));
        Optional<Instant> start = NewGames.instant("startClocksAt", body.startClocksAt());
        // The batch's own start is refused as the batch's, not as its first game's.
        GamePlay.clocksStart(start, Instant.now());
        List<GamePlay.NewGame> batch = new ArrayList<>(body.games().size());
        for (int k = 0; k < body.games().size(); k++) {
            batch.add(read(body.games().get(k), k, start, portal));
        }
        List<GamePlay.Created> created = pairing.create(batch, portal, Optional.of(ClientAddress.of(http)),
                newGames::publicState);
        List<GameViews.Created> views = new ArrayList<>(created.size());
        for (int k = 0; k < created.size(); k++) {
            views.add(newGames.view(batch.get(k), created.get(k)));
        }
        return Response.status(Response.Status.CREATED).entity(new GameViews.BulkCreated(views)).build();
    }

    /** One game of the batch, checked as a create body is, each refusal naming its index. */
    private GamePlay.NewGame read(GameBodies.Create game, int index, Optional<Instant> start, Optional<String> portal) {
        if (game == null) {
            throw BulkPairing.indexed(new Rejection(Rejection.Kind.MALFORMED, "a game is a create body, not null"), index);
        }
        Set<ConstraintViolation<GameBodies.Create>> violations = validator.validate(game);
        if (!violations.isEmpty()) {
            throw BulkPairing.indexed(new Rejection(Rejection.Kind.MALFORMED, violations.stream()
                    .map(v -> v.getPropertyPath() + " " + v.getMessage()).sorted()
                    .collect(Collectors.joining("; "))), index);
        }
        try {
            return newGames.seated(newGames.read(game, start), game, portal, keys.open());
        } catch (Rejection refused) {
            throw BulkPairing.indexed(refused, index);
        } catch (ProblemException refused) {
            Map<String, Object> members = new java.util.HashMap<>(refused.extensions());
            members.put("index", index);
            throw new ProblemException(refused.type(), refused.status(), "games[" + index + "]: " + refused.detail(),
                    members);
        }
    }
}
