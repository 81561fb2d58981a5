package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The headers that web.SecurityHeaders puts on every answer, whoever wrote it. */
@QuarkusTest
class SecurityHeadersTest {

    private static final String BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

    @Test
    void everyPageOfTheServiceCarriesAPolicyThatForbidsInlineScriptAndForeignFrames() {
        for (String page : List.of("/", "/docs/rules/gyges.md", "/problems", "/problems/illegal-move", "/games/x")) {
            Response answer = given().accept(BROWSER).when().get(page);
            assertThat(answer.contentType()).as(page).startsWith("text/html");
            String policy = answer.header("Content-Security-Policy");
            assertThat(policy).as(page).isNotNull()
                    .contains("default-src 'none'", "script-src 'self';", "style-src 'self';", "object-src 'none'",
                            "base-uri 'none'", "frame-ancestors 'self'")
                    .doesNotContain("unsafe-inline");
            assertThat(answer.header("X-Content-Type-Options")).as(page).isEqualTo("nosniff");
        }
    }

    @Test
    void theDocsPagesTakeTheirStyleFromAFileSoThePolicyNeedsNoInlineStyle() {
        String page = given().accept(BROWSER).when().get("/docs/portals.md").then().statusCode(200).extract().asString();
        assertThat(page).doesNotContain("<style").doesNotContain("style=").contains("href=\"/app/docs.css\"");
        given().when().get("/app/docs.css").then().statusCode(200).contentType("text/css");
    }

    @Test
    void swaggerUiMayRunItsInlineScriptButNotBeFramedByOthers() {
        Response answer = given().redirects().follow(true).accept(BROWSER).when().get("/q/swagger-ui/");
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.header("Content-Security-Policy")).contains("frame-ancestors 'self'", "object-src 'none'");
        assertThat(answer.header("X-Content-Type-Options")).isEqualTo("nosniff");
    }

    @Test
    void theEmbedPageKeepsTheFrameAncestorsTheOperatorListsUnderTheSamePolicy() {
        String policy = given().when().get("/embed/games/x").then().statusCode(200).extract().header("Content-Security-Policy");
        assertThat(policy).contains("script-src 'self';").endsWith("frame-ancestors http://portal.example");
    }

    @Test
    void jsonAndProblemAnswersAreNeverSniffed() {
        given().when().get("/api/v1/games/not-a-game").then().statusCode(404)
                .contentType("application/problem+json").header("X-Content-Type-Options", "nosniff");
        given().when().get("/q/openapi").then().statusCode(200).header("X-Content-Type-Options", "nosniff");
    }

    @Test
    void anAnswerThatCarriesSeatTokensIsNeverStored() {
        Response created = given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}")
                .when().post("/api/v1/games");
        assertThat(created.statusCode()).isEqualTo(201);
        assertThat(created.jsonPath().getString("seats.south.token")).isNotBlank();
        assertThat(created.header("Cache-Control")).isEqualTo("no-store");
        Response player = given().contentType(ContentType.JSON).body("{\"name\":\"cache-check\"}")
                .when().post("/api/v1/players");
        assertThat(player.statusCode()).isEqualTo(201);
        assertThat(player.header("Cache-Control")).isEqualTo("no-store");
    }

    @Test
    void theClientsFilesAreRevalidatedNotKeptForADayAfterAnUpgrade() {
        for (String file : List.of("/", "/app/game.js", "/app/style.css")) {
            String cache = given().accept(BROWSER).when().get(file).then().statusCode(200).extract().header("Cache-Control");
            assertThat(cache).as(file).isNotNull().doesNotContain("immutable").doesNotContain("max-age=86400");
        }
    }
}
