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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * A client of a stream read after a cursor — the portal stream ({@code GET /api/v1/events}) or a
 * player's ({@code GET /api/v1/players/me/events}) — for tests: SSE or NDJSON over real HTTP, read
 * on a thread of its own; every event is held to openapi.yaml (PortalEvent or PlayerEvent, and the
 * NDJSON line's schema).
 */
public final class FeedStream implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    /** One event: its cursor, type, and envelope ({@code gameId, externalId, event, version, data}). */
    public record Event(String id, String type, JsonNode data) {
        public String gameId() {
            return data.path("gameId").asText();
        }

        public long version() {
            return data.path("version").asLong();
        }
    }

    private static final Event END = new Event(null, "<end>", null);

    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final HttpResponse<Stream<String>> response;
    private volatile AssertionError outsideContract;
    /** An event {@link #quietFor} took while looking: the next one {@link #next} gives. */
    private Event held;
    private final Thread reader;

    private final String eventSchema;
    private final String lineSchema;

    private FeedStream(HttpResponse<Stream<String>> response, boolean ndjson, String eventSchema, String lineSchema) {
        this.response = response;
        this.eventSchema = eventSchema;
        this.lineSchema = lineSchema;
        this.reader = new Thread(() -> read(ndjson), "feed-stream-test-client");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * @param url         the stream's URL (with any query)
     * @param apiKey      the portal's key, or null (open mode)
     * @param lastEventId resume after this cursor, or null
     */
    public static FeedStream open(String url, String apiKey, String lastEventId, boolean ndjson) {
        return open(url, apiKey == null ? null : "X-Api-Key", apiKey, lastEventId, ndjson, "PortalEvent", "PortalStreamLine");
    }

    /**
     * A player's stream.
     *
     * @param url         the stream's URL (with any query)
     * @param token       the player's token
     * @param lastEventId resume after this cursor, or null
     */
    public static FeedStream player(String url, String token, String lastEventId, boolean ndjson) {
        return open(url, "Authorization", "Bearer " + token, lastEventId, ndjson, "PlayerEvent", "PlayerStreamLine");
    }

    private static FeedStream open(String url, String header, String value, String lastEventId, boolean ndjson,
                                   String eventSchema, String lineSchema) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .header("Accept", ndjson ? "application/x-ndjson" : "text/event-stream");
        if (header != null) {
            request.header(header, value);
        }
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        try {
            return new FeedStream(CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofLines()), ndjson,
                    eventSchema, lineSchema);
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

    /** The next event, or an AssertionError after {@code timeout} or once an event broke the contract. */
    public Event next(Duration timeout) {
        try {
            Event event = held != null ? held : events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
            held = null;
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

    /** Reads events until {@code count} of them match; returns every event read meanwhile. */
    public List<Event> until(Predicate<Event> which, int count, Duration timeout) {
        long end = System.nanoTime() + timeout.toNanos();
        List<Event> read = new ArrayList<>();
        int matched = 0;
        while (matched < count) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError("the stream gave " + matched + " matching events within " + timeout
                        + ", not " + count + "; read: " + read);
            }
            Event event = next(Duration.ofNanos(left));
            if (event == END) {
                throw new AssertionError("the stream ended after " + read);
            }
            read.add(event);
            if (which.test(event)) {
                matched++;
            }
        }
        return read;
    }

    /** Whether no event comes within {@code quiet} (the stream stays open). */
    public boolean quietFor(Duration quiet) {
        if (held != null) {
            return false;
        }
        try {
            held = events.poll(quiet.toMillis(), TimeUnit.MILLISECONDS);
            return held == null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
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
                        check(lineSchema, node);
                        if (node.has("id")) {
                            events.add(new Event(node.get("id").asText(), node.get("event").asText(), node.get("data")));
                        }
                    }
                    continue;
                }
                if (line.isEmpty()) {
                    if (type != null) {
                        JsonNode node = JSON.readTree(data.toString());
                        ObjectNode frame = JSON.createObjectNode();
                        if (id != null) {
                            frame.put("id", id);
                        }
                        check(eventSchema, frame.put("event", type).set("data", node));
                        events.add(new Event(id, type, node));
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
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // the connection was closed (by the test, or the server going away)
        } finally {
            events.add(END);
        }
    }

    private void check(String component, JsonNode event) {
        List<String> violations = OpenApiContract.committed().schemaViolations(component, event);
        if (!violations.isEmpty() && outsideContract == null) {
            outsideContract = new AssertionError("openapi.yaml's " + component + " does not describe " + event
                    + ":\n  - " + String.join("\n  - ", violations));
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
