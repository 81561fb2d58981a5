package org.ringgames.web.portal;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.web.portals.KeyedPortals;

/** Portal API keys: required, checked, rotated, and scoping the list to the portal's own games. */
@QuarkusTest
@TestProfile(KeyedPortals.class)
public class PortalKeysTest {

    public static final String ALPHA_OLD = "alpha-key-2025";
    public static final String ALPHA_NEW = "alpha-key-2026";
    public static final String BETA = "beta-key";

    private static JsonPath create(String header, String value, int status) {
        var request = given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}");
        if (header != null) {
            request.header(header, value);
        }
        return request.post("/api/v1/games").then().statusCode(status).extract().jsonPath();
    }

    private static List<String> listed(String apiKey) {
        return given().header("X-Api-Key", apiKey).get("/api/v1/games?limit=100").then().statusCode(200)
                .extract().jsonPath().getList("games.id", String.class);
    }

    @Test
    void creatingAndListingGamesNeedsAKnownKey() {
        create(null, null, 401).getString("type").equals("/problems/unauthorized");
        given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}").post("/api/v1/games").then()
                .statusCode(401).contentType("application/problem+json").body("type", equalTo("/problems/unauthorized"));
        create("X-Api-Key", "not-a-key", 401);
        create("Authorization", "Bearer not-a-key", 401);
        given().get("/api/v1/games").then().statusCode(401);
        given().header("X-Api-Key", "wrong").get("/api/v1/games").then().statusCode(401);
    }

    @Test
    void aRotatedKeyAndItsSuccessorServeTheSamePortalAndEachPortalListsOnlyItsOwnGames() {
        String byOldKey = create("X-Api-Key", ALPHA_OLD, 201).getString("id");
        String byNewKey = create("Authorization", "Bearer " + ALPHA_NEW, 201).getString("id");
        String byBeta = create("X-Api-Key", BETA, 201).getString("id");

        assertThat(listed(ALPHA_NEW)).contains(byOldKey, byNewKey).doesNotContain(byBeta);
        assertThat(listed(ALPHA_OLD)).contains(byOldKey, byNewKey).doesNotContain(byBeta);
        assertThat(listed(BETA)).contains(byBeta).doesNotContain(byOldKey, byNewKey);
    }

    @Test
    void seatTokensAndPublicReadsWorkAsBefore() {
        JsonPath created = create("X-Api-Key", BETA, 201);
        String game = "/api/v1/games/" + created.getString("id");

        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + created.getString("seats.south.token"))
                .body("{\"row\":\"321123\"}").post(game + "/setup").then().statusCode(200);
        given().get(game).then().statusCode(200).body("setup.placed.south", equalTo(6));
        given().get(game + "/board.svg").then().statusCode(200);
    }
}
