package org.ringgames.web.xequeo;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.emptyOrNullString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Seat;

/**
 * Whole Xe Queo matches over HTTP between two scripted seats: every round's ring placer and first
 * mover, every way of winning a ring, the score, and the end at four rings. Each position, legal
 * list and state is checked against the engine as it is played (see {@link XeQueoTable}).
 */
@QuarkusTest
class XeQueoMatchTest {

    @Test
    void aCreatedGameHasBothSeatsAndAwaitsThePlacersDiscs() {
        Response created = given().contentType(ContentType.JSON)
                .body("{\"game\":\"xequeo\",\"rules\":{}}").post(XeQueoClient.GAMES);

        created.then().statusCode(201)
                .header("Location", containsString("/api/v1/games/"))
                .body("game", equalTo("xequeo"))
                .body("rules.size()", equalTo(0))
                .body("seats.placer.token", not(emptyOrNullString()))
                .body("seats.ringer.token", not(emptyOrNullString()))
                .body("seats.south", nullValue())
                .body("state.game", equalTo("xequeo"))
                .body("state.status", equalTo("setup"))
                .body("state.round", equalTo(1))
                .body("state.ply", equalTo(0))
                .body("state.toMove", nullValue())
                .body("state.ring", nullValue())
                .body("state.score.placer", equalTo(0))
                .body("state.score.ringer", equalTo(0))
                .body("state.rounds", hasSize(0))
                .body("state.setup.awaiting", hasSize(1))
                .body("state.setup.awaiting[0].seat", equalTo("placer"))
                .body("state.setup.awaiting[0].what", equalTo("discs"))
                .body("state.setup.ringPlacer", equalTo("ringer"))
                .body("state.lastMove", nullValue())
                .body("state.result", nullValue())
                .body("state.drawOffer", nullValue())
                .body("state.version", equalTo(0))
                .body("state.mySecret", nullValue())
                .body("state.mySeat", nullValue());
        String id = created.jsonPath().getString("id");
        assertThat(created.header("Location")).endsWith("/api/v1/games/" + id);
        given().get(XeQueoClient.GAMES + "/" + id).then().statusCode(200).body("game", equalTo("xequeo"))
                .body("rules.size()", equalTo(0));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\"}").post(XeQueoClient.GAMES).then()
                .statusCode(201).body("rules.size()", equalTo(0));
    }

    @Test
    void anyRuleOptionIsMalformedForXeQueo() {
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"rules\":{\"pathRule\":\"EDGE\"}}")
                .post(XeQueoClient.GAMES).then().statusCode(400).contentType(XeQueoClient.PROBLEM)
                .body("type", equalTo("/problems/malformed-request"));
        given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\",\"rules\":{\"rounds\":5}}")
                .post(XeQueoClient.GAMES).then().statusCode(400).contentType(XeQueoClient.PROBLEM);
    }

    @Test
    void twoScriptedSeatsPlayAMatchToFourRingsWinningRoundsInEveryWay() {
        XeQueoTable table = new XeQueoTable(7);
        table.placeDiscs(XeQueoClient.DISCS);

        // Round 1: the ringer places the ring, the placer moves first; both race their own secret disc.
        XeQueoTable.Played entered = table.playRound(3, 5, XeQueoTactic.enterGreedy(), XeQueoTactic.enterGreedy());
        assertThat(entered.ringPlacer()).isEqualTo(Seat.RINGER);
        assertThat(entered.firstMover()).isEqualTo(Seat.PLACER);
        assertThat(entered.result().how()).isEqualTo(Match.How.ENTERED);
        Seat enteredBy = entered.moves().size() % 2 == 1 ? Seat.PLACER : Seat.RINGER;
        assertThat(entered.result().winner()).as("the seat that entered wins").isEqualTo(enteredBy);

        // Round 2: the same secret on both sides; the placer enters with it, so the ringer wins (bingo).
        XeQueoTable.Played bingo = table.playRound(4, 4, XeQueoTactic.enterGreedy(), XeQueoTactic.wander());
        assertThat(bingo.result().how()).isEqualTo(Match.How.BINGO);
        Seat bingoEnteredBy = bingo.firstMover() == Seat.PLACER ^ bingo.moves().size() % 2 == 0 ? Seat.PLACER : Seat.RINGER;
        assertThat(bingo.result().winner()).as("bingo: the opponent of the seat that entered wins")
                .isEqualTo(bingoEnteredBy.opponent());

        // Round 3: the first mover names the other's secret at once; round 4: it names a wrong one.
        XeQueoTable.Played right = playGuessRound(table, 2, 6, true);
        assertThat(right.result().how()).isEqualTo(Match.How.GUESS_RIGHT);
        assertThat(right.result().winner()).isEqualTo(right.firstMover());
        XeQueoTable.Played wrong = playGuessRound(table, 1, 7, false);
        assertThat(wrong.result().how()).isEqualTo(Match.How.GUESS_WRONG);
        assertThat(wrong.result().winner()).isEqualTo(wrong.firstMover().opponent());

        int[][] more = {{5, 3}, {6, 6}, {7, 2}};
        for (int i = 0; table.match().winner().isEmpty(); i++) {
            playGuessRound(table, more[i][0], more[i][1], true);
        }

        List<XeQueoTable.Played> rounds = table.played();
        Match match = table.match();
        Seat winner = match.winner().orElseThrow();
        assertThat(match.rings(winner)).isEqualTo(4);
        assertThat(rounds).hasSizeBetween(4, 7);
        for (int i = 1; i < rounds.size(); i++) {
            XeQueoTable.Played previous = rounds.get(i - 1);
            XeQueoTable.Played round = rounds.get(i);
            int placerRings = ringsAfter(rounds, i, Seat.PLACER);
            int ringerRings = ringsAfter(rounds, i, Seat.RINGER);
            Seat expected = placerRings != ringerRings ? (placerRings < ringerRings ? Seat.PLACER : Seat.RINGER)
                    : previous.result().winner().opponent();
            assertThat(round.ringPlacer()).as("ring placer of round %d", i + 1).isEqualTo(expected);
            assertThat(round.firstMover()).as("first mover of round %d", i + 1).isEqualTo(expected.opponent());
        }
        assertThat(rounds.stream().map(r -> r.ringPlacer()).distinct()).as("both seats placed a ring").hasSize(2);

        JsonNode end = XeQueoClient.state(table.game, null);
        assertThat(end.get("status").asText()).isEqualTo("finished");
        assertThat(end.get("result").get("winner").asText()).isEqualTo(winner.lowerName());
        assertThat(end.get("result").get("reason").asText()).isEqualTo("rings");
        assertThat(end.get("score").get(winner.lowerName()).asInt()).isEqualTo(4);
        assertThat(end.get("score").get(winner.opponent().lowerName()).asInt()).isEqualTo(match.rings(winner.opponent()));
        assertThat(end.get("rounds").size()).isEqualTo(rounds.size());
        List<String> hows = new ArrayList<>();
        for (int i = 0; i < rounds.size(); i++) {
            JsonNode shown = end.get("rounds").get(i);
            hows.add(shown.get("how").asText());
            assertThat(shown.get("secrets").get("placer").asInt()).isEqualTo(table.secret(i + 1, Seat.PLACER));
            assertThat(shown.get("secrets").get("ringer").asInt()).isEqualTo(table.secret(i + 1, Seat.RINGER));
            assertThat(shown.get("winner").asText()).isEqualTo(rounds.get(i).result().winner().lowerName());
        }
        assertThat(hows).startsWith("entered", "bingo", "guess-right", "guess-wrong");
        assertThat(end.get("ply").asInt()).isEqualTo(table.ply());
        assertThat(end.get("lastMove").get("ply").asInt()).isEqualTo(table.ply());

        assertThat(end.get("round").asInt()).as("round stays at the last one once the match is won").isEqualTo(rounds.size());
        List<String> history = new ArrayList<>();
        XeQueoClient.json(given().get(table.game.path("/moves")).then().statusCode(200).extract().asString()).get("moves")
                .forEach(m -> history.add(m.get("seat").asText() + " " + m.get("move").asText() + " " + m.get("position").asText()));
        assertThat(history).as("the history: a move's position after it with the ring in place, a guess's before it")
                .containsExactlyElementsOf(table.history());
        given().get(table.game.path("/board.svg?ply=0")).then().statusCode(200).contentType("image/svg+xml");
        given().get(table.game.path("/board.svg")).then().statusCode(200).contentType("image/svg+xml");
        XeQueoClient.move(table.game, winner.opponent().lowerName(), "guess 1", null).then().statusCode(409)
                .contentType(XeQueoClient.PROBLEM).body("type", equalTo("/problems/game-over"));
        XeQueoClient.setup(table.game, table.expectedRingPlacer().lowerName(), XeQueoClient.ring(table.nearestRingSquare()))
                .then().statusCode(409).contentType(XeQueoClient.PROBLEM).body("type", equalTo("/problems/game-over"));
        XeQueoClient.setup(table.game, "placer", XeQueoClient.secret(3)).then().statusCode(409)
                .body("type", equalTo("/problems/game-over"));
    }

    @Test
    void eachSeatSeesItsOwnSecretAndNobodyElseDoes() {
        XeQueoTable table = new XeQueoTable(11);
        table.placeDiscs(XeQueoClient.DISCS);
        table.placeRing("d4");
        JsonNode answer = table.chooseSecret(Seat.RINGER, 6);
        assertThat(answer.get("action").asText()).isNotEmpty();
        assertThat(answer.get("state").get("mySeat").asText()).isEqualTo("ringer");
        assertThat(XeQueoClient.state(table.game, table.game.placer()).has("mySecret")).isFalse();
        table.chooseSecret(Seat.PLACER, 1);

        JsonNode placer = XeQueoClient.state(table.game, table.game.placer());
        JsonNode ringer = XeQueoClient.state(table.game, table.game.ringer());
        JsonNode anyone = XeQueoClient.state(table.game, null);
        assertThat(placer.get("mySeat").asText()).isEqualTo("placer");
        assertThat(placer.get("mySecret").asInt()).isEqualTo(1);
        assertThat(ringer.get("mySeat").asText()).isEqualTo("ringer");
        assertThat(ringer.get("mySecret").asInt()).isEqualTo(6);
        assertThat(anyone.has("mySecret")).isFalse();
        assertThat(anyone.has("mySeat")).isFalse();
        assertThat(anyone.get("status").asText()).isEqualTo("playing");
        assertThat(anyone.get("toMove").asText()).isEqualTo("placer");
        given().header("Authorization", "Bearer not-a-token").get(table.game.path("")).then().statusCode(401)
                .contentType(XeQueoClient.PROBLEM).body("type", equalTo("/problems/unauthorized"));
        given().header("Authorization", "Bearer " + table.game.placer()).get(table.game.path("")).then()
                .header("Vary", containsString("Authorization")).header("Cache-Control", "private");
        given().get(table.game.path("")).then().header("Vary", containsString("Authorization"))
                .header("Cache-Control", org.hamcrest.Matchers.nullValue());

        // Disc 1, the placer's secret, comes next to the ring: only the placer's own list may enter with it.
        table.play(Seat.PLACER, "b2-c3");
        table.play(Seat.RINGER, "d1-d2");
        assertThat(table.legalMoves(table.placer).stream().map(m -> m.move().toText())).contains("c3-d4");
        assertThat(table.legalMoves(table.ringer).stream().map(m -> m.move().toText())).doesNotContain("c3-d4");
        assertThat(table.legalMoves(table.spectator).stream().map(m -> m.move().toText())).doesNotContain("c3-d4");
        given().header("Authorization", "Bearer " + table.game.ringer()).get(table.game.path("/legal-moves")).then()
                .statusCode(200).header("Vary", containsString("Authorization")).header("Cache-Control", "private");
    }

    @Test
    void aJumpIsPlayedFromItsFullPathOrFromItsEnds() {
        XeQueoTable table = new XeQueoTable(13);
        table.placeDiscs(List.of("a7", "b6", "d4", "a1", "a3", "g7", "e7"));
        table.placeRing("g1");
        table.chooseSecret(Seat.PLACER, 7);
        table.chooseSecret(Seat.RINGER, 7);

        // Disc 1 jumps b6 then d4: a7 is 72 from g1 (squared), e3 only 8.
        JsonNode twoJumps = table.play(Seat.PLACER, "a7-c5-e3");
        assertThat(twoJumps.get("move").asText()).isEqualTo("a7-e3");
        assertThat(twoJumps.get("path").toString()).isEqualTo("[\"a7\",\"c5\",\"e3\"]");
        // Disc 3 jumps e3, sent as its two ends.
        JsonNode oneJump = table.play(Seat.RINGER, "d4-f2");
        assertThat(oneJump.get("path").toString()).isEqualTo("[\"d4\",\"f2\"]");
        assertThat(oneJump.get("state").get("lastMove").get("move").asText()).isEqualTo("d4-f2");
        given().get(table.game.path("/moves")).then().statusCode(200)
                .body("moves.move", equalTo(List.of("a7-e3", "d4-f2")))
                .body("moves[0].path", equalTo(List.of("a7", "c5", "e3")));
    }

    /** A round in which the first mover guesses at once, right or wrong; the other seat never moves. */
    private static XeQueoTable.Played playGuessRound(XeQueoTable table, int placerSecret, int ringerSecret, boolean right) {
        Seat first = table.expectedRingPlacer().opponent();
        int target = first == Seat.PLACER ? ringerSecret : placerSecret;
        int guess = right ? target : target % 7 + 1;
        XeQueoTactic firstTactic = XeQueoTactic.guess(guess);
        return first == Seat.PLACER
                ? table.playRound(placerSecret, ringerSecret, firstTactic, XeQueoTactic.wander())
                : table.playRound(placerSecret, ringerSecret, XeQueoTactic.wander(), firstTactic);
    }

    private static int ringsAfter(List<XeQueoTable.Played> rounds, int count, Seat seat) {
        int rings = 0;
        for (int i = 0; i < count; i++) {
            if (rounds.get(i).result().winner() == seat) {
                rings++;
            }
        }
        return rings;
    }
}
