package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.games.GameClient.Game;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;

/** Every problem type the game endpoints answer, and that a rejected request changes nothing. */
@QuarkusTest
class GameErrorsTest {

    private static final String PROBLEM = "application/problem+json";

    /** Runs a request that must be refused and checks that the game did not change. */
    private static ValidatableResponse refused(Game game, java.util.function.Supplier<io.restassured.response.Response> request) {
        String before = given().get(game.path("")).then().extract().asString();
        ValidatableResponse response = request.get().then().contentType(PROBLEM);
        assertThat(given().get(game.path("")).then().extract().asString()).isEqualTo(before);
        return response;
    }

    @Test
    void aMissingOrUnknownTokenIsUnauthorized() {
        Game game = GameClient.started(null, "321123", "123321");

        refused(game, () -> given().contentType(ContentType.JSON).body("{\"move\":\"b1-b3\"}").post(game.path("/moves")))
                .statusCode(401).header("WWW-Authenticate", containsString("Bearer"))
                .body("type", equalTo("/problems/unauthorized"));
        refused(game, () -> given().contentType(ContentType.JSON).header("Authorization", "Bearer nope")
                .body("{\"move\":\"b1-b3\"}").post(game.path("/moves")))
                .statusCode(401);
        Game other = GameClient.started(null, "321123", "123321");
        refused(game, () -> given().contentType(ContentType.JSON).header("Authorization", "Bearer " + other.south())
                .body("{\"move\":\"b1-b3\"}").post(game.path("/moves")))
                .statusCode(401);
    }

    @Test
    void anUnknownGameIsNotFound() {
        given().get(GameClient.GAMES + "/8d3c1a52-8f7e-4c55-9a5b-3b0d1f2e4a6c").then().statusCode(404)
                .contentType(PROBLEM).body("type", equalTo("/problems/not-found"));
        given().get(GameClient.GAMES + "/not-a-uuid").then().statusCode(404).contentType(PROBLEM);
        given().contentType(ContentType.JSON).header("Authorization", "Bearer x").body("{\"move\":\"pass\"}")
                .post(GameClient.GAMES + "/8d3c1a52-8f7e-4c55-9a5b-3b0d1f2e4a6c/moves").then().statusCode(404);
    }

    @Test
    void theOtherSeatsMoveIsNotYourTurn() {
        Game game = GameClient.started(null, "321123", "123321");

        refused(game, () -> GameClient.move(game, "north", "b6-b4", null)).statusCode(409)
                .body("type", equalTo("/problems/not-your-turn"));
    }

    @Test
    void aMoveDuringSetupIsTheWrongPhaseAndAfterTheEndIsGameOver() {
        Game game = GameClient.create(null);
        refused(game, () -> GameClient.move(game, "south", "b1-b3", null)).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
        given().get(game.path("/legal-moves")).then().statusCode(409).body("type", equalTo("/problems/wrong-phase"));

        Game over = GameClient.started(null, "321123", "123321");
        GameClient.as(over, "north").post(over.path("/resign")).then().statusCode(200)
                .body("state.result.winner", equalTo("south")).body("state.result.reason", equalTo("resignation"));
        refused(over, () -> GameClient.move(over, "south", "b1-b3", null)).statusCode(409)
                .body("type", equalTo("/problems/game-over"));
        refused(over, () -> GameClient.as(over, "south").post(over.path("/resign"))).statusCode(409);
    }

    @Test
    void aStaleExpectedPlyOrIfMatchIsRefused() {
        Game game = GameClient.started(null, "321123", "123321");

        refused(game, () -> GameClient.move(game, "south", "b1-b3", 3)).statusCode(409)
                .body("type", equalTo("/problems/stale-state"))
                .body("currentPly", equalTo(0));
        refused(game, () -> GameClient.as(game, "south").header("If-Match", "\"999\"")
                .body("{\"move\":\"b1-b3\"}").post(game.path("/moves"))).statusCode(412)
                .body("type", equalTo("/problems/stale-state"));
        String etag = given().get(game.path("")).then().extract().header("ETag");
        GameClient.as(game, "south").header("If-Match", etag).body("{\"move\":\"b1-b3\"}").post(game.path("/moves"))
                .then().statusCode(201);
    }

    @Test
    void anIfMatchThatIsNotAnEntityTagIsMalformedAndPlaysNothing() {
        Game game = GameClient.started(null, "321123", "123321");
        String etag = given().get(game.path("")).then().extract().header("ETag");
        for (String notATag : new String[] {"garbage", "3", "W/3", "\"3", "\"3\" garbage", ",", "\"a b\""}) {
            refused(game, () -> GameClient.as(game, "south").header("If-Match", notATag)
                    .body("{\"move\":\"b1-b3\"}").post(game.path("/moves"))).statusCode(400)
                    .body("type", equalTo("/problems/malformed-request"))
                    .body("detail", containsString("If-Match"));
        }
        GameClient.as(game, "south").header("If-Match", "\"999\", W/" + etag).body("{\"move\":\"b1-b3\"}")
                .post(game.path("/moves")).then().statusCode(201);
        GameClient.as(game, "north").header("If-Match", "*").body("{\"move\":\"a6-a5\"}").post(game.path("/moves"))
                .then().statusCode(201);
    }

