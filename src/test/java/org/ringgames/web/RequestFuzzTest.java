package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringgames.support.OpenApiContract;

/**
 * A seeded fuzz over every operation of the committed openapi.yaml: {@value #PER_OPERATION}
 * mutated requests each, over a plain socket (no client library sends most of them): unknown
 * query parameters, known ones with garbage, very long, out-of-range or huge values, dot-segments
 * and odd percent-escapes in the path, broken UTF-8, odd headers (Last-Event-ID, If-Match, Accept,
 * Content-Type, a huge Authorization) and broken bodies. No answer may be a 5xx, every 4xx must be
 * a problem, and every answer must keep the contract. The seed is fixed ({@code -Dfuzz.seed=} picks
 * another) and printed with every failure, so a failure replays.
 */
@QuarkusTest
class RequestFuzzTest {

    static final int PER_OPERATION = 30;
    static final long SEED = Long.getLong("fuzz.seed", 38L);
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URL base;

    private record Operation(String method, String template, String path, List<String> query, boolean body) {
    }

    private record Answer(int status, Map<String, String> headers, String body) {
        String contentType() {
            return headers.getOrDefault("content-type", "");
        }
    }

    private static final List<String> VALUES = List.of("", "x", "-1", "0", "99999999999999999999", "1e400", "NaN",
            "true", "[]", "{}", "null", "+300000-01-01T00:00:00Z", "-4713-01-01T00:00:00Z", "2026-13-45T99:99:99Z",
            "%C0%AF", "%FF", "%00", "%E2%80%AE", "..%2F..%2F", "%25", "a".repeat(5000), "south", "finished",
            "e5e0f3d6-0000-4000-8000-000000000000", "%F0%9F%8E%B2", "'%20or%201=1%20--", "<script>");

    private static final List<String> SEGMENTS = List.of("..", ".", "%2e%2e", "%2E", "%2F", "%C0%AF", "%FF", "%00",
            "a".repeat(3000), "%E2%80%8B", "-1", "99999999999999999999", "null", "%20");

    private static final List<String[]> HEADERS = List.of(
            new String[] {"Last-Event-ID", "garbage"}, new String[] {"Last-Event-ID", "-1"},
            new String[] {"Last-Event-ID", "99999999999999999999"}, new String[] {"Last-Event-ID", "x".repeat(4000)},
            new String[] {"If-Match", "garbage"}, new String[] {"If-Match", "\""}, new String[] {"If-Match", "W/"},
            new String[] {"If-Match", "\"1\"" + ", \"1\"".repeat(1500)}, new String[] {"If-Match", "*, \"2\""},
            new String[] {"Accept", "*/*;q=abc"}, new String[] {"Accept", "application/json;q=2"},
            new String[] {"Accept", "text/html"}, new String[] {"Accept", "image/*"}, new String[] {"Accept", "*/*"},
            new String[] {"Accept", "application/json;charset=ebcdic"},
            new String[] {"Content-Type", "application/json; charset=ebcdic"},
            new String[] {"Content-Type", "application/json;charset=\""}, new String[] {"Content-Type", "text/plain"},
            new String[] {"Content-Type", "multipart/form-data"},
            new String[] {"Content-Type", "application/x-www-form-urlencoded"},
            new String[] {"Authorization", "Bearer " + "t".repeat(12_000)}, new String[] {"Authorization", "Basic ???"},
            new String[] {"Authorization", "Bearer"}, new String[] {"Authorization", "Bearer \u00e9\u00e8"},
            new String[] {"X-Api-Key", "k".repeat(5000)}, new String[] {"Idempotency-Key", "\u00e9"},
            new String[] {"Idempotency-Key", "k".repeat(300)});

    private static final List<String> BODIES = List.of("", "{", "}", "[]", "null", "\"x\"", "0", "{}",
            "{\"unknown\": 1}", "{\"game\": \"gyges\", \"game\": \"xequeo\"}", "[".repeat(5000),
            "{\"a\":".repeat(3000), "{\"secret\": \"" + "s".repeat(20_000) + "\"}", "{\"n\": 1e99999}",
            "{\"limit\": 99999999999999999999}", "{\"to\": \"\\ud800\"}", "{\"row\": \"\u0000\"}",
            "{\"startClocksAt\": \"+300000-01-01T00:00:00Z\", \"game\": \"gyges\"}",
            "{\"game\": \"gyges\", \"clock\": {\"initialSeconds\": -1, \"incrementSeconds\": 1e10}}",
            "{\"url\": \"https://[64:ff9b:1::a00:1]/\", \"zz\": 1}", "{\"reason\": \"" + "r".repeat(3000) + "\"}");

