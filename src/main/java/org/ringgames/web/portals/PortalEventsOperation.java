package org.ringgames.web.portals;

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
import org.ringgames.play.portals.PortalFeed;

/**
 * The OpenAPI description of the portal stream ({@link PortalEventsRoute}, a Vert.x route the
 * scanner does not see) and of its events: {@code PortalEvent}, an object {@code {"id", "event",
 * "data"}} whose data is {@code PortalEventData}, the game's event in an envelope naming the game.
 */
public final class PortalEventsOperation {

    private PortalEventsOperation() {
    }

    public static void addTo(OpenAPI openApi) {
        addSchemas(openApi);
        Schema text = string();
        Operation operation = OASFactory.createOperation()
                .operationId("portalEvents")
                .summary("Follow every game of the portal")
                .description("""
                        One stream for all of a portal's games (the key's portal; in open mode, every game created \
                        without a key): Server-Sent Events, or NDJSON with Accept: application/x-ndjson (one \
                        PortalEvent a line). Every event of every game, in the order they committed, and a \
                        `created` event for each new game (its data is the game's first state), and the portal's \
                        tournaments' events (tournamentStarted, roundStarted with the pairings, standings, \
                        tournamentFinished: TournamentEventData), each in the transaction of the change it tells. An event's `id` is an \
                        opaque cursor, increasing as text: reconnect with Last-Event-ID (or ?lastEventId=) to get \
                        exactly the events after it, whichever replica you reach. Without it the stream starts with \
                        the events committed from now on (use GET /api/v1/games?sort=updated to catch up first). \
                        `?events=created,finished` keeps only those types. A comment (SSE) or an empty line (NDJSON) \
                        every 15 s keeps idle streams open; at shutdown a stream ends with a retry hint.""")
                .addTag("portals")
                .addParameter(OASFactory.createParameter().name("events").in(Parameter.In.QUERY)
                        .description("Comma-separated event types to keep: " + String.join(", ", PortalFeed.TYPES)
                                + "; all when left out.").schema(text))
                .addParameter(lastEventId("Resume after this event id (a cursor the stream sent)."))
                .addParameter(lastEventIdQuery())
                .responses(OASFactory.createAPIResponses()
                        .addAPIResponse("200", stream("PortalEvent", "PortalStreamLine"))
                        .addAPIResponse("400", problem("Problem: malformed-request (events, Last-Event-ID)"))
                        .addAPIResponse("401", problem("Problem: unauthorized (a portal key is needed)"))
                        .addAPIResponse("503", problem("Problem: service-unavailable (database unreachable; Retry-After)")));
        operation.setSecurity(List.of(OASFactory.createSecurityRequirement().addScheme("portalKey"),
                OASFactory.createSecurityRequirement()));
        openApi.getPaths().addPathItem(PortalEventsRoute.PATH, OASFactory.createPathItem().GET(operation));
    }

    private static void addSchemas(OpenAPI openApi) {
        addTournamentSchemas(openApi);
        Schema types = string().enumeration(List.copyOf(PortalFeed.TYPES));
        Schema gameTypes = string().enumeration(List.copyOf(PortalFeed.GAME_TYPES));
        openApi.getComponents().addSchema("PortalEventData", OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description("A game's event, naming the game.")
                .addProperty("gameId", string().format("uuid"))
                .addProperty("externalId", string().addType(Schema.SchemaType.NULL)
                        .description("The portal's own id for the game, if it gave one."))
                .addProperty("event", gameTypes)
                .addProperty("version", OASFactory.createSchema().addType(Schema.SchemaType.INTEGER).format("int64")
                        .minimum(java.math.BigDecimal.ZERO).description("The game's state version after the event."))
                .addProperty("data", OASFactory.createSchema().anyOf(List.of(ref("GameState"), ref("MovePlayed"),
                        ref("SeatAction"), ref("ClockEnded"), ref("PortalAction"), ref("ReviewReady"))).description("What the game's own stream carries for "
                        + "the event: for created, the game's first state; otherwise what the seat did, with the "
                        + "state after it."))
                .required(List.of("gameId", "externalId", "event", "version", "data")));
        openApi.getComponents().addSchema("PortalEvent", OASFactory.createSchema().addType(Schema.SchemaType.OBJECT)
                .description("One event of the portal stream.")
                .addProperty("id", string().description("The cursor: resume after this event with it as Last-Event-ID."))
                .addProperty("event", types)
                .addProperty("data", OASFactory.createSchema().oneOf(List.of(ref("PortalEventData"),
                        ref("TournamentEventData"))))
                .required(List.of("id", "event", "data")));
        openApi.getComponents().addSchema("PortalStreamLine", OASFactory.createSchema()
                .oneOf(List.of(ref("PortalEvent"), ref("ReconnectEvent")))
                .description("A line of the NDJSON portal stream: an event, or the reconnect hint at shutdown."));
    }

