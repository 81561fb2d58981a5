package org.ringgames.web.events;

import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/** The OpenAPI description of the event stream, which is a Vert.x route and not seen by the scanner. */
public final class EventsOperation {

    private EventsOperation() {
    }

    public static void addTo(OpenAPI openApi) {
        Schema text = OASFactory.createSchema().addType(Schema.SchemaType.STRING);
        Operation operation = OASFactory.createOperation()
                .operationId("gameEvents")
                .summary("Follow a game's events")
                .description("""
                        A stream of the game's changes: Server-Sent Events (text/event-stream), or NDJSON with \
                        Accept: application/x-ndjson (one {"id", "event", "data"} object a line). The first event \
                        is always `state` (the full state). Then one event per change: `setup`, `move`, \
                        `draw-offer`, `takeback`, `finished` (after which the stream ends); `data` is what the seat \
                        did with the state after it, as anyone may see it (a game that ends on time: \
                        {"seat", "action": "timeout" | "aborted", "state"}; every state carries its clock): the stream takes no token, and an Xe \
                        Queo secret appears in it only once its round is over. `id` is the game's state version: reconnect with \
                        Last-Event-ID (or ?lastEventId=) to get exactly the events after it, replayed from the \
                        database, whichever replica you reach; the opening `state` of a resumed stream carries no \
                        id. A comment (SSE) or an empty line (NDJSON) every 15 s keeps idle streams open; at \
                        shutdown a stream ends with a retry hint.""")
                .addTag("games")
                // Public: the stream shows what anyone may see, and takes no token.
                .security(java.util.List.of())
                .addParameter(OASFactory.createParameter().name("id").in(Parameter.In.PATH).required(true).schema(text))
                .addParameter(OASFactory.createParameter().name("Last-Event-ID").in(Parameter.In.HEADER)
                        .description("Resume after this event id (a state version).").schema(text))
                .addParameter(OASFactory.createParameter().name("lastEventId").in(Parameter.In.QUERY)
                        .description("Same as Last-Event-ID, for clients that cannot set headers.").schema(text))
                .responses(OASFactory.createAPIResponses()
                        .addAPIResponse("200", OASFactory.createAPIResponse().description("The stream.")
                                .content(OASFactory.createContent()
                                        .addMediaType("text/event-stream", OASFactory.createMediaType().schema(text))
                                        .addMediaType("application/x-ndjson", OASFactory.createMediaType().schema(text))))
                        .addAPIResponse("400", problem("Problem: malformed-request (Last-Event-ID)"))
                        .addAPIResponse("404", problem("Problem: not-found"))
                        .addAPIResponse("503", problem("Problem: service-unavailable (database unreachable; Retry-After)")));
        openApi.getPaths().addPathItem("/api/v1/games/{id}/events", OASFactory.createPathItem().GET(operation));
    }

    private static org.eclipse.microprofile.openapi.models.responses.APIResponse problem(String description) {
        return OASFactory.createAPIResponse().description(description)
                .content(OASFactory.createContent().addMediaType("application/problem+json",
                        OASFactory.createMediaType().schema(OASFactory.createSchema().ref("#/components/schemas/Problem"))));
    }
}
