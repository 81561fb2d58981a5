package org.ringgames.web.events;

import java.util.List;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * The OpenAPI description of the event stream, which is a Vert.x route and not seen by the scanner,
 * and of its events: one named component per event type ({@code StateEvent}, {@code MoveEvent}, …),
 * each an object {@code {"id", "event", "data"}} whose {@code data} is the schema of what the
 * event carries, and {@code GameEvent}, the one of them a line is. The NDJSON stream is documented
 * with that schema for every line; an SSE frame carries the same {@code id}, {@code event} and
 * {@code data} as its fields.
 */
public final class EventsOperation {

    private EventsOperation() {
    }

    /** Event type → what its data is (a schema reference) and what it means. */
    private static final List<EventType> EVENTS = List.of(
            new EventType("state", "StateEvent", ref("GameState"), "The full state, bare: the first event of every "
                    + "stream (without an id when the stream resumes from Last-Event-ID)."),
            new EventType("setup", "SetupEvent", ref("SeatAction"), "A seat placed pieces, discs or the ring, or "
                    + "chose a secret."),
            new EventType("move", "MoveEvent", ref("MovePlayed"), "A move (or an Xe Queo guess) was played."),
            new EventType("draw-offer", "DrawOfferEvent", ref("SeatAction"), "A draw was offered or declined "
                    + "(an accepted draw is a finished event)."),
            new EventType("takeback-offer", "TakebackOfferEvent", ref("SeatAction"), "A takeback was proposed or "
                    + "declined (state.takebackOffer names a pending proposal)."),
            new EventType("takeback", "TakebackEvent", ref("SeatAction"), "The game went back: the loser took back an "
                    + "avoidable loss, or a seat accepted the other's takeback proposal."),
            new EventType("finished", "FinishedEvent", OASFactory.createSchema().anyOf(List.of(ref("MovePlayed"),
                    ref("SeatAction"), ref("ClockEnded"), ref("PortalAction"))), "The game is over: the winning move, "
                    + "the resignation or accepted draw, the clock's ending, or the portal's abort or adjudication "
                    + "(state.result.reason aborted or adjudicated); the stream ends after it."),
            new EventType("review", "ReviewEvent", ref("ReviewReady"), "Sent no more: a review is read at GET "
                    + "/api/v1/games/{id}/review and takes no version of the game. Only a game reviewed before may "
                    + "still carry one after its end."));

    private record EventType(String name, String component, Schema data, String description) {
    }

    public static void addTo(OpenAPI openApi) {
        addEventSchemas(openApi);
        Schema text = OASFactory.createSchema().addType(Schema.SchemaType.STRING);
        Operation operation = OASFactory.createOperation()
                .operationId("gameEvents")
                .summary("Follow a game's events")
                .description("""
                        A stream of the game's changes: Server-Sent Events (text/event-stream), or NDJSON with \
                        Accept: application/x-ndjson (one {"id", "event", "data"} object a line). The first event \
                        is always `state` (the full state). Then one event per change: `setup`, `move`, \
                        `draw-offer`, `takeback-offer`, `takeback`, `finished` (after which the stream ends); `chatLine` \
                        for each line of the game's chat in a room the reader may see (id <version>:<line>, docs/chat.md); \
                        and for a finished game `review` when \
                        an asked-for review is done (a stream opened after the end shows it, then ends); `data` is what the seat \
                        did with the state after it, as anyone may see it (a game that ends on time: \
                        {"seat", "action": "timeout" | "aborted", "state"}; one its portal ends: {"action": "aborted" | \
                        "adjudicated", "state"}; every state carries its clock): a public game's stream needs no token, and an Xe \
                        Queo secret appears in it only once its round is over. A game of visibility portal streams only \
                        to its portal's key, its seats' and players' tokens and the admin key (404 to anyone else), and \
                        the labels in its states only to its portal's key and the admin key (null to others). \
                        `id` is the game's state version: reconnect with \
                        Last-Event-ID (or ?lastEventId=) to get exactly the events after it, replayed from the \
                        database, whichever replica you reach; the opening `state` of a resumed stream carries no \
                        id. A comment (SSE) or an empty line (NDJSON) every 15 s keeps idle streams open; at \
                        shutdown a stream ends with a retry hint.""")
                .addTag("games")
                // Public for a public game: then anyone may follow it; a portal game's needs a credential.
                .security(List.of(OASFactory.createSecurityRequirement(),
                        OASFactory.createSecurityRequirement().addScheme("seatToken"),
                        OASFactory.createSecurityRequirement().addScheme("playerToken"),
                        OASFactory.createSecurityRequirement().addScheme("portalKey")))
                .addParameter(OASFactory.createParameter().name("id").in(Parameter.In.PATH).required(true).schema(text))
                .addParameter(lastEventId("Resume after this event id (a state version, or a chat line's <version>:<line>)."))
                .addParameter(lastEventIdQuery())
                .responses(OASFactory.createAPIResponses()
                        .addAPIResponse("200", stream("GameEvent", "GameEvent"))
                        .addAPIResponse("400", problem("Problem: malformed-request (Last-Event-ID)"))
                        .addAPIResponse("401", problem("Problem: unauthorized (a token that belongs to no seat of this "
                                + "game, or an X-Api-Key that is no portal's)"))
                        .addAPIResponse("404", problem("Problem: not-found (or a game of visibility portal the reader "
                                + "may not read)"))
                        .addAPIResponse("503", problem("Problem: service-unavailable (database unreachable; Retry-After)")));
        openApi.getPaths().addPathItem("/api/v1/games/{id}/events", OASFactory.createPathItem().GET(operation));
    }

