package org.ringgames.web.gyges;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.TestFiles;

@QuarkusTest
class PositionResourceTest {

    private static final String LEGAL = "/api/v1/positions/legal-moves";
    private static final String APPLY = "/api/v1/positions/apply";
    private static final String START = "321123/....../....../....../....../321123 S";
    private static final String PROBLEM = "application/problem+json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static ValidatableResponse post(String path, String body) {
        return given().contentType(ContentType.JSON).body(body).when().post(path).then();
    }

    private static String query(String position, String rules) {
        return "{\"game\":\"gyges\",\"position\":\"" + position + "\"" + (rules == null ? "" : ",\"rules\":" + rules) + "}";
    }

    private static String applying(String position, String move) {
        return "{\"game\":\"gyges\",\"position\":\"" + position + "\",\"move\":\"" + move + "\"}";
    }

    @Test
    void theStartingPositionHas224MovesWithWitnessPaths() {
        post(LEGAL, query(START, null))
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("toMove", equalTo("south"))
                .body("position", equalTo(START))
                .body("count", equalTo(224))
                .body("moves", hasSize(224))
                .body("$", not(hasKey("ply")))
                .body("moves[0].move", equalTo("a1-b1>a1"))
                .body("moves[0].from", equalTo("a1"))
                .body("moves[0].replace", equalTo("a1"))
                .body("moves[0].wins", equalTo(false))
                .body("moves[0].path[0]", equalTo("a1"));
    }

    @Test
    void theVectorListsComeBackOverHttpExactlyInOrder() throws Exception {
        List<String> lines = TestFiles.lines("vectors/gyges/legal-moves.jsonl");
        for (int i = 0; i < lines.size(); i += 20) {
            JsonNode vector = JSON.readTree(lines.get(i));
            ObjectNode body = JSON.createObjectNode().put("game", "gyges").put("position", vector.get("position").asText());
            body.set("rules", vector.get("rules"));
            List<String> expected = new ArrayList<>();
            vector.get("moves").forEach(m -> expected.add(m.asText()));

            List<String> actual = post(LEGAL + "?paths=false", body.toString()).statusCode(200)
                    .extract().jsonPath().getList("moves.move", String.class);

            assertThat(actual).as(vector.get("id").asText()).containsExactlyElementsOf(expected);
        }
    }

    @Test
    void fromFiltersAndPathsFalseLeavesOutPaths() {
        post(LEGAL + "?from=c1&paths=false", query(START, null))
                .statusCode(200)
                .body("moves.from", everyItem(equalTo("c1")))
                .body("count", equalTo(81))
                .body("moves[0]", not(hasKey("path")));
    }

    @Test
    void aSideThatCannotMovePasses() {
        post(LEGAL, query("....../....../....../....../131113/222233 S", "{\"blockedRow\":\"PASS\"}"))
                .statusCode(200)
                .body("count", equalTo(1))
                .body("moves[0].move", equalTo("pass"))
                .body("moves[0].from", nullValue())
                .body("moves[0].path", hasSize(0));
    }

    @Test
    void ruleOptionsChangeTheAnswer() {
        post(LEGAL, query(START, "{\"pathRule\":\"SQUARE\",\"replace\":false,\"blockedRow\":\"NEXT_ROW\"}"))
                .statusCode(200)
                .body("moves.move", not(contains(containsString(">"))));
        post(LEGAL, query(START, "{\"pathRule\":\"square\"}")).statusCode(200).body("count", equalTo(224));
    }

    @Test
    void malformedPositionTextNamesTheOffendingCharacter() {
        post(LEGAL, query("321123/....4./....../....../....../123321 S", null))
                .statusCode(400)
                .contentType(PROBLEM)
                .body("type", equalTo("/problems/malformed-request"))
                .body("index", equalTo(11))
                .body("detail", containsString("character '4' at position 12"));
    }

    @Test
    void aPositionWithTooManyPiecesOfASizeOrNoneIsInvalid() {
        post(LEGAL, query("11111./....../....../....../....../...... S", null))
                .statusCode(422)
                .contentType(PROBLEM)
                .body("type", equalTo("/problems/invalid-position"))
                .body("detail", containsString("5 pieces of size 1"));
        post(LEGAL, query("....../....../....../....../....../...... S", null))
                .statusCode(422)
                .body("type", equalTo("/problems/invalid-position"));
    }

    @Test
    void unknownRuleOptionsAndValuesAreMalformed() {
        post(LEGAL, query(START, "{\"pathRule\":\"EDGY\"}"))
                .statusCode(400).contentType(PROBLEM)
                .body("detail", equalTo("rules.pathRule: unknown value 'EDGY'; expected EDGE or SQUARE"));
        post(LEGAL, query(START, "{\"setupRows\":3}"))
                .statusCode(400).body("detail", containsString("rules.setupRows"));
        post(LEGAL, query(START, "{\"pathrule\":\"SQUARE\"}"))
                .statusCode(400).contentType(PROBLEM).body("detail", containsString("pathrule"));
        post(LEGAL, query(START, "{\"replace\":\"sometimes\"}"))
                .statusCode(400).contentType(PROBLEM).body("field", equalTo("rules.replace"));
    }

    @Test
    void missingFieldsUnknownGamesAndBadQueryParametersAreMalformed() {
        post(LEGAL, "{\"game\":\"gyges\"}").statusCode(400).contentType(PROBLEM).body("detail", containsString("position"));
        post(LEGAL, "").statusCode(400).contentType(PROBLEM);
        post(LEGAL, "[1,2]").statusCode(400).contentType(PROBLEM);
        post(LEGAL, "{\"game\":\"chess\",\"position\":\"" + START + "\"}")
                .statusCode(400).body("detail", containsString("unknown game 'chess'"));
        post(LEGAL + "?from=z9", query(START, null)).statusCode(400).body("detail", containsString("from"));
        post(LEGAL + "?paths=maybe", query(START, null)).statusCode(400).body("detail", containsString("paths"));
    }

    @Test
    void applyPlaysACompactMove() {
        post(APPLY, applying(START, "b1-b3"))
                .statusCode(200)
                .body("position", equalTo("321123/....../....../.2..../....../3.1123 N"))
                .body("move", equalTo("b1-b3"))
                .body("path", contains("b1", "b2", "b3"))
                .body("winner", nullValue());
    }

    @Test
    void applyPlaysAFullPathAndAReplace() {
        post(APPLY, applying(START, "b1-b2-b3>b2"))
                .statusCode(422)
                .body("step", equalTo(2))
                .body("detail", containsString("replaces nothing"));
        post(APPLY, applying(START, "b1-b2>b1"))
                .statusCode(422).body("type", equalTo("/problems/illegal-move"));
        post(APPLY, applying(START, "a1-a2-a3-a4"))
                .statusCode(200)
                .body("move", equalTo("a1-a4"))
                .body("path", contains("a1", "a2", "a3", "a4"));
    }

    @Test
    void aWinningMoveNamesTheWinnerAndTakesThePieceOffTheBoard() {
        post(APPLY, applying("1...../..2.../....../....../....../...... S", "c5-c6-N"))
                .statusCode(200)
                .body("move", equalTo("c5-N"))
                .body("winner", equalTo("south"))
                .body("position", equalTo("1...../....../....../....../....../...... N"));
    }

    @Test
    void anIllegalPathNamesItsStepAndLinksTheLegalMoves() {
        post(APPLY, applying(START, "a1-a2-a1-a2"))
                .statusCode(422)
                .contentType(PROBLEM)
                .body("type", equalTo("/problems/illegal-move"))
                .body("step", equalTo(2))
                .body("move", equalTo("a1-a2-a1-a2"))
                .body("legalMoves", equalTo(LEGAL))
                .body("detail", containsString("already crossed"));
    }

    @Test
    void malformedMoveTextIsMalformed() {
        post(APPLY, applying(START, "c1-c9"))
                .statusCode(400)
                .body("type", equalTo("/problems/malformed-request"))
                .body("detail", containsString("character '9' at position 5"));
        post(APPLY, query(START, null)).statusCode(400).body("detail", containsString("move"));
    }

    @Test
    void noTextAClientCanSendGetsAServerError() {
        Random random = new Random(20261130);
        String alphabet = "./123SNabcdef-> 0xyz\"\\\u00e9";
        for (int i = 0; i < 150; i++) {
            StringBuilder position = new StringBuilder(START);
            StringBuilder move = new StringBuilder("c1-c2-c3");
            for (int k = random.nextInt(4); k >= 0; k--) {
                position.setCharAt(random.nextInt(position.length()), alphabet.charAt(random.nextInt(alphabet.length())));
                move.setCharAt(random.nextInt(move.length()), alphabet.charAt(random.nextInt(alphabet.length())));
            }
            ObjectNode body = JSON.createObjectNode().put("game", "gyges")
                    .put("position", position.toString()).put("move", move.toString());

            int legal = given().contentType(ContentType.JSON).body(body.toString()).post(LEGAL).statusCode();
            int apply = given().contentType(ContentType.JSON).body(body.toString()).post(APPLY).statusCode();

            assertThat(legal).as(body.toString()).isIn(200, 400, 422);
            assertThat(apply).as(body.toString()).isIn(200, 400, 422);
        }
    }
}
