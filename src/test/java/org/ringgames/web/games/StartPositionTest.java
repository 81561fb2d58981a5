package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

/** A game created from a position: Gygès plays from it at once; Xe Queo takes it as round 1's discs and ring. */
@QuarkusTest
class StartPositionTest {

    private static io.restassured.response.ValidatableResponse create(String body) {
        return given().contentType(ContentType.JSON).body(body).post(GameClient.GAMES).then();
    }

    @Test
    void aGygesGameStartsFromThePositionWithItsSideToMoveAndNoSetup() {
        String position = "3...2./....../..233./....../....../.1.... N";
        JsonPath created = create("{\"game\":\"gyges\",\"start\":{\"position\":\"" + position + "\"}}").statusCode(201)
                .body("state.status", equalTo("playing")).body("state.toMove", equalTo("north"))
                .body("state.position", equalTo(position)).body("state.setup.awaiting", empty())
                .body("state.imported", equalTo(false)).extract().jsonPath();
        GameClient.Game game = new GameClient.Game(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
        String move = GameClient.legalMoves(game).get(0);
        GameClient.move(game, "south", move, 0).then().statusCode(409).body("type", equalTo("/problems/not-your-turn"));
        GameClient.move(game, "north", move, 0).then().statusCode(201).body("ply", equalTo(1));
        given().get(game.path("/board.svg?ply=0")).then().statusCode(200);
        given().get(game.path("/moves")).then().statusCode(200).body("moves", hasSize(1));
    }

    @Test
    void anXeQueoGameTakesRoundOnesDiscsAndRingAndAwaitsTheSecrets() {
        String position = "......./......./......./......./5.6.7../......./1.2.3.4 d6 P";
        create("{\"game\":\"xequeo\",\"start\":{\"position\":\"" + position + "\"}}").statusCode(201)
                .body("state.status", equalTo("setup")).body("state.ring", equalTo("d6"))
                .body("state.setup.awaiting.what", org.hamcrest.Matchers.everyItem(equalTo("secret")))
                .body("state.setup.awaiting", hasSize(2));
        create("{\"game\":\"xequeo\",\"start\":{\"position\":\"......./......./......./......./5.6.7../......./1.2.3.4 - P\"}}")
                .statusCode(201).body("state.ring", nullValue()).body("state.setup.awaiting[0].what", equalTo("ring"))
                .body("state.setup.awaiting[0].seat", equalTo("ringer"));
    }

    @Test
    void aPositionThatCannotStartAGameIsRefusedAndNothingIsCreated() {
        int before = given().get(GameClient.GAMES + "?limit=100").then().statusCode(200).extract().jsonPath()
                .getList("games").size();
        create("{\"game\":\"gyges\",\"start\":{\"position\":\"321123/....../....../....../......\"}}").statusCode(400)
                .body("type", equalTo("/problems/malformed-request"));
        create("{\"game\":\"gyges\",\"start\":{\"position\":\"....../....../....../....../....../...... S\"}}")
                .statusCode(422).body("type", equalTo("/problems/invalid-position"));
        create("{\"game\":\"gyges\",\"start\":{}}").statusCode(400);
        create("{\"game\":\"gyges\",\"start\":{\"position\":\"321123/....../....../....../....../321123 S\",\"x\":1}}")
                .statusCode(400).body("detail", containsString("x"));
        // Xe Queo: a disc missing, the ringer to move, a ring next to a disc.
        create("{\"game\":\"xequeo\",\"start\":{\"position\":\"......./......./......./......./5.6.7../......./1.2.3.. d6 P\"}}")
                .statusCode(422).body("detail", containsString("disc 4 is missing"));
        create("{\"game\":\"xequeo\",\"start\":{\"position\":\"......./......./......./......./5.6.7../......./1.2.3.4 d6 R\"}}")
                .statusCode(422).body("detail", containsString("placer moves first"));
        create("{\"game\":\"xequeo\",\"start\":{\"position\":\"......./......./......./......./5.6.7../......./1.2.3.4 d4 P\"}}")
                .statusCode(422).body("type", equalTo("/problems/invalid-position"));
        int after = given().get(GameClient.GAMES + "?limit=100").then().statusCode(200).extract().jsonPath()
                .getList("games").size();
        org.assertj.core.api.Assertions.assertThat(after).isEqualTo(before);
    }
}
