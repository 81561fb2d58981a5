package org.ringgames.web.admin;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import org.ringgames.web.portals.ProductionDefaults;

/**
 * An admin key and no configured portal key (production's defaults): the service is not open, nobody
 * creates or lists games without a key the admin API added.
 */
@QuarkusTest
@TestProfile(ProductionDefaults.class)
class AdminKeyAloneTest {

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
