package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringgames.web.admin.PortalKeyAdminTest;

/**
 * As in production (private targets not allowed): a webhook may not point inside the service's
 * network, by address or by a name that resolves there, nor use plain http. The webhooks are a
 * portal's, with a key the admin API gave it.
 */
@QuarkusTest
@TestProfile(ProductionDefaults.class)
class PrivateTargetsRefusedTest {

    private static String key;

    @BeforeEach
    void portalKey() {
        if (key == null) {
            key = PortalKeyAdminTest.addKey("private-targets").getString("key");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://127.0.0.1/hook", "https://127.0.0.1:8443/hook", "https://localhost/hook",
            "https://10.1.2.3/hook", "https://192.168.0.10/hook", "https://172.16.5.4/hook",
            "https://169.254.169.254/latest/meta-data/", "https://[::1]/hook", "https://[fd00:ec2::254]/hook",
            "https://[::ffff:127.0.0.1]/hook", "https://0.0.0.0/hook", "https://100.64.1.1/hook",
            "https://[64:ff9b:1::a00:1]/hook", "https://[100::1]/hook", "https://[2001::5efe:7f00:1]/hook",
            "http://93.184.216.34/hook"})
    void aTargetInsideTheNetworkOrWithoutTlsIsRefused(String url) {
        int before = given().header("X-Api-Key", key).get("/api/v1/webhooks").then().statusCode(200).extract()
                .jsonPath().getList("webhooks").size();
        given().header("X-Api-Key", key).contentType(ContentType.JSON).body("{\"url\":\"" + url + "\"}")
                .post("/api/v1/webhooks").then()
                .statusCode(422).body("type", equalTo("/problems/invalid-webhook-url"))
                .body("url", equalTo(url))
                .body("detail", containsString(url.startsWith("http:") ? "must be https" : "address"));
        assertThat(given().header("X-Api-Key", key).get("/api/v1/webhooks").then().extract().jsonPath()
                .getList("webhooks")).hasSize(before);
    }
}