    @Test
    void noMutatedRequestOnAnyOperationIsAServerErrorAndEveryRefusalIsAProblem() {
        String gameId = given().contentType(ContentType.JSON).body("{\"game\": \"gyges\"}").post("/api/v1/games")
                .then().statusCode(201).extract().path("id");
        System.out.println("RequestFuzzTest: seed " + SEED + ", " + PER_OPERATION + " requests per operation");
        Random random = new Random(SEED);
        List<String> failures = new ArrayList<>();
        int sent = 0;
        for (Operation operation : operations(gameId)) {
            for (int n = 0; n < PER_OPERATION; n++) {
                Request request = mutate(operation, random);
                sent++;
                Answer answer;
                try {
                    answer = send(base.getPort(), request);
                } catch (IOException | RuntimeException e) {
                    failures.add(request + " → no answer: " + e);
                    continue;
                }
                String verdict = verdict(request, answer);
                if (verdict != null) {
                    failures.add(request + " → " + answer.status() + " " + answer.contentType() + ": " + verdict
                            + "\n    " + abbreviated(answer.body()));
                }
            }
        }
        assertThat(sent).isGreaterThan(PER_OPERATION * 10);
        assertThat(failures).as("fuzz with seed " + SEED + " (-Dfuzz.seed=" + SEED + " replays it)").isEmpty();
    }

    private static String verdict(Request request, Answer answer) {
        if (answer.status() >= 500) {
            return "a server error";
        }
        if (answer.status() >= 400) {
            if (!answer.contentType().startsWith("application/problem+json")) {
                return "a refusal that is not a problem";
            }
            try {
                JsonNode problem = JSON.readTree(answer.body());
                if (!problem.path("type").isTextual() || problem.path("status").asInt() != answer.status()) {
                    return "a problem without its type or with another status";
                }
            } catch (IOException e) {
                return "a problem body that is not JSON";
            }
        }
        String path = request.target().replaceFirst("\\?.*", "");
        if (answer.body() != null && (path.startsWith("/api/") || path.startsWith("/problems/"))
                && !path.contains("%") && !path.contains("/.")) {
            List<String> violations = OpenApiContract.committed().violations(new OpenApiContract.Exchange(
                    request.method(), path, request.contentType(), request.body(), answer.status(),
                    answer.headers().get("content-type"), answer.body()));
            if (!violations.isEmpty()) {
                return "breaks the contract: " + violations;
            }
        }
        return null;
    }

    /** A request as sent; its text names what was mutated. */
    private record Request(String method, String target, List<String[]> headers, String body, String mutation) {
        String contentType() {
            return headers.stream().filter(h -> h[0].equalsIgnoreCase("Content-Type")).map(h -> h[1]).findFirst()
                    .orElse(null);
        }

        @Override
        public String toString() {
            return method + " " + abbreviated(target) + " [" + mutation + "]";
        }
    }

    private static Request mutate(Operation operation, Random random) {
        String path = operation.path();
        List<String> query = new ArrayList<>();
        List<String[]> headers = new ArrayList<>();
        headers.add(new String[] {"Accept", "*/*"});
        String body = operation.body() ? "{}" : null;
        if (operation.body()) {
            headers.add(new String[] {"Content-Type", "application/json"});
        }
        List<String> done = new ArrayList<>();
        int mutations = 1 + random.nextInt(2);
        for (int m = 0; m < mutations; m++) {
            switch (random.nextInt(6)) {
                case 0 -> {
                    String name = "zz" + random.nextInt(1000);
                    query.add(name + "=" + pick(VALUES, random));
                    done.add("unknown parameter " + name);
                }
                case 1 -> {
                    if (!operation.query().isEmpty()) {
                        String name = pick(operation.query(), random);
                        String value = pick(VALUES, random);
                        query.add(name + "=" + value);
                        done.add(name + "=" + abbreviated(value));
                    }
                }
                case 2 -> {
                    List<String> segments = new ArrayList<>(List.of(path.substring(1).split("/")));
                    int at = random.nextInt(segments.size());
                    String segment = pick(SEGMENTS, random);
                    if (random.nextBoolean()) {
                        segments.set(at, segment);
                    } else {
                        segments.add(at, segment);
                    }
                    path = "/" + String.join("/", segments);
                    done.add("path segment " + abbreviated(segment));
                }
                case 3, 4 -> {
                    String[] header = pick(HEADERS, random);
                    headers.removeIf(h -> h[0].equalsIgnoreCase(header[0]));
                    headers.add(header);
                    done.add(header[0] + ": " + abbreviated(header[1]));
                }
                default -> {
                    if (operation.body() || random.nextInt(4) == 0) {
                        body = pick(BODIES, random);
                        if (headers.stream().noneMatch(h -> h[0].equalsIgnoreCase("Content-Type"))) {
                            headers.add(new String[] {"Content-Type", "application/json"});
                        }
                        done.add("body " + abbreviated(body));
                    }
                }
            }
        }
        String target = path + (query.isEmpty() ? "" : "?" + String.join("&", query));
        return new Request(operation.method(), target, headers, body, String.join("; ", done));
    }

