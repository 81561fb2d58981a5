package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Gygès records over HTTP: games of several rule sets played here, exported, imported and exported
 * again to the same record, the import's history, positions and result those of the original; the
 * export stream; and every kind of bad record refused with its line and ply, nothing stored.
 */
@QuarkusTest
class GygesRecordsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Rule sets and clocks of the games played (ALTERNATE setup is placed piece by piece). */
    private static final List<String> CREATES = List.of(
            "{\"game\":\"gyges\",\"labels\":{\"south\":\"Ann \\\"the\\\" first\",\"north\":\"Béla\"},\"externalId\":\"rec-%d\"}",
            "{\"game\":\"gyges\",\"rules\":{\"pathRule\":\"SQUARE\",\"replace\":false,\"blockedRow\":\"PASS\",\"maxPlies\":12},"
                    + "\"clock\":{\"initialSeconds\":300,\"incrementSeconds\":2}}",
            "{\"game\":\"gyges\",\"rules\":{\"setupRows\":2,\"takebackAvoidableLoss\":true},"
                    + "\"clock\":{\"daysPerMove\":2,\"setupSeconds\":3600}}",
            "{\"game\":\"gyges\",\"rules\":{\"setupOrder\":\"ALTERNATE\"},\"seats\":{\"north\":{\"engine\":{\"level\":1}}}}");

    @Test
    void exportImportExportGivesTheSameRecordAndTheSameGame() throws Exception {
        Random random = new Random(24);
        for (int i = 0; i < CREATES.size(); i++) {
            GameClient.Game game = play(String.format(CREATES.get(i), System.nanoTime()), random, i == 3);
            String record = record(game.id());
            assertThat(record).startsWith("[Game \"gyges\"]\n").contains("[Result ");

            JsonPath imported = importRecord(record).statusCode(201).body("imported", equalTo(true))
                    .body("status", equalTo("finished")).extract().jsonPath();
            String copy = imported.getString("id");
            JsonPath original = given().get(game.path("")).then().statusCode(200).extract().jsonPath();
            assertThat(imported.getMap("result")).isEqualTo(original.getMap("result"));
            assertThat(imported.getInt("ply")).isEqualTo(original.getInt("ply"));
            assertThat(imported.getString("position")).isEqualTo(original.getString("position"));
            assertThat(imported.getMap("rules")).isEqualTo(original.getMap("rules"));
            assertThat(history(copy)).isEqualTo(history(game.id()));
            assertThat(record(copy)).as("the export of an import").isEqualTo(record);
            for (int ply = 0; ply <= original.getInt("ply"); ply++) {
                assertThat(given().get(GameClient.GAMES + "/" + copy + "/board.svg?ply=" + ply).then().statusCode(200)
                        .extract().asString()).isEqualTo(given().get(game.path("/board.svg?ply=" + ply)).asString()
                        .replace(game.id(), copy));
            }
            // Read-only: no seat may act, and its events are its creation.
            given().get(GameClient.GAMES + "/" + copy + "/legal-moves").then().statusCode(409);
            // (Aborting it is off in the suite's open mode, as every portal action is.)
            given().contentType(ContentType.JSON).post(GameClient.GAMES + "/" + copy + "/abort").then().statusCode(403)
                    .body("type", equalTo("/problems/authority-off"));
        }
    }

    @Test
    void aGameInPlayExportsItsMovesSoFarAndIsNotImported() {
        GameClient.Game game = GameClient.started(null, "321123", "123321");
        GameClient.move(game, "south", GameClient.legalMoves(game).get(0), 0).then().statusCode(201);
        String record = record(game.id());
        assertThat(record).contains("[Result \"*\"]").doesNotContain("Termination").endsWith("\n*\n").contains("1. ");
        importRecord(record).statusCode(422).body("type", equalTo("/problems/invalid-record"))
                .body("detail", containsString("in play")).body("line", equalTo(lineOf(record, "[Result")));
        String fresh = record(GameClient.create(null).id());
        assertThat(fresh).doesNotContain("[Setup").endsWith("\n*\n");
    }

    @Test
    void badRecordsAreRefusedWithLineAndPlyAndStoreNothing() {
        GameClient.Game game = GameClient.started(null, "321123", "123321");
        GameClient.as(game, "north").post(game.path("/resign")).then().statusCode(200);
        String good = record(game.id());
        GameClient.Game played = GameClient.started(null, "321123", "123321");
        List<String> legal = GameClient.legalMoves(played);
        GameClient.move(played, "south", legal.get(0), 0).then().statusCode(201);
        GameClient.as(played, "south").post(played.path("/resign")).then().statusCode(200);
        String oneMove = record(played.id());
        int before = count();

        bad("", 0, null, "empty");
        bad("[Game \"gyges\"]\n" + "x".repeat(300_000), 0, null, "at most");
        bad(good.replace("[Game \"gyges\"]", "[Game \"chess\"]"), 1, null, "chess");
        bad(good.replace("[Result \"1-0\"]", "[Result \"1-0\"]\n[Result \"1-0\"]"), lineOf(good, "[Result") + 1, null,
                "Result");
        bad(good.replace("\n1-0\n", "\n1-0 c1-c2\n"), lineOf(good, "1-0") , null, "");
        bad(good.replace("[Termination \"resignation\"]", "[Termination \"goal\"]"), -1, null, "goal");
        bad(good.replace("[Result \"1-0\"]", "[Result \"1/2-1/2\"]").replace("\n1-0\n", "\n1/2-1/2\n"), -1, null,
                "resignation");
        bad(good.replace("[Rules \"pathRule=EDGE", "[Rules \"pathRule=EDGY"), lineOf(good, "[Rules"), null, "EDGY");

        bad(oneMove.replace("1. " + legal.get(0), "1. c1-c5"), lineOf(oneMove, "1. "), 1, "not legal");
        bad(oneMove.replace("1. " + legal.get(0), "1. q9"), lineOf(oneMove, "1. "), 1, "");
        bad(oneMove.replace("1. " + legal.get(0), "2. " + legal.get(0)), lineOf(oneMove, "1. "), 1, "number");

        assertThat(count()).as("nothing stored").isEqualTo(before);
        // An unknown tag is kept, in its place among the other tags.
        String withEvent = good.replace("[Date ", "[Event \"Club night\"]\n[Date ");
        String copy = importRecord(withEvent).statusCode(201).extract().path("id");
        assertThat(record(copy)).isEqualTo(withEvent);
    }

    @Test
    void anExportStreamsThePortalsGamesAsRecordsOrNdjson() throws Exception {
        Instant since = Instant.now();
        GameClient.Game first = GameClient.started(null, "321123", "123321");
        GameClient.as(first, "south").post(first.path("/resign")).then().statusCode(200);
        GameClient.Game second = GameClient.create(null);
        String text = given().queryParam("since", since.toString()).get(GameClient.GAMES + "/export").then()
                .statusCode(200).contentType(containsString("text/plain")).extract().asString();
        assertThat(text).isEqualTo(record(first.id()) + "\n" + record(second.id()) + "\n");
        String finished = given().queryParam("since", since.toString()).queryParam("status", "finished")
                .get(GameClient.GAMES + "/export").then().statusCode(200).extract().asString();
        assertThat(finished).isEqualTo(record(first.id()) + "\n");

        String lines = given().accept("application/x-ndjson").queryParam("since", since.toString())
                .get(GameClient.GAMES + "/export").then().statusCode(200).contentType(containsString("ndjson"))
                .extract().asString();
        List<JsonNode> games = new ArrayList<>();
        for (String line : lines.split("\n")) {
            games.add(JSON.readTree(line));
        }
        assertThat(games).hasSize(2);
        assertThat(games.get(0).get("id").asText()).isEqualTo(first.id());
        assertThat(games.get(0).get("record").asText()).isEqualTo(record(first.id()));
        assertThat(games.get(1).get("status").asText()).isEqualTo("setup");
        assertThat(given().queryParam("since", since.toString()).queryParam("until", since.toString())
                .get(GameClient.GAMES + "/export").then().statusCode(200).extract().asString()).isEmpty();
        given().queryParam("since", "yesterday").get(GameClient.GAMES + "/export").then().statusCode(400);
    }

    // ---- helpers ----

    /** Plays a game to its end: each side wins when it can, otherwise a random legal move; one game resigns. */
    private static GameClient.Game play(String createBody, Random random, boolean alternate) {
        JsonPath created = given().contentType(ContentType.JSON).body(createBody).post(GameClient.GAMES).then()
                .statusCode(201).extract().jsonPath();
        GameClient.Game game = new GameClient.Game(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
        if (alternate) {
            String[] squares = {"a1", "b1", "c1", "d1", "e1", "f1"};
            int[] sizes = {3, 2, 1, 1, 2, 3};
            for (int i = 0; i < 6; i++) {
                GameClient.as(game, "south").body("{\"placements\":[{\"square\":\"" + squares[i] + "\",\"size\":"
                        + sizes[i] + "}]}").post(game.path("/setup")).then().statusCode(200);
                awaitVersion(game, 2L * i + 2);
            }
        } else {
            GameClient.as(game, "south").body("{\"row\":\"213312\"}").post(game.path("/setup")).then().statusCode(200);
            GameClient.as(game, "north").body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(200);
        }
        for (int ply = 0; ply < 400; ply++) {
            JsonPath state = GameClient.state(game);
            if (state.getString("status").equals("finished")) {
                return game;
            }
            String seat = state.getString("toMove");
            if (seat.equals("north") && alternate) {
                awaitPly(game, state.getInt("ply") + 1);
                continue;
            }
            if (ply == 9 && createBody.contains("labels")) {
                GameClient.as(game, seat).post(game.path("/resign")).then().statusCode(200);
                return game;
            }
            List<Map<String, Object>> moves = given().get(game.path("/legal-moves?paths=false")).then().statusCode(200)
                    .extract().jsonPath().getList("moves");
            String move = moves.stream().filter(m -> Boolean.TRUE.equals(m.get("wins"))).map(m -> (String) m.get("move"))
                    .findFirst().orElse((String) moves.get(random.nextInt(moves.size())).get("move"));
            GameClient.move(game, seat, move, state.getInt("ply")).then().statusCode(201);
        }
        throw new AssertionError("the game did not end");
    }

    private static void awaitVersion(GameClient.Game game, long version) {
        for (int i = 0; i < 200 && GameClient.state(game).getLong("version") < version; i++) {
            sleep();
        }
    }

    private static void awaitPly(GameClient.Game game, int ply) {
        for (int i = 0; i < 400; i++) {
            JsonPath state = GameClient.state(game);
            if (state.getInt("ply") >= ply || state.getString("status").equals("finished")) {
                return;
            }
            sleep();
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(25);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    static String record(String id) {
        return given().get(GameClient.GAMES + "/" + id + "/record").then().statusCode(200)
                .contentType(containsString("text/plain")).extract().asString();
    }

    static ValidatableResponse importRecord(String record) {
        return given().contentType("text/plain; charset=utf-8").body(record).post(GameClient.GAMES + "/import").then();
    }

    private static List<Map<String, Object>> history(String id) {
        List<Map<String, Object>> moves = given().get(GameClient.GAMES + "/" + id + "/moves").then().statusCode(200)
                .extract().jsonPath().getList("moves");
        moves.forEach(m -> {
            m.remove("playedAt");
            m.remove("timeSpentMs");
        });
        return moves;
    }

    /** Refused as invalid-record at this line (-1: any) and ply (null: none), the detail holding {@code says}. */
    private static void bad(String record, int line, Integer ply, String says) {
        ValidatableResponse refused = importRecord(record).statusCode(422)
                .body("type", equalTo("/problems/invalid-record")).body("detail", containsString(says));
        if (line >= 0) {
            refused.body("line", equalTo(line));
        }
        refused.body("ply", equalTo(ply));
    }

    static int lineOf(String record, String start) {
        String[] lines = record.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith(start)) {
                return i + 1;
            }
        }
        throw new AssertionError("no line starts with " + start);
    }

    private static int count() {
        return given().get(GameClient.GAMES + "?limit=100").then().statusCode(200).extract().jsonPath()
                .getList("games").size();
    }
}
