package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * Pairing under races: seeks and takers that arrive at the same moment never make a game with one
 * player in both seats, nor two games of one seek, nor two takers of one challenge.
 */
@QuarkusTest
class RacesTest {

    /** Runs the calls at once (released together), and gives their answers in order. */
    private static List<Response> together(List<Callable<Response>> calls) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(calls.size());
        try {
            CountDownLatch ready = new CountDownLatch(calls.size());
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Response>> answers = new ArrayList<>();
            for (Callable<Response> call : calls) {
                answers.add(pool.submit(() -> {
                    ready.countDown();
                    go.await();
                    return call.call();
                }));
            }
            ready.await();
            go.countDown();
            List<Response> responses = new ArrayList<>();
            for (Future<Response> answer : answers) {
                responses.add(answer.get());
            }
            return responses;
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void eightRacingSeekersMakeExactlyFourGames() throws Exception {
        // Terms of their own, so no other test's seek joins in; untimed, so the games left in setup
        // never end on time while a later test watches every game's events.
        Map<String, Object> terms = Map.of("game", "gyges", "rules", Map.of("maxPlies", 777));
        List<Player> seekers = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            seekers.add(PlayerCalls.create("racer-" + i));
        }
        List<Callable<Response>> calls = seekers.stream()
                .<Callable<Response>>map(p -> () -> PlayerCalls.post(p, "/api/v1/seeks", terms)).toList();
        List<Response> answers = together(calls);

        Map<String, String> gameOfPlayer = new HashMap<>();
        int waiting = 0;
        for (int i = 0; i < answers.size(); i++) {
            JsonPath seek = answers.get(i).then().statusCode(201).extract().jsonPath();
            if (seek.getString("status").equals("waiting")) {
                waiting++;
                // A seek that waited was paired by a later arrival: read it again.
                seek = given().header("Authorization", seekers.get(i).bearer()).get("/api/v1/seeks/" + seek.getString("id"))
                        .then().statusCode(200).extract().jsonPath();
            }
            assertThat(seek.getString("status")).isEqualTo("paired");
            gameOfPlayer.put(seekers.get(i).id(), seek.getString("gameId"));
        }
        assertThat(waiting).isEqualTo(4);
        Set<String> games = new HashSet<>(gameOfPlayer.values());
        assertThat(games).hasSize(4);
        for (String game : games) {
            Map<String, Map<String, String>> players = given().get("/api/v1/games/" + game).then().statusCode(200)
                    .extract().jsonPath().getMap("players");
            assertThat(players).containsOnlyKeys("south", "north");
            assertThat(players.get("south").get("id")).isNotEqualTo(players.get("north").get("id"));
            assertThat(gameOfPlayer.get(players.get("south").get("id"))).isEqualTo(game);
            assertThat(gameOfPlayer.get(players.get("north").get("id"))).isEqualTo(game);
        }
        for (Player seeker : seekers) {
            given().get("/api/v1/games?player=" + seeker.id()).then().statusCode(200)
                    .body("games.size()", org.hamcrest.Matchers.equalTo(1));
        }
    }

    @Test
    void oneSeekerRacingItselfIsNotPairedWithItself() throws Exception {
        Player alone = PlayerCalls.create("alone");
        Map<String, Object> terms = Map.of("game", "gyges", "rules", Map.of("maxPlies", 778));
        List<Response> answers = together(List.of(() -> PlayerCalls.post(alone, "/api/v1/seeks", terms),
                () -> PlayerCalls.post(alone, "/api/v1/seeks", terms)));
        List<Integer> statuses = answers.stream().map(Response::statusCode).sorted().toList();
        assertThat(statuses).containsExactly(201, 409);
        Response refused = answers.stream().filter(r -> r.statusCode() == 409).findFirst().orElseThrow();
        assertThat(refused.jsonPath().getString("type")).isEqualTo("/problems/already-seeking");
        Response waiting = answers.stream().filter(r -> r.statusCode() == 201).findFirst().orElseThrow();
        assertThat(waiting.jsonPath().getString("status")).isEqualTo("waiting");
        assertThat(refused.jsonPath().getString("seekId")).isEqualTo(waiting.jsonPath().getString("id"));
        given().get("/api/v1/games?player=" + alone.id()).then().statusCode(200)
                .body("games.size()", org.hamcrest.Matchers.equalTo(0));
    }

    @Test
    void threeRacingTakersOfAnOpenChallengeMakeOneGame() throws Exception {
        Player challenger = PlayerCalls.create("challenger");
        String challenge = PlayerCalls.openChallenge(challenger).then().statusCode(201).extract().path("id");
        List<Player> takers = List.of(PlayerCalls.create("taker-1"), PlayerCalls.create("taker-2"),
                PlayerCalls.create("taker-3"));
        List<Response> answers = together(takers.stream().<Callable<Response>>map(
                p -> () -> PlayerCalls.post(p, "/api/v1/challenges/" + challenge + "/accept", null)).toList());

        List<Response> taken = answers.stream().filter(r -> r.statusCode() == 201).toList();
        assertThat(taken).hasSize(1);
        String game = taken.get(0).jsonPath().getString("gameId");
        for (Response refused : answers.stream().filter(r -> r.statusCode() != 201).toList()) {
            assertThat(refused.statusCode()).isEqualTo(409);
            assertThat(refused.jsonPath().getString("type")).isEqualTo("/problems/challenge-closed");
            assertThat(refused.jsonPath().getString("challengeStatus")).isEqualTo("accepted");
            assertThat(refused.jsonPath().getString("gameId")).isEqualTo(game);
        }
        given().get("/api/v1/games?player=" + challenger.id()).then().statusCode(200)
                .body("games.size()", org.hamcrest.Matchers.equalTo(1));
        given().get("/api/v1/challenges/" + challenge).then().statusCode(200)
                .body("status", org.hamcrest.Matchers.equalTo("accepted"))
                .body("gameId", org.hamcrest.Matchers.equalTo(game));
    }
}
