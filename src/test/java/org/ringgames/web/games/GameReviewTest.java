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

/**
 * The engine's review of a finished game: asked by a seat, queued once, done by the worker, a
 * judgement per ply, and no change to the game itself (no event, the same version and updatedAt).
 */
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
        JsonPath finished = GameClient.state(game);

        given().get(game.path("/review")).then().statusCode(404).body("type", equalTo("/problems/not-found"));
        GameClient.as(game, "north").body("{\"movetimeMs\": 50}").post(game.path("/review")).then()
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

        // The review is its own record: the game took no event, no version, no new updatedAt.
        assertUnchanged(game, finished);
        // Asked again with the same time, the review is the answer; with another, it is queued afresh.
        GameClient.as(game, "south").body("{\"movetimeMs\": 50}").post(game.path("/review")).then()
                .statusCode(200).body("status", equalTo("done"));
        assertUnchanged(game, finished);
    }

    private static void assertUnchanged(GameClient.Game game, JsonPath finished) {
        JsonPath now = GameClient.state(game);
        assertThat(now.getLong("version")).isEqualTo(finished.getLong("version"));
        assertThat(now.getString("updatedAt")).isNotNull().isEqualTo(finished.getString("updatedAt"));
    }

    @Test
    void aStrangerOrAPlayerOfNoSeatMayNotAskForAReviewAndNothingIsQueued() {
        GameClient.Game game = fromPosition(THROWN_AWAY);
        GameClient.move(game, "south", "e1-b1", 0).then().statusCode(201);
        String northWins = GameClient.legalMoves(game).stream().filter(m -> m.endsWith("-S")).findFirst().orElseThrow();
        GameClient.move(game, "north", northWins, 1).then().statusCode(201);
        JsonPath finished = GameClient.state(game);
        String outsider = given().contentType(ContentType.JSON).body("{\"name\": \"outsider\"}").post("/api/v1/players")
                .then().statusCode(201).extract().path("token");
        GameClient.Game other = fromPosition(THROWN_AWAY);

        given().contentType(ContentType.JSON).body("{}").post(game.path("/review")).then().statusCode(401)
                .body("type", equalTo("/problems/unauthorized"));
        for (String stranger : List.of("no-such-token", "rgp_no-such-player", other.south())) {
            given().contentType(ContentType.JSON).header("Authorization", "Bearer " + stranger).body("{}")
                    .post(game.path("/review")).then().statusCode(401).body("type", equalTo("/problems/unauthorized"));
        }
        given().contentType(ContentType.JSON).header("X-Api-Key", "some-key").body("{}").post(game.path("/review"))
                .then().statusCode(401);
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + outsider).body("{}")
                .post(game.path("/review")).then().statusCode(403).body("type", equalTo("/problems/wrong-seat"));
        given().get(game.path("/review")).then().statusCode(404);
        assertUnchanged(game, finished);
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
        GameClient.as(game, "south").body("{\"movetimeMs\": 50}").post(game.path("/review")).then()
                .statusCode(202);
        assertThat(awaitDone(game).getList("plies.judgement")).containsExactly("blunder", null);

        GameClient.as(game, "south").contentType(ContentType.JSON).body("{}").post(game.path("/takeback")).then()
                .statusCode(200);
        given().get(game.path("/review")).then().statusCode(200).body("status", equalTo("failed"))
                .body("plies", org.hamcrest.Matchers.empty())
                .body("detail", org.hamcrest.Matchers.containsString("taken back"));
        String southWins = GameClient.legalMoves(game).stream().filter(m -> m.endsWith("-N")).findFirst().orElseThrow();
        GameClient.move(game, "south", southWins, 0).then().statusCode(201).body("state.status", equalTo("finished"));
        GameClient.as(game, "north").body("{\"movetimeMs\": 50}").post(game.path("/review")).then()
                .statusCode(202);
        List<Map<String, Object>> plies = awaitDone(game).getList("plies");
        assertThat(plies).hasSize(1);
        assertThat(plies.get(0)).containsEntry("move", southWins).containsEntry("judgement", null)
                .containsEntry("scoreAfter", Map.of("win", 0));
    }

    @Test
    void onlyAFinishedGygesGameIsReviewedAndBadRequestsChangeNothing() {
        GameClient.Game playing = fromPosition(THROWN_AWAY);
        GameClient.as(playing, "south").body("{}").post(playing.path("/review")).then().statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
        GameClient.as(playing, "south").body("{\"movetimeMs\": 5001}").post(playing.path("/review")).then()
                .statusCode(400);
        GameClient.as(playing, "south").body("{\"movetime\": 50}").post(playing.path("/review")).then()
                .statusCode(400).body("detail", org.hamcrest.Matchers.containsString("movetime"));
        given().contentType(ContentType.JSON).body("{}").post(GameClient.GAMES + "/" + java.util.UUID.randomUUID()
                + "/review").then().statusCode(404);
        JsonPath xequeo = given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\"}").post(GameClient.GAMES)
                .then().statusCode(201).extract().jsonPath();
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + xequeo.getString("seats.placer.token"))
                .body("{}").post(GameClient.GAMES + "/" + xequeo.getString("id") + "/review").then()
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
