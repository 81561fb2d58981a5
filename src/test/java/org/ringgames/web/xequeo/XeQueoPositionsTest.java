package org.ringgames.web.xequeo;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.TestFiles;

/** Stateless Xe Queo legal moves over HTTP, with and without the asker's secret. */
@QuarkusTest
class XeQueoPositionsTest {

    private static final String LEGAL = "/api/v1/positions/legal-moves";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String POSITION = "......./......./......./......./...3.../......./....... d4 P";

    @Test
    void theVectorListsComeBackOverHttpExactlyInOrder() throws Exception {
        List<String> lines = TestFiles.lines("vectors/xequeo/legal-moves.jsonl");
        for (int i = 0; i < lines.size(); i += 10) {
            JsonNode vector = JSON.readTree(lines.get(i));
            ObjectNode body = JSON.createObjectNode().put("game", "xequeo").put("position", vector.get("position").asText());
            body.set("secret", vector.get("secret"));
            List<String> expected = new ArrayList<>();
            vector.get("moves").forEach(m -> expected.add(m.asText()));

            List<String> actual = given().contentType(ContentType.JSON).body(body.toString()).post(LEGAL)
                    .then().statusCode(200).extract().jsonPath().getList("moves.move", String.class);

            assertThat(actual).as(vector.get("id").asText()).containsExactlyElementsOf(expected);
        }
    }

    @Test
    void theRingIsEnteredOnlyWithTheAskersOwnSecret() {
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"" + POSITION + "\",\"secret\":3}")
                .post(LEGAL).then().statusCode(200)
                .body("toMove", equalTo("placer"))
                .body("ring", equalTo("d4"))
                .body("moves.find { it.move == 'd3-d4' }.entersRing", equalTo(true))
                .body("moves.find { it.move == 'guess 7' }.guess", equalTo(7))
                .body("moves.find { it.move == 'guess 7' }.path", nullValue());
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"" + POSITION + "\"}")
                .post(LEGAL).then().statusCode(200)
                .body("moves.find { it.move == 'd3-d4' }", nullValue());
    }

    @Test
    void badSecretsPositionsAndOptionsAreRefused() {
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"" + POSITION + "\",\"secret\":8}")
                .post(LEGAL).then().statusCode(400).contentType("application/problem+json")
                .body("detail", containsString("1 to 7"));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"......./......./......./......./...3.../......./......9 d4 P\"}")
                .post(LEGAL).then().statusCode(400).body("detail", containsString("character '9'"));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"......./......./......./......./...3.../......./...3... d4 P\"}")
                .post(LEGAL).then().statusCode(422).body("type", equalTo("/problems/invalid-position"));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"......./......./......./......./...3.../......./....... d3 P\"}")
                .post(LEGAL).then().statusCode(422).body("detail", containsString("the ring is on d3"));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"" + POSITION + "\",\"rules\":{}}")
                .post(LEGAL).then().statusCode(400).body("detail", containsString("no rule options"));
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"gyges\",\"position\":\"321123/....../....../....../....../321123 S\",\"secret\":3}")
                .post(LEGAL).then().statusCode(400).body("detail", containsString("Gygès has no secrets"));
        given().contentType(ContentType.JSON).body("{\"game\":\"go\",\"position\":\"x\"}")
                .post(LEGAL).then().statusCode(400).body("detail", containsString("expected gyges or xequeo"));
    }

    @Test
    void applyPlaysAJumpPathAndRefusesAGuess() {
        String jumps = "......./......./......./...3.../......./.2...../1...... g7 P";
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"" + jumps + "\",\"move\":\"a1-c3-e5\"}")
                .post("/api/v1/positions/apply").then().statusCode(200)
                .body("move", equalTo("a1-e5"))
                .body("path", org.hamcrest.Matchers.contains("a1", "c3", "e5"))
                .body("entersRing", equalTo(false))
                .body("position", equalTo("......./......./....1../...3.../......./.2...../....... g7 R"));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"" + POSITION + "\",\"move\":\"d3-d4\",\"secret\":3}")
                .post("/api/v1/positions/apply").then().statusCode(200).body("entersRing", equalTo(true));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"" + POSITION + "\",\"move\":\"d3-d4\"}")
                .post("/api/v1/positions/apply").then().statusCode(422).body("type", equalTo("/problems/illegal-move"))
                .body("detail", containsString("give your secret"));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"" + POSITION + "\",\"move\":\"guess 3\"}")
                .post("/api/v1/positions/apply").then().statusCode(422).body("detail", containsString("only a game knows"));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"position\":\"" + POSITION + "\",\"move\":\"d3-d9\"}")
                .post("/api/v1/positions/apply").then().statusCode(400);
    }
}