    /** The components of every event and of GameEvent, the one of them a line of the stream is. */
    private static void addEventSchemas(OpenAPI openApi) {
        Schema version = OASFactory.createSchema().addType(Schema.SchemaType.INTEGER).format("int64").minimum(
                java.math.BigDecimal.ZERO).description("The game's state version after the event: resume with it as "
                + "Last-Event-ID. A client that holds version v ignores every event whose id is v or less.");
        Schema any = OASFactory.createSchema().discriminator(OASFactory.createDiscriminator().propertyName("event"))
                .description("One event of a game's stream. A seat's own writes come back on it too (a bot that "
                        + "posted a move sees its move event): compare the id with the version you hold.");
        for (EventType type : EVENTS) {
            Schema event = OASFactory.createSchema().addType(Schema.SchemaType.OBJECT).description(type.description())
                    .addProperty("id", ref("EventId"))
                    .addProperty("event", OASFactory.createSchema().addType(Schema.SchemaType.STRING)
                            .addEnumeration(type.name()))
                    .addProperty("data", type.data())
                    .required(type.name().equals("state") ? List.of("event", "data") : List.of("id", "event", "data"));
            openApi.getComponents().addSchema(type.component(), event);
            any.addOneOf(ref(type.component()));
            any.getDiscriminator().addMapping(type.name(), "#/components/schemas/" + type.component());
        }
        Schema chatLine = OASFactory.createSchema().addType(Schema.SchemaType.OBJECT)
                .description("A line of the game's chat, in a room the reader may see (docs/chat.md): the spectator "
                        + "room for whoever may read the game, the player room too for its seats, their players, its "
                        + "portal's key and the admin key. It takes no version of the game: its id is "
                        + "<version>:<line>, the version the game had when it was said and the line's number; resume "
                        + "with it as Last-Event-ID as with a version.")
                .addProperty("id", OASFactory.createSchema().addType(Schema.SchemaType.STRING)
                        .pattern("^[0-9]+:[0-9]+$").examples(List.of("12:3")))
                .addProperty("event", OASFactory.createSchema().addType(Schema.SchemaType.STRING)
                        .addEnumeration("chatLine"))
                .addProperty("data", ref("ChatLine"))
                .required(List.of("id", "event", "data"));
        openApi.getComponents().addSchema("ChatLineEvent", chatLine);
        any.addOneOf(ref("ChatLineEvent"));
        any.getDiscriminator().addMapping("chatLine", "#/components/schemas/ChatLineEvent");
        Schema reconnect = OASFactory.createSchema().addType(Schema.SchemaType.OBJECT)
                .description("NDJSON only, the last line before the service closes the stream at shutdown: "
                        + "reconnect after retryMillis (SSE sends a retry field instead).")
                .addProperty("event", OASFactory.createSchema().addType(Schema.SchemaType.STRING)
                        .addEnumeration("reconnect"))
                .addProperty("retryMillis", OASFactory.createSchema().addType(Schema.SchemaType.INTEGER).minimum(
                        java.math.BigDecimal.ZERO))
                .required(List.of("event", "retryMillis"));
        openApi.getComponents().addSchema("ReconnectEvent", reconnect);
        any.addOneOf(ref("ReconnectEvent"));
        any.getDiscriminator().addMapping("reconnect", "#/components/schemas/ReconnectEvent");
        openApi.getComponents().addSchema("GameEvent", any);
        openApi.getComponents().addSchema("EventId", version);
        openApi.getComponents().addSchema("ClockEnded", OASFactory.createSchema().addType(Schema.SchemaType.OBJECT)
                .description("The data of the finished event of a game that ended on time: who missed the deadline "
                        + "(null when both seats owed the missed step) and how it ended.")
                .addProperty("seat", OASFactory.createSchema().addType(Schema.SchemaType.STRING)
                        .addType(Schema.SchemaType.NULL).enumeration(java.util.Arrays.asList(
                                "south", "north", "placer", "ringer", null)))
                .addProperty("action", OASFactory.createSchema().addType(Schema.SchemaType.STRING)
                        .enumeration(List.of("timeout", "aborted")).description("timeout: the seat to move ran out "
                                + "of time and lost; aborted: a setup step or a first move was missed, no result."))
                .addProperty("state", ref("GameState"))
                .required(List.of("seat", "action", "state")));
    }

