package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * What a bot is told must be true: it may answer every yourTurn, because each awaited action is
 * announced once per game and seat, and a draw offered or declined is told to the other seat
 * (drawOffer, drawDeclined) without announcing the turn again.
 */
@QuarkusTest
class PlayerTurnsOnceTest {

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    /**
     * Answers every yourTurn with one request (a setup row at once; a move with expectedPly once its
     * stream is quiet, so that the other bot may act while it "thinks"). The offerer offers a draw
     * after each of its moves, on its next quiet step; the other declines each offer it hears of.
     * Any answer but the expected status fails the test, and so does a second yourTurn of a ply.
     */
    private static final class Bot implements AutoCloseable {
        final Player player;
        final boolean offers;
        final FeedStream stream;
        final List<String> heard = new ArrayList<>();
        final Set<String> turns = new HashSet<>();
        final Set<String> finished = new HashSet<>();
        final java.util.Deque<JsonNode> held = new java.util.ArrayDeque<>();
        final java.util.Deque<String> offerIn = new java.util.ArrayDeque<>();
        int declined;

        Bot(Player player, String url, boolean offers) {
            this.player = player;
            this.offers = offers;
            this.stream = FeedStream.player(url + "?legalMoves=true", player.token(), null, true);
        }

        io.restassured.response.Response post(String game, String tail, String body, int expected) {
            var answer = given().header("Authorization", player.bearer()).contentType(ContentType.JSON).body(body)
                    .post("/api/v1/games/" + game + tail);
            answer.then().statusCode(expected);
            return answer;
        }

        void step() {
            if (stream.quietFor(Duration.ofMillis(5))) {
                quiet();
                return;
            }
            FeedStream.Event event = stream.next(Duration.ofSeconds(1));
            if (event.id() == null) {
                return;
            }
            heard.add(event.type());
            JsonNode data = event.data();
            String game = data.path("gameId").asText();
            JsonNode state = data.path("state");
            switch (event.type()) {
                case "yourTurn" -> {
                    assertThat(turns.add(game + "/" + state.path("ply").asInt() + "/" + state.path("status").asText()))
                            .as("a second yourTurn of ply " + state.path("ply") + "; heard " + heard).isTrue();
                    if (data.path("legalMoves").isNull()) {
                        post(game, "/setup", "{\"row\":\"123321\"}", 200);
                    } else {
                        held.add(data);
                    }
                }
                case "drawOffer" -> {
                    assertThat(state.path("drawOffer").asText()).isNotEqualTo(data.path("seat").asText());
                    if (!offers && state.path("drawOffer").isTextual()) {
                        // Its own move may have gone first (a move declines a pending offer): then wrong-phase.
                        int status = given().header("Authorization", player.bearer()).contentType(ContentType.JSON)
                                .body("{\"action\":\"decline\"}").post("/api/v1/games/" + game + "/draw").statusCode();
                        assertThat(status).isIn(200, 409);
                        declined += status == 200 ? 1 : 0;
                    }
                }
                case "gameFinish" -> finished.add(game);
                default -> {
                }
            }
        }

        private void quiet() {
            if (!held.isEmpty()) {
                JsonNode data = held.poll();
                String game = data.path("gameId").asText();
                String after = post(game, "/moves", "{\"move\":\"" + data.path("legalMoves").path("moves").get(0)
                        .path("move").asText() + "\",\"expectedPly\":" + data.path("state").path("ply").asInt() + "}",
                        201).path("state.status");
                if (offers && "playing".equals(after)) {
                    offerIn.add(game);
                }
            } else if (!offerIn.isEmpty()) {
                String game = offerIn.poll();
                String status = given().get("/api/v1/games/" + game).then().statusCode(200).extract().path("status");
                if ("playing".equals(status)) {
                    post(game, "/draw", "{\"action\":\"offer\"}", 200);
                }
            }
        }

        @Override
        public void close() {
            stream.close();
        }
    }

