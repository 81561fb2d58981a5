package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URL;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;

/**
 * A bulk pairing seats the portal's players: each plays its seat with its own token and follows
 * the game on its one stream, as a seek's or a challenge's game; another portal's player is not
 * found, and a refused batch creates nothing.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class BulkPlayerSeatsTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @Inject
    AgroalDataSource database;

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    private record Player(String id, String token) {
    }

    private static Player player(String key, String name) {
        JsonPath created = given().header("X-Api-Key", key).contentType(ContentType.JSON).body(Map.of("name", name))
                .post("/api/v1/players").then().statusCode(201).extract().jsonPath();
        return new Player(created.getString("id"), created.getString("token"));
    }

    private static String seated(String externalId, String south, String north) {
        return "{\"game\": \"gyges\", \"externalId\": \"" + externalId + "\", \"seats\": {\"south\": {\"player\": \""
                + south + "\"}, \"north\": {\"player\": \"" + north + "\"}}}";
    }

    @Test
    void aBulkGameSeatsThePortalsPlayersWhoFollowItOnTheirStreamsAndPlayItWithTheirTokens() {
        Player ann = player(PortalAuthorityTest.ALPHA, "ann");
        Player bob = player(PortalAuthorityTest.ALPHA, "bob");
        String round = PortalCalls.unique("seated");
        try (FeedStream annStream = FeedStream.player(events.toString(), ann.token(), null, true);
             FeedStream bobStream = FeedStream.player(events.toString(), bob.token(), null, true)) {
            JsonPath answer = PortalCalls.bulk(PortalAuthorityTest.ALPHA,
                    PortalCalls.batch(List.of(seated(round, ann.id(), bob.id())), null))
                    .then().statusCode(201).extract().jsonPath();
            String game = answer.getString("games[0].id");
            assertThat(answer.getString("games[0].seats.south.player.id")).isEqualTo(ann.id());
            assertThat(answer.getString("games[0].seats.north.player.name")).isEqualTo("bob");
            assertThat(answer.getString("games[0].seats.south.token")).isNull();
            assertThat(answer.getString("games[0].state.players.south.id")).isEqualTo(ann.id());

            FeedStream.Event start = annStream.until(e -> e.type().equals("gameStart"), 1, WAIT).get(0);
            assertThat(start.data().path("gameId").asText()).isEqualTo(game);
            assertThat(bobStream.until(e -> e.type().equals("gameStart"), 1, WAIT).get(0).data().path("gameId")
                    .asText()).isEqualTo(game);

            given().header("Authorization", "Bearer " + ann.token()).post("/api/v1/games/" + game + "/resign")
                    .then().statusCode(200);
            assertThat(bobStream.until(e -> e.type().equals("gameFinish"), 1, WAIT).get(0).data().path("gameId")
                    .asText()).isEqualTo(game);
            given().header("X-Api-Key", PortalAuthorityTest.ALPHA).get("/api/v1/games?player=" + bob.id()).then()
                    .statusCode(200).body("games[0].id", equalTo(game));
        }
    }

    @Test
    void anotherPortalsPlayerIsNotFoundAndTheBatchCreatesNothing() {
        Player ann = player(PortalAuthorityTest.ALPHA, "ann");
        Player bea = player(PortalAuthorityTest.BETA, "bea");
        String round = PortalCalls.unique("foreign");
        PortalCalls.bulk(PortalAuthorityTest.ALPHA, PortalCalls.batch(List.of(
                        PortalCalls.gyges(round + "-1", "a", "b"), seated(round + "-2", ann.id(), bea.id())), null))
                .then().statusCode(404).body("type", equalTo("/problems/not-found")).body("index", equalTo(1));
        PortalCalls.bulk(PortalAuthorityTest.ALPHA, PortalCalls.batch(List.of(
                        seated(round + "-3", ann.id(), UUID.randomUUID().toString())), null))
                .then().statusCode(404).body("index", equalTo(0));
        assertThat(PortalCalls.countExternal(database, round)).isZero();
    }

    @Test
    void aSeatNamingBothAnEngineAndAPlayerOrAPlayerTwiceOrNoIdIsRefusedAsMalformed() {
        Player ann = player(PortalAuthorityTest.ALPHA, "ann");
        String round = PortalCalls.unique("bad");
        for (String game : List.of(
                "{\"game\": \"gyges\", \"externalId\": \"" + round + "\", \"seats\": {\"south\": {\"player\": \""
                        + ann.id() + "\", \"engine\": {\"level\": 1}}}}",
                "{\"game\": \"gyges\", \"externalId\": \"" + round + "\", \"seats\": {\"south\": {}}}",
                seated(round, ann.id(), ann.id()),
                seated(round, ann.id(), "not-an-id"))) {
            PortalCalls.bulk(PortalAuthorityTest.ALPHA, PortalCalls.batch(List.of(game), null)).then()
                    .statusCode(400).body("type", equalTo("/problems/malformed-request")).body("index", equalTo(0));
        }
        assertThat(PortalCalls.countExternal(database, round)).isZero();
        // A single create seats players the same way.
        PortalCalls.create(PortalAuthorityTest.ALPHA, "{\"game\": \"gyges\", \"seats\": {\"north\": {\"player\": \""
                + ann.id() + "\"}}}").then().statusCode(201).body("seats.north.player.id", equalTo(ann.id()))
                .body("seats.north.token", nullValue());
    }
}
