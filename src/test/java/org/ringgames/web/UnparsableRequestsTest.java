package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ringgames.support.OpenApiContract;
import org.ringgames.support.RawHttp;

/**
 * Requests whose syntax is broken before any body is read, on every operation openapi.yaml
 * documents: an empty or unparsable {@code Content-Type} or {@code Accept}, and a broken
 * percent-escape in the path or the query. Each is a 400 malformed-request problem that names the
 * header or the escape, held to the contract like every answer of the suite. Seen before: an empty
 * {@code Content-Type} on the analysis was a 500, and {@code ?cursor=%%%} a bare 400 without a body.
 * Sent over a plain socket: no client library sends such requests.
 */
@QuarkusTest
class UnparsableRequestsTest {

    @TestHTTPResource("/")
    URL base;

    private String gameId;

    /** One operation of the document, with its path's parameters filled in. */
    private record Operation(String method, String template, String path) {
    }

    @BeforeEach
    void aGame() {
        gameId = given().contentType(ContentType.JSON).body("{\"game\": \"gyges\"}").post("/api/v1/games")
                .then().statusCode(201).extract().path("id");
    }

    @Test
    void anEmptyOrUnparsableContentTypeIsAMalformedRequestOnEveryOperation() {
        for (Operation operation : operations()) {
            for (String contentType : List.of("", "json", "application/", "/json")) {
                expectMalformed(operation, operation.path(), List.<String[]>of(new String[] {"Content-Type", contentType},
                        new String[] {"Accept", "*/*"}), "{}", "Content-Type");
            }
        }
    }

    @Test
    void anEmptyOrUnparsableAcceptIsAMalformedRequestOnEveryOperation() {
        for (Operation operation : operations()) {
            for (String accept : List.of("", "json", "application/json, nonsense", "/")) {
                expectMalformed(operation, operation.path(), List.<String[]>of(new String[] {"Accept", accept},
                        new String[] {"Content-Type", "application/json"}), "{}", "Accept");
            }
        }
    }

    @Test
    void aBrokenPercentEscapeInTheQueryIsAMalformedRequestOnEveryOperation() {
        for (Operation operation : operations()) {
            for (String query : List.of("?cursor=%%%", "?from=%zz", "?ply=%4")) {
                expectMalformed(operation, operation.path() + query, jsonHeaders(), "{}", "percent-escape");
            }
        }
    }

    @Test
    void aBrokenPercentEscapeInThePathIsAMalformedRequestOnEveryOperation() {
        for (Operation operation : operations()) {
            String path = operation.path().contains(gameId) ? operation.path().replace(gameId, "%zz" + gameId)
                    : operation.path() + "%g1";
            expectMalformed(operation, path, jsonHeaders(), "{}", "percent-escape");
        }
    }

    private void expectMalformed(Operation operation, String target, List<String[]> headers, String body,
                                 String named) {
        boolean withBody = !operation.method().equals("GET");
        RawHttp.Answer answer = RawHttp.send(base.getPort(), operation.method(), target, headers,
                withBody ? body : null);
        String what = operation.method() + " " + target + " with " + describe(headers);
        assertThat(answer.status()).as(what + ": " + answer.body()).isEqualTo(400);
        assertThat(answer.contentType()).as(what).startsWith("application/problem+json");
        assertThat(answer.body()).as(what).contains("/problems/malformed-request").contains(named);
        String contentType = headers.stream().filter(h -> h[0].equals("Content-Type")).map(h -> h[1]).findFirst()
                .orElse(null);
        OpenApiContract.committed().check(RawHttp.exchange(operation.method(), target.replaceFirst("\\?.*", ""),
                contentType, withBody ? body : null, answer));
    }

    private static List<String[]> jsonHeaders() {
        return List.of(new String[] {"Content-Type", "application/json"}, new String[] {"Accept", "*/*"});
    }

    private static String describe(List<String[]> headers) {
        StringBuilder text = new StringBuilder();
        headers.forEach(h -> text.append(h[0]).append(": '").append(h[1]).append("' "));
        return text.toString().trim();
    }

    /**
     * Every operation of the committed document, its {id} a real game's, its {slug} a real type's,
     * and its other parameters (a portal, a seat, a delivery, a rating pool, a tournament's player and
     * round) well-formed values.
     */
    private List<Operation> operations() {
        JsonNode paths;
        try {
            paths = new YAMLMapper().readTree(Files.readString(Path.of("openapi.yaml"))).path("paths");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        List<Operation> operations = new ArrayList<>();
        paths.fields().forEachRemaining(path -> path.getValue().fieldNames().forEachRemaining(method -> {
            if (List.of("get", "post", "put", "patch", "delete").contains(method)) {
                operations.add(new Operation(method.toUpperCase(Locale.ROOT), path.getKey(), path.getKey()
                        .replace("{id}", gameId).replace("{slug}", "malformed-request").replace("{portal}", "alpha")
                        .replace("{seat}", "south").replace("{deliveryId}", gameId)
                        .replace("{pool}", "gyges-blitz").replace("{player}", gameId).replace("{round}", "1")));
            }
        }));
        assertThat(operations).as("operations in openapi.yaml").hasSizeGreaterThan(10);
        assertThat(operations).allSatisfy(o -> assertThat(o.path()).doesNotContain("{"));
        return operations;
    }
}
