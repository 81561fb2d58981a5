package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.games.GameClient.Game;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Races and retries: exactly one move per ply, and a retried request is answered, not replayed. */
@QuarkusTest
class GameConcurrencyTest {

    private static final int RACERS = 16;

    /** Sends the same request from many threads at once and returns every response. */
    private static List<Response> race(Callable<Response> request) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(RACERS);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Response>> futures = new ArrayList<>();
            for (int i = 0; i < RACERS; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return request.call();
                }));
            }
            start.countDown();
            List<Response> responses = new ArrayList<>();
            for (Future<Response> f : futures) {
                responses.add(f.get());
            }
            return responses;
        } finally {
            pool.shutdownNow();
        }
    }

    private static java.util.Map<Integer, Long> statuses(List<Response> responses) {
        return responses.stream().collect(Collectors.groupingBy(Response::statusCode, Collectors.counting()));
    }

    @Test
    void ofSixteenConcurrentMovesForOnePlyExactlyOneIsPlayedAndTheRestAreStale() throws Exception {
        Game game = GameClient.started(null, "321123", "123321");

        List<Response> responses = race(() -> GameClient.move(game, "south", "b1-b3", 0));

        assertThat(statuses(responses)).containsOnlyKeys(201, 409).containsEntry(201, 1L);
        responses.stream().filter(r -> r.statusCode() == 409)
                .forEach(r -> assertThat(r.jsonPath().getString("type")).isEqualTo("/problems/stale-state"));
        given().get(game.path("/moves")).then().body("moves.size()", equalTo(1));
        assertThat(GameClient.state(game).getInt("version")).isEqualTo(3);
    }

    @Test
    void withoutExpectedPlyTheLosersOfTheRaceAreToldItIsNotTheirTurn() throws Exception {
        Game game = GameClient.started(null, "321123", "123321");

        List<Response> responses = race(() -> GameClient.move(game, "south", "b1-b3", null));

        assertThat(statuses(responses)).containsOnlyKeys(201, 409).containsEntry(201, 1L);
        responses.stream().filter(r -> r.statusCode() == 409)
                .forEach(r -> assertThat(r.jsonPath().getString("type")).isEqualTo("/problems/not-your-turn"));
        given().get(game.path("/moves")).then().body("moves.size()", equalTo(1));
    }

    @Test
    void aRetryWithTheSameKeyAndBodyGetsTheFirstResponseAndPlaysNothing() {
        Game game = GameClient.started(null, "321123", "123321");
        String body = "{\"move\":\"b1-b2-b3\",\"expectedPly\":0}";

        Response first = GameClient.as(game, "south").header("Idempotency-Key", "k-1").body(body).post(game.path("/moves"));
        GameClient.move(game, "north", "b6-b4", 1).then().statusCode(201);
        Response retry = GameClient.as(game, "south").header("Idempotency-Key", "k-1").body(body).post(game.path("/moves"));

        assertThat(first.statusCode()).isEqualTo(201);
        assertThat(retry.statusCode()).isEqualTo(201);
        assertThat(retry.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(retry.asString()).isEqualTo(first.asString());
        assertThat(GameClient.state(game).getInt("ply")).isEqualTo(2);
    }

    @Test
    void theSameKeyWithAnotherBodyIsAReuse() {
        Game game = GameClient.started(null, "321123", "123321");
        GameClient.as(game, "south").header("Idempotency-Key", "k-2").body("{\"move\":\"b1-b3\"}").post(game.path("/moves"))
                .then().statusCode(201);

        GameClient.as(game, "south").header("Idempotency-Key", "k-2").body("{\"move\":\"b1-a2\"}").post(game.path("/moves"))
                .then().statusCode(422)
                .contentType("application/problem+json")
                .body("type", equalTo("/problems/idempotency-key-reuse"));
        assertThat(GameClient.state(game).getInt("ply")).isEqualTo(1);
    }

    @Test
    void retriesThatArriveWhileTheFirstIsStillRunningAllGetItsResponse() throws Exception {
        Game game = GameClient.started(null, "321123", "123321");

        List<Response> responses = race(() -> GameClient.as(game, "south").header("Idempotency-Key", "k-3")
                .body("{\"move\":\"b1-b3\",\"expectedPly\":0}").post(game.path("/moves")));

        assertThat(statuses(responses)).containsOnlyKeys(201);
        assertThat(responses.stream().map(Response::asString).distinct()).hasSize(1);
        assertThat(responses.stream().filter(r -> r.header("Idempotent-Replayed") != null)).hasSize(RACERS - 1);
        given().get(game.path("/moves")).then().body("moves.size()", equalTo(1));
    }

    @Test
    void aRejectedRequestLeavesItsKeyFreeForACorrectedRetry() {
        Game game = GameClient.started(null, "321123", "123321");

        GameClient.as(game, "south").header("Idempotency-Key", "k-4").body("{\"move\":\"b1-b2\"}").post(game.path("/moves"))
                .then().statusCode(422);
        GameClient.as(game, "south").header("Idempotency-Key", "k-4").body("{\"move\":\"b1-b2\"}").post(game.path("/moves"))
                .then().statusCode(422);
        GameClient.as(game, "south").header("Idempotency-Key", "k-4").body("{\"move\":\"b1-b3\"}").post(game.path("/moves"))
                .then().statusCode(201);
    }
}
