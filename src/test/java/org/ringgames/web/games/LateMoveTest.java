package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.games.GameClient.Game;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A move that comes after its deadline, with the sweep off so that the write itself finds the game
 * overdue: the move is not played, the game ends on time, and that end is kept.
 */
@QuarkusTest
@TestProfile(ScarceService.class)
class LateMoveTest {

    @Test
    void aMoveAfterTheDeadlineIsNotPlayedTheGameEndsOnTimeAndTheOtherSeatWins() throws InterruptedException {
        Game game = ClockTest.create("{\"initialSeconds\":1}");
        JsonPath running = ClockTest.underWay(game);
        Instant deadline = Instant.parse(running.getString("state.clock.deadline"));
        Thread.sleep(Math.max(0, Duration.between(Instant.now(), deadline).toMillis() + 50));
        GameClient.move(game, "south", "a1-a2", 2).then().statusCode(409)
                .contentType("application/problem+json")
                .body("type", equalTo("/problems/game-over"))
                .body("reason", equalTo("timeout"))
                .body("detail", containsString("south's time ran out"));
        JsonPath state = GameClient.state(game);
        assertThat(state.getString("status")).isEqualTo("finished");
        assertThat(state.getString("result.reason")).isEqualTo("timeout");
        assertThat(state.getString("result.winner")).isEqualTo("north");
        assertThat(state.getInt("ply")).isEqualTo(2);
        List<String> events = given().accept("application/x-ndjson").get(game.path("/events?lastEventId=0"))
                .then().statusCode(200).extract().asString().lines().filter(l -> !l.isBlank()).toList();
        assertThat(events.stream().filter(l -> l.contains("\"event\":\"finished\""))).hasSize(1);
    }

    @Test
    void aRetryOfAMoveAcknowledgedBeforeTheDeadlineGetsItsFirstAnswerNotALoss() throws InterruptedException {
        Game game = ClockTest.create("{\"initialSeconds\":1}");
        ClockTest.underWay(game);
        String body = "{\"move\":\"a1-a2\",\"expectedPly\":2}";
        String first = GameClient.as(game, "south").header("Idempotency-Key", "k-1").body(body)
                .post(game.path("/moves")).then().statusCode(201).extract().asString();
        JsonPath state = GameClient.state(game);
        Instant northDeadline = Instant.parse(state.getString("clock.deadline"));
        Thread.sleep(Math.max(0, Duration.between(Instant.now(), northDeadline).toMillis() + 50));
        String again = GameClient.as(game, "south").header("Idempotency-Key", "k-1").body(body)
                .post(game.path("/moves")).then().statusCode(201).header("Idempotent-Replayed", "true")
                .extract().asString();
        assertThat(again).isEqualTo(first);
        // North's time has run out meanwhile; the first write after it ends the game.
        GameClient.move(game, "north", "a6-a5", 3).then().statusCode(409).body("reason", equalTo("timeout"));
        assertThat(GameClient.state(game).getString("result.winner")).isEqualTo("south");
    }
}
