package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * Two strangers' bots, each with only a player token, find each other by seeking, play a whole
 * game over their one stream each, and hear of the result; a seek against the computer pairs at
 * once; the state and the game list name the players.
 */
@QuarkusTest
class PlayersTest {

    static final Duration WAIT = Duration.ofSeconds(20);

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    @Test
    void twoPlayersPairedBySeeksPlayAWholeGameOverTheirStreams() {
        Player ann = PlayerCalls.create("ann-bot");
        Player bob = PlayerCalls.create("bob-bot");
        StreamBot a = new StreamBot(ann, events.toString());
        StreamBot b = new StreamBot(bob, events.toString());
        try (a; b) {
            JsonPath waiting = PlayerCalls.shortSeek(ann).then().statusCode(201).extract().jsonPath();
            assertThat(waiting.getString("status")).isEqualTo("waiting");
            assertThat(waiting.getString("gameId")).isNull();
            JsonPath paired = PlayerCalls.shortSeek(bob).then().statusCode(201).extract().jsonPath();
            assertThat(paired.getString("status")).isEqualTo("paired");
            String game = paired.getString("gameId");
            given().header("Authorization", ann.bearer()).get("/api/v1/seeks/" + waiting.getString("id")).then()
                    .statusCode(200).body("status", equalTo("paired")).body("gameId", equalTo(game));

            StreamBot.playUntilFinished(List.of(a, b), 1, Duration.ofMinutes(2));

            for (StreamBot bot : List.of(a, b)) {
                assertThat(bot.types().get(0)).isEqualTo("gameStart");
                assertThat(bot.types()).contains("yourTurn").endsWith("gameFinish");
                assertThat(bot.heard).allMatch(e -> e.data().path("gameId").asText().equals(game));
                // Every yourTurn was current: each answer was accepted, one request each.
                assertThat(bot.requests).isEqualTo((int) bot.types().stream().filter("yourTurn"::equals).count());
                List<String> ids = bot.heard.stream().map(FeedStream.Event::id).toList();
                assertThat(ids).isSorted().doesNotHaveDuplicates();
            }
            assertThat(a.moves + b.moves).isGreaterThan(0);
            JsonPath state = given().get("/api/v1/games/" + game).then().statusCode(200).extract().jsonPath();
            assertThat(state.getString("status")).isEqualTo("finished");
            assertThat(state.getInt("ply")).isEqualTo(a.moves + b.moves);
            Map<String, Map<String, String>> players = state.getMap("players");
            assertThat(players.values()).extracting(p -> p.get("name")).containsExactlyInAnyOrder("ann-bot", "bob-bot");
            String annSeat = a.heard.get(0).data().path("seat").asText();
            assertThat(players.get(annSeat).get("id")).isEqualTo(ann.id());
            given().get("/api/v1/games?player=" + ann.id()).then().statusCode(200)
                    .body("games.size()", equalTo(1)).body("games[0].id", equalTo(game));
        }
    }

    @Test
    void aNameThatHidesWhatItSaysIsRefusedAndNamedAndAVisibleOneIsKept() {
        // Raw bodies: JSON escapes reach the service as they are, a lone surrogate included.
        Map<String, String> refused = Map.of(
                "{\"name\":\"\\u200b\"}", "name: U+200B at index 0 is an invisible format character",
                "{\"name\":\"adm\\u202enimda\"}", "name: U+202E at index 3 is an invisible format character",
                "{\"name\":\"\\ud800x\"}", "name: U+D800 at index 0 is a lone surrogate",
                "{\"name\":\"x\\udc00\"}", "name: U+DC00 at index 1 is a lone surrogate",
                "{\"name\":\"\\ue000\"}", "name: U+E000 at index 0 is a private-use character",
                "{\"name\":\"a\\u0007\"}", "name: U+0007 at index 1 is a control character",
                "{\"name\":\" \\u00a0\\u3000 \"}", "name: it is blank");
        refused.forEach((body, detail) -> given().contentType("application/json").body(body).post("/api/v1/players")
                .then().statusCode(400).contentType("application/problem+json")
                .body("type", equalTo("/problems/malformed-request"))
                .body("detail", org.hamcrest.Matchers.startsWith(detail)));
        given().contentType("application/json").body("{\"name\":\"Zo\\u00eb \\ud83c\\udfb2\"}").post("/api/v1/players")
                .then().statusCode(201).body("name", equalTo("Zo\u00eb \ud83c\udfb2"));
    }

