package org.ringgames.web.xequeo;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** POST /api/v1/positions/analysis for Xe Queo: the engine's advice to the side to move, who gives their secret. */
@QuarkusTest
class XeQueoAnalysisTest {

    private static final String ANALYSIS = "/api/v1/positions/analysis";
    /** The ring on d4; disc 5 on d3 is one step from it, the placer to move. */
    private static final String NEAR = "4....../..2..../......./......./...5.../3....../....6.. d4 P";

    private static JsonPath advise(String body) {
        return given().contentType(ContentType.JSON).body(body).post(ANALYSIS).then().statusCode(200)
                .contentType(ContentType.JSON).extract().jsonPath();
    }

    @Test
    void theSecretDiscEntersTheRingWhenItCan() {
        JsonPath answer = advise("{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":5}");
        assertThat(answer.getString("bestMove")).isEqualTo("d3-d4");
        assertThat(answer.getList("path", String.class)).containsExactly("d3", "d4");
        assertThat(answer.getString("game")).isEqualTo("xequeo");
        assertThat(answer.getBoolean("done")).isTrue();
    }

    @Test
    void theAdviceSaysItStoppedByTheLevelWhateverTheLimits() {
        // The Xe Queo engine reasons a fixed amount per level and reaches no depth, node or time limit.
        for (String limits : List.of("", ",\"limits\":{\"depth\":9}", ",\"limits\":{\"movetimeMs\":1}")) {
            JsonPath answer = advise("{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2" + limits + "}");
            assertThat(answer.getString("stopped")).as(limits).isEqualTo("level");
        }
    }

    @Test
    void theBeliefCoversTheSevenDiscsAndSumsToOne() {
        JsonPath answer = advise("{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2,\"level\":5}");
        Map<String, Float> belief = answer.getMap("belief");
        assertThat(belief).containsOnlyKeys("1", "2", "3", "4", "5", "6", "7");
        assertThat(belief.values().stream().mapToDouble(Float::doubleValue).sum()).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-3));
        assertThat(answer.getInt("level")).isEqualTo(5);
        List<String> legal = given().contentType(ContentType.JSON)
                .body("{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2}")
                .post("/api/v1/positions/legal-moves?paths=false").then().statusCode(200).extract().jsonPath()
                .getList("moves.move", String.class);
        assertThat(legal).contains(answer.getString("bestMove"));
    }

    @Test
    void theAskersBeliefReplacesTheInference() {
        JsonPath answer = advise("{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2,\"believedOpponentSecret\":6}");
        Map<String, Float> belief = answer.getMap("belief");
        assertThat(belief.get("6")).isGreaterThan(0.5f);
    }

    @Test
    void theRoundsMovesAreReadAndMustLeadToThePosition() {
        // d2-d3 (the ringer's, just before) leads here: disc 5 stands on d3 and d2 is empty. a1-b1 does not.
        advise("{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2,\"roundMoves\":[\"d2-d3\"]}");
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2,\"roundMoves\":[\"a1-b1\"]}")
                .post(ANALYSIS).then().statusCode(422).body("type", containsString("invalid-position"));
    }

    @Test
    void withoutASecretOrWithGygesFieldsTheQuestionIsRefused() {
        for (String body : List.of("{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\"}",
                "{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":9}",
                "{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2,\"believedOpponentSecret\":0}",
                "{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2,\"rules\":{\"replace\":true}}",
                "{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2,\"roundMoves\":[\"guess 3\"]}",
                "{\"game\":\"xequeo\",\"position\":\"" + NEAR + "\",\"secret\":2,\"level\":12}")) {
            given().contentType(ContentType.JSON).body(body).post(ANALYSIS).then().statusCode(400)
                    .contentType("application/problem+json").body("type", containsString("malformed-request"));
        }
    }
}
