package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The committed {@code openapi.yaml} must be exactly what the service serves. To regenerate it
 * after an API change: {@code ./mvnw test -Dtest=OpenApiDriftTest -Dopenapi.write=true} (or any
 * {@code ./mvnw verify -Dopenapi.write=true}), then review and commit the diff.
 */
@QuarkusTest
class OpenApiDriftTest {

    private static final Path COMMITTED = Path.of("openapi.yaml");

    @Test
    void committedOpenApiMatchesTheServedDocument() throws IOException {
        String served = given().when().get("/q/openapi?format=yaml")
                .then().statusCode(200)
                .extract().asString();

        if (Boolean.getBoolean("openapi.write")) {
            Files.writeString(COMMITTED, served, StandardCharsets.UTF_8);
            return;
        }
        assertThat(Files.exists(COMMITTED))
                .as("%s is missing; create it with: ./mvnw test -Dtest=OpenApiDriftTest -Dopenapi.write=true",
                        COMMITTED.toAbsolutePath())
                .isTrue();
        assertThat(served)
                .as("openapi.yaml differs from /q/openapi; if the API change is intended, regenerate it with "
                        + "./mvnw test -Dtest=OpenApiDriftTest -Dopenapi.write=true and commit it")
                .isEqualTo(Files.readString(COMMITTED, StandardCharsets.UTF_8));
    }
}
