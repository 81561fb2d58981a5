package org.ringgames.web.admin;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An admin key and no portal key yet: the service is not open, nobody creates or lists games until a key is added. */
@QuarkusTest
@TestProfile(AdminKeyAloneTest.AdminKeyOnly.class)
class AdminKeyAloneTest {

    public static class AdminKeyOnly implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("ringgames.admin-key", PortalKeyAdminTest.sha256(PortalKeyAdminTest.ADMIN));
        }
    }

    @Test
    void anAdminKeyAloneClosesTheOpenModeUntilTheOperatorAddsAKey() {
        given().get("/api/v1/games").then().statusCode(401);
        assertThat(PortalKeyAdminTest.createGame("anything")).isEqualTo(401);
        given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}").post("/api/v1/games").then().statusCode(401);

        String key = PortalKeyAdminTest.addKey("first").getString("key");
        String game = PortalKeyAdminTest.gameOf(key);
        assertThat(PortalKeyAdminTest.listed(key)).containsExactly(game);
    }
}