    @Test
    void aBotThatAnswersEveryYourTurnThroughDeclinedDrawOffersIsNeverStaleAndHearsEachOffer() {
        Player ann = PlayerCalls.create("ann-offers");
        Player bob = PlayerCalls.create("bob-declines");
        Map<String, Object> terms = Map.of("game", "gyges", "rules", Map.of("maxPlies", 24));
        try (Bot offerer = new Bot(ann, events.toString(), true); Bot decliner = new Bot(bob, events.toString(), false)) {
            for (int i = 0; i < 3; i++) {
                PlayerCalls.post(ann, "/api/v1/seeks", terms).then().statusCode(201);
                PlayerCalls.post(bob, "/api/v1/seeks", terms).then().statusCode(201)
                        .body("status", org.hamcrest.Matchers.equalTo("paired"));
            }
            long end = System.nanoTime() + Duration.ofMinutes(3).toNanos();
            while (offerer.finished.size() < 3 || decliner.finished.size() < 3) {
                assertThat(System.nanoTime()).as("the bots finish 3 games; heard " + offerer.heard + " and "
                        + decliner.heard).isLessThan(end);
                offerer.step();
                decliner.step();
            }
            assertThat(decliner.heard).contains("drawOffer").doesNotContain("drawDeclined");
            assertThat(offerer.heard).doesNotContain("drawOffer");
            assertThat(offerer.heard.stream().filter("drawDeclined"::equals).count()).as("each decline told")
                    .isEqualTo(decliner.declined);
        }
    }

    /** The next event of a game's player stream other than its gameStart. */
    private static FeedStream.Event next(FeedStream stream) {
        FeedStream.Event event = stream.next(Duration.ofSeconds(20));
        return event.type().equals("gameStart") ? stream.next(Duration.ofSeconds(20)) : event;
    }

    /** What an Xe Queo yourTurn awaits of the seat: discs, ring or secret. */
    private static String step(FeedStream.Event turn) {
        assertThat(turn.type()).isEqualTo("yourTurn");
        for (JsonNode awaited : turn.data().at("/state/setup/awaiting")) {
            if (awaited.path("seat").asText().equals(turn.data().path("seat").asText())) {
                return awaited.path("what").asText();
            }
        }
        throw new AssertionError("a yourTurn that awaits nothing of its seat: " + turn.data());
    }

    /**
     * Xe Queo's two secrets are chosen one after the other: the placer's secret leaves the ringer's
     * yourTurn as it was, and announces no second one. A challenge sent to the ringer afterwards is
     * the next thing its stream says (before the fix, a second yourTurn for the same secret came
     * first, and answering it was 409 wrong-phase).
     */
    @Test
    void theOtherSeatsSecretAnnouncesNoSecondYourTurnInXeQueo() {
        Player ann = PlayerCalls.create("ann-xq");
        Player bob = PlayerCalls.create("bob-xq");
        Player cy = PlayerCalls.create("cy-xq");
        try (FeedStream annStream = FeedStream.player(events + "?legalMoves=true", ann.token(), null, true);
             FeedStream bobStream = FeedStream.player(events + "?legalMoves=true", bob.token(), null, true)) {
            PlayerCalls.post(ann, "/api/v1/seeks", Map.of("game", "xequeo")).then().statusCode(201);
            String game = PlayerCalls.post(bob, "/api/v1/seeks", Map.of("game", "xequeo")).then().statusCode(201)
                    .body("status", org.hamcrest.Matchers.equalTo("paired")).extract().path("gameId");
            String annSeat = given().header("Authorization", ann.bearer()).get("/api/v1/games/" + game).then()
                    .statusCode(200).extract().path("mySeat");
            boolean annPlaces = annSeat.equals("placer");
            Player placer = annPlaces ? ann : bob;
            Player ringer = annPlaces ? bob : ann;
            FeedStream placerStream = annPlaces ? annStream : bobStream;
            FeedStream ringerStream = annPlaces ? bobStream : annStream;
            String setup = "/api/v1/games/" + game + "/setup";

            assertThat(step(next(placerStream))).isEqualTo("discs");
            PlayerCalls.post(placer, setup, Map.of("discs", Map.of("1", "b2", "2", "f2", "3", "b6", "4", "f6",
                    "5", "d1", "6", "a4", "7", "g4"))).then().statusCode(200);
            assertThat(step(next(ringerStream))).isEqualTo("ring");
            PlayerCalls.post(ringer, setup, Map.of("ring", "d4")).then().statusCode(200);
            assertThat(step(next(placerStream))).isEqualTo("secret");
            assertThat(step(next(ringerStream))).isEqualTo("secret");

            PlayerCalls.post(placer, setup, Map.of("secret", 3)).then().statusCode(200);
            PlayerCalls.post(cy, "/api/v1/challenges", Map.of("to", ringer.id(), "game", "gyges")).then().statusCode(201);
            assertThat(ringerStream.next(Duration.ofSeconds(20)).type()).as("the ringer's next event").isEqualTo("challenge");

            PlayerCalls.post(ringer, setup, Map.of("secret", 2)).then().statusCode(200);
            FeedStream.Event move = placerStream.next(Duration.ofSeconds(20));
            assertThat(move.type()).isEqualTo("yourTurn");
            assertThat(move.data().path("legalMoves").isNull()).as("the placer's first move").isFalse();
        }
    }
}
