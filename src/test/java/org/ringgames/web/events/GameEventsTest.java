package org.ringgames.web.events;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.ringgames.support.EventStream;

/** The event stream of one instance: order, ids, resume, NDJSON, the end of a game. */
@QuarkusTest
class GameEventsTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @TestHTTPResource("/")
    URL root;

    record Game(String id, String south, String north) {
    }

    private static Game create() {
        JsonPath created = given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}").post("/api/v1/games")
                .then().statusCode(201).extract().jsonPath();
        return new Game(created.getString("id"), created.getString("seats.south.token"), created.getString("seats.north.token"));
    }

    private static void post(Game game, String token, String tail, String body, int status) {
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token).body(body)
                .post("/api/v1/games/" + game.id() + tail).then().statusCode(status);
    }

    private String events(Game game) {
        return root + "api/v1/games/" + game.id() + "/events";
    }

    @Test
    void aStreamOpensWithTheStateThenCarriesEveryChangeInOrder() {
        Game game = create();
        try (EventStream stream = EventStream.open(events(game), null, false)) {
            assertThat(stream.status()).isEqualTo(200);
            assertThat(stream.contentType()).startsWith("text/event-stream");
            EventStream.Event state = stream.next(WAIT);
            assertThat(state.type()).isEqualTo("state");
            assertThat(state.id()).isEqualTo(0L);
            assertThat(state.data().get("status").asText()).isEqualTo("setup");

            post(game, game.south(), "/setup", "{\"row\":\"321123\"}", 200);
            post(game, game.north(), "/setup", "{\"row\":\"123321\"}", 200);
            post(game, game.south(), "/moves", "{\"move\":\"b1-b3\"}", 201);
            post(game, game.north(), "/draw", "{\"action\":\"offer\"}", 200);

            EventStream.Event first = stream.next(WAIT);
            assertThat(first.type()).isEqualTo("setup");
            assertThat(first.id()).isEqualTo(1L);
            assertThat(stream.next(WAIT).id()).isEqualTo(2L);
            EventStream.Event move = stream.next(WAIT);
            assertThat(move.type()).isEqualTo("move");
            assertThat(move.id()).isEqualTo(3L);
            assertThat(move.data().get("move").asText()).isEqualTo("b1-b3");
            assertThat(move.data().get("state").get("toMove").asText()).isEqualTo("north");
            EventStream.Event offer = stream.next(WAIT);
            assertThat(offer.type()).isEqualTo("draw-offer");
            assertThat(offer.data().get("state").get("drawOffer").asText()).isEqualTo("north");

            post(game, game.north(), "/resign", "", 200);
            EventStream.Event finished = stream.next(WAIT);
            assertThat(finished.type()).isEqualTo("finished");
            assertThat(finished.id()).isEqualTo(5L);
            assertThat(finished.data().get("state").get("result").get("winner").asText()).isEqualTo("south");
            assertThat(stream.endsWithin(WAIT)).isTrue();
        }
    }

    @Test
    void lastEventIdResumesWithoutGapsOrRepeats() {
        Game game = create();
        post(game, game.south(), "/setup", "{\"row\":\"321123\"}", 200);
        post(game, game.north(), "/setup", "{\"row\":\"123321\"}", 200);
        post(game, game.south(), "/moves", "{\"move\":\"b1-b3\"}", 201);
        post(game, game.north(), "/moves", "{\"move\":\"b6-b4\"}", 201);

        try (EventStream stream = EventStream.open(events(game), 2L, false)) {
            EventStream.Event state = stream.next(WAIT);
            assertThat(state.type()).isEqualTo("state");
            assertThat(state.id()).as("the opening state of a resumed stream keeps the client's id").isNull();
            assertThat(state.data().get("ply").asInt()).isEqualTo(2);
            EventStream.Event third = stream.next(WAIT);
            assertThat(third.id()).isEqualTo(3L);
            assertThat(third.data().get("move").asText()).isEqualTo("b1-b3");
            assertThat(stream.next(WAIT).id()).isEqualTo(4L);
            post(game, game.south(), "/moves", "{\"move\":\"e1-e3\"}", 201);
            assertThat(stream.next(WAIT).id()).isEqualTo(5L);
        }
    }

    @Test
    void ndjsonCarriesTheSameEvents() {
        Game game = create();
        try (EventStream stream = EventStream.open(events(game), null, true)) {
            assertThat(stream.contentType()).startsWith("application/x-ndjson");
            assertThat(stream.next(WAIT).type()).isEqualTo("state");
            post(game, game.south(), "/setup", "{\"row\":\"321123\"}", 200);

            EventStream.Event setup = stream.next(WAIT);
            assertThat(setup.type()).isEqualTo("setup");
            assertThat(setup.id()).isEqualTo(1L);
            assertThat(setup.data().get("seat").asText()).isEqualTo("south");
        }
    }

    @Test
    void theStreamOfAFinishedGameGivesItsStateAndEnds() {
        Game game = create();
        post(game, game.south(), "/resign", "", 200);

        try (EventStream stream = EventStream.open(events(game), null, false)) {
            assertThat(stream.next(WAIT).data().get("status").asText()).isEqualTo("finished");
            assertThat(stream.endsWithin(WAIT)).isTrue();
        }
        try (EventStream resumed = EventStream.open(events(game), 0L, false)) {
            assertThat(resumed.next(WAIT).type()).isEqualTo("state");
            assertThat(resumed.next(WAIT).type()).isEqualTo("finished");
            assertThat(resumed.endsWithin(WAIT)).isTrue();
        }
    }

    @Test
    void anUnknownGameOrABadEventIdIsAProblem() {
        given().get("/api/v1/games/8d3c1a52-8f7e-4c55-9a5b-3b0d1f2e4a6c/events").then().statusCode(404)
                .contentType("application/problem+json");
        given().get("/api/v1/games/nope/events").then().statusCode(404);
        Game game = create();
        given().header("Last-Event-ID", "abc").get("/api/v1/games/" + game.id() + "/events").then().statusCode(400)
                .contentType("application/problem+json");
    }

    @Test
    void aLastEventIdThatIsNoVersionOfTheGameIsMalformed() {
        Game game = create();
        post(game, game.south(), "/setup", "{\"row\":\"321123\"}", 200);
        for (String notAVersion : new String[] {"-5", "2", "999999", "1.5"}) {
            given().header("Last-Event-ID", notAVersion).get(events(game)).then().statusCode(400)
                    .contentType("application/problem+json").body("type", equalTo("/problems/malformed-request"));
            given().get(events(game) + "?lastEventId=" + notAVersion).then().statusCode(400);
        }
        try (EventStream stream = EventStream.open(events(game), 0L, true)) {
            assertThat(stream.status()).isEqualTo(200);
            assertThat(stream.next(WAIT).type()).isEqualTo("state");
            EventStream.Event setup = stream.next(WAIT);
            assertThat(setup.type()).isEqualTo("setup");
            assertThat(setup.id()).isEqualTo(1L);
        }
        try (EventStream stream = EventStream.open(events(game), 1L, false)) {
            assertThat(stream.status()).isEqualTo(200);
            assertThat(stream.next(WAIT).id()).as("the opening state of a resumed stream").isNull();
        }
    }
}
