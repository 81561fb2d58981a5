package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * In open mode (no keys) a game of visibility portal has no portal to read it for it: only its
 * seats read it, and no open list or export shows it. A public game of no portal shows its labels
 * to anyone, as before.
 */
@QuarkusTest
class OpenVisibilityTest {

    @Test
    void inOpenModeAPortalGameIsReadOnlyByItsSeatsAndNeverListedOrExported() {
        JsonPath hidden = given().contentType(ContentType.JSON)
                .body("{\"game\": \"gyges\", \"visibility\": \"portal\", \"labels\": {\"south\": \"Hidden Name\"}}")
                .post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String id = hidden.getString("id");
        JsonPath shown = given().contentType(ContentType.JSON)
                .body("{\"game\": \"gyges\", \"labels\": {\"south\": \"Shown Name\"}}")
                .post("/api/v1/games").then().statusCode(201).extract().jsonPath();

        given().get("/api/v1/games/" + id).then().statusCode(404).body("type", equalTo("/problems/not-found"));
        given().get("/api/v1/games/" + id + "/record").then().statusCode(404);
        given().header("Authorization", "Bearer " + hidden.getString("seats.north.token")).get("/api/v1/games/" + id)
                .then().statusCode(200).body("visibility", equalTo("portal"));
        given().get("/api/v1/games/" + shown.getString("id")).then().statusCode(200)
                .body("visibility", equalTo("public")).body("labels.south", equalTo("Shown Name"));

        List<String> listed = given().get("/api/v1/games?limit=100").then().statusCode(200).extract().jsonPath()
                .getList("games.id", String.class);
        assertThat(listed).contains(shown.getString("id")).doesNotContain(id);
        String exported = given().get("/api/v1/games/export").then().statusCode(200).extract().asString();
        assertThat(exported).contains("Shown Name").doesNotContain("Hidden Name");
    }
}
