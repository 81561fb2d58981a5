package org.ringgames.web.events;

import io.vertx.core.Context;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import java.util.Optional;
import java.util.function.Function;
import org.ringgames.play.core.Rejection;

/**
 * What the streams read after a cursor (the portal's, a player's) share on the wire: where a
 * request resumes ({@code Last-Event-ID}, or {@code ?lastEventId=} for clients that cannot set
 * headers), which format it takes, and the opening of the response.
 */
public final class CursorStreamRequests {

    private CursorStreamRequests() {
    }

    /** The cursor the request resumes after, if any; 400 for an id this stream never sent. */
    public static <C> Optional<C> resumeAfter(RoutingContext ctx, Function<String, Optional<C>> parse) {
        String lastEventId = ctx.request().getHeader("Last-Event-ID");
        if (lastEventId == null) {
            lastEventId = ctx.request().getParam("lastEventId");
        }
        if (lastEventId == null || lastEventId.isBlank()) {
            return Optional.empty();
        }
        String text = lastEventId;
        return Optional.of(parse.apply(text).orElseThrow(() -> new Rejection(Rejection.Kind.MALFORMED,
                "Last-Event-ID: '" + text + "' is not an event id of this stream (the id of an event it sent)")));
    }

    /** Whether the client asks for NDJSON rather than Server-Sent Events. */
    public static boolean ndjson(RoutingContext ctx) {
        String accept = ctx.request().getHeader(HttpHeaders.ACCEPT);
        return accept != null && accept.contains("application/x-ndjson");
    }

    /** Starts the stream's response, and gives the sink its events are written to. */
    public static HttpEventSink open(RoutingContext ctx, Context context, boolean ndjson) {
        HttpServerResponse response = ctx.response();
        response.setChunked(true)
                .putHeader(HttpHeaders.CONTENT_TYPE, ndjson ? "application/x-ndjson" : "text/event-stream")
                .putHeader(HttpHeaders.CACHE_CONTROL, "no-cache")
                .putHeader("X-Accel-Buffering", "no");
        // The headers go out at once, so a client knows the stream is open before any event comes.
        response.write(ndjson ? "\n" : ": stream open\n\n");
        return new HttpEventSink(response, context, ndjson);
    }
}
