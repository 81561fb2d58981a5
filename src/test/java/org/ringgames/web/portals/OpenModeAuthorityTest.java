package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * In open mode (no portal keys, no admin key: the suite's default) nobody can prove a portal's or
 * the operator's authority, so aborting, adjudicating and giving a seat a new token are off: 403
 * authority-off, saying how to turn them on, and the game is left exactly as it was.
 */
@QuarkusTest
class OpenModeAuthorityTest {

    @Test
    void abortAdjudicateAndANewSeatTokenAreOffInOpenModeAndChangeNothing() {
        JsonPath created = PortalCalls.create(null, "{\"game\": \"gyges\"}").then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        String south = created.getString("seats.south.token");
        JsonPath before = given().get(PortalCalls.GAMES + "/" + id).then().statusCode(200).extract().jsonPath();

        Map<String, String> calls = Map.of("/abort", "", "/adjudicate", "{\"winner\": \"south\"}",
                "/seats/south/token", "");
        calls.forEach((tail, body) -> {
            for (String key : new String[] {null, "any-key-at-all"}) {
                PortalCalls.as(key).body(body).post(PortalCalls.GAMES + "/" + id + tail).then().statusCode(403)
                        .contentType("application/problem+json").body("type", equalTo("/problems/authority-off"))
                        .body("detail", containsString("RINGGAMES_API_KEYS"))
                        .body("detail", containsString("RINGGAMES_ADMIN_KEY"));
            }
        });

        JsonPath after = given().get(PortalCalls.GAMES + "/" + id).then().statusCode(200).extract().jsonPath();
        assertThat(after.getLong("version")).isEqualTo(before.getLong("version"));
        assertThat(after.getString("status")).isEqualTo("setup");
        assertThat(after.getString("updatedAt")).isEqualTo(before.getString("updatedAt"));
        given().header("Authorization", "Bearer " + south).get(PortalCalls.GAMES + "/" + id).then().statusCode(200)
                .body("mySeat", equalTo("south"));
        given().get("/problems/authority-off").then().statusCode(200).contentType(ContentType.HTML);
    }
}
