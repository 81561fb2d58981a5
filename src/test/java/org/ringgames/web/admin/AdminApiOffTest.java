package org.ringgames.web.admin;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Without an admin key (the default profile) the admin API is not there: 404, key or no key. */
@QuarkusTest
class AdminApiOffTest {

    @Test
    void everyAdminPathIsNotFoundWithoutAnAdminKey() {
        String keys = "/api/v1/admin/portals/alpha/keys";
        for (String header : List.of("X-Api-Key", "Authorization")) {
            String value = header.equals("X-Api-Key") ? PortalKeyAdminTest.ADMIN : "Bearer " + PortalKeyAdminTest.ADMIN;
            given().header(header, value).post(keys).then().statusCode(404)
                    .contentType("application/problem+json").body("type", equalTo("/problems/not-found"));
            given().header(header, value).get(keys).then().statusCode(404).body("type", equalTo("/problems/not-found"));
            given().header(header, value).get(keys + "/" + UUID.randomUUID()).then().statusCode(404);
            given().header(header, value).delete(keys + "/" + UUID.randomUUID()).then().statusCode(404);
        }
        given().get("/api/v1/admin/portals/Not%20A%20Name/keys").then().statusCode(404);
    }
}
