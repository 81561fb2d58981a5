package org.ringgames.web.gyges;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.Socket;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ringgames.support.RawHttp;
import org.ringgames.web.games.ScarceService;

/**
 * One engine thread and a queue of one: a third search is refused with 503 and Retry-After while
 * two are in hand (one running, one queued), and games, moves and reads keep answering
 * meanwhile. The client with the two has as many analyses in hand as one may
 * (ringgames.engine.max-searches-per-caller): its own third is 429, told so before the full queue.
 * When that client hangs up, both its searches are given up (the running one stopped, the queued
 * one never started): the engine is free again at once, not after the 20 s they asked for.
 * Clients are told apart by address (the profile trusts X-Forwarded-For, as behind a proxy).
 */
@QuarkusTest
@TestProfile(ScarceService.class)
class EngineCapacityTest {

    private static final String LONG_SEARCH = "{\"game\":\"gyges\",\"position\":\"" + AnalysisTest.START
            + "\",\"limits\":{\"movetimeMs\":10000}}";
    /** Holds the one thread for 20 s (the profile's maximum), so that the checks below find the engine full. */
    private static final String LONGEST_SEARCH = "{\"game\":\"gyges\",\"position\":\"" + AnalysisTest.START
            + "\",\"limits\":{\"movetimeMs\":20000}}";
    private static final String SHORT_SEARCH = "{\"game\":\"gyges\",\"position\":\"" + AnalysisTest.START
            + "\",\"limits\":{\"depth\":1}}";
    private static final String ANN = "198.51.100.1";
    private static final String BOB = "198.51.100.2";

    @Test
    void aFullEngineRefusesMoreSearchesWithRetryAfterAndGamesKeepAnswering() throws IOException {
        try (Socket running = waiting(ANN, LONGEST_SEARCH)) {
            awaitGauge("ringgames_engine_threads_busy", 1);
            try (Socket queued = waiting(ANN, LONGEST_SEARCH)) {
                awaitGauge("ringgames_engine_queue_depth", 1);
                aFullEngineRefusesAndGamesKeepAnswering();
            }
        }
        // Ann hung up on both: the running search stops and the queued one is dropped, well before
        // the 20 s either asked for, and her places are hers again.
        awaitGauge("ringgames_engine_threads_busy", 0);
        awaitGauge("ringgames_engine_queue_depth", 0);
        given().header("X-Forwarded-For", ANN).contentType(ContentType.JSON).body(SHORT_SEARCH)
                .post(AnalysisTest.ANALYSIS).then().statusCode(200);
    }

    private void aFullEngineRefusesAndGamesKeepAnswering() {
        // Ann has two in hand, as many as one client may: her third is refused as hers.
        given().header("X-Forwarded-For", ANN).contentType(ContentType.JSON).body(SHORT_SEARCH)
                .post(AnalysisTest.ANALYSIS).then().statusCode(429).header("Retry-After", "1")
                .contentType("application/problem+json").body("type", containsString("rate-limited"))
                .body("limit", org.hamcrest.Matchers.equalTo("engine-searches"));
        given().header("X-Forwarded-For", BOB).contentType(ContentType.JSON).body(SHORT_SEARCH)
                .post(AnalysisTest.ANALYSIS).then().statusCode(503).body("type", containsString("service-unavailable"));
        given().contentType(ContentType.JSON).body(LONG_SEARCH).post(AnalysisTest.ANALYSIS).then().statusCode(503)
                .header("Retry-After", "1").contentType("application/problem+json")
                .body("type", containsString("service-unavailable"));
        given().contentType(ContentType.JSON).accept("application/x-ndjson").body(LONG_SEARCH)
                .post(AnalysisTest.ANALYSIS).then().statusCode(503).header("Retry-After", "1");

        // Every engine thread is busy; people's games do not wait for it.
        JsonPath created = given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}").post("/api/v1/games")
                .then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + created.getString("seats.south.token"))
                .body("{\"row\":\"321123\"}").post("/api/v1/games/" + id + "/setup").then().statusCode(200);
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + created.getString("seats.north.token"))
                .body("{\"row\":\"321123\"}").post("/api/v1/games/" + id + "/setup").then().statusCode(200);
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + created.getString("seats.south.token"))
                .body("{\"move\":\"b1-b3\",\"expectedPly\":0}").post("/api/v1/games/" + id + "/moves").then().statusCode(201);
        given().get("/api/v1/games/" + id + "/legal-moves").then().statusCode(200);
        given().contentType(ContentType.JSON).body("{\"game\":\"gyges\",\"position\":\"" + AnalysisTest.START + "\"}")
                .post("/api/v1/positions/legal-moves").then().statusCode(200);
        // Still full after all that: the games above were answered while every engine thread was busy.
        given().contentType(ContentType.JSON).body(LONG_SEARCH).post(AnalysisTest.ANALYSIS).then().statusCode(503);
    }

    /** An analysis sent from {@code address} whose client waits for it until the socket is closed. */
    private static Socket waiting(String address, String body) {
        return RawHttp.open(RestAssured.port, "POST", AnalysisTest.ANALYSIS,
                List.of(new String[] {"Content-Type", "application/json"}, new String[] {"X-Forwarded-For", address}),
                body);
    }

    /** Polls the Prometheus endpoint until the gauge reads {@code value}. */
    private static void awaitGauge(String gauge, int value) {
        Pattern line = Pattern.compile("^" + gauge + "(\\{[^}]*\\})? ([0-9.]+)$", Pattern.MULTILINE);
        Instant until = Instant.now().plus(Duration.ofSeconds(20));
        while (true) {
            Matcher m = line.matcher(given().get("/q/metrics").then().statusCode(200).extract().asString());
            if (m.find() && Double.parseDouble(m.group(2)) == value) {
                return;
            }
            assertThat(Instant.now()).as("%s never read %d", gauge, value).isBefore(until);
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
