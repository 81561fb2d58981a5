package org.ringgames.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Production's defaults, where the operator lists no origin: no other origin's page may call the
 * API nor frame the embed page.
 */
@QuarkusTest
@TestProfile(CrossOriginClosedTest.NoOrigins.class)
class CrossOriginClosedTest {

    public static class NoOrigins implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            // The test profile lists portal origins; these put back production's defaults
            // (ClientConfig's default for the frame, no value at all for CORS).
            return Map.of("quarkus.http.cors.origins", "", "ringgames.client.frame-ancestor-origins", "'none'");
        }
    }

    @TestHTTPResource("/")
    URI base;

    @Test
    void withNoOriginListedNoOtherOriginMayCallTheApiOrFrameTheBoard() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<String> preflight = http.send(HttpRequest.newBuilder(base.resolve("/api/v1/games"))
                .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                .header("Origin", "https://portal.example")
                .header("Access-Control-Request-Method", "POST").build(), HttpResponse.BodyHandlers.ofString());
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();

        HttpResponse<String> embed = http.send(HttpRequest.newBuilder(base.resolve("/embed/games/any")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(embed.headers().firstValue("Content-Security-Policy")).hasValueSatisfying(
                policy -> assertThat(policy).endsWith("; frame-ancestors 'none'"));
    }
}
