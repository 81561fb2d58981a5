package org.ringgames.web.events;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.ringgames.support.EventStream;
import org.ringgames.support.RestartableDatabase;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.SharedReplicas;
import org.ringgames.support.Standalone;

/**
 * Two packaged replicas on one PostgreSQL: events written through one reach streams on the other,
 * in order, resumable; and through a database outage writes answer 503, readiness goes down and
 * up, nothing acknowledged is lost or applied twice, and open streams catch up. The replicas are the
 * run's {@link SharedReplicas#open()}, but for two that start together on an empty database.
 */
@Standalone
@ResourceLock(SharedReplicas.OPEN)
class ReplicasAndOutagesIT {

    private static final Duration WAIT = Duration.ofSeconds(20);

    private SharedReplicas replicas;
    private RestartableDatabase database;

    @BeforeEach
    void replicas() throws Exception {
        replicas = SharedReplicas.open();
        database = replicas.database();
    }

    record Game(String id, String south, String north) {
        String path(String tail) {
            return "/api/v1/games/" + id + tail;
        }
    }

    private static RequestSpecification at(ServiceProcess service, String token) {
        RequestSpecification spec = given().port(service.port).contentType(ContentType.JSON);
        return token == null ? spec : spec.header("Authorization", "Bearer " + token);
    }

    private static Game startedGame(ServiceProcess service) {
        JsonPath created = at(service, null).body("{\"game\":\"gyges\"}").post("/api/v1/games")
                .then().statusCode(201).extract().jsonPath();
        Game game = new Game(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
        at(service, game.south()).body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(200);
        at(service, game.north()).body("{\"row\":\"123321\"}").post(game.path("/setup")).then().statusCode(200);
        return game;
    }

    /** Plays the middle legal move for the side to move; returns it in compact text. */
    private static String playOne(ServiceProcess service, Game game, String key) {
        JsonPath state = at(service, null).get(game.path("")).then().statusCode(200).extract().jsonPath();
        List<String> legal = at(service, null).get(game.path("/legal-moves?paths=false")).then().statusCode(200)
                .extract().jsonPath().getList("moves.move", String.class);
        String token = state.getString("toMove").equals("south") ? game.south() : game.north();
        String move = legal.get(legal.size() / 2);
        RequestSpecification request = at(service, token);
        if (key != null) {
            request.header("Idempotency-Key", key);
        }
        request.body("{\"move\":\"" + move + "\",\"expectedPly\":" + state.getInt("ply") + "}")
                .post(game.path("/moves")).then().statusCode(201);
        return move;
    }

    private static <T> T eventually(Supplier<T> attempt, java.util.function.Predicate<T> done, String what) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
        T last = attempt.get();
        while (!done.test(last)) {
            if (Instant.now().isAfter(deadline)) {
                throw new AssertionError(what + " did not happen within 60 s; last: " + last);
            }
            Thread.sleep(250);
            last = attempt.get();
        }
        return last;
    }

    @Test
    void aStreamOnOneReplicaSeesEveryEventOfAGamePlayedThroughTheOtherAndResumes() throws Exception {
        ServiceProcess a = replicas.a();
        ServiceProcess b = replicas.b();
        Game game = startedGame(b);
        List<String> played = new ArrayList<>();
        try (EventStream stream = EventStream.open(a.url(game.path("/events")), null, false)) {
            EventStream.Event state = stream.next(WAIT);
            assertThat(state.type()).isEqualTo("state");
            assertThat(state.id()).isEqualTo(2L);
            for (int i = 0; i < 4; i++) {
                played.add(playOne(b, game, null));
            }
            for (int version = 3; version <= 6; version++) {
                EventStream.Event event = stream.next(WAIT);
                assertThat(event.id()).isEqualTo(version);
                assertThat(event.type()).isEqualTo("move");
                assertThat(event.data().get("move").asText()).isEqualTo(played.get(version - 3));
            }
        }
        for (int i = 0; i < 3; i++) {
            played.add(playOne(b, game, null));
        }
        try (EventStream resumed = EventStream.open(a.url(game.path("/events")), 5L, true)) {
            EventStream.Event state = resumed.next(WAIT);
            assertThat(state.type()).isEqualTo("state");
            assertThat(state.id()).isNull();
            for (int version = 6; version <= 9; version++) {
                EventStream.Event event = resumed.next(WAIT);
                assertThat(event.id()).as("no gap, no repeat").isEqualTo(version);
                assertThat(event.data().get("move").asText()).isEqualTo(played.get(version - 3));
            }
        }
    }

