package org.ringgames.web.games;

import org.ringgames.web.game.ChatViews;
import org.ringgames.web.game.SeatHeaders;
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
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.events.ChatRoom;
import org.ringgames.play.chat.GameChat;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/** A game's chat: a player room and a spectator room (docs/chat.md). */
@Path("/api/v1/games/{id}/chat")
@Tag(name = "games")
@Produces(MediaType.APPLICATION_JSON)
public class ChatResource {

    static final int DEFAULT_LIMIT = 100;

    @Inject
    GameChat chat;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "postChatLine", summary = "Say a line in a game's chat",
            description = "The player room is written by the game's seats (a seat token, or the token of the player "
                    + "who holds the seat); the spectator room by them, the game's portal key and any player of the "
                    + "game's portal (in open mode any player). No credential is 401, another one 403 wrong-seat; a "
                    + "game of visibility portal is 404 to whoever may not read it. A finished game's chat stays open. "
                    + "The line reaches the game's players' streams (chatLine) and the game's event stream of every "
                    + "reader who may see its room. An author says at most 5 lines at once, then one every 2 s (429 "
                    + "rate-limited with Retry-After); a game holds at most 500 lines (409 limit-reached).")
    @APIResponse(responseCode = "201", description = "Said: the stored line.",
            content = @Content(schema = @Schema(implementation = ChatViews.Line.class)))
    public Response post(@PathParam("id") String id, @NotNull @Valid ChatViews.Post body,
                         @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                         @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        ChatRoom room = room(body.room()).orElseThrow();
        var line = chat.post(SeatHeaders.gameId(id), SeatHeaders.presented(authorization, xApiKey), room, body.text());
        return Response.status(201).entity(ChatViews.Line.of(line)).build();
    }

    @GET
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "adminKey"))
    @Operation(operationId = "getChat", summary = "Read a game's chat",
            description = "The lines of the rooms the reader may see, oldest first: the spectator room for whoever "
                    + "may read the game, the player room too for its seats, their players, its portal key and the "
                    + "admin key. ?room= keeps one room (the player room asked by anyone else: 401 without a "
                    + "credential, 403 wrong-seat with one); ?after= the lines after that id; at most ?limit= lines.")
    @APIResponse(responseCode = "200", description = "The lines.",
            content = @Content(schema = @Schema(implementation = ChatViews.Lines.class)))
    public ChatViews.Lines read(@PathParam("id") String id,
                                @Parameter(schema = @Schema(enumeration = {"player", "spectator"}))
                                @QueryParam("room") String room,
                                @Parameter(description = "Only the lines with a greater id.",
                                        schema = @Schema(type = SchemaType.INTEGER, minimum = "0", defaultValue = "0"))
                                @QueryParam("after") String after,
                                @Parameter(schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "500",
                                        defaultValue = "100")) @QueryParam("limit") String limit,
                                @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        Optional<ChatRoom> which = room == null ? Optional.empty() : room(room);
        long from = number("after", after, 0, Long.MAX_VALUE, 0);
        int most = (int) number("limit", limit, 1, GameChat.MAX_PAGE, DEFAULT_LIMIT);
        return new ChatViews.Lines(chat.read(SeatHeaders.gameId(id), SeatHeaders.presented(authorization, xApiKey),
                which, from, most).stream().map(ChatViews.Line::of).toList());
    }

    private static Optional<ChatRoom> room(String text) {
        return Optional.of(ChatRoom.named(text).orElseThrow(() -> new ProblemException(ProblemType.MALFORMED_REQUEST,
                "room: '" + text + "'; expected player or spectator")));
    }

    private static long number(String name, String text, long min, long max, long otherwise) {
        if (text == null) {
            return otherwise;
        }
        try {
            long value = Long.parseLong(text);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw new ProblemException(ProblemType.MALFORMED_REQUEST, name + ": '" + text + "'; expected " + min
                + (max == Long.MAX_VALUE ? " or more" : " to " + max));
    }
}
