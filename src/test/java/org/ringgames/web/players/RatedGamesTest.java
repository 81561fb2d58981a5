package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.hamcrest.Matchers.equalTo;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.ringgames.support.EventStream;
import org.ringgames.support.FeedStream;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * Rated games (docs/ratings.md): their end moves both players' Glicko-2 ratings by the paper's
 * figures, once, and says so in the game's state, on both players' streams and in the game's
 * {@code finished} event, on every path a game ends by; an unrated game moves nothing; a rated
 * game against the computer moves only the human's rating, against the level's fixed one.
 * The expected figures are computed here from the paper's formulas, independently of the service's
 * calculator.
 */
@QuarkusTest
class RatedGamesTest {

    static final Duration WAIT = Duration.ofSeconds(20);

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    @TestHTTPResource("/")
    URL root;

    @Test
    void aRatedGameResignedMovesBothRatingsByThePapersFiguresAndEveryViewSaysSo() {
        Player ann = PlayerCalls.create("ann-rated");
        Player bob = PlayerCalls.create("bob-rated");
        try (FeedStream annStream = FeedStream.player(events.toString(), ann.token(), null, true);
             FeedStream bobStream = FeedStream.player(events.toString(), bob.token(), null, true)) {
            // 180 s + 40 × 0: blitz.
            String game = ratedChallenge(ann, bob, "gyges", Map.of("initialSeconds", 180));
            JsonPath before = given().get("/api/v1/games/" + game).then().statusCode(200).extract().jsonPath();
            assertThat(before.getBoolean("rated")).isTrue();
            assertThat(before.getString("ratingChanges")).isNull();
            try (EventStream gameEvents = EventStream.open(root + "api/v1/games/" + game + "/events", 0L, true)) {
                PlayerCalls.post(bob, "/api/v1/games/" + game + "/resign", null).then().statusCode(200);
                EventStream.Event finished = null;
                for (EventStream.Event e = gameEvents.next(WAIT); !e.type().equals("<end>"); e = gameEvents.next(WAIT)) {
                    if (e.type().equals("finished")) {
                        finished = e;
                        break;
                    }
                }
                assertThat(finished).as("the game's finished event").isNotNull();
                assertChanges(stateOf(finished.data()).path("ratingChanges"), 1662.31, 1337.69);
            }
            // The paper's formulas, one game, two new players: the winner 1500 → 1662.31.
            Glicko expected = Glicko.after(1500, 350, 0.06, 1500, 350, 1);
            assertThat(expected.rating).isCloseTo(1662.31, within(0.01));
            JsonPath after = given().get("/api/v1/games/" + game).then().statusCode(200).extract().jsonPath();
            assertThat(after.getDouble("ratingChanges.south.before")).isEqualTo(1500.0);
            assertThat(after.getDouble("ratingChanges.south.after")).isCloseTo(expected.rating, within(0.01));
            assertThat(after.getDouble("ratingChanges.north.after")).isCloseTo(3000 - expected.rating, within(0.01));
            for (FeedStream stream : List.of(annStream, bobStream)) {
                List<FeedStream.Event> heard = stream.until(e -> e.type().equals("gameFinish"), 1, WAIT);
                FeedStream.Event finish = heard.get(heard.size() - 1);
                assertThat(finish.type()).isEqualTo("gameFinish");
                assertThat(finish.data().path("state").path("ratingChanges").isObject()).as(finish.data().toString()).isTrue();
                assertChanges(finish.data().path("state").path("ratingChanges"), 1662.31, 1337.69);
            }
            // (JsonPath reads numbers as floats: 7 digits.)
            JsonPath annView = given().get("/api/v1/players/" + ann.id()).then().statusCode(200).extract().jsonPath();
            assertThat(annView.getDouble("ratings.'gyges-blitz'.rating")).isCloseTo(expected.rating, within(1e-3));
            assertThat(annView.getDouble("ratings.'gyges-blitz'.deviation")).isCloseTo(expected.deviation, within(1e-3));
            assertThat(annView.getDouble("ratings.'gyges-blitz'.volatility")).isCloseTo(expected.volatility, within(1e-6));
            assertThat(annView.getInt("ratings.'gyges-blitz'.games")).isEqualTo(1);
            assertThat(annView.getBoolean("ratings.'gyges-blitz'.provisional")).isTrue();
            given().header("Authorization", bob.bearer()).get("/api/v1/players/me").then().statusCode(200)
                    .body("ratings.'gyges-blitz'.games", equalTo(1));

            // A second game of the same pool (150 s + 40 × 1 s = 190 s: blitz) starts from the first one's ratings.
            String second = ratedChallenge(ann, bob, "gyges", Map.of("initialSeconds", 150, "incrementSeconds", 1));
            PlayerCalls.post(ann, "/api/v1/games/" + second + "/resign", null).then().statusCode(200);
            JsonPath bobView = given().get("/api/v1/players/" + bob.id()).then().statusCode(200).extract().jsonPath();
            // The opponent's volatility does not enter a player's update (only its rating and deviation).
            Glicko bobExpected = Glicko.after(3000 - expected.rating, expected.deviation, expected.volatility,
                    expected.rating, expected.deviation, 1);
            assertThat(bobView.getDouble("ratings.'gyges-blitz'.rating")).isCloseTo(bobExpected.rating, within(0.01));
            assertThat(bobView.getDouble("ratings.'gyges-blitz'.deviation")).isCloseTo(bobExpected.deviation, within(0.01));
            assertThat(bobView.getInt("ratings.'gyges-blitz'.games")).isEqualTo(2);
            given().get("/api/v1/games/" + second).then()
                    .body("ratingChanges.north.before", equalTo((float) Math.round((3000 - expected.rating) * 100) / 100f));
        }
    }

