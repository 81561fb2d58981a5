package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/** The engine's review of a finished game: queued once, done by the worker, a judgement per ply, an event. */
@QuarkusTest
class GameReviewTest {

    /**
     * South to move wins at once (the rules' own check says so below), but e1-b1 lets North win at
     * once: the review must call ply 1 a blunder, a proven win thrown away.
     */
    static final String THROWN_AWAY = "....../....31/....../.3...3/....../....3. S";

    @Test
    void aProvenWinThrownAwayIsABlunderAtItsPly() {
        Position start = ((Parsed.Ok<Position>) PositionText.parse(THROWN_AWAY)).value();
        MoveGenerator rules = new MoveGenerator(Rules.STANDARD);
        assertThat(rules.hasWinningMove(start)).as("South can win at once").isTrue();
        Position after = start.play(rules.legalMoves(start).stream().filter(m -> m.move().toText().equals("e1-b1"))
                .findFirst().orElseThrow().move());
        String northWins = rules.legalMoves(after).stream().map(LegalMove::move).filter(m -> m.isWin())
                .findFirst().orElseThrow().toText();

        GameClient.Game game = fromPosition(THROWN_AWAY);
        GameClient.move(game, "south", "e1-b1", 0).then().statusCode(201);
        GameClient.move(game, "north", northWins, 1).then().statusCode(201).body("state.result.reason", equalTo("goal"));
        long finishedVersion = GameClient.state(game).getLong("version");

        given().get(game.path("/review")).then().statusCode(404).body("type", equalTo("/problems/not-found"));
        given().contentType(ContentType.JSON).body("{\"movetimeMs\": 50}").post(game.path("/review")).then()
                .statusCode(202).header("Location", org.hamcrest.Matchers.endsWith(game.path("/review"))).body("status", equalTo("queued"))
                .body("positions", equalTo(2));
        JsonPath review = awaitDone(game);

        assertThat(review.getInt("movetimeMs")).isEqualTo(50);
        List<Map<String, Object>> plies = review.getList("plies");
        assertThat(plies).hasSize(2);
        assertThat(plies.get(0)).containsEntry("ply", 1).containsEntry("seat", "south").containsEntry("move", "e1-b1")
                .containsEntry("judgement", "blunder").containsEntry("scoreBefore", Map.of("win", 1))
                .containsEntry("scoreAfter", Map.of("loss", 1));
        assertThat((String) plies.get(0).get("best")).endsWith("-N");
        assertThat(plies.get(1)).containsEntry("ply", 2).containsEntry("move", northWins)
                .containsEntry("scoreAfter", Map.of("win", 0)).containsEntry("judgement", null);

        // The review event follows the game's end on its stream, and the stream ends with it.
        String events = given().accept("application/x-ndjson").header("Last-Event-ID", finishedVersion)
                .get(game.path("/events")).then().statusCode(200).extract().asString();
        assertThat(events).contains("\"event\":\"review\"").contains("\"blunders\":1");
        // Asked again with the same time, the review is the answer; with another, it is queued afresh.
        given().contentType(ContentType.JSON).body("{\"movetimeMs\": 50}").post(game.path("/review")).then()
                .statusCode(200).body("status", equalTo("done"));
    }

    /**
     * A review describes the game it was asked of: once the loser takes the last moves back, the old
     * judgements no longer belong to it. The review becomes failed, saying why, and is done afresh
     * once the game is over again.
     */
    @Test
    void aTakebackVoidsTheReviewAndTheGameIsReviewedAfreshOnceOverAgain() {
        JsonPath created = given().contentType(ContentType.JSON).body("{\"game\":\"gyges\",\"rules\":"
                + "{\"takebackAvoidableLoss\":true},\"start\":{\"position\":\"" + THROWN_AWAY + "\"}}")
                .post(GameClient.GAMES).then().statusCode(201).extract().jsonPath();
        GameClient.Game game = new GameClient.Game(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
        GameClient.move(game, "south", "e1-b1", 0).then().statusCode(201);
        String northWins = GameClient.legalMoves(game).stream().filter(m -> m.endsWith("-S")).findFirst().orElseThrow();
        GameClient.move(game, "north", northWins, 1).then().statusCode(201).body("state.takebackAvailable", equalTo(true));
        given().contentType(ContentType.JSON).body("{\"movetimeMs\": 50}").post(game.path("/review")).then()
                .statusCode(202);
        assertThat(awaitDone(game).getList("plies.judgement")).containsExactly("blunder", null);

        GameClient.as(game, "south").contentType(ContentType.JSON).body("{}").post(game.path("/takeback")).then()
                .statusCode(200);
        given().get(game.path("/review")).then().statusCode(200).body("status", equalTo("failed"))
                .body("plies", org.hamcrest.Matchers.empty())
                .body("detail", org.hamcrest.Matchers.containsString("taken back"));
        String southWins = GameClient.legalMoves(game).stream().filter(m -> m.endsWith("-N")).findFirst().orElseThrow();
        GameClient.move(game, "south", southWins, 0).then().statusCode(201).body("state.status", equalTo("finished"));
        given().contentType(ContentType.JSON).body("{\"movetimeMs\": 50}").post(game.path("/review")).then()
                .statusCode(202);
        List<Map<String, Object>> plies = awaitDone(game).getList("plies");
        assertThat(plies).hasSize(1);
        assertThat(plies.get(0)).containsEntry("move", southWins).containsEntry("judgement", null)
                .containsEntry("scoreAfter", Map.of("win", 0));
    }

    @Test
    void onlyAFinishedGygesGameIsReviewedAndBadRequestsChangeNothing() {
        GameClient.Game playing = fromPosition(THROWN_AWAY);
        given().contentType(ContentType.JSON).body("{}").post(playing.path("/review")).then().statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
        given().contentType(ContentType.JSON).body("{\"movetimeMs\": 5001}").post(playing.path("/review")).then()
                .statusCode(400);
        given().contentType(ContentType.JSON).body("{\"movetime\": 50}").post(playing.path("/review")).then()
                .statusCode(400).body("detail", org.hamcrest.Matchers.containsString("movetime"));
        given().contentType(ContentType.JSON).body("{}").post(GameClient.GAMES + "/" + java.util.UUID.randomUUID()
                + "/review").then().statusCode(404);
        String xequeo = given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\"}").post(GameClient.GAMES)
                .then().statusCode(201).extract().path("id");
        given().contentType(ContentType.JSON).body("{}").post(GameClient.GAMES + "/" + xequeo + "/review").then()
                .statusCode(422).body("type", equalTo("/problems/not-reviewable"));
        given().get(playing.path("/review")).then().statusCode(404);
    }

    static GameClient.Game fromPosition(String position) {
        JsonPath created = given().contentType(ContentType.JSON)
                .body("{\"game\":\"gyges\",\"start\":{\"position\":\"" + position + "\"}}")
                .post(GameClient.GAMES).then().statusCode(201).body("state.status", equalTo("playing"))
                .body("state.position", equalTo(position)).extract().jsonPath();
        return new GameClient.Game(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
    }

    static JsonPath awaitDone(GameClient.Game game) {
        Instant until = Instant.now().plus(Duration.ofSeconds(30));
        while (true) {
            JsonPath review = given().get(game.path("/review")).then().statusCode(200).extract().jsonPath();
            if (!review.getString("status").equals("queued") || Instant.now().isAfter(until)) {
                assertThat(review.getString("status")).isEqualTo("done");
                return review;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