    /** The {@code Last-Event-ID} header of a stream. */
    public static Parameter lastEventId(String description) {
        return OASFactory.createParameter().name("Last-Event-ID").in(Parameter.In.HEADER).description(description)
                .schema(OASFactory.createSchema().addType(Schema.SchemaType.STRING));
    }

    /** The {@code lastEventId} query parameter of a stream, for clients that cannot set headers. */
    public static Parameter lastEventIdQuery() {
        return OASFactory.createParameter().name("lastEventId").in(Parameter.In.QUERY)
                .description("Same as Last-Event-ID, for clients that cannot set headers.")
                .schema(OASFactory.createSchema().addType(Schema.SchemaType.STRING));
    }

    /**
     * A stream's 200: SSE whose frames are those of {@code event}, or NDJSON whose lines are
     * {@code line} (the event, or the event or a reconnect hint).
     */
    public static org.eclipse.microprofile.openapi.models.responses.APIResponse stream(String event, String line) {
        return OASFactory.createAPIResponse().description("The stream.").content(OASFactory.createContent()
                .addMediaType("text/event-stream", OASFactory.createMediaType().schema(OASFactory.createSchema()
                        .addType(Schema.SchemaType.STRING).description("Server-Sent Events: each frame's id, event and "
                                + "data fields are those of a " + event + ", data as one line of JSON.")))
                .addMediaType("application/x-ndjson", OASFactory.createMediaType().schema(ref(line).description(
                        "Each line of the stream is one " + (line.equals(event) ? event : line) + "; an empty line is a "
                                + "keep-alive."))));
    }

    /** A reference to a component schema of the document. */
    public static Schema ref(String component) {
        return OASFactory.createSchema().ref("#/components/schemas/" + component);
    }

    /** A problem answer ({@code application/problem+json}, the Problem schema) with this description. */
    public static org.eclipse.microprofile.openapi.models.responses.APIResponse problem(String description) {
        return OASFactory.createAPIResponse().description(description)
                .content(OASFactory.createContent().addMediaType("application/problem+json",
                        OASFactory.createMediaType().schema(OASFactory.createSchema().ref("#/components/schemas/Problem"))));
    }
}
