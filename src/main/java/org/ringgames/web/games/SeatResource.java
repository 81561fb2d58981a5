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
import java.util.Locale;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.games.Berserks;
import org.ringgames.play.games.GameEndings;
import org.ringgames.play.core.OfferDeclineReason;
import org.ringgames.web.request.OptionalBodies;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.games.GameReaders;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.SetupRequest;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * What a seat does to its game, authenticated by its token ({@code Authorization: Bearer}). Every
 * write takes an optional {@code Idempotency-Key}: a retry with the same key and body gets the
 * first response again (with {@code Idempotent-Replayed: true}) and changes nothing.
 */
@Path("/api/v1/games/{id}")
@SecurityScheme(securitySchemeName = "seatToken", type = SecuritySchemeType.HTTP, scheme = "bearer",
        description = "A seat token from the game's creation: Authorization: Bearer <token>.")
@SecurityRequirement(name = "seatToken")
@Tag(name = "seats", description = "Setup, moves, resignation, draws and takebacks, by seat token")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class SeatResource {

    private static final String KEY = SeatHeaders.IDEMPOTENCY_KEY;
    private static final String KEY_DESCRIPTION = SeatHeaders.IDEMPOTENCY_KEY_DESCRIPTION;

    @Inject
    GamePlay play;

    @Inject
    GameEndings endings;

    @Inject
    Berserks berserks;

    @Inject
    ObjectMapper json;

    @Inject
    SeatHeaders headers;

    @Inject
    GameFormats formats;

    @Inject
    GameReaders readers;

    @POST
    @Path("/setup")
    @Operation(operationId = "setupGame", summary = "Set up: place pieces, discs or the ring, or choose a secret",
            description = "Gygès: the seat of the token places its pieces: a home row, or placements (six in BLOCK "
                    + "order, one in ALTERNATE). Xe Queo: the placer places the seven discs (round 1); the round's ring "
                    + "placer places the ring; then each seat chooses its secret disc, every round. The response shows "
                    + "the caller's own secret; events and everyone else never see it before the round ends.")
    @APIResponse(responseCode = "200", description = "Placed.", content = @Content(schema = @Schema(implementation = GameViews.SeatAction.class)))
    public Response setup(@PathParam("id") String id, @NotNull @Valid GameBodies.Setup body,
                          @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                          @Parameter(name = KEY, description = KEY_DESCRIPTION) @HeaderParam(KEY) String key) {
        SetupRequest request = new SetupRequest(Optional.ofNullable(body.row()),
                Optional.ofNullable(body.placements()).map(list -> list.stream()
                        .map(p -> new SetupRequest.PlacementText(p.square(), p.size())).toList()),
                Optional.ofNullable(body.discs()), Optional.ofNullable(body.ring()), Optional.ofNullable(body.secret()));
        return SeatHeaders.respond(play.setup(headers.caller(id, authorization, key, "setup", body, null), request,
                headers::acted));
    }

    @POST
    @Path("/moves")
    @Operation(operationId = "playMove", summary = "Play a move",
            description = "Compact or full-path move text (Xe Queo also 'guess N'), by the seat to move. expectedPly "
                    + "(body) and If-Match (header) guard against playing on a stale state; of concurrent requests for "
                    + "one ply exactly one is played.")
    @APIResponse(responseCode = "201", description = "Played.", content = @Content(schema = @Schema(implementation = GameViews.MovePlayed.class)))
    public Response move(@PathParam("id") String id, @NotNull @Valid GameBodies.Move body,
                         @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                         @Parameter(description = "The ETag of the state the move is meant for.") @HeaderParam(HttpHeaders.IF_MATCH) String ifMatch,
                         @Parameter(name = KEY, description = KEY_DESCRIPTION) @HeaderParam(KEY) String key) {
        MoveRequest request = new MoveRequest(body.move(), Optional.ofNullable(body.expectedPly()),
                SeatHeaders.ifMatch(ifMatch));
        return SeatHeaders.respond(play.move(headers.caller(id, authorization, key, "move", body, ifMatch), request,
                (played, state) -> headers.render(201, new GameViews.MovePlayed(played.ply(), played.seat(),
                        played.move(), played.path(), formats.state(readers.toSeat(state))))));
    }

    @POST
    @Path("/resign")
    @Consumes(MediaType.WILDCARD)
    @Operation(operationId = "resignGame", summary = "Resign", description = "The other seat wins. No body needed.")
    @APIResponse(responseCode = "200", description = "Resigned.", content = @Content(schema = @Schema(implementation = GameViews.SeatAction.class)))
    public Response resign(@PathParam("id") String id,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                           @Parameter(name = KEY, description = KEY_DESCRIPTION) @HeaderParam(KEY) String key) {
        return SeatHeaders.respond(endings.resign(headers.caller(id, authorization, key, "resign", "", null), headers::acted));
    }

    @POST
    @Path("/draw")
    @Operation(operationId = "drawGame", summary = "Offer, accept or decline a draw",
            description = "An offer stands until the other seat accepts, declines, or moves.")
    @APIResponse(responseCode = "200", description = "Done.", content = @Content(schema = @Schema(implementation = GameViews.SeatAction.class)))
    public Response draw(@PathParam("id") String id, @NotNull @Valid GameBodies.Draw body,
                         @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                         @Parameter(name = KEY, description = KEY_DESCRIPTION) @HeaderParam(KEY) String key) {
        GameEndings.DrawAction action = switch (body.action().toLowerCase(Locale.ROOT)) {
            case "offer" -> GameEndings.DrawAction.OFFER;
            case "accept" -> GameEndings.DrawAction.ACCEPT;
            case "decline" -> GameEndings.DrawAction.DECLINE;
            default -> throw new ProblemException(ProblemType.MALFORMED_REQUEST,
                    "action: '" + body.action() + "'; expected offer, accept or decline");
        };
        return SeatHeaders.respond(endings.draw(headers.caller(id, authorization, key, "draw", body, null), action,
                Optional.ofNullable(body.reason()).map(r -> OfferDeclineReason.of(Optional.of(r))), headers::acted));
    }

    @POST
    @Path("/berserk")
    @Consumes(MediaType.WILDCARD)
    @Operation(operationId = "berserkGame", summary = "Berserk (arena games)",
            description = "In a game of an arena that allows it (berserk: true), the seat of the token gives up half "
                    + "its initial time and its increment, before its own first move; a win then scores one point more "
                    + "(docs/tournaments.md, Berserk). 409 wrong-phase after the seat's first move, a second time, or "
                    + "in a game that offers no berserk. No body needed.")
    @APIResponse(responseCode = "200", description = "Berserked.", content = @Content(schema = @Schema(implementation = GameViews.SeatAction.class)))
    public Response berserk(@PathParam("id") String id,
                            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                            @Parameter(name = KEY, description = KEY_DESCRIPTION) @HeaderParam(KEY) String key) {
        return SeatHeaders.respond(berserks.berserk(headers.caller(id, authorization, key, "berserk", "", null), headers::acted));
    }

}
