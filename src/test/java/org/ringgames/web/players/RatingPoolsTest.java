package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * Rating pools as a portal and a bot see them (docs/ratings.md): the leaderboard's keyset pages,
 * rated seeks pairing only with rated ones within both seeks' rating ranges, and bad rated or
 * ratingRange input refused with nothing changed.
 */
@QuarkusTest
class RatingPoolsTest {

    @Test
    void theLeaderboardPagesByRatingThenIdWithoutRepeatOrGap() {
        // 26 games in a pool of its own (Xe Queo rapid, 600 s): 26 winners at 1662.31, 26 losers at 1337.69.
        List<String> winners = new ArrayList<>();
        List<String> losers = new ArrayList<>();
        for (int i = 0; i < 26; i++) {
            Player a = PlayerCalls.create("board-a" + i);
            Player b = PlayerCalls.create("board-b" + i);
            String game = RatedGamesTest.ratedChallenge(a, b, "xequeo", Map.of("initialSeconds", 600));
            PlayerCalls.post(b, "/api/v1/games/" + game + "/resign", null).then().statusCode(200);
            winners.add(a.id());
            losers.add(b.id());
        }
        JsonPath first = given().get("/api/v1/ratings/xequeo-rapid").then().statusCode(200).extract().jsonPath();
        assertThat(first.getString("pool")).isEqualTo("xequeo-rapid");
        List<String> page1 = first.getList("players.id");
        assertThat(page1).hasSize(50);
        String cursor = first.getString("nextCursor");
        assertThat(cursor).isNotNull();
        JsonPath second = given().queryParam("cursor", cursor).get("/api/v1/ratings/xequeo-rapid").then().statusCode(200)
                .extract().jsonPath();
        List<String> page2 = second.getList("players.id");
        assertThat(second.getString("nextCursor")).isNull();
        List<String> all = new ArrayList<>(page1);
        all.addAll(page2);
        List<String> expected = new ArrayList<>(winners.stream().sorted().toList());
        expected.addAll(losers.stream().sorted().toList());
        assertThat(all).containsExactlyElementsOf(expected);
        assertThat(first.getBoolean("players[0].rating.provisional")).isTrue();
        assertThat(first.getDouble("players[0].rating.rating")).isCloseTo(1662.31, within(0.01));
        given().get("/api/v1/ratings/xequeo-hyperbullet").then().statusCode(404)
                .contentType("application/problem+json").body("type", equalTo("/problems/not-found"));
        given().get("/api/v1/ratings/chess-blitz").then().statusCode(404);
        given().queryParam("cursor", "not-a-cursor").get("/api/v1/ratings/xequeo-rapid").then().statusCode(400)
                .body("type", equalTo("/problems/malformed-request"));
    }

    @Test
    void ratedSeeksPairOnlyWithRatedOnesWithinBothRatingRanges() {
        // A clock no other test seeks with, so that only these seeks meet.
        Map<String, Object> clock = Map.of("initialSeconds", 1234);
        Player picky = PlayerCalls.create("picky");
        Player plain = PlayerCalls.create("plain");
        Player casual = PlayerCalls.create("casual");
        Player fair = PlayerCalls.create("fair");
        // Picky (new: 1500) accepts only 1600–1800: no new player suits it.
        JsonPath pickySeek = seek(picky, clock, true, "1600-1800").then().statusCode(201)
                .body("status", equalTo("waiting")).body("ratingRange", equalTo("1600-1800")).extract().jsonPath();
        seek(plain, clock, true, null).then().statusCode(201).body("status", equalTo("waiting"))
                .body("ratingRange", equalTo(null));
        // An unrated seek of the same clock meets neither.
        JsonPath casualSeek = seek(casual, clock, false, null).then().statusCode(201).body("status", equalTo("waiting"))
                .extract().jsonPath();
        // Fair accepts 1400–1600: picky's range refuses fair's 1500, so fair pairs with plain.
        JsonPath fairSeek = seek(fair, clock, true, "1400-1600").then().statusCode(201).body("status", equalTo("paired"))
                .extract().jsonPath();
        given().get("/api/v1/games/" + fairSeek.getString("gameId")).then().body("rated", equalTo(true))
                .body("players." + fairSeek.getString("seat") + ".id", equalTo(fair.id()));
        JsonPath state = given().get("/api/v1/games/" + fairSeek.getString("gameId")).then().extract().jsonPath();
        Map<String, Map<String, String>> players = state.getMap("players");
        assertThat(players.values()).extracting(p -> p.get("id")).containsExactlyInAnyOrder(fair.id(), plain.id());
        PlayerCalls.post(fair, "/api/v1/games/" + fairSeek.getString("gameId") + "/resign", null).then().statusCode(200);
        given().header("Authorization", picky.bearer()).get("/api/v1/seeks/" + pickySeek.getString("id")).then()
                .body("status", equalTo("waiting"));
        for (var withdrawn : List.of(Map.entry(picky, pickySeek), Map.entry(casual, casualSeek))) {
            given().header("Authorization", withdrawn.getKey().bearer())
                    .delete("/api/v1/seeks/" + withdrawn.getValue().getString("id")).then().statusCode(204);
        }
    }

