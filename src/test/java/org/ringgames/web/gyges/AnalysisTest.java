package org.ringgames.web.gyges;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** POST /api/v1/positions/analysis for Gygès: answers, streams and refusals. */
@QuarkusTest
class AnalysisTest {

    static final String ANALYSIS = "/api/v1/positions/analysis";
    static final String START = "321123/....../....../....../....../321123 S";

    static JsonPath analyse(String body) {
        return given().contentType(ContentType.JSON).body(body).post(ANALYSIS)
                .then().statusCode(200).contentType(ContentType.JSON).extract().jsonPath();
    }

    @Test
    void aWinInOneIsFoundWithItsProvenScore() {
        // The only piece is a 1 on c6: South's nearest row is row 6, and the 1 steps into North's goal.
        JsonPath answer = analyse("{\"game\":\"gyges\",\"position\":\"..1.../....../....../....../....../...... S\","
                + "\"limits\":{\"depth\":4}}");
        assertThat(answer.getString("bestMove")).isEqualTo("c6-N");
        assertThat(answer.getMap("score")).containsEntry("win", 1);
        assertThat(answer.getList("pv", String.class)).first().isEqualTo("c6-N");
        assertThat(answer.getList("path", String.class)).containsExactly("c6", "N");
        assertThat(answer.getBoolean("done")).isTrue();
        assertThat(answer.getInt("level")).isEqualTo(8);
        assertThat(answer.getString("stopped")).isEqualTo("proven");
    }

    @Test
    void aPositionLostWhateverTheMoverDoesIsReportedAsALoss() {
        // South must move the 2 on c1 (its nearest row); wherever it goes, North then reaches South's goal.
        JsonPath answer = analyse("{\"game\":\"gyges\",\"position\":\"....../....../....../.....3/....../..2... S\","
                + "\"limits\":{\"depth\":4}}");
        assertThat(answer.getMap("score")).containsEntry("loss", 2);
        assertThat(answer.getString("stopped")).isEqualTo("proven");
    }

    @Test
    void theSameQuestionAtAFixedDepthGetsTheSameAnswerAndNodeCount() {
        String body = "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"depth\":3}}";
        JsonPath first = analyse(body);
        JsonPath second = analyse(body);
        assertThat(second.getString("bestMove")).isEqualTo(first.getString("bestMove"));
        assertThat(second.getLong("nodes")).isEqualTo(first.getLong("nodes"));
        assertThat(first.getInt("depth")).isEqualTo(3);
        assertThat(first.getMap("score")).containsKey("eval");
        assertThat(first.getString("stopped")).isEqualTo("depth");
    }

    @Test
    void aSearchCutByTheNodesAskedForSaysNodes() {
        JsonPath answer = analyse("{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"nodes\":20000}}");
        assertThat(answer.getLong("nodes")).isEqualTo(20_000);
        assertThat(answer.getString("stopped")).isEqualTo("nodes");
    }

    @Test
    void aSearchWhoseMovetimeRunsOutSaysMovetime() {
        // 1 ms is far too little for the depth-60 maximum, whatever the machine.
        JsonPath answer = analyse("{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"movetimeMs\":1}}");
        assertThat(answer.getString("stopped")).isEqualTo("movetime");
    }

    @Test
    void withoutLimitsAFullStrengthSearchEndsByTheLevelsThinkTimeAndSaysMovetime() {
        JsonPath answer = analyse("{\"game\":\"gyges\",\"position\":\"" + START + "\",\"level\":8}");
        assertThat(answer.getString("stopped")).isEqualTo("movetime");
    }

    @Test
    void aLevelWhoseDepthCapIsBelowTheDepthAskedForSaysLevel() {
        // Level 1 searches depth 1 at most (or plays a random move unsearched): never depth 3.
        JsonPath answer = analyse("{\"game\":\"gyges\",\"position\":\"" + START + "\",\"level\":1,"
                + "\"limits\":{\"depth\":3}}");
        assertThat(answer.getInt("depth")).isLessThanOrEqualTo(1);
        assertThat(answer.getString("stopped")).isEqualTo("level");
        // Level 5's node cap (10,000) is below the nodes asked for.
        JsonPath capped = analyse("{\"game\":\"gyges\",\"position\":\"" + START + "\",\"level\":5,"
                + "\"limits\":{\"nodes\":1000000}}");
        assertThat(capped.getLong("nodes")).isEqualTo(10_000);
        assertThat(capped.getString("stopped")).isEqualTo("level");
    }

