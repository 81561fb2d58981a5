package org.ringgames.web.players;

import static org.ringgames.web.events.EventsOperation.problem;
import static org.ringgames.web.events.EventsOperation.lastEventId;
import static org.ringgames.web.events.EventsOperation.lastEventIdQuery;
import static org.ringgames.web.events.EventsOperation.ref;
import static org.ringgames.web.events.EventsOperation.stream;

import java.util.List;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * The OpenAPI description of a player's stream ({@link PlayerEventsRoute}, a Vert.x route the
 * scanner does not see) and of its events: {@code PlayerEvent}, {@code {"id", "event", "data"}},
 * whose data is a game's ({@code PlayerGameEvent}) or a challenge's ({@code PlayerChallengeEvent}).
 */
public final class PlayerEventsOperation {

    static final List<String> GAME_TYPES = List.of("gameStart", "yourTurn", "gameFinish", "drawOffer", "drawDeclined",
            "takebackOffer", "takebackDeclined");
    /** The game events that carry a decline's reason. */
    static final List<String> DECLINE_TYPES = List.of("drawDeclined", "takebackDeclined");
    static final List<String> CHALLENGE_TYPES = List.of("challenge", "challengeCanceled", "challengeDeclined");

    private PlayerEventsOperation() {
    }

    public static void addTo(OpenAPI openApi) {
        addSchemas(openApi);
        Operation operation = OASFactory.createOperation()
                .operationId("playerEvents")
                .summary("Follow everything a player must hear of")
                .description("""
                        One stream for a player (its token) and any number of games: Server-Sent Events, or NDJSON \
                        with Accept: application/x-ndjson (one PlayerEvent a line). gameStart when a game with the \
                        player begins; yourTurn whenever a game awaits the player (a move, or a setup step: see \
                        state.setup.awaiting), with the game as the player's seat sees it; gameFinish when one ends \
                        (state.result); drawOffer when the other seat offers a draw (state.drawOffer names it) and \
                        drawDeclined when the other seat declines the player's offer (reason says why); takebackOffer \
                        when the other seat proposes to take back its last move (state.takebackOffer names it) and \
                        takebackDeclined when the other seat declines the player's proposal (with its reason; an \
                        accepted one moves the game back, and yourTurn follows); challenge when the player is challenged (or challenges), challengeCanceled \
                        and challengeDeclined; and the events of the tournaments the player is entered in \
                        (tournamentStarted, roundStarted with the pairings, standings, tournamentFinished: \
                        TournamentEventData); chatLine for a line said in one of the player's games, either room                         (ChatLineOfGame, docs/chat.md). Each awaited action is announced once per game and seat (a draw offered \
                        or declined, or the other seat's setup step, announces no second yourTurn), and a yourTurn \
                        the game has moved past by the time it would be sent is left out, so a yourTurn is always \
                        current when sent and answering each one is never stale. \
                        With ?legalMoves=true a yourTurn carries the legal moves (null while a setup step is \
                        awaited): a bot's move costs one request. An event's id is an opaque cursor, increasing as \
                        text: reconnect with Last-Event-ID (or ?lastEventId=) to get exactly the events after it, \
                        whichever replica you reach. Without it the stream starts with a gameStart for each of the \
                        player's games in play (and a yourTurn for each that awaits it), then what comes from now \
                        on. A comment (SSE) or an empty line (NDJSON) every 15 s keeps idle streams open; at \
                        shutdown a stream ends with a retry hint.""")
                .addTag("players")
                .addParameter(OASFactory.createParameter().name("legalMoves").in(Parameter.In.QUERY)
                        .description("true: each yourTurn carries the legal moves of the seat.")
                        .schema(OASFactory.createSchema().addType(Schema.SchemaType.BOOLEAN)
                                .defaultValue(Boolean.FALSE)))
                .addParameter(OASFactory.createParameter().name("challenges").in(Parameter.In.QUERY)
                        .description("open: also a challenge event for every new open challenge (to: null) of the "
                                + "player's portal, made while the stream is open. Without it, only the player's own "
                                + "challenges.")
                        .schema(OASFactory.createSchema().addType(Schema.SchemaType.STRING)
                                .enumeration(List.of("open"))))
                .addParameter(lastEventId("Resume after this event id (a cursor the stream sent)."))
                .addParameter(lastEventIdQuery())
                .responses(OASFactory.createAPIResponses()
                        .addAPIResponse("200", stream("PlayerEvent", "PlayerStreamLine"))
                        .addAPIResponse("400", problem("Problem: malformed-request (legalMoves, challenges, Last-Event-ID)"))
                        .addAPIResponse("401", problem("Problem: unauthorized (a player token is needed)"))
                        .addAPIResponse("503", problem("Problem: service-unavailable (database unreachable; Retry-After)")));
        operation.setSecurity(List.of(OASFactory.createSecurityRequirement().addScheme("playerToken")));
        openApi.getPaths().addPathItem(PlayerEventsRoute.PATH, OASFactory.createPathItem().GET(operation));
    }

