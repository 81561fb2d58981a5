package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.net.URL;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringgames.support.OpenApiContract;
import org.ringgames.support.RawHttp;

/**
 * Careless input that the service once guessed at or failed on: unknown and repeated query
 * parameters (ignored, or the first value taken), instants PostgreSQL cannot store (a 500), a long
 * secret that overflowed the stack of a regular expression (a text/plain 500), and bodies, targets
 * and headers beyond the HTTP server's limits (answered without a body). Each is now a problem.
 */
@QuarkusTest
class CarelessInputTest {

    @TestHTTPResource("/")
    URL base;

    private static final String GAMES = "/api/v1/games";

    private static String newGame() {
        return given().contentType(ContentType.JSON).body("{\"game\": \"gyges\"}").post(GAMES).then().statusCode(201)
                .extract().path("id");
    }

    @Test
    void anUnknownQueryParameterIsRefusedByNameOnJaxRsOperationsAndOnStreams() {
        String id = newGame();
        given().queryParam("lable", "Eve").get(GAMES).then().statusCode(400)
                .contentType("application/problem+json").body("type", equalTo("/problems/malformed-request"))
                .body("detail", containsString("unknown query parameter 'lable'"));
        given().queryParam("sinc", "2026-01-01T00:00:00Z").get(GAMES + "/export").then().statusCode(400)
                .body("detail", containsString("unknown query parameter 'sinc'"));
        given().queryParam("plyy", "1").get(GAMES + "/" + id).then().statusCode(400)
                .body("detail", containsString("unknown query parameter 'plyy'"));
        // The event streams are Vert.x routes: refused before any stream opens.
        given().queryParam("lastEventID", "3").get(GAMES + "/" + id + "/events").then().statusCode(400)
                .contentType("application/problem+json").body("detail", containsString("unknown query parameter 'lastEventID'"));
        given().queryParam("event", "gameStart").get("/api/v1/events").then().statusCode(400)
                .body("detail", containsString("unknown query parameter 'event'"));
    }

    @Test
    void aPageOpenedFromADecoratedLinkIsStillShown() {
        // Portals and mail programs add ?utm_source=… to the links they carry; only the API refuses.
        given().accept("text/html").when().get("/games/any?utm_source=portal").then().statusCode(200);
        given().accept("text/html").when().get("/docs/players.md?ref=mail").then().statusCode(200);
        given().when().get("/api/v1/games?utm_source=portal").then().statusCode(400)
                .contentType("application/problem+json");
    }

    @Test
    void aQueryParameterGivenTwiceIsRefusedRatherThanHalfRead() {
        given().queryParam("status", "playing", "finished").get(GAMES).then().statusCode(400)
                .contentType("application/problem+json").body("detail", containsString("'status' is given 2 times"));
        given().urlEncodingEnabled(false).get(GAMES + "?limit=1&limit=2").then().statusCode(400)
                .body("detail", containsString("'limit' is given 2 times"));
    }

    @Test
    void theKnownQueryParametersStillWork() {
        given().queryParam("status", "setup").queryParam("limit", 1).get(GAMES).then().statusCode(200);
        given().queryParam("label", "nobody-" + UUID.randomUUID()).get(GAMES).then().statusCode(200)
                .body("games.size()", equalTo(0));
    }

    @ParameterizedTest
    @ValueSource(strings = {"+300000-01-01T00:00:00Z", "-4713-01-01T00:00:00Z", "0000-12-31T23:59:59Z",
            "+10000-01-01T00:00:00Z", "-999999999-01-01T00:00:00Z"})
    void anInstantOutsideTheYears1To9999IsRefusedNamingItsParameter(String instant) {
        given().queryParam("updatedSince", instant).get(GAMES).then().statusCode(400)
                .contentType("application/problem+json").body("detail", containsString("updatedSince"))
                .body("detail", containsString("out of range"));
        given().queryParam("since", instant).get(GAMES + "/export").then().statusCode(400)
                .body("detail", containsString("since"));
        given().queryParam("until", instant).get(GAMES + "/export").then().statusCode(400)
                .body("detail", containsString("until"));
        given().contentType(ContentType.JSON).body("{\"game\": \"gyges\", \"clock\": {\"initialSeconds\": 60, "
                + "\"incrementSeconds\": 0}, \"startClocksAt\": \"" + instant + "\"}").post(GAMES).then()
                .statusCode(400).body("detail", containsString("startClocksAt"));
        given().contentType(ContentType.JSON).body("{\"games\": [{\"game\": \"gyges\"}], \"startClocksAt\": \""
                + instant + "\"}").post(GAMES + "/bulk").then().statusCode(400)
                .body("detail", containsString("startClocksAt"));
    }