    @Test
    void throughADatabaseOutageWritesAnswer503AndNothingIsLostOrAppliedTwice() throws Exception {
        ServiceProcess a = replicas.a();
        Game game = startedGame(a);
        playOne(a, game, "before-1");
        playOne(a, game, "before-2");
        try (EventStream stream = EventStream.open(a.url(game.path("/events")), null, false)) {
            assertThat(stream.next(WAIT).id()).isEqualTo(4L);
            List<String> legal = at(a, null).get(game.path("/legal-moves?paths=false")).then()
                    .extract().jsonPath().getList("moves.move", String.class);
            String body = "{\"move\":\"" + legal.get(0) + "\",\"expectedPly\":2}";

            database.stop();
            Response refused = at(a, game.south()).header("Idempotency-Key", "during-outage").body(body)
                    .post(game.path("/moves"));
            assertThat(refused.statusCode()).isEqualTo(503);
            assertThat(refused.contentType()).startsWith("application/problem+json");
            assertThat(refused.jsonPath().getString("type")).isEqualTo("/problems/service-unavailable");
            assertThat(refused.header("Retry-After")).isNotBlank();
            eventually(a::readiness, status -> status == 503, "readiness going down");

            database.start();
            eventually(a::readiness, status -> status == 200, "readiness coming back");
            IntPredicate played = status -> status == 201;
            Response accepted = eventually(() -> at(a, game.south()).header("Idempotency-Key", "during-outage")
                    .body(body).post(game.path("/moves")), r -> played.test(r.statusCode()), "the retried move");
            Response again = at(a, game.south()).header("Idempotency-Key", "during-outage").body(body)
                    .post(game.path("/moves"));
            assertThat(again.statusCode()).isEqualTo(201);
            assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
            assertThat(again.asString()).isEqualTo(accepted.asString());

            List<Integer> plies = at(a, null).get(game.path("/moves")).then().statusCode(200)
                    .extract().jsonPath().getList("moves.ply", Integer.class);
            assertThat(plies).containsExactly(1, 2, 3);
            EventStream.Event caughtUp = stream.next(WAIT);
            assertThat(caughtUp.id()).isEqualTo(5L);
            assertThat(caughtUp.data().get("move").asText()).isEqualTo(legal.get(0));
            playOne(a, game, "after-1");
            assertThat(stream.next(WAIT).id()).as("the listener is back").isEqualTo(6L);
        }
    }

    @Test
    void replicasStartingTogetherOnAnEmptyDatabaseMigrateItOnce() throws Exception {
        java.util.concurrent.ExecutorService starter = java.util.concurrent.Executors.newFixedThreadPool(2);
        try (RestartableDatabase empty = RestartableDatabase.create("replicas-together-postgres")) {
            var first = starter.submit(() -> ServiceProcess.start(empty.port, "together-a.log"));
            var second = starter.submit(() -> ServiceProcess.start(empty.port, "together-b.log"));
            try (ServiceProcess a = first.get(); ServiceProcess b = second.get()) {
                Game game = startedGame(a);
                playOne(b, game, null);
                assertThat(at(a, null).get(game.path("")).then().statusCode(200).extract().jsonPath().getInt("ply"))
                        .isEqualTo(1);
            }
        } finally {
            starter.shutdownNow();
        }
    }

    @Test
    void aStoppingReplicaEndsItsStreamsWithARetryHint() throws Exception {
        ServiceProcess a = replicas.a();
        Game game = startedGame(a);
        try (EventStream stream = EventStream.open(a.url(game.path("/events")), null, false)) {
            assertThat(stream.next(WAIT).type()).isEqualTo("state");
            Instant stopping = Instant.now();

            a.close();

            assertThat(stream.endsWithin(WAIT)).isTrue();
            assertThat(stream.retryMillis()).isEqualTo(2000);
            assertThat(Duration.between(stopping, Instant.now())).isLessThan(Duration.ofSeconds(10));
        }
    }
}