    /**
     * A tournament's event (the portal stream, webhooks' data, the players' streams):
     * {@code TournamentEventData}, its data one of the three shapes its types have.
     */
    private static void addTournamentSchemas(OpenAPI openApi) {
        Schema integer = OASFactory.createSchema().addType(Schema.SchemaType.INTEGER);
        openApi.getComponents().addSchema("TournamentStartedData", OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description("tournamentStarted: the tournament and its players with their pairing numbers.")
                .addProperty("name", string())
                .addProperty("system", string().enumeration(List.of("swiss", "arena")))
                .addProperty("game", string().enumeration(List.of("gyges", "xequeo")))
                .addProperty("rated", OASFactory.createSchema().addType(Schema.SchemaType.BOOLEAN))
                .addProperty("rounds", OASFactory.createSchema().addType(Schema.SchemaType.INTEGER)
                        .addType(Schema.SchemaType.NULL).description("A Swiss's rounds; null for an arena."))
                .addProperty("minutes", OASFactory.createSchema().addType(Schema.SchemaType.INTEGER)
                        .addType(Schema.SchemaType.NULL).description("An arena's minutes; null for a Swiss."))
                .addProperty("players", OASFactory.createSchema().addType(Schema.SchemaType.ARRAY)
                        .items(ref("TournamentPlayerRef")))
                .required(List.of("name", "system", "game", "rated", "rounds", "minutes", "players")));
        openApi.getComponents().addSchema("TournamentStandingsData", OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description("standings and tournamentFinished: the standings as GET /api/v1/tournaments/{id} "
                        + "shows them at the event (tournamentFinished: the final ones).")
                .addProperty("roundsClosed", integer)
                .addProperty("standings", OASFactory.createSchema().addType(Schema.SchemaType.ARRAY)
                        .items(ref("TournamentStanding")))
                .required(List.of("roundsClosed", "standings")));
        openApi.getComponents().addSchema("TournamentEventData", OASFactory.createSchema()
                .addType(Schema.SchemaType.OBJECT)
                .description("A tournament's event, naming the tournament: tournamentStarted (TournamentStartedData), "
                        + "roundStarted (TournamentRound: the round's pairings, as GET …/rounds/{n} shows them when "
                        + "it is paired; an arena's pairing wave), standings (after a Swiss round closes; an arena's "
                        + "with each pairing wave) and tournamentFinished (the final standings).")
                .addProperty("tournamentId", string().format("uuid"))
                .addProperty("event", string().enumeration(List.copyOf(PortalFeed.TOURNAMENT_TYPES)))
                .addProperty("data", OASFactory.createSchema().anyOf(List.of(ref("TournamentStartedData"),
                        ref("TournamentRound"), ref("TournamentStandingsData"))))
                .required(List.of("tournamentId", "event", "data")));
    }

    private static Schema string() {
        return OASFactory.createSchema().addType(Schema.SchemaType.STRING);
    }
}
