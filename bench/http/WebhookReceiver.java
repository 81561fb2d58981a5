import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A webhook receiver for the benchmarks (bench/http/webhook-lag.sh, bench/database/outbox-cost.sh): answers every
 * POST with 200 at once and records, per request, when it arrived against the event time its body
 * carries.
 *
 * <pre>
 *   java bench/http/WebhookReceiver.java PORT OUT_FILE [threads=8]
 * </pre>
 *
 * Listens on 127.0.0.1:PORT ({@code com.sun.net.httpserver}, a fixed pool of {@code threads}
 * handler threads, keep-alive). Each {@code POST} (any path) is read whole and answered
 * {@code 200} with no body; then one line is appended to OUT_FILE:
 * <pre>
 *   arrival_us event_us lag_us webhook-id gameId version type
 * </pre>
 * arrival_us is the wall clock when the handler got the request (microseconds since the epoch),
 * event_us the body's {@code timestamp} (the event row's {@code created_at}, written by the
 * transaction that committed the event), lag_us their difference. A request without the Standard
 * Webhooks headers ({@code webhook-id}, {@code webhook-timestamp}, {@code webhook-signature}) or
 * without a readable timestamp is still answered 200, and recorded with {@code -} fields and
 * lag_us {@code -1}, for the script to count. The signature is not checked (that is the
 * receiver's CPU, not the service's). {@code GET /count} flushes OUT_FILE and answers the number of
 * POSTs so far; the script polls it to know the receiver is up and to read the file complete.
 * Lines are written in arrival order under one lock, so a game's versions can be checked for order.
 */
public class WebhookReceiver {

    static final Pattern TIMESTAMP = Pattern.compile("\"timestamp\":\"([^\"]+)\"");
    static final Pattern GAME = Pattern.compile("\"gameId\":\"([^\"]+)\"");
    static final Pattern VERSION = Pattern.compile("\"version\":(\\d+)");
    static final Pattern TYPE = Pattern.compile("\"type\":\"([^\"]+)\"");

    static BufferedWriter out;
    static long count;

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: java bench/http/WebhookReceiver.java PORT OUT_FILE [threads=8]");
            System.exit(2);
        }
        int port = Integer.parseInt(args[0]);
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        out = Files.newBufferedWriter(Path.of(args[1]), StandardCharsets.US_ASCII);
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 512);
        server.createContext("/", WebhookReceiver::handle);
        server.setExecutor(Executors.newFixedThreadPool(threads));
        server.start();
        System.out.println("listening on 127.0.0.1:" + port + " with " + threads + " threads");
    }

    static void handle(HttpExchange exchange) throws IOException {
        long arrival = micros(Instant.now());
        try (exchange) {
            if ("GET".equals(exchange.getRequestMethod()) && "/count".equals(exchange.getRequestURI().getPath())) {
                byte[] answer;
                synchronized (WebhookReceiver.class) {
                    out.flush();
                    answer = (count + "\n").getBytes(StandardCharsets.US_ASCII);
                }
                exchange.sendResponseHeaders(200, answer.length);
                exchange.getResponseBody().write(answer);
                return;
            }
            String body;
            try (InputStream in = exchange.getRequestBody()) {
                body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            exchange.sendResponseHeaders(200, -1);
            String id = exchange.getRequestHeaders().getFirst("webhook-id");
            boolean signed = id != null && exchange.getRequestHeaders().getFirst("webhook-timestamp") != null
                    && exchange.getRequestHeaders().getFirst("webhook-signature") != null;
            String stamp = group(TIMESTAMP, body);
            long event = -1;
            try {
                event = stamp == null ? -1 : micros(Instant.parse(stamp));
            } catch (RuntimeException unreadable) {
                // recorded with lag -1 below
            }
            String line = event < 0 || !signed
                    ? arrival + " - -1 " + (id == null ? "-" : id) + " - - -"
                    : arrival + " " + event + " " + (arrival - event) + " " + id + " " + orDash(group(GAME, body)) + " "
                            + orDash(group(VERSION, body)) + " " + orDash(group(TYPE, body));
            synchronized (WebhookReceiver.class) {
                out.write(line);
                out.newLine();
                count++;
            }
        }
    }

    static String orDash(String s) {
        return s == null ? "-" : s;
    }

    static String group(Pattern p, String text) {
        Matcher m = p.matcher(text);
        return m.find() ? m.group(1) : null;
    }

    static long micros(Instant t) {
        return t.getEpochSecond() * 1_000_000L + t.getNano() / 1_000;
    }
}
