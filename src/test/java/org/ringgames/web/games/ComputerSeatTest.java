package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.ringgames.support.RingSquares;
import org.ringgames.web.games.GameClient.Game;

/**
 * Computer seats over HTTP: the service sets up and moves for a seat by itself, through the same
 * path as anyone, and games against it (or between two of them) are played to the end.
 */
@QuarkusTest
class ComputerSeatTest {

    /** How long a test waits for the computer before it fails; its think time at level 1 or 2 is 50–100 ms. */
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    static JsonPath createWith(String body) {
        return given().contentType(ContentType.JSON).body(body).post(GameClient.GAMES)
                .then().statusCode(201).extract().jsonPath();
    }

    /** Polls the game until its state passes {@code done}; fails after {@link #PATIENCE}. */
    static JsonPath waitFor(String id, Predicate<JsonPath> done) {
        Instant until = Instant.now().plus(PATIENCE);
        while (true) {
            JsonPath state = given().get(GameClient.GAMES + "/" + id).then().statusCode(200).extract().jsonPath();
            if (done.test(state)) {
                return state;
            }
            assertThat(Instant.now()).as("game %s still waits: %s", id, state.prettify()).isBefore(until);
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    static List<Map<String, Object>> history(String id) {
        return given().get(GameClient.GAMES + "/" + id + "/moves").then().statusCode(200).extract().jsonPath()
                .getList("moves");
    }

    @Test
    void aComputerSeatIsShownWithItsLevelAndWithoutAToken() {
        JsonPath created = createWith("{\"game\":\"gyges\",\"seats\":{\"north\":{\"engine\":{\"level\":5}}}}");
        assertThat(created.getMap("seats.north")).isEqualTo(Map.of("engine", Map.of("level", 5)));
        assertThat(created.getString("seats.south.token")).isNotBlank();
        assertThat(created.getMap("state.computerSeats")).isEqualTo(Map.of("north", Map.of("level", 5)));
        assertThat(given().get(GameClient.GAMES + "/" + created.getString("id")).then().statusCode(200).extract()
                .jsonPath().getMap("computerSeats")).isEqualTo(Map.of("north", Map.of("level", 5)));
        assertThat(given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\"}").post(GameClient.GAMES).then()
                .statusCode(201).extract().jsonPath().getMap("state.computerSeats")).isEmpty();
    }

    @Test
    void aScriptedBotPlaysAWholeGameAgainstAComputerSeat() {
        JsonPath created = createWith("{\"game\":\"gyges\",\"rules\":{\"maxPlies\":40},"
                + "\"seats\":{\"north\":{\"engine\":{\"level\":2}}}}");
        String id = created.getString("id");
        Game game = new Game(id, created.getString("seats.south.token"), null);
        GameClient.as(game, "south").body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(200);
        JsonPath state = waitFor(id, s -> s.getString("status").equals("playing"));
        while (!state.getString("status").equals("finished")) {
            int ply = state.getInt("ply");
            // The bot plays the first legal move each time it is South's turn.
            String move = GameClient.legalMoves(game).get(0);
            GameClient.move(game, "south", move, ply).then().statusCode(201);
            state = waitFor(id, s -> s.getString("status").equals("finished") || s.getInt("ply") == ply + 2);
        }
        List<Map<String, Object>> moves = history(id);
        assertThat(moves).extracting(m -> m.get("ply")).containsExactlyElementsOf(
                IntStream.rangeClosed(1, moves.size()).boxed().toList());
        for (Map<String, Object> m : moves) {
            assertThat(m.get("seat")).isEqualTo((int) m.get("ply") % 2 == 1 ? "south" : "north");
        }
        assertThat(state.getString("result.reason")).isIn("goal", "max-plies", "double-pass");
    }

    @Test
    void twoComputerSeatsPlayAGameToTheEndByThemselves() {
        JsonPath created = createWith("{\"game\":\"gyges\",\"rules\":{\"maxPlies\":30},"
                + "\"seats\":{\"south\":{\"engine\":{\"level\":1}},\"north\":{\"engine\":{\"level\":2}}}}");
        String id = created.getString("id");
        assertThat(created.getMap("seats")).isEqualTo(Map.of("south", Map.of("engine", Map.of("level", 1)),
                "north", Map.of("engine", Map.of("level", 2))));
        JsonPath end = waitFor(id, s -> s.getString("status").equals("finished"));
        List<Map<String, Object>> moves = history(id);
        assertThat(moves).hasSize(end.getInt("ply"));
        for (int i = 0; i < moves.size(); i++) {
            assertThat(moves.get(i).get("ply")).isEqualTo(i + 1);
            assertThat(moves.get(i).get("seat")).isEqualTo(i % 2 == 0 ? "south" : "north");
        }
        assertThat(end.getString("result.reason")).isIn("goal", "max-plies", "double-pass");
    }

    @Test
    void computerSeatsOnAClockManageTheirTimeAndDoNotLoseOnIt() {
        // Ten seconds each and level 8 (2 s a move untimed): they must think far less than that.
        JsonPath created = createWith("{\"game\":\"gyges\",\"rules\":{\"maxPlies\":24},\"clock\":{\"initialSeconds\":10},"
                + "\"seats\":{\"south\":{\"engine\":{\"level\":8}},\"north\":{\"engine\":{\"level\":8}}}}");
        JsonPath end = waitFor(created.getString("id"), s -> s.getString("status").equals("finished"));
        assertThat(end.getString("result.reason")).isIn("goal", "max-plies", "double-pass");
        for (Map<String, Object> move : history(created.getString("id"))) {
            assertThat(((Number) move.get("remainingMs")).longValue()).isPositive();
        }
    }

    @Test
    void anAlternateSetupIsPlacedOnePieceAtATimeByTheComputer() {
        JsonPath created = createWith("{\"game\":\"gyges\",\"rules\":{\"setupOrder\":\"ALTERNATE\",\"maxPlies\":2},"
                + "\"seats\":{\"north\":{\"engine\":{\"level\":3}}}}");
        String id = created.getString("id");
        Game game = new Game(id, created.getString("seats.south.token"), null);
        String[] row = {"a1", "b1", "c1", "d1", "e1", "f1"};
        int[] sizes = {3, 2, 1, 1, 2, 3};
        for (int i = 0; i < 6; i++) {
            int placed = i;
            waitFor(id, s -> s.getInt("setup.placed.north") == placed);
            GameClient.as(game, "south").body("{\"placements\":[{\"square\":\"" + row[i] + "\",\"size\":" + sizes[i] + "}]}")
                    .post(game.path("/setup")).then().statusCode(200);
        }
        JsonPath playing = waitFor(id, s -> s.getString("status").equals("playing"));
        assertThat(playing.getInt("setup.placed.north")).isEqualTo(6);
    }

    @Test
    void badComputerSeatsAreRefusedAndNoGameIsCreated() {
        for (String seats : List.of("{\"east\":{\"engine\":{\"level\":5}}}", "{\"north\":{\"engine\":{\"level\":0}}}",
                "{\"north\":{\"engine\":{\"level\":9}}}", "{\"north\":{\"engine\":{}}}", "{\"north\":{}}",
                "{\"north\":{\"engine\":{\"level\":5,\"depth\":3}}}", "{\"north\":{\"engine\":{\"level\":5},\"token\":\"x\"}}",
                "{\"placer\":{\"engine\":{\"level\":5}}}")) {
            given().contentType(ContentType.JSON).body("{\"game\":\"gyges\",\"seats\":" + seats + "}")
                    .post(GameClient.GAMES).then().statusCode(400)
                    .contentType("application/problem+json").body("type", containsString("malformed-request"));
        }
    }

    @Test
    void anXeQueoComputerSeatPlaysAWholeMatchAgainstAScriptedBot() {
        JsonPath created = createWith("{\"game\":\"xequeo\",\"seats\":{\"ringer\":{\"engine\":{\"level\":6}}}}");
        String id = created.getString("id");
        String token = created.getString("seats.placer.token");
        JsonPath state = GameClient.state(new Game(id, token, null));
        int rounds = 0;
        while (!state.getString("status").equals("finished")) {
            List<Map<String, Object>> awaiting = state.getList("setup.awaiting");
            boolean mine = state.getString("status").equals("setup")
                    ? awaiting.stream().anyMatch(a -> a.get("seat").equals("placer"))
                    : "placer".equals(state.getString("toMove"));
            if (!mine) {
                long version = state.getLong("version");
                state = waitFor(id, s -> s.getLong("version") > version);
                continue;
            }
            if (state.getString("status").equals("setup")) {
                String what = (String) awaiting.stream().filter(a -> a.get("seat").equals("placer")).findFirst()
                        .orElseThrow().get("what");
                String body = switch (what) {
                    case "discs" -> "{\"discs\":{\"1\":\"a1\",\"2\":\"c1\",\"3\":\"e1\",\"4\":\"g1\",\"5\":\"a7\",\"6\":\"c7\",\"7\":\"e7\"}}";
                    case "ring" -> "{\"ring\":\"" + RingSquares.free(state.getString("position")) + "\"}";
                    default -> "{\"secret\":" + (rounds % 7 + 1) + "}";
                };
                state = given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token).body(body)
                        .post(GameClient.GAMES + "/" + id + "/setup").then().statusCode(200).extract().jsonPath()
                        .setRootPath("state");
                state = GameClient.state(new Game(id, token, null));
                continue;
            }
            // The bot plays its first listed turn that is a disc move; it guesses when only guesses are left.
            List<String> turns = given().header("Authorization", "Bearer " + token)
                    .get(GameClient.GAMES + "/" + id + "/legal-moves?paths=false").then().statusCode(200)
                    .extract().jsonPath().getList("moves.move", String.class);
            String turn = turns.get(0);
            given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token)
                    .body("{\"move\":\"" + turn + "\",\"expectedPly\":" + state.getInt("ply") + "}")
                    .post(GameClient.GAMES + "/" + id + "/moves").then().statusCode(201);
            rounds = GameClient.state(new Game(id, token, null)).getList("rounds").size();
            state = GameClient.state(new Game(id, token, null));
        }
        assertThat(state.getString("result.reason")).isNotNull();
        assertThat(state.getList("rounds")).isNotEmpty();
    }

    @Test
    void twoXeQueoComputerSeatsPlayAMatchToTheEnd() {
        JsonPath created = createWith("{\"game\":\"xequeo\",\"seats\":{\"placer\":{\"engine\":{\"level\":8}},"
                + "\"ringer\":{\"engine\":{\"level\":3}}}}");
        JsonPath end = waitFor(created.getString("id"), s -> s.getString("status").equals("finished"));
        assertThat(end.getString("result.reason")).isEqualTo("rings");
        List<Map<String, Object>> rounds = end.getList("rounds");
        assertThat(rounds.stream().filter(r -> r.get("winner") != null).count()).isEqualTo(rounds.size());
        given().get(GameClient.GAMES + "/" + created.getString("id")).then().body("status", equalTo("finished"));
    }
}
