package org.ringgames.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A client of a game's event stream, for tests: reads SSE or NDJSON over real HTTP on a thread of
 * its own and hands out parsed events in order.
 */
public final class EventStream implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    /**
     * One event; {@code id} is null when the event carried none, or an id that is no version (a chat
     * line's {@code <version>:<line>}); {@code textId} is the id as sent.
     */
    public record Event(Long id, String type, JsonNode data, String textId) {
        public Event(Long id, String type, JsonNode data) {
            this(id, type, data, id == null ? null : String.valueOf(id));
        }

        static Event of(String id, String type, JsonNode data) {
            return new Event(id == null || id.contains(":") ? null : Long.valueOf(id), type, data, id);
        }
    }

    private static final Event END = new Event(null, "<end>", null);

    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final HttpResponse<Stream<String>> response;
    private volatile Integer retryMillis;
    private volatile AssertionError outsideContract;
    private final Thread reader;

    private EventStream(HttpResponse<Stream<String>> response, boolean ndjson) {
        this.response = response;
        this.reader = new Thread(() -> read(ndjson), "event-stream-test-client");
        reader.setDaemon(true);
        reader.start();
    }

    public static EventStream open(String url, Long lastEventId, boolean ndjson) {
        return open(url, lastEventId == null ? null : String.valueOf(lastEventId), ndjson, null, null);
    }

    /** A stream opened with a credential ({@code header}: Authorization or X-Api-Key; null for none). */
    public static EventStream open(String url, String lastEventId, boolean ndjson, String header, String value) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .header("Accept", ndjson ? "application/x-ndjson" : "text/event-stream");
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        if (header != null) {
            request.header(header, value);
        }
        try {
            return new EventStream(CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofLines()), ndjson);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public int status() {
        return response.statusCode();
    }

    public String contentType() {
        return response.headers().firstValue("Content-Type").orElse("");
    }

    /**
     * The next event, or an AssertionError after {@code timeout}, or as soon as an event came that
     * {@code openapi.yaml}'s GameEvent schema does not describe.
     */
    public Event next(Duration timeout) {
        try {
            Event event = events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
            if (outsideContract != null) {
                throw outsideContract;
            }
            if (event == null) {
                throw new AssertionError("no event within " + timeout);
            }
            return event;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Whether the server ended the stream within {@code timeout} (no other event first). */
    public boolean endsWithin(Duration timeout) {
        return next(timeout) == END;
    }

    public Integer retryMillis() {
        return retryMillis;
    }

    private void read(boolean ndjson) {
        String id = null;
        String type = null;
        StringBuilder data = new StringBuilder();
        try (Stream<String> lines = response.body()) {
            for (String line : (Iterable<String>) lines::iterator) {
                if (ndjson) {
                    if (!line.isBlank()) {
                        JsonNode node = JSON.readTree(line);
                        check(node);
                        events.add(Event.of(node.has("id") ? node.get("id").asText() : null,
                                node.get("event").asText(), node.get("data")));
                    }
                    continue;
                }
                if (line.isEmpty()) {
                    if (type != null) {
                        JsonNode node = JSON.readTree(data.toString());
                        ObjectNode frame = JSON.createObjectNode();
                        if (id != null) {
                            if (id.contains(":")) {
                                frame.put("id", id);
                            } else {
                                frame.put("id", Long.parseLong(id));
                            }
                        }
                        check(frame.put("event", type).set("data", node));
                        events.add(Event.of(id, type, node));
                    }
                    id = null;
                    type = null;
                    data.setLength(0);
                } else if (line.startsWith("id: ")) {
                    id = line.substring(4);
                } else if (line.startsWith("event: ")) {
                    type = line.substring(7);
                } else if (line.startsWith("data: ")) {
                    data.append(line.substring(6));
                } else if (line.startsWith("retry: ")) {
                    retryMillis = Integer.valueOf(line.substring(7));
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // the connection was closed (by the test, or the server going away)
        } finally {
            events.add(END);
        }
    }

    /** Every event is held to the contract, as every HTTP answer of the suite is. */
    private void check(JsonNode event) {
        List<String> violations = OpenApiContract.committed().eventViolations(event);
        if (!violations.isEmpty() && outsideContract == null) {
            outsideContract = new AssertionError("openapi.yaml's GameEvent does not describe the event "
                    + event + ":\n  - " + String.join("\n  - ", violations));
        }
    }

    @Override
    public void close() {
        reader.interrupt();
        try {
            response.body().close();
        } catch (RuntimeException e) {
            // already closed
        }
    }
}
