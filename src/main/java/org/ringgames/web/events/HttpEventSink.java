package org.ringgames.web.events;

import io.vertx.core.Context;
import io.vertx.core.http.HttpServerResponse;
import org.ringgames.play.events.EventSink;

/**
 * A stream on one HTTP response, as Server-Sent Events or NDJSON. Every write is run on the
 * connection's Vert.x context, in call order; {@link #writable} reads the response's write queue,
 * so a client that stops reading pauses its subscription instead of filling memory.
 */
public final class HttpEventSink implements EventSink {

    static final int RETRY_MILLIS = 2_000;

    private final HttpServerResponse response;
    private final Context context;
    private final boolean ndjson;
    private volatile boolean open = true;

    public HttpEventSink(HttpServerResponse response, Context context, boolean ndjson) {
        this.response = response;
        this.context = context;
        this.ndjson = ndjson;
    }

    @Override
    public boolean isOpen() {
        return open && !response.closed() && !response.ended();
    }

    @Override
    public boolean writable() {
        return !response.writeQueueFull();
    }

    @Override
    public void onWritable(Runnable resume) {
        context.runOnContext(v -> {
            if (!response.writeQueueFull()) {
                resume.run();
            } else {
                response.drainHandler(drained -> {
                    response.drainHandler(null);
                    resume.run();
                });
            }
        });
    }

    @Override
    public void send(long id, boolean withId, String type, String data) {
        write(ndjson ? ndjson(id, withId, type, data) : sse(id, withId, type, data));
    }

    /**
     * Writes one event whose id is text (the portal stream's cursor: hex digits; a chat line's
     * {@code <version>:<line>}: nothing to escape), a JSON string in NDJSON.
     */
    @Override
    public void send(String id, String type, String data) {
        write(ndjson ? "{\"id\":\"" + id + "\",\"event\":\"" + type + "\",\"data\":" + data + "}\n"
                : sseText(id, type, data));
    }

    static String sse(long id, boolean withId, String type, String data) {
        return sseText(withId ? Long.toString(id) : null, type, data);
    }

    private static String sseText(String id, String type, String data) {
        StringBuilder text = new StringBuilder(data.length() + 96);
        if (id != null) {
            text.append("id: ").append(id).append('\n');
        }
        text.append("event: ").append(type).append('\n');
        for (String line : data.split("\n", -1)) {
            text.append("data: ").append(line).append('\n');
        }
        return text.append('\n').toString();
    }

    /** One JSON object a line; {@code data} is JSON already, so it is embedded as it is. */
    static String ndjson(long id, boolean withId, String type, String data) {
        return "{" + (withId ? "\"id\":" + id + "," : "") + "\"event\":\"" + type + "\",\"data\":" + data + "}\n";
    }

    @Override
    public void keepAlive() {
        write(ndjson ? "\n" : ": keep-alive\n\n");
    }

    @Override
    public void close(boolean retryHint) {
        context.runOnContext(v -> {
            if (isOpen()) {
                if (retryHint) {
                    response.write(ndjson ? "{\"event\":\"reconnect\",\"retryMillis\":" + RETRY_MILLIS + "}\n"
                            : "retry: " + RETRY_MILLIS + "\n\n");
                }
                response.end();
            }
            open = false;
        });
    }

    @Override
    public void onClose(Runnable closed) {
        context.runOnContext(v -> {
            response.closeHandler(c -> {
                open = false;
                closed.run();
            });
            // A client that left before this ran (while the stream's first read was in the database)
            // fires no close handler: it closed with none set. Run it now, or the stream's subscription
            // (and a player's presence, renewed by its lease) would stay for ever. The hooks are
            // idempotent, so a handler that also fires does no harm.
            if (response.closed()) {
                open = false;
                closed.run();
            }
        });
    }

    private void write(String text) {
        context.runOnContext(v -> {
            if (isOpen()) {
                response.write(text);
            }
        });
    }
}
