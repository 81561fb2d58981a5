package org.ringgames.web.xequeo;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Square;

/** An Xe Queo client's view of the games API, for tests: only HTTP, as a bot or a portal would use it. */
final class XeQueoClient {

    static final String GAMES = "/api/v1/games";
    static final String PROBLEM = "application/problem+json";
    static final ObjectMapper JSON = new ObjectMapper();

    /** The opening arrangement most tests use: disc n on {@code DISCS.get(n - 1)}; d4 is clear. */
    static final List<String> DISCS = List.of("b2", "f2", "b6", "f6", "d1", "a4", "g4");

    /** A created game: its id, both seat tokens, and the Location it was created at. */
    record Game(String id, String placer, String ringer, String location) {

        String token(String seat) {
            return switch (seat) {
                case "placer" -> placer;
                case "ringer" -> ringer;
                default -> throw new IllegalArgumentException(seat);
            };
        }

        String path(String tail) {
            return GAMES + "/" + id + tail;
        }
    }

    private XeQueoClient() {
    }

    static Game create() {
        Response created = given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\"}").post(GAMES);
        created.then().statusCode(201);
        JsonNode body = json(created.asString());
        return new Game(body.get("id").asText(), body.get("seats").get("placer").get("token").asText(),
                body.get("seats").get("ringer").get("token").asText(), created.header("Location"));
    }

    /** A request with a seat's token, or an anonymous one for {@code null}. */
    static RequestSpecification as(String token) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        return token == null ? request : request.header("Authorization", "Bearer " + token);
    }

    static Response setup(Game game, String seat, String body) {
        return as(game.token(seat)).body(body).post(game.path("/setup"));
    }

    static Response move(Game game, String seat, String move, Integer expectedPly) {
        return as(game.token(seat))
                .body("{\"move\":\"" + move + "\"" + (expectedPly == null ? "" : ",\"expectedPly\":" + expectedPly) + "}")
                .post(game.path("/moves"));
    }

    static JsonNode state(Game game, String token) {
        Response response = as(token).get(game.path(""));
        response.then().statusCode(200);
        return json(response.asString());
    }

    /** {@code {"discs":{"1":"b2",…}}} for disc n on {@code squares.get(n - 1)}. */
    static String discs(List<String> squares) {
        Map<String, String> discs = new TreeMap<>();
        for (int n = 1; n <= squares.size(); n++) {
            discs.put(String.valueOf(n), squares.get(n - 1));
        }
        try {
            return JSON.writeValueAsString(Map.of("discs", discs));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String ring(String square) {
        return "{\"ring\":\"" + square + "\"}";
    }

    static String secret(int n) {
        return "{\"secret\":" + n + "}";
    }

    static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + text, e);
        }
    }

    static Position position(String text) {
        Parsed<Position> parsed = PositionText.parse(text);
        if (parsed instanceof Parsed.Ok<Position> ok) {
            return ok.value();
        }
        throw new AssertionError("not an Xe Queo position: " + text + " (" + ((Parsed.Failed<Position>) parsed).message() + ")");
    }

    /** The board with disc n on {@code squares.get(n - 1)}, no ring, the placer to move. */
    static Position board(List<String> squares) {
        byte[] discs = new byte[Square.COUNT];
        for (int n = 1; n <= squares.size(); n++) {
            discs[Square.parse(squares.get(n - 1))] = (byte) n;
        }
        return Position.of(discs, Square.NONE, org.ringgames.rules.xequeo.Seat.PLACER);
    }
}
