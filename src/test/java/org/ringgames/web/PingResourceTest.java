package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class PingResourceTest {

    @Test
    void pingAnswersOk() {
        given().when().get("/api/v1/ping")
                .then().statusCode(200)
                .contentType("application/json")
                .body("status", equalTo("ok"));
    }
}
