package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;
import org.ringgames.support.WebhookReceiver;
import org.ringgames.web.portals.PortalGames.Game;

/**
 * Two portals on one service: each one's stream and webhooks carry its own games only, and
 * another portal's webhook is as unknown to it as one that never existed.
 */
@QuarkusTest
// The profile of PortalAuthorityTest: the same two portals, and one application start for both.
@TestProfile(KeyedPortals.class)
class PortalIsolationTest {

    static final String ALPHA = PortalAuthorityTest.ALPHA;
    static final String BETA = PortalAuthorityTest.BETA;
    static final Duration WAIT = Duration.ofSeconds(20);

    @TestHTTPResource("/api/v1/events")
    URL events;

    private static JsonPath register(String key, WebhookReceiver receiver) {
        JsonPath created = given().contentType(ContentType.JSON).header("X-Api-Key", key)
                .body("{\"url\":\"" + receiver.url() + "\"}").post("/api/v1/webhooks").then().statusCode(201)
                .extract().jsonPath();
        receiver.secret(created.getString("secret"));
        return created;
    }

    @Test
    void eachPortalsStreamAndWebhooksCarryItsOwnGamesOnly() {
        try (WebhookReceiver toAlpha = WebhookReceiver.start(); WebhookReceiver toBeta = WebhookReceiver.start();
             FeedStream alphaStream = FeedStream.open(events.toString(), ALPHA, null, true);
             FeedStream betaStream = FeedStream.open(events.toString(), BETA, null, false)) {
            String alphaHook = register(ALPHA, toAlpha).getString("id");
            String betaHook = register(BETA, toBeta).getString("id");
            Game ofAlpha = PortalGames.started(ALPHA);
            PortalGames.play(ofAlpha, 1);
            Game ofBeta = PortalGames.create(BETA);
            PortalGames.resign(ofAlpha, "south");

            List<FeedStream.Event> alphaSaw = alphaStream.until(
                    e -> e.gameId().equals(ofAlpha.id()) && e.type().equals("finished"), 1, WAIT);
            List<FeedStream.Event> betaSaw = betaStream.until(e -> e.gameId().equals(ofBeta.id()), 1, WAIT);
            assertThat(alphaSaw).allMatch(e -> e.gameId().equals(ofAlpha.id()));
            assertThat(betaSaw).allMatch(e -> e.gameId().equals(ofBeta.id()));
            // Beta's stream stays quiet while alpha's game has ended: nothing of alpha's came or comes.
            assertThat(betaStream.quietFor(Duration.ofMillis(500))).isTrue();

            toAlpha.await(r -> r.gameId().equals(ofAlpha.id()) && r.event().equals("finished"), 1, WAIT);
            toBeta.await(r -> r.gameId().equals(ofBeta.id()), 1, WAIT);
            assertThat(toAlpha.all()).allMatch(r -> r.gameId().equals(ofAlpha.id()));
            assertThat(toBeta.all()).allMatch(r -> r.gameId().equals(ofBeta.id()));

            // Beta cannot see, read the log of, retry or delete alpha's webhook: it does not exist for beta.
            String unknownDetail = given().header("X-Api-Key", BETA).get("/api/v1/webhooks/" + alphaHook)
                    .then().statusCode(404).body("type", equalTo("/problems/not-found")).extract().path("detail");
            assertThat(unknownDetail).isEqualTo("no webhook " + alphaHook);
            given().header("X-Api-Key", BETA).get("/api/v1/webhooks/" + alphaHook + "/deliveries").then().statusCode(404);
            given().header("X-Api-Key", BETA).delete("/api/v1/webhooks/" + alphaHook).then().statusCode(404);
            assertThat(given().header("X-Api-Key", BETA).get("/api/v1/webhooks").then().statusCode(200).extract()
                    .jsonPath().getList("webhooks.id", String.class)).containsExactly(betaHook);
            given().header("X-Api-Key", ALPHA).get("/api/v1/webhooks/" + alphaHook).then().statusCode(200);

            given().header("X-Api-Key", ALPHA).delete("/api/v1/webhooks/" + alphaHook).then().statusCode(204);
            given().header("X-Api-Key", BETA).delete("/api/v1/webhooks/" + betaHook).then().statusCode(204);
        }
    }

    @Test
    void withoutAKnownKeyThereIsNoStreamAndNoWebhook() {
        given().get("/api/v1/webhooks").then().statusCode(401).body("type", equalTo("/problems/unauthorized"));
        given().header("X-Api-Key", "nobody's").get("/api/v1/webhooks").then().statusCode(401);
        given().contentType(ContentType.JSON).body("{\"url\":\"https://portal.example/hook\"}").post("/api/v1/webhooks")
                .then().statusCode(401);
        given().get("/api/v1/events").then().statusCode(401).body("type", equalTo("/problems/unauthorized"));
        given().header("Authorization", "Bearer nobody's").get("/api/v1/events").then().statusCode(401);
    }
}
