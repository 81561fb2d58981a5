package org.ringgames.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.ringgames.web.portals.ProductionDefaults;

/**
 * Production's defaults, where the operator lists no origin: no other origin's page may call the
 * API nor frame the embed page.
 */
@QuarkusTest
@TestProfile(ProductionDefaults.class)
class CrossOriginClosedTest {

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
