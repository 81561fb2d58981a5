package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

/** The Prometheus metrics an operator watches: games, moves, endings, problems, streams, the engine. */
@QuarkusTest
class MetricsTest {

    @Test
    void gamesMovesEndingsProblemsAndStreamsAreCounted() {
        JsonPath created = given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}").post("/api/v1/games")
                .then().statusCode(201).extract().jsonPath();
        String game = "/api/v1/games/" + created.getString("id");
        String south = "Bearer " + created.getString("seats.south.token");
        String north = "Bearer " + created.getString("seats.north.token");
        given().contentType(ContentType.JSON).header("Authorization", south).body("{\"row\":\"321123\"}").post(game + "/setup");
        given().contentType(ContentType.JSON).header("Authorization", north).body("{\"row\":\"123321\"}").post(game + "/setup");
        given().contentType(ContentType.JSON).header("Authorization", south).body("{\"move\":\"b1-b3\"}").post(game + "/moves")
                .then().statusCode(201);
        given().contentType(ContentType.JSON).header("Authorization", north).post(game + "/resign").then().statusCode(200);
        given().get("/api/v1/games/8d3c1a52-8f7e-4c55-9a5b-3b0d1f2e4a6c").then().statusCode(404);
        given().contentType(ContentType.JSON).body("{\"game\":\"gyges\",\"position\":\"321123/....../....../....../....../321123 S\","
                + "\"limits\":{\"depth\":2}}").post("/api/v1/positions/analysis").then().statusCode(200);

        given().get("/q/metrics").then().statusCode(200)
                .body(containsString("ringgames_games_created_total"))
                .body(containsString("ringgames_game_changes_total{type=\"move\"}"))
                .body(containsString("ringgames_games_finished_total{reason=\"resignation\"}"))
                .body(containsString("ringgames_problems_total{status=\"404\",type=\"/problems/not-found\"}"))
                .body(containsString("ringgames_event_streams_open"))
                .body(containsString("ringgames_events_delivered_total"))
                .body(containsString("ringgames_events_notification_lag_seconds"))
                .body(containsString("ringgames_engine_searches_total{purpose=\"analysis\"}"))
                .body(containsString("ringgames_engine_nodes_total{purpose=\"analysis\"}"))
                .body(containsString("ringgames_engine_think_seconds_count{purpose=\"analysis\"}"))
                .body(containsString("ringgames_engine_wait_seconds_count{purpose=\"analysis\"}"))
                .body(containsString("ringgames_engine_queue_depth"))
                .body(containsString("ringgames_engine_threads_busy"));
    }
}
