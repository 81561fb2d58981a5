package org.ringgames.web.players;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.Map;

/** The calls a bot makes, over real HTTP, each answer held to openapi.yaml by the suite's filter. */
final class PlayerCalls {

    private PlayerCalls() {
    }

    /** A player: its id, name and token. */
    record Player(String id, String name, String token) {
        String bearer() {
            return "Bearer " + token;
        }
    }

    static Player create(String name) {
        JsonPath created = given().contentType(ContentType.JSON).body(Map.of("name", name))
                .post("/api/v1/players").then().statusCode(201).extract().jsonPath();
        return new Player(created.getString("id"), created.getString("name"), created.getString("token"));
    }

    static Response post(Player player, String path, Object body) {
        var request = given().header("Authorization", player.bearer());
        if (body != null) {
            request.contentType(ContentType.JSON).body(body);
        }
        return request.post(path);
    }

    /** A seek for an untimed Gygès game with the default rules. */
    static Response seek(Player player) {
        return post(player, "/api/v1/seeks", Map.of("game", "gyges"));
    }

    /** A seek for an untimed Gygès game that ends by the 40th ply at the latest. */
    static Response shortSeek(Player player) {
        return post(player, "/api/v1/seeks", Map.of("game", "gyges", "rules", Map.of("maxPlies", 40)));
    }

    static Response openChallenge(Player player) {
        return post(player, "/api/v1/challenges", Map.of("game", "gyges"));
    }
}
