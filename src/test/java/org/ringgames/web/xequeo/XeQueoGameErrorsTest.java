package org.ringgames.web.xequeo;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.ringgames.web.xequeo.XeQueoClient.Game;
import static org.ringgames.web.xequeo.XeQueoClient.PROBLEM;
import static org.ringgames.web.xequeo.XeQueoClient.discs;
import static org.ringgames.web.xequeo.XeQueoClient.ring;
import static org.ringgames.web.xequeo.XeQueoClient.secret;
import static org.ringgames.web.xequeo.XeQueoClient.setup;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Seat;

/**
 * Every refusal of the Xe Queo setup and move endpoints: the problem type it answers, and that the
 * game did not change — its state as anyone and as each seat sees it, and its move history.
 */
@QuarkusTest
class XeQueoGameErrorsTest {

    /** Runs a request that must be refused and checks that the game did not change. */
    private static ValidatableResponse refused(Game game, Supplier<Response> request) {
        List<String> before = snapshot(game);
        ValidatableResponse response = request.get().then().contentType(PROBLEM);
        assertThat(snapshot(game)).as("the game after a refused request").containsExactlyElementsOf(before);
        return response;
    }

    private static List<String> snapshot(Game game) {
        List<String> views = new ArrayList<>();
        for (String token : new String[] {null, game.placer(), game.ringer()}) {
            views.add(XeQueoClient.as(token).get(game.path("")).then().statusCode(200).extract().asString());
        }
        views.add(given().get(game.path("/moves")).then().statusCode(200).extract().asString());
        return views;
    }

    private static Game withDiscs() {
        Game game = XeQueoClient.create();
        setup(game, "placer", discs(XeQueoClient.DISCS)).then().statusCode(200);
        return game;
    }

    private static Game withRing() {
        Game game = withDiscs();
        setup(game, "ringer", ring("d4")).then().statusCode(200);
        return game;
    }

    /** Discs as in {@link XeQueoClient#DISCS}, ring d4, placer secret 1, ringer secret 4: the placer moves. */
    private static Game started() {
        Game game = withRing();
        setup(game, "placer", secret(1)).then().statusCode(200);
        setup(game, "ringer", secret(4)).then().statusCode(200).body("state.status", equalTo("playing"));
        return game;
    }

    @Test
    void discsFromTheRingerOrTwiceOrNotOneOnEachOfSevenSquaresAreRefused() {
        Game game = XeQueoClient.create();
        List<String> twoOnB2 = new ArrayList<>(XeQueoClient.DISCS);
        twoOnB2.set(1, "b2");

        refused(game, () -> setup(game, "ringer", discs(XeQueoClient.DISCS))).statusCode(409)
                .body("type", equalTo("/problems/not-your-turn"));
        refused(game, () -> setup(game, "placer", discs(twoOnB2))).statusCode(422)
                .body("type", equalTo("/problems/invalid-setup"));
        refused(game, () -> setup(game, "placer", discs(XeQueoClient.DISCS.subList(0, 6)))).statusCode(422)
                .body("type", equalTo("/problems/invalid-setup"));
        refused(game, () -> setup(game, "placer", discs(List.of("b2", "f2", "b6", "f6", "d1", "a4", "h4")))).statusCode(400)
                .body("type", equalTo("/problems/malformed-request"));
        refused(game, () -> setup(game, "placer", "{\"discs\":{\"1\":\"a1\",\"2\":\"b1\",\"3\":\"c1\",\"4\":\"d1\","
                + "\"5\":\"e1\",\"6\":\"f1\",\"7\":\"g1\",\"8\":\"a7\"}}")).statusCode(400)
                .body("type", equalTo("/problems/malformed-request"));
        refused(game, () -> setup(game, "placer", "{\"discs\":{\"0\":\"a1\",\"2\":\"b1\",\"3\":\"c1\",\"4\":\"d1\","
                + "\"5\":\"e1\",\"6\":\"f1\",\"7\":\"g1\"}}")).statusCode(400);
        refused(game, () -> setup(game, "placer", discs(XeQueoClient.DISCS).replace("}}", "},\"ring\":\"d4\"}")))
                .statusCode(400).body("type", equalTo("/problems/malformed-request"));
        refused(game, () -> setup(game, "placer", "{}")).statusCode(400).body("type", equalTo("/problems/malformed-request"));
        refused(game, () -> setup(game, "placer", "{\"discs\":[\"a1\"]}")).statusCode(400);
        refused(game, () -> setup(game, "placer", "{\"row\":\"321123\"}")).statusCode(400);
        // No arrangement of seven discs can leave the ring no clear square (docs/rules/xequeo.md §8: it takes
        // nine), so that refusal is never reachable over HTTP; the most crowded one is accepted.
        setup(game, "placer", discs(List.of("b2", "e2", "b5", "e5", "g7", "g1", "a7"))).then().statusCode(200)
                .body("seat", equalTo("placer"));
        refused(game, () -> setup(game, "placer", discs(XeQueoClient.DISCS))).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
    }

