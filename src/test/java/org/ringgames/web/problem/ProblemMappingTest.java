package org.ringgames.web.problem;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

@QuarkusTest
class ProblemMappingTest {

    private static final String PROBE = "/test-only/probe";

    @Test
    void aValidBodyPassesThrough() {
        given().contentType(ContentType.JSON).body("{\"name\":\"x\",\"count\":2}")
                .when().post(PROBE)
                .then().statusCode(200).body("count", equalTo(2));
    }

    @Test
    void unparsableJsonIsAMalformedRequestWithItsLine() {
        given().contentType(ContentType.JSON).body("{\"name\": \"x\",\n \"count\": }")
                .when().post(PROBE)
                .then().statusCode(400)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/malformed-request"))
                .body("title", equalTo("Malformed request"))
                .body("status", equalTo(400))
                .body("instance", equalTo(PROBE))
                .body("line", equalTo(2))
                .body("detail", containsString("line 2"));
    }

    @Test
    void aWronglyTypedFieldIsAMalformedRequestNamingTheField() {
        given().contentType(ContentType.JSON).body("{\"name\":\"x\",\"count\":\"many\"}")
                .when().post(PROBE)
                .then().statusCode(400)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/malformed-request"))
                .body("field", equalTo("count"))
                .body("detail", allOf(containsString("member 'count'"), containsString("a whole number"),
                        containsString("the string \"many\"")));
    }

    @Test
    void aWronglyShapedNestedFieldIsNamedWithItsPath() {
        given().contentType(ContentType.JSON).body("{\"name\":\"x\",\"rules\":{\"setupRows\":[1]}}")
                .when().post(PROBE)
                .then().statusCode(400)
                .contentType(Problem.MEDIA_TYPE)
                .body("field", equalTo("rules.setupRows"))
                .body("detail", containsString("'rules.setupRows'"));
    }

    @Test
    void anEmptyBodyIsAMalformedRequest() {
        given().contentType(ContentType.JSON).body("")
                .when().post(PROBE)
                .then().statusCode(400)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/malformed-request"))
                .body("detail", containsString("body"));
    }

    @Test
    void beanValidationFailuresListTheFields() {
        given().contentType(ContentType.JSON).body("{\"name\":\" \",\"rules\":{\"setupRows\":3}}")
                .when().post(PROBE)
                .then().statusCode(400)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/malformed-request"))
                .body("detail", allOf(containsString("name"), containsString("rules.setupRows")));
    }

    @Test
    void anUnknownPathIsANotFoundProblem() {
        given().when().get("/api/v1/no-such-thing")
                .then().statusCode(404)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/not-found"))
                .body("instance", equalTo("/api/v1/no-such-thing"));
    }

    @Test
    void aWrongMethodIsAProblemWithAPage() {
        given().when().delete("/api/v1/ping")
                .then().statusCode(405)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/method-not-allowed"))
                .body("title", equalTo("Method not allowed"));
    }

    @Test
    void anUnsupportedBodyTypeIsAProblemWithAPage() {
        given().contentType(ContentType.XML).body("<a/>")
                .when().post(PROBE)
                .then().statusCode(415)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/unsupported-media-type"));
    }

    @Test
    void anUnsatisfiableAcceptIsAProblemWithAPage() {
        given().accept("image/png")
                .when().get("/api/v1/ping")
                .then().statusCode(406)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/not-acceptable"));
    }

    @Test
    void aProblemExceptionKeepsItsStatusAndExtensionMembers() {
        given().when().get(PROBE + "/stale")
                .then().statusCode(412)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/stale-state"))
                .body("currentVersion", equalTo(4))
                .body("detail", startsWith("If-Match"));
    }

    @Test
    void aBugIsA500WithoutInternals() {
        given().when().get(PROBE + "/bug")
                .then().statusCode(500)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/internal-error"))
                .body("errorId", org.hamcrest.Matchers.matchesPattern("[0-9a-f-]{36}"))
                .body("detail", startsWith("An unexpected error occurred; it has been logged as "));
    }

    @Test
    void anErrorInAPlainVertxRouteIsA500ProblemWithAnErrorIdToo() {
        io.restassured.path.json.JsonPath problem = given().when().get("/test-only/probe-route/overflow")
                .then().statusCode(500)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/internal-error"))
                .extract().jsonPath();
        org.assertj.core.api.Assertions.assertThat(problem.getString("detail")).contains(problem.getString("errorId"));
    }

    @Test
    void anErrorEvenAStackOverflowIsA500ProblemWithTheIdItWasLoggedUnder() {
        io.restassured.path.json.JsonPath problem = given().when().get(PROBE + "/overflow")
                .then().statusCode(500)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/internal-error"))
                .extract().jsonPath();
        org.assertj.core.api.Assertions.assertThat(problem.getString("detail")).contains(problem.getString("errorId"))
                .doesNotContain("StackOverflow");
    }

    @Test
    void eachProblemTypeHasAPage() {
        given().when().get("/problems/illegal-move")
                .then().statusCode(200)
                .contentType(ContentType.HTML)
                .body(allOf(containsString("<h1>Illegal move</h1>"), containsString("422")));
    }

    @Test
    void theProblemIndexListsEveryTypeWithItsStatusAndEachEntryHasItsPage() {
        java.util.List<String> types = given().accept(ContentType.JSON).when().get("/problems")
                .then().statusCode(200).contentType(ContentType.JSON).extract().jsonPath().getList("types.type");
        assertThat(types).containsExactlyInAnyOrderElementsOf(java.util.Arrays.stream(ProblemType.values())
                .map(ProblemType::uri).toList());
        given().accept(ContentType.JSON).when().get("/problems").then()
                .body("types.find { it.type == '/problems/stale-state' }.status", equalTo(409))
                .body("types.find { it.type == '/problems/stale-state' }.statuses", containsString("412"));
        for (String type : types) {
            given().when().get(type).then().statusCode(200).contentType(ContentType.HTML);
        }
        String page = given().accept(ContentType.HTML).when().get("/problems").then().statusCode(200)
                .contentType(ContentType.HTML).extract().asString();
        for (String type : types) {
            assertThat(page).contains("href=\"" + type + "\"");
        }
    }

    @Test
    void anUnknownProblemTypeIsANotFoundProblem() {
        given().when().get("/problems/no-such-type")
                .then().statusCode(404)
                .contentType(Problem.MEDIA_TYPE)
                .body("type", equalTo("/problems/not-found"))
                .body("detail", containsString("no-such-type"));
    }
}