    @Test
    void aRatedGameEndedByAMoveIsRatedToo() {
        // maxPlies 2: the second move ends the game, a draw, on the move path.
        Player ann = PlayerCalls.create("ann-moves");
        Player bob = PlayerCalls.create("bob-moves");
        String challenge = PlayerCalls.post(ann, "/api/v1/challenges", Map.of("to", bob.id(), "game", "gyges",
                "seat", "south", "rated", true, "rules", Map.of("maxPlies", 2))).then().statusCode(201)
                .body("rated", equalTo(true)).extract().path("id");
        String game = PlayerCalls.post(bob, "/api/v1/challenges/" + challenge + "/accept", null).then().statusCode(201)
                .extract().path("gameId");
        String path = "/api/v1/games/" + game;
        PlayerCalls.post(ann, path + "/setup", Map.of("row", "321123")).then().statusCode(200);
        PlayerCalls.post(bob, path + "/setup", Map.of("row", "123321")).then().statusCode(200);
        PlayerCalls.post(ann, path + "/moves", Map.of("move", "b1-b3", "expectedPly", 0)).then().statusCode(201);
        PlayerCalls.post(bob, path + "/moves", Map.of("move", "b6-b4", "expectedPly", 1)).then().statusCode(201)
                .body("state.status", equalTo("finished")).body("state.ratingChanges.south.after", equalTo(1500.0f));
        Glicko draw = Glicko.after(1500, 350, 0.06, 1500, 350, 0.5);
        JsonPath annView = given().get("/api/v1/players/" + ann.id()).then().statusCode(200).extract().jsonPath();
        assertThat(annView.getInt("ratings.'gyges-correspondence'.games")).isEqualTo(1);
        assertThat(annView.getDouble("ratings.'gyges-correspondence'.rating")).isCloseTo(1500.0, within(1e-6));
        assertThat(annView.getDouble("ratings.'gyges-correspondence'.deviation")).isCloseTo(draw.deviation, within(0.01));
    }