    @Test
    void aBadRatedOrRatingRangeIsRefusedAndChangesNothing() {
        Player p = PlayerCalls.create("careless");
        Player q = PlayerCalls.create("other");
        List<String> bodies = List.of(
                "{\"game\":\"gyges\",\"rated\":\"yes\"}",
                "{\"game\":\"gyges\",\"rated\":1}",
                "{\"game\":\"gyges\",\"rated\":true,\"ratingRange\":\"1800-1400\"}",
                "{\"game\":\"gyges\",\"rated\":true,\"ratingRange\":\"1400 - 1800\"}",
                "{\"game\":\"gyges\",\"rated\":true,\"ratingRange\":1400}",
                "{\"game\":\"gyges\",\"rated\":true,\"ratingRange\":\"-1800\"}",
                "{\"game\":\"gyges\",\"rated\":true,\"ratingRange\":\"1400-1800\",\"opponent\":{\"engine\":{\"level\":1}}}");
        for (String body : bodies) {
            given().header("Authorization", p.bearer()).contentType(ContentType.JSON).body(body).post("/api/v1/seeks")
                    .then().statusCode(400).contentType("application/problem+json")
                    .body("type", equalTo("/problems/malformed-request"));
        }
        given().header("Authorization", p.bearer()).contentType(ContentType.JSON)
                .body("{\"to\":\"" + q.id() + "\",\"game\":\"gyges\",\"rated\":\"true\"}").post("/api/v1/challenges")
                .then().statusCode(400);
        // A rated game needs players in its seats: a create's seats have tokens (or the engine).
        given().contentType(ContentType.JSON).body("{\"game\":\"gyges\",\"rated\":true}").post("/api/v1/games")
                .then().statusCode(422).body("type", equalTo("/problems/invalid-setup"));
        given().contentType(ContentType.JSON).body("{\"games\":[{\"game\":\"gyges\"},{\"game\":\"gyges\",\"rated\":true,"
                        + "\"seats\":{\"north\":{\"engine\":{\"level\":2}}}}]}").post("/api/v1/games/bulk")
                .then().statusCode(422).body("type", equalTo("/problems/invalid-setup")).body("index", equalTo(1));
        List<String> waiting = given().header("Authorization", p.bearer()).get("/api/v1/seeks").then().statusCode(200)
                .extract().jsonPath().getList("seeks.player.id");
        assertThat(waiting).doesNotContain(p.id());
        given().get("/api/v1/games?player=" + p.id()).then().statusCode(200).body("games.size()", equalTo(0));
        given().get("/api/v1/players/" + p.id()).then().body("ratings", equalTo(Map.of()));
    }

    private static io.restassured.response.Response seek(Player p, Map<String, Object> clock, boolean rated, String range) {
        Map<String, Object> body = new java.util.HashMap<>(Map.of("game", "gyges", "clock", clock, "rated", rated,
                "expiresInSeconds", 600));
        if (range != null) {
            body.put("ratingRange", range);
        }
        return PlayerCalls.post(p, "/api/v1/seeks", body);
    }
}
