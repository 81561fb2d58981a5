package org.ringgames.web.portal;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Portal API keys: required, checked, rotated, and scoping the list to the portal's own games. */
@QuarkusTest
@TestProfile(PortalKeysTest.WithKeys.class)
class PortalKeysTest {

    static final String ALPHA_OLD = "alpha-key-2025";
    static final String ALPHA_NEW = "alpha-key-2026";
    static final String BETA = "beta-key";

    static String sha256(String key) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Two portals; alpha in the middle of rotating its key, so both of its keys work. */
    public static class WithKeys implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("ringgames.api-keys",
                    "alpha:" + sha256(ALPHA_OLD) + ",alpha:" + sha256(ALPHA_NEW) + ",beta:" + sha256(BETA));
        }
    }

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