    @Test
    void aRingFromThePlacerOnADiscOrNextToOneIsRefused() {
        Game game = withDiscs();

        refused(game, () -> setup(game, "placer", ring("d4"))).statusCode(409)
                .body("type", equalTo("/problems/not-your-turn"));
        refused(game, () -> setup(game, "ringer", ring("b2"))).statusCode(422)
                .body("type", equalTo("/problems/invalid-setup"));
        refused(game, () -> setup(game, "ringer", ring("c3"))).statusCode(422)
                .body("type", equalTo("/problems/invalid-setup"));
        refused(game, () -> setup(game, "ringer", ring("a5"))).statusCode(422)
                .body("type", equalTo("/problems/invalid-setup"));
        refused(game, () -> setup(game, "ringer", ring("h1"))).statusCode(400)
                .body("type", equalTo("/problems/malformed-request"));
        refused(game, () -> setup(game, "ringer", "{\"ring\":4}")).statusCode(400);
        setup(game, "ringer", ring("d4")).then().statusCode(200).body("state.ring", equalTo("d4"));
        refused(game, () -> setup(game, "ringer", ring("d6"))).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
    }

    @Test
    void aRingOrASecretBeforeTheDiscsIsTheWrongPhase() {
        Game game = XeQueoClient.create();

        refused(game, () -> setup(game, "ringer", ring("d4"))).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
        refused(game, () -> setup(game, "placer", secret(3))).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
        refused(game, () -> setup(game, "ringer", secret(3))).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
    }

    @Test
    void aSecretBeforeTheRingOutsideOneToSevenOrTwiceInARoundIsRefused() {
        Game game = withDiscs();
        refused(game, () -> setup(game, "placer", secret(3))).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
        refused(game, () -> setup(game, "ringer", secret(3))).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
        setup(game, "ringer", ring("d4")).then().statusCode(200);

        for (String seat : new String[] {"placer", "ringer"}) {
            refused(game, () -> setup(game, seat, secret(0))).statusCode(422).body("type", equalTo("/problems/invalid-setup"));
            refused(game, () -> setup(game, seat, secret(8))).statusCode(422).body("type", equalTo("/problems/invalid-setup"));
            refused(game, () -> setup(game, seat, secret(-1))).statusCode(422).body("type", equalTo("/problems/invalid-setup"));
            refused(game, () -> setup(game, seat, "{\"secret\":\"x\"}")).statusCode(400)
                    .body("type", equalTo("/problems/malformed-request"));
            refused(game, () -> setup(game, seat, "{\"secret\":null}")).statusCode(400);
            refused(game, () -> setup(game, seat, "{\"secret\":3,\"ring\":\"d4\"}")).statusCode(400);
        }
        setup(game, "placer", secret(3)).then().statusCode(200).body("state.mySecret", equalTo(3));
        refused(game, () -> setup(game, "placer", secret(3))).statusCode(409).body("type", equalTo("/problems/wrong-phase"));
        refused(game, () -> setup(game, "placer", secret(5))).statusCode(409).body("type", equalTo("/problems/wrong-phase"));
        setup(game, "ringer", secret(5)).then().statusCode(200).body("state.status", equalTo("playing"));
        refused(game, () -> setup(game, "ringer", secret(6))).statusCode(409).body("type", equalTo("/problems/wrong-phase"));
        refused(game, () -> setup(game, "ringer", ring("d6"))).statusCode(409).body("type", equalTo("/problems/wrong-phase"));
    }

