package org.ringgames.web.games;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.List;

/** A bot's view of the API, for tests: only HTTP, as a real client would use it. */
final class GameClient {

    static final String GAMES = "/api/v1/games";

    /** A created game: its id and both seat tokens. */
    record Game(String id, String south, String north) {

        String token(String seat) {
            return seat.equals("south") ? south : north;
        }

        String path(String tail) {
            return GAMES + "/" + id + tail;
        }
    }

    private GameClient() {
    }

    static Game create(String rulesJson) {
        JsonPath created = given().contentType(ContentType.JSON)
                .body("{\"game\":\"gyges\"" + (rulesJson == null ? "" : ",\"rules\":" + rulesJson) + "}")
                .post(GAMES).then().statusCode(201).extract().jsonPath();
        return new Game(created.getString("id"), created.getString("seats.south.token"), created.getString("seats.north.token"));
    }

    static RequestSpecification as(Game game, String seat) {
        return given().contentType(ContentType.JSON).header("Authorization", "Bearer " + game.token(seat));
    }

    /** Creates a game with the standard rules and sets both home rows. */
    static Game started(String rulesJson, String southRow, String northRow) {
        Game game = create(rulesJson);
        as(game, "south").body("{\"row\":\"" + southRow + "\"}").post(game.path("/setup")).then().statusCode(200);
        as(game, "north").body("{\"row\":\"" + northRow + "\"}").post(game.path("/setup")).then().statusCode(200);
        return game;
    }

    static Response move(Game game, String seat, String move, Integer expectedPly) {
        return as(game, seat)
                .body("{\"move\":\"" + move + "\"" + (expectedPly == null ? "" : ",\"expectedPly\":" + expectedPly) + "}")
                .post(game.path("/moves"));
    }

    static JsonPath state(Game game) {
        return given().get(game.path("")).then().statusCode(200).extract().jsonPath();
    }

    static List<String> legalMoves(Game game) {
        return given().get(game.path("/legal-moves?paths=false")).then().statusCode(200)
                .extract().jsonPath().getList("moves.move", String.class);
    }
}
