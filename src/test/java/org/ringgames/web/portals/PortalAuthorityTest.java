package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.ringgames.web.portals.PortalCalls.as;
import static org.ringgames.web.portals.PortalCalls.batch;
import static org.ringgames.web.portals.PortalCalls.bulk;
import static org.ringgames.web.portals.PortalCalls.gyges;
import static org.ringgames.web.portals.PortalCalls.unique;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.support.EventStream;

/**
 * Two portals, alpha and beta: each lists, finds and rules only its own games (abort, adjudicate, a
 * seat's new token); the other's games, and games of no portal, are not found, exactly as unknown ones.
 * Open mode, where this authority is off, is {@link OpenModeAuthorityTest}.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
public class PortalAuthorityTest {

    public static final String ALPHA = "alpha-portal-key";
    public static final String BETA = "beta-portal-key";
    private static final Duration WAIT = Duration.ofSeconds(10);

    @Inject
    AgroalDataSource database;

    @TestHTTPResource("/")
    String root;

    private record Made(String id, JsonPath created) {
        String token(String seat) {
            return created.getString("seats." + seat + ".token");
        }
    }

    private static Made create(String key, String body) {
        JsonPath created = PortalCalls.create(key, body).then().statusCode(201).extract().jsonPath();
        return new Made(created.getString("id"), created);
    }

    private static Response post(String key, String id, String tail, String body) {
        return as(key).body(body).post(PortalCalls.GAMES + "/" + id + tail);
    }

    private static Response seat(Made game, String token, String tail, String body) {
        return given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token).body(body)
                .post(PortalCalls.GAMES + "/" + game.id() + tail);
    }

    @Test
    void abortEndsTheGameWithNoWinnerAndAFinishedEvent() {
        Made game = create(ALPHA, "{\"game\": \"gyges\", \"clock\": {\"initialSeconds\": 300}}");
        try (EventStream stream = EventStream.open(root + "api/v1/games/" + game.id() + "/events", null, true)) {
            assertThat(stream.next(WAIT).type()).isEqualTo("state");
            post(ALPHA, game.id(), "/abort", "").then().statusCode(200).body("action", equalTo("aborted"))
                    .body("state.status", equalTo("finished")).body("state.result.winner", nullValue())
                    .body("state.result.reason", equalTo("aborted")).body("state.clock.deadline", nullValue());
            EventStream.Event finished = stream.next(WAIT);
            assertThat(finished.type()).isEqualTo("finished");
            assertThat(finished.data().get("action").asText()).isEqualTo("aborted");
            assertThat(finished.data().at("/state/result/reason").asText()).isEqualTo("aborted");
            assertThat(stream.endsWithin(WAIT)).isTrue();
        }
        post(ALPHA, game.id(), "/abort", "").then().statusCode(409).body("type", equalTo("/problems/game-over"));
        seat(game, game.token("south"), "/setup", "{\"row\": \"321123\"}").then().statusCode(409)
                .body("type", equalTo("/problems/game-over"));
    }

    @Test
    void adjudicationDecidesAWinnerOrADrawAmongTheGamesOwnSeats() {
        Made gyges = create(ALPHA, "{\"game\": \"gyges\"}");
        post(ALPHA, gyges.id(), "/adjudicate", "{\"winner\": \"placer\"}").then().statusCode(400)
                .body("detail", equalTo("winner: gyges has the seats south and north, not 'placer'"));
        post(ALPHA, gyges.id(), "/adjudicate", "{}").then().statusCode(400)
                .body("type", equalTo("/problems/malformed-request"));
        post(ALPHA, gyges.id(), "/adjudicate", "{\"winner\": \"north\"}").then().statusCode(200)
                .body("action", equalTo("adjudicated")).body("state.result.winner", equalTo("north"))
                .body("state.result.reason", equalTo("adjudicated"));
        post(ALPHA, gyges.id(), "/adjudicate", "{\"winner\": null}").then().statusCode(409)
                .body("type", equalTo("/problems/game-over"));
        assertThat(PortalCalls.events(database, UUID.fromString(gyges.id()), "finished")).hasSize(1);

        Made xequeo = create(BETA, "{\"game\": \"xequeo\"}");
        post(BETA, xequeo.id(), "/adjudicate", "{\"winner\": null}").then().statusCode(200)
                .body("state.result.winner", nullValue()).body("state.result.reason", equalTo("adjudicated"));
        Made placerWins = create(BETA, "{\"game\": \"xequeo\"}");
        post(BETA, placerWins.id(), "/adjudicate", "{\"winner\": \"placer\"}").then().statusCode(200)
                .body("state.result.winner", equalTo("placer"));
        String finished = PortalCalls.events(database, UUID.fromString(placerWins.id()), "finished").get(0)[1];
        assertThat(finished).contains("\"action\":\"adjudicated\"").contains("\"reason\":\"adjudicated\"");
    }

    @Test
    void aNewTokenWorksAtOnceAndTheOldOneNoMore() {
        Made game = create(ALPHA, "{\"game\": \"gyges\", \"seats\": {\"north\": {\"engine\": {\"level\": 1}}}}");
        String old = game.token("south");
        long version = given().header("Authorization", "Bearer " + old).get(PortalCalls.GAMES + "/" + game.id())
                .then().statusCode(200).body("mySeat", equalTo("south")).extract().jsonPath().getLong("version");
        JsonPath issued = post(ALPHA, game.id(), "/seats/south/token", "").then().statusCode(201)
                .body("seat", equalTo("south")).extract().jsonPath();
        String fresh = issued.getString("token");
        assertThat(fresh).hasSize(43).isNotEqualTo(old);
        // The version moves on, so a move that read the old token's row loses its compare-and-set.
        assertThat(given().get(PortalCalls.GAMES + "/" + game.id()).then().statusCode(200).extract().jsonPath()
                .getLong("version")).isEqualTo(version + 1);

        seat(game, old, "/setup", "{\"row\": \"321123\"}").then().statusCode(401)
                .body("type", equalTo("/problems/unauthorized"));
        given().header("Authorization", "Bearer " + old).get(PortalCalls.GAMES + "/" + game.id()).then().statusCode(401);
        seat(game, fresh, "/setup", "{\"row\": \"321123\"}").then().statusCode(200).body("seat", equalTo("south"));

        post(ALPHA, game.id(), "/seats/north/token", "").then().statusCode(409)
                .body("type", equalTo("/problems/computer-seat")).body("seat", equalTo("north"));
        post(ALPHA, game.id(), "/seats/east/token", "").then().statusCode(400)
                .body("detail", equalTo("seat: gyges has the seats south and north, not 'east'"));
        post(ALPHA, game.id(), "/abort", "").then().statusCode(200);
        post(ALPHA, game.id(), "/seats/south/token", "").then().statusCode(409)
                .body("type", equalTo("/problems/game-over"));
        given().get("/problems/computer-seat").then().statusCode(200).contentType(ContentType.HTML);
    }

    @Test
    void aSeatAPlayerHoldsGetsNoSeatTokenBesideThePlayersOwnAndNothingChanges() {
        Map<String, Object> terms = Map.of("game", "gyges", "rules", Map.of("maxPlies", 377));
        String ann = player(ALPHA, "ann");
        String amy = player(ALPHA, "amy");
        given().header("Authorization", "Bearer " + ann).contentType(ContentType.JSON).body(terms)
                .post("/api/v1/seeks").then().statusCode(201).body("status", equalTo("waiting"));
        String id = given().header("Authorization", "Bearer " + amy).contentType(ContentType.JSON).body(terms)
                .post("/api/v1/seeks").then().statusCode(201).body("status", equalTo("paired")).extract().path("gameId");
        JsonPath before = given().header("Authorization", "Bearer " + ann).get(PortalCalls.GAMES + "/" + id).then()
                .statusCode(200).extract().jsonPath();
        String annsSeat = before.getString("mySeat");

        for (String seat : List.of("south", "north")) {
            post(ALPHA, id, "/seats/" + seat + "/token", "").then().statusCode(409)
                    .body("type", equalTo("/problems/player-seat")).body("seat", equalTo(seat));
        }
        given().header("Authorization", "Bearer " + ann).get(PortalCalls.GAMES + "/" + id).then().statusCode(200)
                .body("mySeat", equalTo(annsSeat)).body("version", equalTo(before.getInt("version")));
        given().get("/problems/player-seat").then().statusCode(200).contentType(ContentType.HTML);
    }

    private static String player(String key, String name) {
        return given().header("X-Api-Key", key).contentType(ContentType.JSON).body(Map.of("name", name))
                .post("/api/v1/players").then().statusCode(201).extract().path("token");
    }

    @Test
    void aComputerSeatStillPlaysAfterTheOtherSeatGetsANewToken() throws InterruptedException {
        // The engine owes south's setup from creation; the re-issue moves the version on under it.
        Made game = create(ALPHA, "{\"game\": \"gyges\", \"seats\": {\"south\": {\"engine\": {\"level\": 1}}}}");
        String fresh = post(ALPHA, game.id(), "/seats/north/token", "").then().statusCode(201).extract().path("token");
        String awaited = null;
        for (int i = 0; i < 200 && !"north".equals(awaited); i++) {
            awaited = given().get(PortalCalls.GAMES + "/" + game.id()).then().statusCode(200).extract()
                    .path("setup.awaiting[0].seat");
            if (!"north".equals(awaited)) {
                Thread.sleep(100);
            }
        }
        assertThat(awaited).as("the computer's setup, played after the re-issue").isEqualTo("north");
        seat(game, fresh, "/setup", "{\"row\": \"123321\"}").then().statusCode(200);
    }

    /** An answer with the game's id taken out, to compare with the answer about an unknown id. */
    private static String withoutId(Response answer, String id) {
        return answer.then().extract().asString().replace(id, "<id>");
    }

    @Test
    void anotherPortalsGameOrOneOfNoPortalIsNotFoundExactlyAsAnUnknownOne() {
        Made alphas = create(ALPHA, "{\"game\": \"gyges\"}");
        Made orphan = create(ALPHA, "{\"game\": \"gyges\"}");
        PortalCalls.update(database, "UPDATE game SET portal = NULL WHERE id = ?", UUID.fromString(orphan.id()));
        String unknown = UUID.randomUUID().toString();
        Map<String, String> calls = Map.of("/abort", "", "/adjudicate", "{\"winner\": \"south\"}",
                "/seats/south/token", "");
        calls.forEach((tail, body) -> {
            Response none = post(BETA, unknown, tail, body);
            assertThat(none.statusCode()).as(tail).isEqualTo(404);
            String expected = withoutId(none, unknown);
            for (String id : List.of(alphas.id(), orphan.id())) {
                Response refused = post(BETA, id, tail, body);
                assertThat(refused.statusCode()).as(tail).isEqualTo(404);
                assertThat(refused.contentType()).isEqualTo(none.contentType());
                assertThat(withoutId(refused, id)).as(tail).isEqualTo(expected);
            }
            Response orphaned = post(ALPHA, orphan.id(), tail, body);
            assertThat(withoutId(orphaned, orphan.id())).as(tail).isEqualTo(expected);
            post(null, alphas.id(), tail, body).then().statusCode(401);
        });
        given().get(PortalCalls.GAMES + "/" + alphas.id()).then().statusCode(200).body("status", equalTo("setup"));
        post(ALPHA, alphas.id(), "/abort", "").then().statusCode(200);
    }

    @Test
    void eachPortalListsFindsAndPairsItsOwnExternalIds() {
        String round = unique("iso");
        List<String> games = List.of(gyges(round + "-1", "Ann", "Bob"), gyges(round + "-2", "Cy", "Di"));
        JsonPath alpha = bulk(ALPHA, batch(games, null)).then().statusCode(201).extract().jsonPath();
        JsonPath beta = bulk(BETA, batch(games, null)).then().statusCode(201).extract().jsonPath();
        bulk(ALPHA, batch(games.subList(1, 2), null)).then().statusCode(409)
                .body("type", equalTo("/problems/duplicate-external-id")).body("index", equalTo(0));
        bulk(null, batch(games, null)).then().statusCode(401);

        assertThat(as(ALPHA).queryParam("externalId", round + "-1").get(PortalCalls.GAMES).then().statusCode(200)
                .extract().jsonPath().getList("games.id", String.class)).containsExactly(alpha.getString("games[0].id"));
        assertThat(as(BETA).queryParam("externalId", round + "-1").get(PortalCalls.GAMES).then().statusCode(200)
                .extract().jsonPath().getList("games.id", String.class)).containsExactly(beta.getString("games[0].id"));
        List<String> alphaList = as(ALPHA).queryParam("limit", 100).queryParam("sort", "updated")
                .get(PortalCalls.GAMES).then().statusCode(200).extract().jsonPath().getList("games.id", String.class);
        assertThat(alphaList).contains(alpha.getString("games[0].id"), alpha.getString("games[1].id"))
                .doesNotContain(beta.getString("games[0].id"), beta.getString("games[1].id"));
    }
}