    private static <T> T pick(List<T> list, Random random) {
        return list.get(random.nextInt(list.size()));
    }

    private static String abbreviated(String text) {
        return text == null ? "" : text.length() > 120 ? text.substring(0, 120) + "… (" + text.length() + " chars)" : text;
    }

    /**
     * HTTP/1.1 over a socket, one request per connection. A stream (text/event-stream,
     * application/x-ndjson) is read no further than its headers: only its refusals matter here.
     */
    private static Answer send(int port, Request request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(5_000);
            byte[] content = request.body() == null ? new byte[0] : request.body().getBytes(StandardCharsets.UTF_8);
            StringBuilder head = new StringBuilder(request.method()).append(' ').append(request.target())
                    .append(" HTTP/1.1\r\nHost: 127.0.0.1:").append(port).append("\r\nConnection: close\r\n");
            for (String[] header : request.headers()) {
                head.append(header[0]).append(": ").append(header[1]).append("\r\n");
            }
            if (request.body() != null) {
                head.append("Content-Length: ").append(content.length).append("\r\n");
            }
            OutputStream out = socket.getOutputStream();
            out.write(head.append("\r\n").toString().getBytes(StandardCharsets.UTF_8));
            out.write(content);
            out.flush();
            InputStream in = new java.io.BufferedInputStream(socket.getInputStream());
            String statusLine = line(in);
            Map<String, String> headers = new LinkedHashMap<>();
            for (String line = line(in); !line.isEmpty(); line = line(in)) {
                int colon = line.indexOf(':');
                headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
            }
            int status = Integer.parseInt(statusLine.split(" ")[1]);
            String type = headers.getOrDefault("content-type", "");
            if (type.startsWith("text/event-stream") || type.startsWith("application/x-ndjson")) {
                return new Answer(status, headers, null);
            }
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            try {
                if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
                    for (int size = Integer.parseInt(line(in).split(";")[0].trim(), 16); size > 0;
                         size = Integer.parseInt(line(in).split(";")[0].trim(), 16)) {
                        body.write(in.readNBytes(size));
                        line(in);
                    }
                } else if (headers.containsKey("content-length")) {
                    body.write(in.readNBytes(Integer.parseInt(headers.get("content-length"))));
                } else {
                    body.write(in.readAllBytes());
                }
            } catch (SocketTimeoutException e) {
                throw new IOException("the answer's body did not end", e);
            }
            return new Answer(status, headers, body.toString(StandardCharsets.UTF_8));
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("the answer ended inside its head");
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    /** Every operation of the committed document, with its path's parameters filled in and its query parameters named. */
    private static List<Operation> operations(String gameId) {
        JsonNode paths;
        try {
            paths = new YAMLMapper().readTree(Files.readString(Path.of("openapi.yaml"))).path("paths");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        List<Operation> operations = new ArrayList<>();
        paths.fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(method -> {
            if (List.of("get", "post", "put", "patch", "delete").contains(method.getKey())) {
                List<String> query = new ArrayList<>();
                method.getValue().path("parameters").forEach(p -> {
                    if (p.path("in").asText().equals("query")) {
                        query.add(p.path("name").asText());
                    }
                });
                operations.add(new Operation(method.getKey().toUpperCase(Locale.ROOT), path.getKey(), path.getKey()
                        .replace("{id}", gameId).replace("{slug}", "malformed-request").replace("{portal}", "alpha")
                        .replace("{seat}", "south").replace("{deliveryId}", gameId).replace("{pool}", "gyges-blitz"), query,
                        method.getValue().has("requestBody")));
            }
        }));
        assertThat(operations).as("operations in openapi.yaml").hasSizeGreaterThan(10);
        return operations;
    }
}
