package org.ringgames.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A webhook receiver on the loopback interface, for tests, as a portal would write one: it checks
 * every request's Standard Webhooks signature with the secret it was given (its own HMAC, not the
 * service's code), refuses a bad one with 401, and otherwise answers as told: 200, an error status,
 * or not at all until released. It keeps every request it accepted, and every webhook-id once.
 */
public final class WebhookReceiver implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One request the receiver got, with whether its signature held and what it answered. */
    public record Received(String id, long timestamp, String signature, JsonNode body, boolean signed, int answered,
                           Instant at) {
        public String gameId() {
            return body.path("data").path("gameId").asText();
        }

        public long version() {
            return body.path("data").path("version").asLong();
        }

        public String event() {
            return body.path("data").path("event").asText();
        }
    }

    public enum Mode { ACCEPT, FAIL, HANG }

    private final HttpServer server;
    private volatile String secret;
    private volatile Mode mode = Mode.ACCEPT;
    private volatile int failStatus = 503;
    private volatile CountDownLatch release = new CountDownLatch(0);
    private volatile Duration answerAfter = Duration.ZERO;
    private final List<Received> requests = new CopyOnWriteArrayList<>();

    private WebhookReceiver(HttpServer server) {
        this.server = server;
    }

    /** A receiver on a free loopback port; its URL is {@link #url()}. */
    public static WebhookReceiver start() {
        return start(0);
    }

    public static WebhookReceiver start(int port) {
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 64);
            WebhookReceiver receiver = new WebhookReceiver(server);
            server.createContext("/hook", receiver::handle);
            server.setExecutor(Executors.newCachedThreadPool());
            server.start();
            return receiver;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String url() {
        return "http://127.0.0.1:" + port() + "/hook";
    }

    public int port() {
        return server.getAddress().getPort();
    }

    public void secret(String secret) {
        this.secret = secret;
    }

    /** Answers every request with {@code status} from now on (a receiver having trouble). */
    public void failWith(int status) {
        failStatus = status;
        mode = Mode.FAIL;
    }

    /** Answers each request only after {@code delay} (a slow receiver). */
    public void answerAfter(Duration delay) {
        answerAfter = delay;
    }

    /** Holds every request unanswered until {@link #accept()}. */
    public void hang() {
        release = new CountDownLatch(1);
        mode = Mode.HANG;
    }

    public void accept() {
        mode = Mode.ACCEPT;
        release.countDown();
    }

    public List<Received> all() {
        return List.copyOf(requests);
    }

    /** The requests answered 2xx, the first of each webhook-id only, in the order they came. */
    public List<Received> accepted() {
        Map<String, Received> first = new LinkedHashMap<>();
        for (Received r : requests) {
            if (r.answered() == 200) {
                first.putIfAbsent(r.id(), r);
            }
        }
        return new ArrayList<>(first.values());
    }

    /** Waits until the accepted requests that match number at least {@code count}; returns them. */
    public List<Received> await(Predicate<Received> which, int count, Duration timeout) {
        long end = System.nanoTime() + timeout.toNanos();
        while (true) {
            List<Received> matching = accepted().stream().filter(which).toList();
            if (matching.size() >= count) {
                return matching;
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("the receiver accepted " + matching.size() + " matching deliveries within "
                        + timeout + ", not " + count + "; all requests: " + requests);
            }
            sleep(50);
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (InputStream in = exchange.getRequestBody()) {
            String body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            String id = exchange.getRequestHeaders().getFirst("webhook-id");
            String timestamp = exchange.getRequestHeaders().getFirst("webhook-timestamp");
            String signature = exchange.getRequestHeaders().getFirst("webhook-signature");
            boolean signed = id != null && timestamp != null && signature != null
                    && verify(id, timestamp, body, signature)
                    && "application/json".equals(exchange.getRequestHeaders().getFirst("content-type"));
            Mode now = mode;
            if (now == Mode.HANG) {
                try {
                    release.await(60, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                now = mode;
            }
            if (!answerAfter.isZero()) {
                sleep(answerAfter.toMillis());
            }
            int status = !signed ? 401 : now == Mode.FAIL ? failStatus : 200;
            requests.add(new Received(id, timestamp == null ? 0 : Long.parseLong(timestamp), signature,
                    JSON.readTree(body), signed, status, Instant.now()));
            exchange.sendResponseHeaders(status, -1);
        } finally {
            exchange.close();
        }
    }

    /** Standard Webhooks: any of the space-separated v1 signatures is HMAC-SHA256(key, id.timestamp.body). */
    private boolean verify(String id, String timestamp, String body, String header) {
        String key = secret;
        if (key == null || !key.startsWith("whsec_")) {
            return false;
        }
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(Base64.getDecoder().decode(key.substring(6)), "HmacSHA256"));
            String expected = Base64.getEncoder().encodeToString(
                    mac.doFinal((id + "." + timestamp + "." + body).getBytes(StandardCharsets.UTF_8)));
            for (String part : header.split(" ")) {
                if (part.equals("v1," + expected)) {
                    return true;
                }
            }
            return false;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        release.countDown();
        server.stop(0);
    }
}