    @Test
    void aRatedGameLostOnTimeIsRatedByTheClocksSweep() {
        // One second a seat: once both have moved, south's time runs out with no request; the sweep
        // ends the game (clock.Deadlines), and rates it there. Waits for the end, never for a time.
        Player ann = PlayerCalls.create("ann-flag");
        Player bob = PlayerCalls.create("bob-flag");
        String game = ratedChallenge(ann, bob, "gyges", Map.of("initialSeconds", 1));
        String path = "/api/v1/games/" + game;
        PlayerCalls.post(ann, path + "/setup", Map.of("row", "321123")).then().statusCode(200);
        PlayerCalls.post(bob, path + "/setup", Map.of("row", "123321")).then().statusCode(200);
        PlayerCalls.post(ann, path + "/moves", Map.of("move", "b1-b3", "expectedPly", 0)).then().statusCode(201);
        long version = PlayerCalls.post(bob, path + "/moves", Map.of("move", "b6-b4", "expectedPly", 1)).then()
                .statusCode(201).extract().jsonPath().getLong("state.version");
        try (EventStream stream = EventStream.open(root + "api/v1/games/" + game + "/events", version, true)) {
            EventStream.Event finished = null;
            for (EventStream.Event e = stream.next(WAIT); !e.type().equals("<end>"); e = stream.next(WAIT)) {
                if (e.type().equals("finished")) {
                    finished = e;
                    break;
                }
            }
            assertThat(finished).as("the game's finished event").isNotNull();
            JsonNode state = stateOf(finished.data());
            assertThat(state.path("result").path("reason").asText()).isEqualTo("timeout");
            assertThat(state.path("result").path("winner").asText()).isEqualTo("north");
            assertThat(state.path("ratingChanges").path("north").path("after").asDouble()).isCloseTo(1662.31, within(0.01));
            assertThat(state.path("ratingChanges").path("south").path("after").asDouble()).isCloseTo(1337.69, within(0.01));
        }
        given().get("/api/v1/players/" + bob.id()).then().body("ratings.'gyges-bullet'.games", equalTo(1));
    }

    @Test
    void anUnratedGameChangesNoRating() {
        Player ann = PlayerCalls.create("ann-casual");
        Player bob = PlayerCalls.create("bob-casual");
        String challenge = PlayerCalls.post(ann, "/api/v1/challenges", Map.of("to", bob.id(), "game", "xequeo"))
                .then().statusCode(201).body("rated", equalTo(false)).extract().path("id");
        String game = PlayerCalls.post(bob, "/api/v1/challenges/" + challenge + "/accept", null).then().statusCode(201)
                .extract().path("gameId");
        PlayerCalls.post(bob, "/api/v1/games/" + game + "/resign", null).then().statusCode(200);
        given().get("/api/v1/games/" + game).then().body("status", equalTo("finished")).body("rated", equalTo(false))
                .body("ratingChanges", equalTo(null));
        for (Player p : List.of(ann, bob)) {
            given().get("/api/v1/players/" + p.id()).then().statusCode(200).body("ratings", equalTo(Map.of()));
        }
    }

    @Test
    void aRatedGameAgainstTheComputerMovesOnlyTheHumansRatingAgainstTheLevelsFixedOne() {
        Player solo = PlayerCalls.create("solo-rated");
        JsonPath seek = PlayerCalls.post(solo, "/api/v1/seeks", Map.of("game", "gyges", "rated", true,
                "opponent", Map.of("engine", Map.of("level", 1)))).then().statusCode(201)
                .body("rated", equalTo(true)).extract().jsonPath();
        String game = seek.getString("gameId");
        String seat = seek.getString("seat");
        String other = seat.equals("south") ? "north" : "south";
        PlayerCalls.post(solo, "/api/v1/games/" + game + "/resign", null).then().statusCode(200);
        JsonPath state = given().get("/api/v1/games/" + game).then().statusCode(200).extract().jsonPath();
        assertThat(state.getBoolean("rated")).isTrue();
        Map<String, Object> changes = state.getMap("ratingChanges");
        assertThat(changes).containsOnlyKeys(seat);
        // Level 1 of Gygès: 800, deviation 50 (docs/ratings.md); a loss to it costs a new player much.
        Glicko expected = Glicko.after(1500, 350, 0.06, 800, 50, 0);
        assertThat(state.getDouble("ratingChanges." + seat + ".after")).isCloseTo(expected.rating, within(0.01));
        assertThat(state.getInt("computerSeats." + other + ".level")).isEqualTo(1);
        given().get("/api/v1/players/" + solo.id()).then()
                .body("ratings.'gyges-correspondence'.games", equalTo(1));
    }