    private static void addSchemas(OpenAPI openApi) {
        openApi.getComponents().addSchema("PlayerGameEvent", OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description("A game's event: gameStart, yourTurn, gameFinish, drawOffer, drawDeclined, takebackOffer "
                        + "or takebackDeclined.")
                .addProperty("gameId", string().format("uuid"))
                .addProperty("seat", string().enumeration(List.of("south", "north", "placer", "ringer"))
                        .description("The player's seat in the game."))
                .addProperty("state", ref("GameState").description("The game as the player's seat sees it."))
                .addProperty("legalMoves", OASFactory.createSchema().anyOf(List.of(ref("LegalMoves"),
                        OASFactory.createSchema().addType(Schema.SchemaType.NULL))).description("yourTurn with "
                        + "?legalMoves=true only: the seat's legal moves, as GET /api/v1/games/{id}/legal-moves answers "
                        + "with the player's token; null while the game awaits a setup step."))
                .addProperty("reason", string().enumeration(List.of("generic", "later", "never")).description(
                        "drawDeclined and takebackDeclined only: why the other seat declined (generic when it gave no "
                                + "reason; later: ask again later; never: it accepts none in this game)."))
                .required(List.of("gameId", "seat", "state")));
        openApi.getComponents().addSchema("PlayerChallengeEvent", OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description("A challenge's event: challenge, challengeCanceled or challengeDeclined; the challenge as "
                        + "it stands when the event is sent.")
                .addProperty("challenge", ref("Challenge"))
                .required(List.of("challenge")));
        openApi.getComponents().addSchema("ChatLineOfGame", OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description("A chatLine: a line of the chat of one of the player's games (docs/chat.md), either room.")
                .addProperty("gameId", string().format("uuid"))
                .addProperty("seat", string().enumeration(List.of("south", "north", "placer", "ringer"))
                        .description("The player's seat in the game."))
                .addProperty("line", ref("ChatLine"))
                .required(List.of("gameId", "seat", "line")));
        List<String> types = new java.util.ArrayList<>(GAME_TYPES);
        types.add("chatLine");
        types.addAll(CHALLENGE_TYPES);
        types.addAll(org.ringgames.play.portals.PortalFeed.TOURNAMENT_TYPES);
        openApi.getComponents().addSchema("PlayerEvent", OASFactory.createSchema().addType(Schema.SchemaType.OBJECT)
                .description("One event of a player's stream.")
                .addProperty("id", string().description("The cursor: resume after this event with it as Last-Event-ID."))
                .addProperty("event", string().enumeration(List.copyOf(types)))
                .addProperty("data", OASFactory.createSchema().oneOf(List.of(ref("PlayerGameEvent"),
                        ref("PlayerChallengeEvent"), ref("TournamentEventData"), ref("ChatLineOfGame"))))
                .required(List.of("id", "event", "data")));
        openApi.getComponents().addSchema("PlayerStreamLine", OASFactory.createSchema()
                .oneOf(List.of(ref("PlayerEvent"), ref("ReconnectEvent")))
                .description("A line of the NDJSON player stream: an event, or the reconnect hint at shutdown."));
    }

    private static Schema string() {
        return OASFactory.createSchema().addType(Schema.SchemaType.STRING);
    }
}