    @Test
    void everyRuleOptionAndLevelIsAnalysed() {
        JsonPath answer = analyse("{\"game\":\"gyges\",\"position\":\"" + START + "\",\"level\":1,"
                + "\"rules\":{\"pathRule\":\"SQUARE\",\"replace\":false,\"blockedRow\":\"PASS\"},\"limits\":{\"nodes\":5000}}");
        assertThat(answer.getInt("level")).isEqualTo(1);
        List<String> legal = given().contentType(ContentType.JSON).body("{\"game\":\"gyges\",\"position\":\"" + START
                        + "\",\"rules\":{\"pathRule\":\"SQUARE\",\"replace\":false,\"blockedRow\":\"PASS\"}}")
                .post("/api/v1/positions/legal-moves?paths=false").then().statusCode(200).extract().jsonPath()
                .getList("moves.move", String.class);
        assertThat(legal).contains(answer.getString("bestMove"));
    }

    @Test
    void withNdjsonTheAnswerStreamsOneLinePerDepthAndTheLastIsFinal() throws Exception {
        String text = given().contentType(ContentType.JSON).accept("application/x-ndjson")
                .body("{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"depth\":3}}")
                .post(ANALYSIS).then().statusCode(200).contentType(containsString("application/x-ndjson"))
                .extract().asString();
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (!line.isBlank()) {
                lines.add(json.readTree(line));
            }
        }
        assertThat(lines).hasSizeGreaterThanOrEqualTo(2);
        JsonNode last = lines.get(lines.size() - 1);
        assertThat(last.get("done").asBoolean()).isTrue();
        assertThat(lines.subList(0, lines.size() - 1)).allMatch(l -> !l.get("done").asBoolean());
        assertThat(lines.get(0).get("depth").asInt()).isEqualTo(1);
        assertThat(last.get("depth").asInt()).isEqualTo(3);
        // A line after a finished depth does not know yet whether the search goes on: stopped is null.
        assertThat(lines.subList(0, lines.size() - 1)).allMatch(l -> l.has("stopped") && l.get("stopped").isNull());
        assertThat(last.get("stopped").asText()).isEqualTo("depth");
    }

    @Test
    void limitsBeyondTheMaximumOrUnreadableOnesAreRefused() {
        for (String body : List.of(
                "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"movetimeMs\":600000}}",
                "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"movetimeMs\":0}}",
                "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"depth\":1000}}",
                "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"nodes\":-5}}",
                "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"movetime\":100}}",
                "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"depth\":\"deep\"}}",
                "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"level\":9}",
                "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"level\":0}",
                "{\"game\":\"gyges\",\"position\":\"" + START + "\",\"secret\":3}",
                "{\"game\":\"gyges\",\"position\":\"321123/123 S\"}",
                "{\"game\":\"gyges\"}",
                "{\"game\":\"chess\",\"position\":\"" + START + "\"}")) {
            given().contentType(ContentType.JSON).body(body).post(ANALYSIS).then().statusCode(400)
                    .contentType("application/problem+json").body("type", containsString("malformed-request"));
        }
    }

    @Test
    void anImpossiblePositionIsInvalid() {
        given().contentType(ContentType.JSON)
                .body("{\"game\":\"gyges\",\"position\":\"111111/....../....../....../....../...... S\"}")
                .post(ANALYSIS).then().statusCode(422).body("type", containsString("invalid-position"));
    }

    @Test
    void withoutLimitsTheLevelsOwnThinkTimeHolds() {
        JsonPath answer = analyse("{\"game\":\"gyges\",\"position\":\"" + START + "\",\"level\":1}");
        assertThat(answer.getLong("timeMs")).isLessThan(5_000);
        assertThat(answer.getString("game")).isEqualTo("gyges");
        assertThat(answer.getString("position")).isEqualTo(START);
    }

    @Test
    void aRequestWithoutAcceptGetsJson() {
        given().contentType(ContentType.JSON).header("Accept", "*/*")
                .body("{\"game\":\"gyges\",\"position\":\"" + START + "\",\"limits\":{\"depth\":1}}")
                .post(ANALYSIS).then().statusCode(200).contentType(ContentType.JSON).body("done", equalTo(true));
    }
}