    @Test
    void theFirstAndLastYearsAreStillInstants() {
        given().queryParam("updatedSince", "0001-01-01T00:00:00Z").get(GAMES).then().statusCode(200);
        given().queryParam("until", "9999-12-31T23:59:59.999999Z").get(GAMES + "/export").then().statusCode(200);
    }

    @Test
    void aCursorWhoseInstantIsOutOfRangeIsRefused() {
        String cursor = Base64.getUrlEncoder().withoutPadding().encodeToString(
                (Long.MIN_VALUE + "_" + UUID.randomUUID()).getBytes());
        given().queryParam("cursor", cursor).get(GAMES).then().statusCode(400)
                .contentType("application/problem+json").body("detail", containsString("cursor"));
    }

    @Test
    void aLongSecretIsAMalformedRequestNotAStackOverflow() {
        String id = newGame();
        given().contentType(ContentType.JSON).body("{\"secret\": \"" + "x".repeat(5000) + "\"}")
                .post(GAMES + "/" + id + "/setup").then().statusCode(400)
                .contentType("application/problem+json").body("type", equalTo("/problems/malformed-request"));
        given().contentType(ContentType.JSON).body("{\"row\": [\"" + "\\\\".repeat(20_000) + "\"]}")
                .post(GAMES + "/" + id + "/setup").then().statusCode(400)
                .contentType("application/problem+json");
    }

    @Test
    void anIfMatchOfThousandsOfTagsIsMatchedWithoutOverflow() {
        String id = newGame();
        String tags = "\"1\"" + ", \"1\"".repeat(3000);
        given().contentType(ContentType.JSON).header("If-Match", tags).body("{\"row\": \"321123\"}")
                .post(GAMES + "/" + id + "/setup").then().statusCode(org.hamcrest.Matchers.lessThan(500))
                .contentType("application/problem+json");
    }

    @Test
    void aBodyLargerThanTheLimitIsAPayloadTooLargeProblem() {
        RawHttp.Answer answer = RawHttp.send(base.getPort(), "POST", GAMES, List.of(
                new String[] {"Content-Type", "application/json"}, new String[] {"Content-Length", "20000000"}), null);
        assertThat(answer.status()).isEqualTo(413);
        assertThat(answer.contentType()).startsWith("application/problem+json");
        assertThat(answer.body()).contains("/problems/payload-too-large");
        OpenApiContract.committed().check(RawHttp.exchange("POST", GAMES, "application/json", null, answer));
    }

    @Test
    void aTargetLongerThanTheLimitIsAUriTooLongProblem() {
        RawHttp.Answer answer = RawHttp.send(base.getPort(), "GET", GAMES + "?externalId=" + "a".repeat(9000),
                List.of(), null);
        assertThat(answer.status()).isEqualTo(414);
        assertThat(answer.contentType()).startsWith("application/problem+json");
        assertThat(answer.body()).contains("/problems/uri-too-long");
        OpenApiContract.committed().check(RawHttp.exchange("GET", GAMES, null, null, answer));
    }

    @Test
    void headersLargerThanTheLimitAreAHeadersTooLargeProblem() {
        RawHttp.Answer answer = RawHttp.send(base.getPort(), "GET", GAMES,
                List.<String[]>of(new String[] {"Authorization", "Bearer " + "a".repeat(30_000)}), null);
        assertThat(answer.status()).isEqualTo(431);
        assertThat(answer.contentType()).startsWith("application/problem+json");
        assertThat(answer.body()).contains("/problems/headers-too-large");
        OpenApiContract.committed().check(RawHttp.exchange("GET", GAMES, null, null, answer));
    }

    @Test
    void anAcceptWithABadQualityOrAnUnknownCharsetAndAContentTypeWithAnUnknownCharsetAreMalformed() {
        for (String accept : List.of("*/*;q=abc", "application/json;q=2", "application/json;charset=ebcdic")) {
            given().header("Accept", accept).get(GAMES).then().statusCode(400)
                    .contentType("application/problem+json").body("detail", containsString("Accept"));
        }
        given().header("Accept", "application/json;q=0.9, */*;q=0.1").get(GAMES).then().statusCode(200);
        RawHttp.Answer answer = RawHttp.send(base.getPort(), "POST", GAMES, List.<String[]>of(
                new String[] {"Content-Type", "application/json; charset=ebcdic"}), "{\"game\": \"gyges\"}");
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.contentType()).startsWith("application/problem+json");
        assertThat(answer.body()).contains("Content-Type");
    }

    @Test
    void theNewProblemTypesHavePages() {
        for (String slug : List.of("payload-too-large", "uri-too-long", "headers-too-large")) {
            given().get("/problems/" + slug).then().statusCode(200);
        }
        given().get("/problems/internal-error").then().statusCode(200).body(containsString("errorId"));
    }
}
