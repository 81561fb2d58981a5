package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;

/** Games as a portal's tests make and play them: over HTTP only, with the portal's key if any. */
final class PortalGames {

    private PortalGames() {
    }

    /** A game: its id and seat tokens. */
    record Game(String id, String south, String north) {
        String path(String tail) {
            return "/api/v1/games/" + id + tail;
        }

        String token(String seat) {
            return seat.equals("south") ? south : north;
        }
    }

    static RequestSpecification portal(String apiKey) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        return apiKey == null ? request : request.header("X-Api-Key", apiKey);
    }

    static Game create(String apiKey) {
        JsonPath created = portal(apiKey).body("{\"game\":\"gyges\"}").post("/api/v1/games").then().statusCode(201)
                .extract().jsonPath();
        return new Game(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
    }

    static RequestSpecification as(Game game, String seat) {
        return given().contentType(ContentType.JSON).header("Authorization", "Bearer " + game.token(seat));
    }

    /** Both home rows set: the game is being played, south to move. */
    static Game started(String apiKey) {
        Game game = create(apiKey);
        as(game, "south").body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(200);
        as(game, "north").body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(200);
        return game;
    }

    /** Plays {@code plies} moves, each the first legal move of the side to move; returns the moves played. */
    static List<String> play(Game game, int plies) {
        List<String> played = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            JsonPath legal = given().get(game.path("/legal-moves?paths=false")).then().statusCode(200).extract().jsonPath();
            String seat = legal.getString("toMove");
            String move = legal.getString("moves[0].move");
            as(game, seat).body("{\"move\":\"" + move + "\"}").post(game.path("/moves")).then().statusCode(201);
            played.add(move);
        }
        return played;
    }

    static void resign(Game game, String seat) {
        as(game, seat).post(game.path("/resign")).then().statusCode(200);
    }
}