    @Test
    void anIllegalMoveNamesTheReasonAndLinksTheLegalMoves() {
        Game game = GameClient.started(null, "321123", "123321");

        refused(game, () -> GameClient.move(game, "south", "a1-a2-a1-a2", 0)).statusCode(422)
                .body("type", equalTo("/problems/illegal-move"))
                .body("step", equalTo(2))
                .body("legalMoves", equalTo(game.path("/legal-moves")))
                .body("detail", containsString("already crossed"));
        refused(game, () -> GameClient.move(game, "south", "pass", 0)).statusCode(422);
        refused(game, () -> GameClient.move(game, "south", "b1-b9", 0)).statusCode(400)
                .body("type", equalTo("/problems/malformed-request"));
        refused(game, () -> GameClient.as(game, "south").body("{\"move\":7}").post(game.path("/moves"))).statusCode(400);
        refused(game, () -> GameClient.as(game, "south").body("{}").post(game.path("/moves"))).statusCode(400);
    }

    @Test
    void badSetupsAreRefusedAndStoreNothing() {
        Game game = GameClient.create(null);

        refused(game, () -> GameClient.as(game, "north").body("{\"row\":\"123321\"}").post(game.path("/setup")))
                .statusCode(409).body("type", equalTo("/problems/not-your-turn"));
        refused(game, () -> GameClient.as(game, "south").body("{\"row\":\"111223\"}").post(game.path("/setup")))
                .statusCode(422).body("type", equalTo("/problems/invalid-setup"))
                .body("detail", containsString("two pieces of each size"));
        refused(game, () -> GameClient.as(game, "south").body("{\"placements\":[{\"square\":\"a2\",\"size\":1}]}")
                .post(game.path("/setup"))).statusCode(422);
        refused(game, () -> GameClient.as(game, "south").body("{\"row\":\"3211x3\"}").post(game.path("/setup")))
                .statusCode(400).body("detail", containsString("position 5"));
        refused(game, () -> GameClient.as(game, "south").body("{}").post(game.path("/setup"))).statusCode(400);
        refused(game, () -> GameClient.as(game, "south").body("{\"row\":\"321123\",\"placements\":[]}")
                .post(game.path("/setup"))).statusCode(400);
        String placements = "{\"placements\":[{\"square\":\"a1\",\"size\":1},{\"square\":\"a1\",\"size\":1},"
                + "{\"square\":\"c1\",\"size\":2},{\"square\":\"d1\",\"size\":2},{\"square\":\"e1\",\"size\":3},{\"square\":\"z1\",\"size\":3}]}";
        refused(game, () -> GameClient.as(game, "south").body(placements).post(game.path("/setup"))).statusCode(400);
        GameClient.as(game, "south").body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(200);
        refused(game, () -> GameClient.as(game, "south").body("{\"row\":\"321123\"}").post(game.path("/setup")))
                .statusCode(409).body("type", equalTo("/problems/not-your-turn"));
        String onRowFive = "{\"placements\":[{\"square\":\"a5\",\"size\":1},{\"square\":\"b5\",\"size\":1},"
                + "{\"square\":\"c5\",\"size\":2},{\"square\":\"d5\",\"size\":2},{\"square\":\"e5\",\"size\":3},{\"square\":\"f5\",\"size\":3}]}";
        refused(game, () -> GameClient.as(game, "north").body(onRowFive).post(game.path("/setup")))
                .statusCode(422).body("detail", equalTo("a5 is outside north's setup zone (row 6)"));
    }

    @Test
    void badListingParametersAreMalformed() {
        given().get(GameClient.GAMES + "?status=won").then().statusCode(400).contentType(PROBLEM);
        given().get(GameClient.GAMES + "?limit=0").then().statusCode(400);
        given().get(GameClient.GAMES + "?limit=101").then().statusCode(400);
        given().get(GameClient.GAMES + "?cursor=bm9wZQ").then().statusCode(400);
        given().get(GameClient.GAMES + "?game=chess").then().statusCode(400);
    }

    @Test
    void noRequestAClientCanSendGetsAServerError() {
        Game game = GameClient.started(null, "321123", "123321");
        java.util.Random random = new java.util.Random(20261130);
        String[] bodies = {"", "{}", "[]", "null", "{\"move\":null}", "{\"move\":\"b1-b3\",\"expectedPly\":\"x\"}",
            "{\"move\":\"b1-b3\",\"expectedPly\":-1}", "{\"move\":\"\\u0000\"}", "{\"row\":\"\"}",
            "{\"placements\":[null]}", "{\"placements\":[{\"square\":null,\"size\":9}]}", "{\"action\":null}",
            "{\"move\":\"" + "a1-".repeat(400) + "a2\"}", "{\"move\":\"b1-b3\",\"expectedPly\":99999999999}", "{"};
        String[] paths = {"/moves", "/setup", "/draw", "/resign", "/takeback"};
        String[] tokens = {null, "", "Bearer ", "Bearer " + game.south(), "Bearer " + game.north(), "Basic abc", "Bearer \u00e9"};
        String[] keys = {null, "", "k", "x".repeat(300), "\u00e9t\u00e9"};
        for (int i = 0; i < 200; i++) {
            io.restassured.specification.RequestSpecification request = given().contentType(ContentType.JSON)
                    .body(bodies[random.nextInt(bodies.length)]);
            String token = tokens[random.nextInt(tokens.length)];
            if (token != null) {
                request.header("Authorization", token);
            }
            String key = keys[random.nextInt(keys.length)];
            if (key != null) {
                request.header("Idempotency-Key", key);
            }
            if (random.nextBoolean()) {
                request.header("If-Match", random.nextBoolean() ? "\"1\"" : "garbage");
            }

            int status = request.post(game.path(paths[random.nextInt(paths.length)])).statusCode();

            assertThat(status).as("request %d", i).isBetween(200, 499);
        }
        assertThat(given().get(game.path("/q-no-such")).statusCode()).isEqualTo(404);
    }
}
