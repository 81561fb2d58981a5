package org.ringgames.web.gyges;

import com.fasterxml.jackson.core.JsonProcessingException;
import jakarta.inject.Inject;
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
import com.fasterxml.jackson.databind.ObjectMapper;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.core.OfferDeclineReason;
import org.ringgames.play.gyges.GygesTakeback;
import org.ringgames.play.gyges.GygesTakebackOffers;
import org.ringgames.web.game.GameBodies;
import org.ringgames.web.game.GameViews;
import org.ringgames.web.game.SeatHeaders;
import org.ringgames.web.request.OptionalBodies;

/**
 * Gygès's takebacks, by seat token: a proposal the other seat accepts or declines, and the avoidable
 * loss taken back. Beside the shared seat operations (web/games/SeatResource) on the same paths;
 * Xe Queo has none.
 */
@Path("/api/v1/games/{id}")
@SecurityRequirement(name = "seatToken")
@Tag(name = "seats")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class GygesTakebackResource {

    private static final String KEY = SeatHeaders.IDEMPOTENCY_KEY;
    private static final String KEY_DESCRIPTION = SeatHeaders.IDEMPOTENCY_KEY_DESCRIPTION;

    @Inject
    GygesTakeback takebacks;

    @Inject
    GygesTakebackOffers takebackOffers;

    @Inject
    ObjectMapper json;

    @Inject
    SeatHeaders headers;

    @POST
    @Path("/takeback-offer")
    @Consumes(MediaType.WILDCARD)
    @Operation(operationId = "proposeTakeback", summary = "Propose a takeback, or accept the other seat's",
            description = "Gygès, casual games between people or bots only. With no proposal pending, the seat of "
                    + "the token proposes to take back its own last move: state.takebackOffer names it, and the other "
                    + "seat's player hears takebackOffer. With the other seat's proposal pending, it accepts: the game "
                    + "goes back to the position before the proposer's last move (one ply, or two if it was answered), "
                    + "the proposer moves again, and its player hears yourTurn. A move by either seat lapses a "
                    + "proposal. 409 wrong-phase in Xe Queo, rated, tournament and engine games, with no move to take "
                    + "back, or with the caller's own proposal pending. No body needed.")
    @APIResponse(responseCode = "200", description = "Proposed, or accepted and taken back.",
            content = @Content(schema = @Schema(implementation = GameViews.SeatAction.class)))
    public Response proposeTakeback(@PathParam("id") String id,
                                    @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                    @Parameter(name = KEY, description = KEY_DESCRIPTION) @HeaderParam(KEY) String key) {
        return SeatHeaders.respond(takebackOffers.propose(headers.caller(id, authorization, key, "takeback-offer", "",
                null), headers::acted));
    }

    @POST
    @Path("/takeback-offer/decline")
    @Consumes(MediaType.WILDCARD)
    @Operation(operationId = "declineTakeback", summary = "Decline the other seat's takeback proposal",
            description = "The proposer's player hears takebackDeclined, with the reason. The body is optional: none, "
                    + "or {}, declines for the generic reason; it is read as strictly as any (broken JSON or an "
                    + "unknown member is a 400). 403 wrong-seat for the proposer's own proposal; 409 wrong-phase when "
                    + "none is pending.")
    @RequestBody(required = false, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = GameBodies.DeclineTakeback.class)))
    @APIResponse(responseCode = "200", description = "Declined.",
            content = @Content(schema = @Schema(implementation = GameViews.SeatAction.class)))
    public Response declineTakeback(@PathParam("id") String id,
                                    @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                    @Parameter(name = KEY, description = KEY_DESCRIPTION) @HeaderParam(KEY) String key,
                                    @Parameter(hidden = true) @HeaderParam(HttpHeaders.CONTENT_TYPE) String contentType,
                                    @Parameter(hidden = true) String body) throws JsonProcessingException {
        Optional<GameBodies.DeclineTakeback> read = OptionalBodies.read(json, body, contentType,
                GameBodies.DeclineTakeback.class);
        OfferDeclineReason reason = OfferDeclineReason.of(read.map(GameBodies.DeclineTakeback::reason));
        return SeatHeaders.respond(takebackOffers.decline(headers.caller(id, authorization, key, "takeback-decline",
                read.orElse(new GameBodies.DeclineTakeback(null)), null), reason, headers::acted));
    }

    @POST
    @Path("/takeback")
    @Consumes(MediaType.WILDCARD)
    @Operation(operationId = "takebackGame", summary = "Take back an avoidable loss",
            description = "With takebackAvoidableLoss, the loser undoes the winning move and their own move before it "
                    + "when that move could have prevented the loss (state.takebackAvailable).")
    @APIResponse(responseCode = "200", description = "Taken back.", content = @Content(schema = @Schema(implementation = GameViews.SeatAction.class)))
    public Response takeback(@PathParam("id") String id,
                             @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                             @Parameter(name = KEY, description = KEY_DESCRIPTION) @HeaderParam(KEY) String key) {
        return SeatHeaders.respond(takebacks.takeback(headers.caller(id, authorization, key, "takeback", "", null), headers::acted));
    }

}
