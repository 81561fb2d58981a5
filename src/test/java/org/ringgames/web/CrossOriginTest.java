package org.ringgames.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/**
 * CORS for portals that call the API from their own pages: the test profile lists
 * https://portal.example. A plain HTTP client, since preflights are not API operations that
 * openapi.yaml describes.
 */
@QuarkusTest
class CrossOriginTest {

    @TestHTTPResource("/api/v1/games")
    URI games;

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void aListedOriginMayCreateGamesWithTokensAndIdempotencyKeys() throws Exception {
        HttpResponse<String> preflight = preflight("https://portal.example");
        assertThat(preflight.statusCode()).isEqualTo(200);
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Origin")).hasValue("https://portal.example");
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Headers").orElse("").toLowerCase())
                .contains("authorization", "idempotency-key", "content-type");

        HttpResponse<String> created = http.send(HttpRequest.newBuilder(games)
                .header("Origin", "https://portal.example").header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"game\": \"gyges\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(created.headers().firstValue("Access-Control-Allow-Origin")).hasValue("https://portal.example");
        assertThat(created.headers().firstValue("Access-Control-Expose-Headers").orElse(""))
                .contains("ETag", "Location", "Retry-After", "Idempotent-Replayed");
    }

    @Test
    void anOriginNotListedGetsNoPermission() throws Exception {
        HttpResponse<String> preflight = preflight("https://elsewhere.example");
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
    }

    private HttpResponse<String> preflight(String origin) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(games)
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", origin)
                .header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "content-type,authorization,idempotency-key").build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
