package org.ringgames.web.gyges;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.web.games.ScarceService;

/**
 * One client cannot create games against the engine without end (open mode, where the address that
 * creates one owns it): past the cap, 3 in this profile (default 10), one more is 409 limit-reached
 * and nothing is created; a game against a person still is; another address is not held back; and
 * once one of its engine games ends, the client may start another. The profile trusts
 * X-Forwarded-For, so the test speaks from addresses of its own.
 */
@QuarkusTest
@TestProfile(ScarceService.class)
class EngineGamesCapTest {

    // North is the computer: in BLOCK setup South places first, so these games ask nothing of the
    // engine while the test runs.
    private static final String AGAINST_THE_ENGINE = "{\"game\":\"gyges\",\"seats\":{\"north\":{\"engine\":{\"level\":8}}}}";
    private static final String CAROL = "203.0.113.7";
    private static final String DAVE = "203.0.113.8";

    @Test
    void aClientsGamesAgainstTheEngineAreCappedUntilOneEnds() {
        List<JsonPath> carols = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            carols.add(create(CAROL, AGAINST_THE_ENGINE, 201).extract().jsonPath());
        }
        String newest = newest();
        create(CAROL, AGAINST_THE_ENGINE, 409).body("type", equalTo("/problems/limit-reached")).body("limit", equalTo(3));
        given().get("/api/v1/games?limit=1").then().statusCode(200).body("games[0].id", equalTo(newest));

        create(CAROL, "{\"game\":\"gyges\"}", 201);
        create(DAVE, AGAINST_THE_ENGINE, 201);

        JsonPath first = carols.get(0);
        given().header("Authorization", "Bearer " + first.getString("seats.south.token"))
                .post("/api/v1/games/" + first.getString("id") + "/resign").then().statusCode(200);
        create(CAROL, AGAINST_THE_ENGINE, 201);
    }

    private static String newest() {
        return given().get("/api/v1/games?limit=1").then().statusCode(200).extract().path("games[0].id");
    }

    private static ValidatableResponse create(String address, String body, int status) {
        return given().header("X-Forwarded-For", address).contentType(ContentType.JSON).body(body)
                .post("/api/v1/games").then().statusCode(status);
    }
}