    @Test
    void aMoveDuringSetupIsTheWrongPhaseAndByTheSeatNotToMoveIsNotYourTurn() {
        Game game = withRing();
        refused(game, () -> XeQueoClient.move(game, "placer", "b6-c5", null)).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
        refused(game, () -> XeQueoClient.move(game, "placer", "guess 3", null)).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));

        Game started = started();
        refused(started, () -> XeQueoClient.move(started, "ringer", "d1-d2", null)).statusCode(409)
                .body("type", equalTo("/problems/not-your-turn"));
        refused(started, () -> XeQueoClient.move(started, "ringer", "guess 1", 0)).statusCode(409)
                .body("type", equalTo("/problems/not-your-turn"));
        XeQueoClient.move(started, "placer", "b6-c5", 0).then().statusCode(201).body("seat", equalTo("placer"));
        refused(started, () -> XeQueoClient.move(started, "placer", "b2-c3", 1)).statusCode(409)
                .body("type", equalTo("/problems/not-your-turn"));
    }

    @Test
    void guessesOutsideOneToSevenAndUnreadableMovesAreMalformed() {
        Game game = started();
        for (String text : new String[] {"guess 8", "guess 0"}) {
            refused(game, () -> XeQueoClient.move(game, "placer", text, 0)).statusCode(400)
                    .body("type", equalTo("/problems/malformed-request"));
        }
        for (String text : new String[] {"guess", "guess 33", "Guess 3", "b6-c9", "b6", "b6c5", "", "pass"}) {
            refused(game, () -> XeQueoClient.move(game, "placer", text, 0)).statusCode(400)
                    .body("type", equalTo("/problems/malformed-request"));
        }
        refused(game, () -> XeQueoClient.as(game.placer()).body("{\"move\":5}").post(game.path("/moves"))).statusCode(400);
        refused(game, () -> XeQueoClient.as(game.placer()).body("{}").post(game.path("/moves"))).statusCode(400);
    }

    @Test
    void enteringTheRingWithADiscThatIsNotTheMoversSecretIsIllegal() {
        Game game = started();
        XeQueoClient.move(game, "placer", "b2-c3", 0).then().statusCode(201);
        XeQueoClient.move(game, "ringer", "f6-e5", 1).then().statusCode(201);
        XeQueoClient.move(game, "placer", "b6-c5", 2).then().statusCode(201);
        XeQueoClient.move(game, "ringer", "d1-d2", 3).then().statusCode(201);

        // The placer's secret is 1 (on c3); disc 4 (e5) is the ringer's secret, disc 3 (c5) nobody's.
        refused(game, () -> XeQueoClient.move(game, "placer", "e5-d4", 4)).statusCode(422)
                .body("type", equalTo("/problems/illegal-move"));
        refused(game, () -> XeQueoClient.move(game, "placer", "c5-d4", 4)).statusCode(422)
                .body("type", equalTo("/problems/illegal-move"));
        // Moving away from the ring, or a step and a jump at once, is illegal as well.
        refused(game, () -> XeQueoClient.move(game, "placer", "c3-b2", 4)).statusCode(422)
                .body("type", equalTo("/problems/illegal-move"));
        refused(game, () -> XeQueoClient.move(game, "placer", "a4-a1", 4)).statusCode(422);
        XeQueoClient.move(game, "placer", "c3-d4", 4).then().statusCode(201)
                .body("state.rounds[0].winner", equalTo("placer"))
                .body("state.rounds[0].how", equalTo("entered"))
                .body("state.score.placer", equalTo(1));
    }

    @Test
    void aStaleExpectedPlyIsRefusedWithTheCurrentPly() {
        Game game = started();
        refused(game, () -> XeQueoClient.move(game, "placer", "b6-c5", 3)).statusCode(409)
                .body("type", equalTo("/problems/stale-state"))
                .body("currentPly", equalTo(0));
        XeQueoClient.move(game, "placer", "b6-c5", 0).then().statusCode(201);
        refused(game, () -> XeQueoClient.move(game, "ringer", "d1-d2", 0)).statusCode(409)
                .body("type", equalTo("/problems/stale-state"))
                .body("currentPly", equalTo(1));
    }

    @Test
    void aTakebackIsAGygesOptionThatXeQueoDoesNotHave() {
        Game game = started();
        refused(game, () -> XeQueoClient.as(game.placer()).post(game.path("/takeback"))).statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"))
                .body("detail", containsString("Gygès"));
    }

    @Test
    void aMissingOrUnknownTokenIsUnauthorized() {
        Game game = started();
        Game other = XeQueoClient.create();

        refused(game, () -> given().contentType(ContentType.JSON).body("{\"move\":\"b6-c5\"}").post(game.path("/moves")))
                .statusCode(401).body("type", equalTo("/problems/unauthorized"));
        refused(game, () -> XeQueoClient.as(other.placer()).body("{\"move\":\"b6-c5\"}").post(game.path("/moves")))
                .statusCode(401);
        refused(game, () -> XeQueoClient.as(other.ringer()).body(secret(2)).post(game.path("/setup"))).statusCode(401);
        refused(game, () -> given().contentType(ContentType.JSON).body(secret(2)).post(game.path("/setup"))).statusCode(401);
        given().header("Authorization", "Bearer " + other.placer()).get(game.path("")).then().statusCode(401)
                .contentType(PROBLEM);
        given().header("Authorization", "Bearer " + other.placer()).get(game.path("/legal-moves")).then().statusCode(401)
                .contentType(PROBLEM);
    }

    // ---- a match cut short (docs/rules/xequeo.md §8, "A round cut short") ----

    @Test
    void aResignationEndsTheMatchAtAnyTimeAndNeverRevealsTheRoundInProgress() {
        Game duringSetup = withDiscs();
        XeQueoClient.as(duringSetup.placer()).post(duringSetup.path("/resign")).then().statusCode(200)
                .body("state.status", equalTo("finished"))
                .body("state.result.winner", equalTo("ringer"))
                .body("state.result.reason", equalTo("resignation"));

        Game game = started();
        XeQueoClient.move(game, "placer", "guess 4", 0).then().statusCode(201)
                .body("state.rounds[0].how", equalTo("guess-right"));
        // Round 2: the ringer (fewer rings) places the ring, both choose, the placer moves first.
        setup(game, "ringer", ring("d6")).then().statusCode(200);
        setup(game, "placer", secret(2)).then().statusCode(200);
        setup(game, "ringer", secret(7)).then().statusCode(200).body("state.status", equalTo("playing"));
        XeQueoClient.move(game, "placer", "f6-e6", 1).then().statusCode(201);

        String answer = XeQueoClient.as(game.ringer()).post(game.path("/resign")).then().statusCode(200)
                .body("state.status", equalTo("finished"))
                .body("state.result.winner", equalTo("placer"))
                .body("state.result.reason", equalTo("resignation"))
                .body("state.rounds.size()", equalTo(1))
                .extract().asString();
        SecretScan scan = new SecretScan(game.id(), (round, seat) -> round == 1
                ? (seat == Seat.PLACER ? 1 : 4)
                : (seat == Seat.PLACER ? 2 : 7));
        assertThat(scan.leaks("resignation answer", XeQueoClient.json(answer), "ringer", false, 1)).isEmpty();
        for (String token : new String[] {null, game.placer(), game.ringer()}) {
            String state = XeQueoClient.as(token).get(game.path("")).then().statusCode(200).extract().asString();
            assertThat(scan.leaks("state after the resignation", XeQueoClient.json(state),
                    token == null ? null : token.equals(game.placer()) ? "placer" : "ringer", false, 1))
                    .as("round 2 was cut short: its secrets stay hidden").isEmpty();
        }
        refused(game, () -> XeQueoClient.move(game, "ringer", "guess 2", 2)).statusCode(409)
                .body("type", equalTo("/problems/game-over"));
        refused(game, () -> XeQueoClient.as(game.placer()).post(game.path("/resign"))).statusCode(409)
                .body("type", equalTo("/problems/game-over"));
    }

    @Test
    void aDrawIsOfferedAndAnsweredOnlyWhileARoundIsPlayedAndLapsesWhenTheRoundEnds() {
        Game game = withRing();
        refused(game, () -> XeQueoClient.as(game.placer()).body("{\"action\":\"offer\"}").post(game.path("/draw")))
                .statusCode(409).body("type", equalTo("/problems/wrong-phase"));
        setup(game, "placer", secret(1)).then().statusCode(200);
        setup(game, "ringer", secret(4)).then().statusCode(200);

        XeQueoClient.as(game.placer()).body("{\"action\":\"offer\"}").post(game.path("/draw")).then().statusCode(200)
                .body("state.drawOffer", equalTo("placer"));
        refused(game, () -> XeQueoClient.as(game.placer()).body("{\"action\":\"accept\"}").post(game.path("/draw")))
                .statusCode(403).body("type", equalTo("/problems/wrong-seat"));
        XeQueoClient.move(game, "placer", "guess 5", 0).then().statusCode(201)
                .body("state.rounds[0].how", equalTo("guess-wrong"))
                .body("state.drawOffer", nullValue());

        // Round 2: the placer (fewer rings) places the ring; the ringer moves first.
        setup(game, "placer", ring("d6")).then().statusCode(200);
        setup(game, "placer", secret(3)).then().statusCode(200);
        setup(game, "ringer", secret(3)).then().statusCode(200).body("state.toMove", equalTo("ringer"));
        XeQueoClient.as(game.ringer()).body("{\"action\":\"offer\"}").post(game.path("/draw")).then().statusCode(200)
                .body("state.drawOffer", equalTo("ringer"));
        XeQueoClient.as(game.placer()).body("{\"action\":\"accept\"}").post(game.path("/draw")).then().statusCode(200)
                .body("state.status", equalTo("finished"))
                .body("state.result.winner", nullValue())
                .body("state.result.reason", equalTo("draw-agreed"))
                .body("state.rounds.size()", equalTo(1))
                .body("state.score.ringer", equalTo(1));
        SecretScan scan = new SecretScan(game.id(), (round, seat) -> round == 1
                ? (seat == Seat.PLACER ? 1 : 4) : 3);
        String state = given().get(game.path("")).then().statusCode(200).extract().asString();
        assertThat(scan.leaks("state after the draw", XeQueoClient.json(state), null, false, 1))
                .as("round 2 was cut short by the draw: its secrets stay hidden").isEmpty();
    }

    @Test
    void everyProblemIsWellFormedWithItsStatusOnceAndAsANumber() {
        Game fresh = XeQueoClient.create();
        Game ringed = withRing();
        Game game = started();
        Game over = withDiscs();
        XeQueoClient.as(over.ringer()).post(over.path("/resign")).then().statusCode(200);
        List<Response> problems = List.of(
                XeQueoClient.move(fresh, "placer", "b6-c5", null),
                given().get(fresh.path("/legal-moves")),
                XeQueoClient.as(game.placer()).get(ringed.path("/legal-moves")),
                setup(fresh, "placer", secret(3)),
                setup(fresh, "ringer", discs(XeQueoClient.DISCS)),
                setup(ringed, "ringer", ring("d6")),
                setup(ringed, "placer", secret(9)),
                XeQueoClient.as(ringed.placer()).body("{\"action\":\"offer\"}").post(ringed.path("/draw")),
                XeQueoClient.move(game, "ringer", "d1-d2", null),
                XeQueoClient.move(game, "placer", "b6-c5", 4),
                XeQueoClient.move(game, "placer", "b6-a7", 0),
                XeQueoClient.move(game, "placer", "guess 8", 0),
                XeQueoClient.move(over, "placer", "guess 1", null),
                given().contentType(ContentType.JSON).body(secret(2)).post(game.path("/setup")));
        ObjectMapper strict = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        List<String> malformed = new ArrayList<>();
        for (Response problem : problems) {
            assertThat(problem.contentType()).startsWith(PROBLEM);
            try {
                JsonNode body = strict.readTree(problem.asString());
                if (!body.get("status").isInt() || body.get("status").asInt() != problem.statusCode()
                        || !body.get("type").asText().startsWith("/problems/") || body.get("title").asText().isEmpty()) {
                    malformed.add(problem.statusCode() + " " + problem.asString());
                }
            } catch (JsonProcessingException e) {
                malformed.add(problem.statusCode() + " " + e.getOriginalMessage() + ": " + problem.asString());
            }
        }
        assertThat(malformed).as("problems whose members are not RFC 9457's (status a number, equal to the HTTP status, once)")
                .isEmpty();
    }

    @Test
    void noRequestAClientCanSendGetsAServerError() {
        Game game = started();
        Random random = new Random(20261130);
        String[] bodies = {"", "{}", "[]", "null", "{\"move\":null}", "{\"secret\":null}", "{\"secret\":1e9}",
            "{\"secret\":99999999999}", "{\"ring\":null}", "{\"ring\":\"\"}", "{\"discs\":null}", "{\"discs\":{}}",
            "{\"discs\":{\"x\":\"a1\"}}", "{\"discs\":{\"1\":null}}", "{\"discs\":{\"99999999999\":\"a1\"}}",
            "{\"secret\":3,\"ring\":\"d4\"}", "{\"move\":\"guess 9\"}", "{\"move\":\"guess -1\"}",
            "{\"move\":\"" + "a1-".repeat(400) + "a2\"}", "{\"move\":\"guess 3\",\"expectedPly\":-1}", "{"};
        String[] paths = {"/moves", "/setup", "/draw", "/resign"};
        String[] tokens = {null, "", "Bearer ", "Bearer " + game.placer(), "Bearer " + game.ringer(), "Bearer \u00e9"};
        for (int i = 0; i < 150; i++) {
            RequestSpecification request = given().contentType(ContentType.JSON)
                    .body(bodies[random.nextInt(bodies.length)]);
            String token = tokens[random.nextInt(tokens.length)];
            if (token != null) {
                request.header("Authorization", token);
            }
            String path = paths[random.nextInt(3)];

            int status = request.post(game.path(path)).statusCode();

            assertThat(status).as("request %d to %s", i, path).isBetween(200, 499);
        }
    }
}
