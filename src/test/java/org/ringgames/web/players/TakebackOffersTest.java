package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * Takeback proposals between two players (lichess's /takeback/yes|no): the other seat hears
 * takebackOffer on its stream and accepts (the game goes back, the proposer hears yourTurn) or
 * declines (the proposer hears takebackDeclined with the reason); a move lapses a proposal; rated,
 * engine and Xe Queo games refuse them. Draw declines carry a reason too.
 */
@QuarkusTest
class TakebackOffersTest {

    private static final Duration WAIT = Duration.ofSeconds(20);

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    /** A casual Gygès game of two players, set up: south to move at ply 0. */
    private record Game(String id, Player south, Player north) {
        String path(String tail) {
            return "/api/v1/games/" + id + tail;
        }
    }

    private Game started(String prefix, Map<String, Object> terms) {
        Player ann = PlayerCalls.create(prefix + "-ann");
        Player bob = PlayerCalls.create(prefix + "-bob");
        PlayerCalls.post(ann, "/api/v1/seeks", terms).then().statusCode(201);
        String game = PlayerCalls.post(bob, "/api/v1/seeks", terms).then().statusCode(201)
                .body("status", equalTo("paired")).extract().path("gameId");
        String annSeat = given().header("Authorization", ann.bearer()).get("/api/v1/games/" + game).then()
                .statusCode(200).extract().path("mySeat");
        Game g = annSeat.equals("south") ? new Game(game, ann, bob) : new Game(game, bob, ann);
        if (!"gyges".equals(terms.get("game"))) {
            return g;
        }
        PlayerCalls.post(g.south(), g.path("/setup"), Map.of("row", "123321")).then().statusCode(200);
        PlayerCalls.post(g.north(), g.path("/setup"), Map.of("row", "123321")).then().statusCode(200);
        given().get(g.path("")).then().statusCode(200).body("status", equalTo("playing"));
        return g;
    }

    private Game started(String prefix) {
        return started(prefix, Map.of("game", "gyges"));
    }

    /** Plays the seat's first legal move; answers the state after it. */
    private static JsonPath move(Game g, Player seat) {
        String move = given().header("Authorization", seat.bearer()).get(g.path("/legal-moves")).then()
                .statusCode(200).extract().path("moves[0].move");
        return PlayerCalls.post(seat, g.path("/moves"), Map.of("move", move)).then().statusCode(201).extract()
                .jsonPath();
    }

    private static FeedStream.Event heard(FeedStream stream, String game, String type) {
        List<FeedStream.Event> read = stream.until(e -> e.type().equals(type) && game.equals(e.data().path("gameId")
                .asText()), 1, WAIT);
        return read.get(read.size() - 1);
    }

    private FeedStream stream(Player player) {
        return FeedStream.player(events.toString(), player.token(), null, true);
    }

    @Test
    void theOtherSeatHearsAProposalAndItsDeclineReachesTheProposerWithItsReason() {
        Game g = started("tb-decline");
        try (FeedStream southStream = stream(g.south()); FeedStream northStream = stream(g.north())) {
            move(g, g.south());
            PlayerCalls.post(g.south(), g.path("/takeback-offer"), null).then().statusCode(200)
                    .body("seat", equalTo("south")).body("state.takebackOffer", equalTo("south"));
            given().get(g.path("")).then().statusCode(200).body("takebackOffer", equalTo("south"));
            FeedStream.Event offer = heard(northStream, g.id(), "takebackOffer");
            assertThat(offer.data().path("seat").asText()).isEqualTo("north");
            assertThat(offer.data().at("/state/takebackOffer").asText()).isEqualTo("south");

            // Only the other seat answers; a second proposal of the same seat is refused.
            PlayerCalls.post(g.south(), g.path("/takeback-offer/decline"), null).then().statusCode(403)
                    .body("type", equalTo("/problems/wrong-seat"));
            PlayerCalls.post(g.south(), g.path("/takeback-offer"), null).then().statusCode(409)
                    .body("type", equalTo("/problems/wrong-phase"));
            // A reason of no list, or an unknown member, is a 400 and changes nothing.
            PlayerCalls.post(g.north(), g.path("/takeback-offer/decline"), Map.of("reason", "tooFast")).then()
                    .statusCode(400).body("type", equalTo("/problems/malformed-request"));
            PlayerCalls.post(g.north(), g.path("/takeback-offer/decline"), Map.of("why", "later")).then()
                    .statusCode(400);
            given().get(g.path("")).then().body("takebackOffer", equalTo("south"));

            PlayerCalls.post(g.north(), g.path("/takeback-offer/decline"), Map.of("reason", "later")).then()
                    .statusCode(200).body("state.takebackOffer", nullValue()).body("state.ply", equalTo(1));
            FeedStream.Event declined = heard(southStream, g.id(), "takebackDeclined");
            assertThat(declined.data().path("reason").asText()).isEqualTo("later");
            assertThat(declined.data().at("/state/takebackOffer").isNull()).isTrue();
            PlayerCalls.post(g.north(), g.path("/takeback-offer/decline"), null).then().statusCode(409)
                    .body("detail", containsString("no takeback proposal"));

            // Declined with no body: the generic reason.
            PlayerCalls.post(g.south(), g.path("/takeback-offer"), null).then().statusCode(200);
            PlayerCalls.post(g.north(), g.path("/takeback-offer/decline"), null).then().statusCode(200);
            assertThat(heard(southStream, g.id(), "takebackDeclined").data().path("reason").asText())
                    .isEqualTo("generic");
        }
    }

    @Test
    void anAcceptedTakebackUndoesTheProposersMoveAndAnnouncesItsTurnAgain() {
        Game g = started("tb-accept");
        String start = given().get(g.path("")).then().extract().path("position");
        try (FeedStream southStream = stream(g.south())) {
            heard(southStream, g.id(), "yourTurn");
            move(g, g.south());
            PlayerCalls.post(g.south(), g.path("/takeback-offer"), null).then().statusCode(200);
            PlayerCalls.post(g.north(), g.path("/takeback-offer"), null).then().statusCode(200)
                    .body("seat", equalTo("north")).body("state.ply", equalTo(0))
                    .body("state.toMove", equalTo("south")).body("state.position", equalTo(start))
                    .body("state.lastMove", nullValue()).body("state.takebackOffer", nullValue());
            FeedStream.Event turn = heard(southStream, g.id(), "yourTurn");
            assertThat(turn.data().at("/state/ply").asInt()).isZero();
            given().get(g.path("/moves")).then().statusCode(200).body("moves.size()", equalTo(0));
            // The game goes on from there.
            assertThat(move(g, g.south()).getInt("state.ply")).isEqualTo(1);
        }
    }

    @Test
    void aProposalAfterTheOtherSeatHasAnsweredTakesBackTwoPlies() {
        Game g = started("tb-two");
        move(g, g.south());
        String afterSouth = given().get(g.path("")).then().extract().path("position");
        JsonPath afterNorth = move(g, g.north());
        assertThat(afterNorth.getString("state.toMove")).isEqualTo("south");
        PlayerCalls.post(g.south(), g.path("/takeback-offer"), null).then().statusCode(200);
        PlayerCalls.post(g.north(), g.path("/takeback-offer"), null).then().statusCode(200)
                .body("state.ply", equalTo(0)).body("state.toMove", equalTo("south"));
        assertThat(afterSouth).isNotEqualTo(given().get(g.path("")).then().extract().path("position"));
    }

    @Test
    void aMoveLapsesAPendingProposal() {
        Game g = started("tb-lapse");
        move(g, g.south());
        PlayerCalls.post(g.south(), g.path("/takeback-offer"), null).then().statusCode(200);
        assertThat(move(g, g.north()).getString("state.takebackOffer")).isNull();
        PlayerCalls.post(g.north(), g.path("/takeback-offer/decline"), null).then().statusCode(409);
        given().get(g.path("")).then().body("ply", equalTo(2)).body("takebackOffer", nullValue());
    }

    @Test
    void whoMayProposeAndInWhichGames() {
        Game g = started("tb-who");
        // No move yet to take back.
        PlayerCalls.post(g.south(), g.path("/takeback-offer"), null).then().statusCode(409)
                .body("type", equalTo("/problems/wrong-phase")).body("detail", containsString("no move"));
        move(g, g.south());
        PlayerCalls.post(g.north(), g.path("/takeback-offer"), null).then().statusCode(409)
                .body("detail", containsString("no move"));
        Player stranger = PlayerCalls.create("tb-stranger");
        PlayerCalls.post(stranger, g.path("/takeback-offer"), null).then().statusCode(403)
                .body("type", equalTo("/problems/wrong-seat"));
        given().post(g.path("/takeback-offer")).then().statusCode(401);
        given().get(g.path("")).then().body("takebackOffer", nullValue());

        Game rated = started("tb-rated", Map.of("game", "gyges", "rated", true));
        move(rated, rated.south());
        PlayerCalls.post(rated.south(), rated.path("/takeback-offer"), null).then().statusCode(409)
                .body("detail", containsString("rated"));

        Game xequeo = started("tb-xq", Map.of("game", "xequeo"));
        PlayerCalls.post(xequeo.south(), xequeo.path("/takeback-offer"), null).then().statusCode(409)
                .body("detail", containsString("Xe Queo"));

        Player solo = PlayerCalls.create("tb-solo");
        String engineGame = PlayerCalls.post(solo, "/api/v1/seeks", Map.of("game", "gyges", "opponent",
                Map.of("engine", Map.of("level", 1)))).then().statusCode(201).extract().path("gameId");
        PlayerCalls.post(solo, "/api/v1/games/" + engineGame + "/takeback-offer", null).then().statusCode(409)
                .body("detail", containsString("engine"));
    }

    @Test
    void aDeclinedDrawTellsTheOffererTheReason() {
        Game g = started("draw-reason");
        try (FeedStream southStream = stream(g.south())) {
            PlayerCalls.post(g.south(), g.path("/draw"), Map.of("action", "offer", "reason", "later")).then()
                    .statusCode(400);
            PlayerCalls.post(g.south(), g.path("/draw"), Map.of("action", "offer")).then().statusCode(200);
            PlayerCalls.post(g.north(), g.path("/draw"), Map.of("action", "decline", "reason", "sometime")).then()
                    .statusCode(400);
            given().get(g.path("")).then().body("drawOffer", equalTo("south"));
            PlayerCalls.post(g.north(), g.path("/draw"), Map.of("action", "decline", "reason", "never")).then()
                    .statusCode(200).body("state.drawOffer", nullValue());
            assertThat(heard(southStream, g.id(), "drawDeclined").data().path("reason").asText()).isEqualTo("never");
            PlayerCalls.post(g.south(), g.path("/draw"), Map.of("action", "offer")).then().statusCode(200);
            given().header("Authorization", g.north().bearer()).contentType(ContentType.JSON)
                    .body("{\"action\":\"decline\"}").post(g.path("/draw")).then().statusCode(200);
            assertThat(heard(southStream, g.id(), "drawDeclined").data().path("reason").asText()).isEqualTo("generic");
        }
    }
}
