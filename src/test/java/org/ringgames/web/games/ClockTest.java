package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.ringgames.web.games.GameClient.Game;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.support.EventStream;

/** TimeSource over HTTP: what every view shows, and games that end on time with nobody calling. */
@QuarkusTest
class ClockTest {

    @TestHTTPResource("/")
    URL root;

    static Game create(String clockJson) {
        JsonPath created = given().contentType(ContentType.JSON)
                .body("{\"game\":\"gyges\",\"clock\":" + clockJson + "}")
                .post(GameClient.GAMES).then().statusCode(201).extract().jsonPath();
        return new Game(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
    }

    /** Both home rows set and both first moves played: South's time runs from the returned state. */
    static JsonPath underWay(Game game) {
        GameClient.as(game, "south").body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(200);
        GameClient.as(game, "north").body("{\"row\":\"123321\"}").post(game.path("/setup")).then().statusCode(200);
        GameClient.move(game, "south", "b1-b3", 0).then().statusCode(201);
        return GameClient.move(game, "north", "b6-b4", 1).then().statusCode(201).extract().jsonPath();
    }

    /** The game's events after a version, past the opening {@code state} event. */
    private EventStream events(Game game, long after) {
        EventStream stream = EventStream.open(root + "api/v1/games/" + game.id() + "/events", after, false);
        assertThat(stream.next(Duration.ofSeconds(5)).type()).isEqualTo("state");
        return stream;
    }

    @Test
    void aClockedGameShowsItsClockInTheStateWaitingForTheFirstSetupStep() {
        JsonPath created = given().contentType(ContentType.JSON)
                .body("{\"game\":\"gyges\",\"clock\":{\"initialSeconds\":300,\"incrementSeconds\":2}}")
                .post(GameClient.GAMES).then().statusCode(201).extract().jsonPath();
        assertThat(created.getInt("state.clock.initialSeconds")).isEqualTo(300);
        assertThat(created.getInt("state.clock.incrementSeconds")).isEqualTo(2);
        assertThat(created.getInt("state.clock.setupSeconds")).isEqualTo(60);
        assertThat(created.getInt("state.clock.firstMoveSeconds")).isEqualTo(30);
        assertThat(created.getMap("state.clock.remainingMs")).isEqualTo(Map.of("south", 300000, "north", 300000));
        assertThat(created.getString("state.clock.running")).isEqualTo("south");
        assertThat(created.getString("state.clock.phase")).isEqualTo("setup");
        Instant asOf = Instant.parse(created.getString("state.clock.asOf"));
        assertThat(Instant.parse(created.getString("state.clock.deadline"))).isEqualTo(asOf.plusSeconds(60));
        assertThat(created.getString("state.createdAt")).isNotNull();
    }

    @Test
    void anUntimedGameHasNoClock() {
        Game game = GameClient.create(null);
        assertThat(GameClient.state(game).getMap("$").containsKey("clock")).isTrue();
        given().get(game.path("")).then().body("clock", nullValue());
    }

    @Test
    void movesAreChargedAndTheIncrementAddedAndHistoryAndEventsSayWhatEachMoveCost() {
        Game game = create("{\"initialSeconds\":300,\"incrementSeconds\":2}");
        JsonPath afterFirstMoves = underWay(game);
        assertThat(afterFirstMoves.getString("state.clock.phase")).isEqualTo("move");
        assertThat(afterFirstMoves.getString("state.clock.running")).isEqualTo("south");
        long version = afterFirstMoves.getLong("state.version");
        try (EventStream stream = events(game, version)) {
            JsonPath third = GameClient.move(game, "south", "a1-a2", 2).then().statusCode(201).extract().jsonPath();
            EventStream.Event move = stream.next(Duration.ofSeconds(5));
            assertThat(move.type()).isEqualTo("move");
            assertThat(move.data().path("state").path("clock").path("running").asText()).isEqualTo("north");
            assertThat(move.data().path("state").path("clock").path("remainingMs").path("south").asLong())
                    .isEqualTo(third.getLong("state.clock.remainingMs.south"));
        }
        List<Map<String, Object>> history = given().get(game.path("/moves")).then().statusCode(200)
                .extract().jsonPath().getList("moves");
        assertThat(history).hasSize(3);
        // First moves cost nothing and earn no increment; the third move is charged, then earns 2 s.
        assertThat(((Number) history.get(0).get("remainingMs")).longValue()).isEqualTo(300_000);
        assertThat(((Number) history.get(1).get("remainingMs")).longValue()).isEqualTo(300_000);
        long spent = ((Number) history.get(2).get("timeSpentMs")).longValue();
        long remaining = ((Number) history.get(2).get("remainingMs")).longValue();
        assertThat(spent).isBetween(0L, 60_000L);
        assertThat(remaining).isBetween(300_000 - spent + 2_000 - 1, 300_000 - spent + 2_000);
        JsonPath state = GameClient.state(game);
        assertThat(state.getLong("clock.remainingMs.south")).isEqualTo(remaining);
        assertThat(state.getString("clock.running")).isEqualTo("north");
    }

    @Test
    void aSeatThatStopsMovingLosesOnTimeWithNobodyCallingWithinASecondAndAHalf() {
        Game game = create("{\"initialSeconds\":1}");
        JsonPath running = underWay(game);
        Instant deadline = Instant.parse(running.getString("state.clock.deadline"));
        try (EventStream stream = events(game, running.getLong("state.version"))) {
            EventStream.Event finished = stream.next(Duration.ofSeconds(10));
            Instant seen = Instant.now();
            assertThat(finished.type()).isEqualTo("finished");
            JsonNode data = finished.data();
            assertThat(data.path("action").asText()).isEqualTo("timeout");
            assertThat(data.path("seat").asText()).isEqualTo("south");
            assertThat(data.path("state").path("result").path("reason").asText()).isEqualTo("timeout");
            assertThat(data.path("state").path("result").path("winner").asText()).isEqualTo("north");
            assertThat(data.path("state").path("clock").path("remainingMs").path("south").asLong()).isZero();
            assertThat(Duration.between(deadline, seen)).isLessThan(Duration.ofMillis(1500));
            assertThat(stream.endsWithin(Duration.ofSeconds(5))).isTrue();
        }
        GameClient.move(game, "south", "a1-a2", 2).then().statusCode(409)
                .body("type", equalTo("/problems/game-over"));
        given().get(game.path("")).then().body("status", equalTo("finished"))
                .body("result.reason", equalTo("timeout")).body("clock.deadline", nullValue());
        String metrics = given().get("/q/metrics").then().statusCode(200).extract().asString();
        assertThat(metrics).contains("ringgames_clock_endings_total{by=\"sweep\",reason=\"timeout\"}")
                .contains("ringgames_clock_lag_seconds_count").contains("ringgames_clock_overdue_swept_total")
                .contains("ringgames_games_finished_total{reason=\"timeout\"}");
    }

    @Test
    void aSetupStepThatNeverComesAbortsTheGame() {
        Game game = create("{\"initialSeconds\":60,\"setupSeconds\":1}");
        try (EventStream stream = events(game, 0)) {
            EventStream.Event finished = stream.next(Duration.ofSeconds(10));
            assertThat(finished.type()).isEqualTo("finished");
            assertThat(finished.data().path("action").asText()).isEqualTo("aborted");
        }
        given().get(game.path("")).then().body("status", equalTo("finished"))
                .body("result.reason", equalTo("aborted")).body("result.winner", nullValue());
    }

    @Test
    void aFirstMoveThatNeverComesAbortsTheGame() {
        Game game = create("{\"initialSeconds\":60,\"firstMoveSeconds\":1}");
        GameClient.as(game, "south").body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(200);
        JsonPath set = GameClient.as(game, "north").body("{\"row\":\"123321\"}").post(game.path("/setup"))
                .then().statusCode(200).extract().jsonPath();
        assertThat(set.getString("state.clock.phase")).isEqualTo("first-move");
        try (EventStream stream = events(game, set.getLong("state.version"))) {
            assertThat(stream.next(Duration.ofSeconds(10)).data().path("action").asText()).isEqualTo("aborted");
        }
    }

    @Test
    void correspondenceGivesEachMoveItsDays() {
        Game game = create("{\"daysPerMove\":2}");
        JsonPath running = underWay(game);
        Instant asOf = Instant.parse(running.getString("state.clock.asOf"));
        assertThat(running.getInt("state.clock.daysPerMove")).isEqualTo(2);
        assertThat(Instant.parse(running.getString("state.clock.deadline"))).isEqualTo(asOf.plus(Duration.ofDays(2)));
        assertThat(running.getLong("state.clock.remainingMs.north")).isEqualTo(2 * 86_400_000L);
    }

    @Test
    void aClockOutOfBoundsOrWithUnknownFieldsIsAMalformedRequestAndCreatesNothing() {
        int before = given().get(GameClient.GAMES + "?limit=100").then().extract().jsonPath().getList("games").size();
        for (String clock : List.of("{\"initialSeconds\":0}", "{\"initialSeconds\":10801}",
                "{\"initialSeconds\":60,\"incrementSeconds\":181}", "{\"daysPerMove\":15}",
                "{\"initialSeconds\":60,\"daysPerMove\":1}", "{}", "{\"initialSeconds\":60,\"incrementSecond\":2}",
                "{\"daysPerMove\":1,\"incrementSeconds\":2}", "{\"initialSeconds\":60,\"setupSeconds\":0}",
                "{\"initialSeconds\":\"soon\"}")) {
            given().contentType(ContentType.JSON).body("{\"game\":\"gyges\",\"clock\":" + clock + "}")
                    .post(GameClient.GAMES).then().statusCode(400)
                    .contentType("application/problem+json")
                    .body("type", equalTo("/problems/malformed-request"))
                    .body("detail", containsString("clock"));
        }
        assertThat(given().get(GameClient.GAMES + "?limit=100").then().extract().jsonPath().getList("games").size())
                .isEqualTo(before);
    }

    @Test
    void anXeQueoClockGivesTheSecretsOneDeadlineAndStopsTheBanksBetweenRounds() {
        JsonPath created = given().contentType(ContentType.JSON)
                .body("{\"game\":\"xequeo\",\"clock\":{\"initialSeconds\":120}}")
                .post(GameClient.GAMES).then().statusCode(201).extract().jsonPath();
        assertThat(created.getMap("state.clock.remainingMs")).isEqualTo(Map.of("placer", 120000, "ringer", 120000));
        assertThat(created.getString("state.clock.running")).isEqualTo("placer");
        assertThat(created.getString("state.clock.phase")).isEqualTo("setup");
        String id = created.getString("id");
        String placer = created.getString("seats.placer.token");
        String ringer = created.getString("seats.ringer.token");
        setup(id, placer, "{\"discs\":{\"1\":\"a1\",\"2\":\"c1\",\"3\":\"e1\",\"4\":\"g1\",\"5\":\"a3\",\"6\":\"c3\",\"7\":\"e3\"}}");
        JsonPath ring = setup(id, ringer, "{\"ring\":\"d6\"}");
        assertThat(ring.getString("state.clock.running")).as("both owe a secret").isNull();
        String secretsDeadline = ring.getString("state.clock.deadline");
        JsonPath one = setup(id, placer, "{\"secret\":3}");
        assertThat(one.getString("state.clock.running")).isEqualTo("ringer");
        assertThat(one.getString("state.clock.deadline")).as("the same step").isEqualTo(secretsDeadline);
        JsonPath both = setup(id, ringer, "{\"secret\":5}");
        assertThat(both.getString("state.clock.phase")).isEqualTo("first-move");
        assertThat(both.getString("state.clock.running")).isEqualTo("placer");
        JsonPath guessed = given().contentType(ContentType.JSON).header("Authorization", "Bearer " + placer)
                .body("{\"move\":\"guess 5\"}").post(GameClient.GAMES + "/" + id + "/moves")
                .then().statusCode(201).extract().jsonPath();
        assertThat(guessed.getString("state.status")).isEqualTo("setup");
        assertThat(guessed.getString("state.clock.phase")).isEqualTo("setup");
        assertThat(guessed.getString("state.clock.running")).isEqualTo(guessed.getString("state.setup.ringPlacer"));
        assertThat(guessed.getLong("state.clock.remainingMs.placer")).as("a first turn costs nothing").isEqualTo(120000);
        Instant asOf = Instant.parse(guessed.getString("state.clock.asOf"));
        assertThat(Instant.parse(guessed.getString("state.clock.deadline"))).isEqualTo(asOf.plusSeconds(60));
    }

    private static JsonPath setup(String id, String token, String body) {
        return given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token).body(body)
                .post(GameClient.GAMES + "/" + id + "/setup").then().statusCode(200).extract().jsonPath();
    }
}