    @Test
    void aSeekAgainstTheComputerPairsAtOnce() {
        Player solo = PlayerCalls.create("solo");
        try (FeedStream stream = FeedStream.player(events + "?legalMoves=true", solo.token(), null, false)) {
            JsonPath seek = PlayerCalls.post(solo, "/api/v1/seeks",
                    Map.of("game", "gyges", "opponent", Map.of("engine", Map.of("level", 1)))).then().statusCode(201)
                    .extract().jsonPath();
            assertThat(seek.getString("status")).isEqualTo("paired");
            assertThat(seek.getInt("opponent.engine.level")).isEqualTo(1);
            String game = seek.getString("gameId");
            String seat = seek.getString("seat");
            FeedStream.Event start = stream.next(WAIT);
            assertThat(start.type()).isEqualTo("gameStart");
            assertThat(start.data().path("gameId").asText()).isEqualTo(game);
            assertThat(start.data().path("seat").asText()).isEqualTo(seat);
            JsonPath state = given().get("/api/v1/games/" + game).then().statusCode(200).extract().jsonPath();
            String other = seat.equals("south") ? "north" : "south";
            assertThat(state.getInt("computerSeats." + other + ".level")).isEqualTo(1);
            assertThat(state.getString("players." + seat + ".id")).isEqualTo(solo.id());
            // The stream says when the player is awaited (setup first, so no legal moves yet).
            FeedStream.Event turn = stream.until(e -> e.type().equals("yourTurn"), 1, WAIT).get(0);
            if (turn.data().path("state").path("status").asText().equals("setup")) {
                assertThat(turn.data().path("legalMoves").isNull()).isTrue();
            }
        }
    }

    @Test
    void aNewStreamOpensWithTheGamesInPlayEachEventWithAnIdOfItsOwn() {
        Player one = PlayerCalls.create("one");
        Player two = PlayerCalls.create("two");
        PlayerCalls.seek(one).then().statusCode(201);
        String game = PlayerCalls.seek(two).then().statusCode(201).extract().path("gameId");
        Player south = given().get("/api/v1/games/" + game).then().extract().path("players.south.id").equals(one.id())
                ? one : two;
        List<FeedStream.Event> opening;
        try (FeedStream stream = FeedStream.player(events + "?legalMoves=true", south.token(), null, true)) {
            opening = stream.until(e -> e.type().equals("yourTurn"), 1, WAIT);
        }
        assertThat(opening).extracting(FeedStream.Event::type).containsExactly("gameStart", "yourTurn");
        assertThat(opening).allMatch(e -> e.data().path("gameId").asText().equals(game));
        assertThat(opening.get(1).data().path("legalMoves").isNull()).isTrue();
        List<String> ids = opening.stream().map(FeedStream.Event::id).toList();
        assertThat(ids).doesNotHaveDuplicates().isSorted();
        // Resumed after the opening: nothing again, and then what comes next.
        try (FeedStream stream = FeedStream.player(events.toString(), south.token(), ids.get(1), true)) {
            PlayerCalls.post(south, "/api/v1/games/" + game + "/setup", Map.of("row", "123321")).then().statusCode(200);
            PlayerCalls.post(south, "/api/v1/games/" + game + "/resign", null).then().statusCode(200);
            List<FeedStream.Event> after = stream.until(e -> e.type().equals("gameFinish"), 1, WAIT);
            assertThat(after).extracting(FeedStream.Event::type).containsExactly("gameFinish");
            assertThat(after.get(0).id()).isGreaterThan(ids.get(1));
        }
    }

    @Test
    void aPlayerTokenActsOnlyForItsOwnSeat() {
        Player one = PlayerCalls.create("one");
        Player two = PlayerCalls.create("two");
        Player stranger = PlayerCalls.create("stranger");
        PlayerCalls.seek(one).then().statusCode(201);
        String game = PlayerCalls.seek(two).then().statusCode(201).extract().path("gameId");
        // Setup begins with south; whoever holds north may not set up south's row.
        Map<String, Map<String, String>> players = given().get("/api/v1/games/" + game).then().extract().jsonPath()
                .getMap("players");
        Player south = players.get("south").get("id").equals(one.id()) ? one : two;
        Player north = south == one ? two : one;
        PlayerCalls.post(north, "/api/v1/games/" + game + "/setup", Map.of("row", "123321")).then().statusCode(409)
                .body("type", equalTo("/problems/not-your-turn"));
        PlayerCalls.post(stranger, "/api/v1/games/" + game + "/setup", Map.of("row", "123321")).then().statusCode(403)
                .body("type", equalTo("/problems/wrong-seat"));
        given().header("Authorization", "Bearer rgp_unknown").contentType("application/json")
                .body(Map.of("row", "123321")).post("/api/v1/games/" + game + "/setup").then().statusCode(401);
        PlayerCalls.post(south, "/api/v1/games/" + game + "/setup", Map.of("row", "123321")).then().statusCode(200);
        // The player's own view: its seat.
        given().header("Authorization", north.bearer()).get("/api/v1/games/" + game).then().statusCode(200)
                .body("mySeat", equalTo("north"));
        given().header("Authorization", north.bearer()).get("/api/v1/players/me").then().statusCode(200)
                .body("id", equalTo(north.id()));
    }
}
