package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.portals.PortalCalls.batch;
import static org.ringgames.web.portals.PortalCalls.bulk;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * startClocksAt: a clocked game's clocks do not run before it. The start is a day ahead, so no
 * limit can fall during the test whatever the machine's speed: every deadline is read, none waited for.
 */
@QuarkusTest
class StartClocksAtTest {

    private static final String CLOCK = "\"clock\": {\"initialSeconds\": 300, \"incrementSeconds\": 2}";

    private static JsonPath state(String id) {
        return given().get(PortalCalls.GAMES + "/" + id).then().statusCode(200).extract().jsonPath();
    }

    private static void post(String id, String token, String tail, String body, int status) {
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token).body(body)
                .post(PortalCalls.GAMES + "/" + id + tail).then().statusCode(status);
    }

    @Test
    void aRoundsClocksCountEveryLimitFromItsStartAndChargeNothingBeforeIt() {
        Instant start = Instant.now().plus(1, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS);
        JsonPath answer = bulk(null, batch(List.of("{\"game\": \"gyges\", " + CLOCK + "}", "{\"game\": \"gyges\"}"),
                start.toString())).then().statusCode(201).extract().jsonPath();
        String id = answer.getString("games[0].id");
        String south = answer.getString("games[0].seats.south.token");
        String north = answer.getString("games[0].seats.north.token");
        assertThat(answer.getString("games[0].state.clock.startsAt")).isEqualTo(start.toString());
        assertThat(answer.getString("games[0].state.clock.deadline")).isEqualTo(start.plusSeconds(60).toString());
        assertThat(answer.getString("games[0].state.clock.phase")).isEqualTo("setup");
        // An untimed game of the batch has no clock to hold back: it is created, and plays at once.
        assertThat(answer.getString("games[1].state.clock")).isNull();

        post(id, south, "/setup", "{\"row\": \"321123\"}", 200);
        assertThat(state(id).getString("clock.deadline")).isEqualTo(start.plusSeconds(60).toString());
        post(id, north, "/setup", "{\"row\": \"123321\"}", 200);
        JsonPath playing = state(id);
        assertThat(playing.getString("clock.phase")).isEqualTo("first-move");
        assertThat(playing.getString("clock.deadline")).isEqualTo(start.plusSeconds(30).toString());

        post(id, south, "/moves", "{\"move\": \"b1-b3\"}", 201);
        String reply = given().get(PortalCalls.GAMES + "/" + id + "/legal-moves").then().statusCode(200)
                .extract().jsonPath().getString("moves[0].move");
        post(id, north, "/moves", "{\"move\": \"" + reply + "\"}", 201);
        JsonPath moving = state(id);
        assertThat(moving.getString("clock.phase")).isEqualTo("move");
        assertThat(moving.getString("clock.running")).isEqualTo("south");
        assertThat(moving.getString("clock.asOf")).isEqualTo(start.toString());
        assertThat(moving.getString("clock.deadline")).isEqualTo(start.plusSeconds(300).toString());
        assertThat(moving.getLong("clock.remainingMs.south")).isEqualTo(300_000L);
        assertThat(moving.getLong("clock.remainingMs.north")).isEqualTo(300_000L);
        assertThat(given().get(PortalCalls.GAMES + "/" + id + "/moves").then().statusCode(200).extract().jsonPath()
                .getList("moves.timeSpentMs", Long.class)).containsExactly(0L, 0L);
    }

    @Test
    void aSingleCreateTakesStartClocksAtAndAMomentPastMeansNow() {
        Instant start = Instant.now().plus(2, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);
        JsonPath held = PortalCalls.create(null, "{\"game\": \"xequeo\", " + CLOCK + ", \"startClocksAt\": \""
                + start + "\"}").then().statusCode(201).extract().jsonPath();
        assertThat(held.getString("state.clock.startsAt")).isEqualTo(start.toString());
        assertThat(held.getString("state.clock.deadline")).isEqualTo(start.plusSeconds(60).toString());

        JsonPath past = PortalCalls.create(null, "{\"game\": \"gyges\", " + CLOCK
                + ", \"startClocksAt\": \"2020-01-01T00:00:00Z\"}").then().statusCode(201).extract().jsonPath();
        assertThat(past.getString("state.clock.startsAt")).isNull();
        assertThat(past.getString("state.clock.asOf")).isEqualTo(past.getString("state.createdAt"));
        assertThat(Instant.parse(past.getString("state.clock.deadline")))
                .isEqualTo(Instant.parse(past.getString("state.createdAt")).plusSeconds(60));
    }

    @Test
    void aStartMoreThan30DaysAheadOrNotAnInstantIsRefused() {
        Instant far = Instant.now().plus(31, ChronoUnit.DAYS);
        PortalCalls.create(null, "{\"game\": \"gyges\", " + CLOCK + ", \"startClocksAt\": \"" + far + "\"}")
                .then().statusCode(400).body("type", equalTo("/problems/malformed-request"))
                .body("detail", containsString("startClocksAt: " + far + " is more than 30 days ahead"));
        bulk(null, batch(List.of("{\"game\": \"gyges\"}"), far.toString())).then().statusCode(400)
                .body("detail", containsString("more than 30 days ahead"));
        bulk(null, batch(List.of("{\"game\": \"gyges\"}"), "tomorrow")).then().statusCode(400)
                .body("detail", containsString("startClocksAt: 'tomorrow' is not an ISO 8601 instant"));
    }
}
