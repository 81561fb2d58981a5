package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.ringgames.web.games.GameClient.Game;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/** Whole games through the API, every position checked against the engine. */
@QuarkusTest
class GamePlayTest {

    private static Position position(String text) {
        return ((Parsed.Ok<Position>) PositionText.parse(text)).value();
    }

    @Test
    void aCreatedGameEchoesEveryRuleAndWaitsForSouthsSetup() {
        given().contentType(ContentType.JSON).body("{\"game\":\"gyges\",\"rules\":{\"pathRule\":\"square\"}}")
                .post(GameClient.GAMES)
                .then().statusCode(201)
                .header("Location", containsString("/api/v1/games/"))
                .body("rules.pathRule", equalTo("SQUARE"))
                .body("rules.replace", equalTo(true))
                .body("rules.blockedRow", equalTo("NEXT_ROW"))
                .body("rules.setupRows", equalTo(1))
                .body("rules.setupOrder", equalTo("BLOCK"))
                .body("rules.takebackAvoidableLoss", equalTo(false))
                .body("rules.maxPlies", equalTo(1000))
                .body("seats.south.token.length()", equalTo(43))
                .body("state.status", equalTo("setup"))
                .body("state.toMove", nullValue())
                .body("state.setup.awaiting[0].seat", equalTo("south"))
                .body("state.setup.awaiting[0].what", equalTo("pieces"))
                .body("state.version", equalTo(0));
    }

    @Test
    void setupPlacedCountsPiecesPlacedNotPiecesLeftInTheHomeRow() {
        Game game = GameClient.started(null, "321123", "123321");
        assertThat(GameClient.state(game).getInt("setup.placed.south")).isEqualTo(6);
        GameClient.move(game, "south", "b1-b3", 0).then().statusCode(201);
        JsonPath state = GameClient.state(game);
        assertThat(state.getString("position")).isEqualTo("123321/....../....../.2..../....../3.1123 N");
        assertThat(state.getInt("setup.placed.south")).isEqualTo(6);
        assertThat(state.getInt("setup.placed.north")).isEqualTo(6);
        assertThat(state.getList("setup.awaiting")).isEmpty();
    }

    @Test
    void twoBotsPlayAWholeGameToAWinAndEveryPositionMatchesTheEngine() {
        Game game = GameClient.started(null, "321123", "123321");
        MoveGenerator engine = new MoveGenerator(Rules.STANDARD);
        Position expected = position("123321/....../....../....../....../321123 S");
        Random random = new Random(42);
        List<String> played = new ArrayList<>();
        JsonPath state = GameClient.state(game);
        while (state.getString("status").equals("playing")) {
            assertThat(state.getString("position")).isEqualTo(expected.toString());
            List<LegalMove> legal = engine.legalMoves(expected);
            assertThat(GameClient.legalMoves(game)).containsExactlyElementsOf(legal.stream().map(m -> m.move().toText()).toList());
            LegalMove choice = legal.stream().filter(m -> m.move().isWin()).findFirst()
                    .orElse(legal.get(random.nextInt(legal.size())));
            int ply = state.getInt("ply");
            String seat = state.getString("toMove");

            JsonPath answer = GameClient.move(game, seat, choice.pathText(), ply)
                    .then().statusCode(201).extract().jsonPath();

            expected = expected.play(choice.move());
            played.add(choice.move().toText());
            assertThat(answer.getInt("ply")).isEqualTo(ply + 1);
            assertThat(answer.getString("move")).isEqualTo(choice.move().toText());
            assertThat(answer.getString("state.position")).isEqualTo(expected.toString());
            state = GameClient.state(game);
        }

        assertThat(state.getString("result.reason")).isEqualTo("goal");
        assertThat(state.getString("result.winner")).isEqualTo(played.size() % 2 == 1 ? "south" : "north");
        given().get(game.path("/moves")).then().statusCode(200)
                .body("moves", hasSize(played.size()))
                .body("moves.move", equalTo(played))
                .body("moves[-1].position", equalTo(expected.toString()));
        GameClient.move(game, state.getString("result.winner"), "pass", null).then().statusCode(409)
                .body("type", equalTo("/problems/game-over"));
    }

    @Test
    void aSeatsTokenNamesItsSeatInTheStateAndNobodyElseIsNamed() {
        Game game = GameClient.started(null, "321123", "123321");
        assertThat(GameClient.as(game, "north").get(game.path("")).then().statusCode(200)
                .extract().jsonPath().getString("mySeat")).isEqualTo("north");
        assertThat(GameClient.as(game, "south").get(game.path("")).then().statusCode(200)
                .extract().jsonPath().getString("mySeat")).isEqualTo("south");
        // A move's answer goes to its seat; the public reads say nobody's.
        assertThat(GameClient.move(game, "south", "b1-b3", 0).then().statusCode(201)
                .extract().jsonPath().getString("state.mySeat")).isEqualTo("south");
        assertThat(given().get(game.path("")).then().statusCode(200).extract().jsonPath().getMap(""))
                .containsEntry("mySeat", null);
        assertThat(given().get(GameClient.GAMES).then().statusCode(200).extract().jsonPath()
                .getList("games.mySeat")).containsOnlyNulls();
    }

    @Test
    void theStateCarriesAnEtagAndAnswers304WhenUnchanged() {
        Game game = GameClient.started(null, "321123", "123321");
        String etag = given().get(game.path("")).then().statusCode(200).extract().header("ETag");

        given().header("If-None-Match", etag).get(game.path("")).then().statusCode(304);
        GameClient.move(game, "south", "b1-b3", 0).then().statusCode(201);
        given().header("If-None-Match", etag).get(game.path("")).then().statusCode(200)
                .body("ply", equalTo(1))
                .body("lastMove.move", equalTo("b1-b3"))
                .body("lastMove.path[1]", equalTo("b2"))
                .body("toMove", equalTo("north"));
    }

    @Test
    void aPortalShowsTheBoardAsSvgAtAnyPly() {
        Game game = GameClient.started(null, "321123", "123321");
        GameClient.move(game, "south", "b1-b3", 0).then().statusCode(201);

        given().get(game.path("/board.svg")).then().statusCode(200)
                .contentType("image/svg+xml")
                .body(startsWith("<svg"));
        given().get(game.path("/board.svg?ply=0")).then().statusCode(200);
        given().get(game.path("/board.svg?ply=2")).then().statusCode(404).body("type", equalTo("/problems/not-found"));
        given().get(game.path("/board.svg?ply=x")).then().statusCode(400);
    }

    @Test
    void aGameStillRunningAtMaxPliesIsDrawn() {
        Game game = GameClient.started("{\"maxPlies\":2}", "321123", "123321");

        GameClient.move(game, "south", "b1-b3", 0).then().statusCode(201).body("state.status", equalTo("playing"));
        GameClient.move(game, "north", "e6-e4", 1).then().statusCode(201)
                .body("state.status", equalTo("finished"))
                .body("state.result.winner", nullValue())
                .body("state.result.reason", equalTo("max-plies"))
                .body("state.toMove", nullValue());
    }
}