    @Test
    void twoRacingResignationsEndTheGameOnceAndRateItOnce() throws Exception {
        Player ann = PlayerCalls.create("ann-race");
        Player bob = PlayerCalls.create("bob-race");
        String game = ratedChallenge(ann, bob, "xequeo", Map.of("initialSeconds", 30));
        CountDownLatch go = new CountDownLatch(1);
        List<CompletableFuture<Integer>> racers = new ArrayList<>();
        for (Player p : List.of(ann, bob)) {
            racers.add(CompletableFuture.supplyAsync(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return PlayerCalls.post(p, "/api/v1/games/" + game + "/resign", null).statusCode();
            }));
        }
        go.countDown();
        List<Integer> statuses = new ArrayList<>();
        for (CompletableFuture<Integer> racer : racers) {
            statuses.add(racer.get());
        }
        assertThat(statuses).containsExactlyInAnyOrder(200, 409);
        for (Player p : List.of(ann, bob)) {
            given().get("/api/v1/players/" + p.id()).then().body("ratings.'xequeo-bullet'.games", equalTo(1));
        }
        JsonPath state = given().get("/api/v1/games/" + game).then().extract().jsonPath();
        String winner = state.getString("result.winner");
        assertThat(state.getDouble("ratingChanges." + winner + ".after")).isCloseTo(1662.31, within(0.01));
    }

    /** A rated game from a challenge of {@code from} (south or placer) accepted by {@code to}. */
    static String ratedChallenge(Player from, Player to, String game, Map<String, Object> clock) {
        String seat = game.equals("gyges") ? "south" : "placer";
        String challenge = PlayerCalls.post(from, "/api/v1/challenges", Map.of("to", to.id(), "game", game,
                "seat", seat, "rated", true, "clock", clock)).then().statusCode(201).body("rated", equalTo(true))
                .extract().path("id");
        return PlayerCalls.post(to, "/api/v1/challenges/" + challenge + "/accept", null).then().statusCode(201)
                .extract().path("gameId");
    }

    private static JsonNode stateOf(JsonNode data) {
        return data.has("state") ? data.get("state") : data;
    }

    private static void assertChanges(JsonNode changes, double first, double second) {
        List<Double> afters = new ArrayList<>();
        changes.forEach(c -> afters.add(c.path("after").asDouble()));
        assertThat(afters).as("ratingChanges " + changes).hasSize(2);
        assertThat(new HashSet<>(afters)).anySatisfy(a -> assertThat(a).isCloseTo(first, within(0.01)))
                .anySatisfy(a -> assertThat(a).isCloseTo(second, within(0.01)));
        changes.forEach(c -> assertThat(c.path("before").asDouble()).isEqualTo(1500.0));
    }

    /**
     * Glickman's Glicko-2 for one game, written out here from the paper's steps (not the
     * service's class): steps 2–8 with the Illinois iteration of step 5, τ = 0.5.
     */
    record Glicko(double rating, double deviation, double volatility) {

        static Glicko after(double r, double rd, double sigma, double opponentR, double opponentRd, double score) {
            double scale = 173.7178;
            double tau = 0.5;
            double mu = (r - 1500) / scale;
            double phi = rd / scale;
            double muJ = (opponentR - 1500) / scale;
            double phiJ = opponentRd / scale;
            double g = 1 / Math.sqrt(1 + 3 * phiJ * phiJ / (Math.PI * Math.PI));
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            double v = 1 / (g * g * e * (1 - e));
            double delta = v * g * (score - e);
            double a = Math.log(sigma * sigma);
            java.util.function.DoubleUnaryOperator f = x -> Math.exp(x) * (delta * delta - phi * phi - v - Math.exp(x))
                    / (2 * Math.pow(phi * phi + v + Math.exp(x), 2)) - (x - a) / (tau * tau);
            double bigA = a;
            double bigB;
            if (delta * delta > phi * phi + v) {
                bigB = Math.log(delta * delta - phi * phi - v);
            } else {
                int k = 1;
                while (f.applyAsDouble(a - k * tau) < 0) {
                    k++;
                }
                bigB = a - k * tau;
            }
            double fA = f.applyAsDouble(bigA);
            double fB = f.applyAsDouble(bigB);
            while (Math.abs(bigB - bigA) > 0.000001) {
                double c = bigA + (bigA - bigB) * fA / (fB - fA);
                double fC = f.applyAsDouble(c);
                if (fC * fB <= 0) {
                    bigA = bigB;
                    fA = fB;
                } else {
                    fA = fA / 2;
                }
                bigB = c;
                fB = fC;
            }
            double newSigma = Math.exp(bigA / 2);
            double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
            double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
            double newMu = mu + newPhi * newPhi * g * (score - e);
            return new Glicko(newMu * scale + 1500, newPhi * scale, newSigma);
        }
    }
}
