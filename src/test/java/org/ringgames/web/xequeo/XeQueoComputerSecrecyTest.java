package org.ringgames.web.xequeo;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.computer.ComputerPlayer;
import org.ringgames.play.computer.ThinkTime;
import org.ringgames.play.xequeo.XeQueoComputer;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.engine.FinishedRound;
import org.ringgames.rules.xequeo.engine.View;
import org.ringgames.store.games.GameRows;
import org.ringgames.support.EventStream;
import org.ringgames.support.RingSquares;

/**
 * The secret boundary holds with a computer seat in the game: nothing the other seat, a spectator
 * or an event shows holds the computer's secret of a round still being played, and what the
 * computer does depends on what its own seat may see only — not on the other seat's secret of the
 * round being played; of a finished round it is shown the turns and the revealed secret.
 */
@QuarkusTest
class XeQueoComputerSecrecyTest {

    private static final Duration PATIENCE = Duration.ofSeconds(60);
    /** The position {@link #sameOpening} starts round 1 in: its discs, the ring on d4, the placer to move. */
    private static final String OPENING = "......./.3...4./......./6.....7/......./.1...2./...5... d4 P";

    @TestHTTPResource("/")
    URL root;

    @Inject
    EntityManager em;

    @Inject
    XeQueoComputer computer;

    @Inject
    GameRows games;

    /** An answer received, and how many rounds were over just after it. */
    private record Received(String where, String seat, JsonNode body, int finished) {
    }

    @Test
    void noAnswerOrEventOfAMatchAgainstTheComputerShowsItsSecretOfARoundStillBeingPlayed() {
        JsonNode created = XeQueoClient.json(given().contentType(ContentType.JSON)
                .body("{\"game\":\"xequeo\",\"seats\":{\"ringer\":{\"engine\":{\"level\":8}}}}")
                .post(XeQueoClient.GAMES).then().statusCode(201).extract().asString());
        String id = created.get("id").asText();
        String token = created.at("/seats/placer/token").asText();
        String path = XeQueoClient.GAMES + "/" + id;
        List<Received> received = new ArrayList<>();
        int secret = 0;
        Instant until = Instant.now().plus(PATIENCE.multipliedBy(3));
        JsonNode state = mine(path, token, received);
        while (!state.get("status").asText().equals("finished")) {
            assertThat(Instant.now()).as("the match is still on: %s", state).isBefore(until);
            String todo = placerTodo(state);
            if (todo == null) {
                sleep();
            } else {
                String body = switch (todo) {
                    case "discs" -> "{\"discs\":{\"1\":\"b2\",\"2\":\"f2\",\"3\":\"b6\",\"4\":\"f6\",\"5\":\"d1\",\"6\":\"a4\",\"7\":\"g4\"}}";
                    case "ring" -> "{\"ring\":\"" + RingSquares.free(state.get("position").asText()) + "\"}";
                    case "secret" -> "{\"secret\":" + (++secret % 7 + 1) + "}";
                    default -> null;
                };
                Response answer = body != null
                        ? as(token).body(body).post(path + "/setup")
                        : as(token).body("{\"move\":\"" + firstTurn(path, token, received) + "\",\"expectedPly\":"
                                + state.get("ply").asInt() + "}").post(path + "/moves");
                assertThat(answer.statusCode()).as(answer.asString()).isIn(200, 201, 409);
                record(received, "the placer's " + todo, "placer", answer.asString(), path);
            }
            for (String look : List.of("", "/legal-moves", "/moves")) {
                record(received, "a spectator's GET " + look, null, given().get(path + look).asString(), path);
            }
            state = mine(path, token, received);
        }
        List<EventStream.Event> events = new ArrayList<>();
        try (EventStream replay = EventStream.open(root + "api/v1/games/" + id + "/events", 0L, true)) {
            for (EventStream.Event e = replay.next(Duration.ofSeconds(5)); !e.type().equals("<end>"); e = replay.next(Duration.ofSeconds(5))) {
                events.add(e);
                if (e.type().equals("finished")) {
                    break;
                }
            }
        }
        SecretScan scan = new SecretScan(id, (round, seat) -> secretOf(id, round, seat));
        List<String> leaks = new ArrayList<>();
        for (Received r : received) {
            leaks.addAll(scan.leaks(r.where(), r.body(), r.seat(), false, r.finished()));
        }
        for (EventStream.Event e : events) {
            // The opening state event is the state itself; the others carry it under "state".
            JsonNode eventState = e.data().has("state") ? e.data().get("state") : e.data();
            leaks.addAll(scan.leaks("event " + e.id() + " " + e.type(), e.data(), null, true,
                    eventState.get("rounds").size()));
        }
        assertThat(leaks).isEmpty();
        assertThat(events).extracting(EventStream.Event::type).contains("move", "finished");
        assertThat(scan.roundSecretsSeen()).as("finished rounds' secrets were seen").isPositive();
        assertThat(scan.ownSecretsSeen()).as("the placer was shown its own secret").isPositive();
    }

    @Test
    void theComputerPlaysTheSameWhateverTheOtherSeatsSecret() {
        // Two matches with the same public history; only the placer's secret differs.
        String withThree = sameOpening(3).id();
        String withSix = sameOpening(6).id();
        assertThat(ringerAction(withThree)).isEqualTo(ringerAction(withSix));
    }

    @Test
    void theComputerIsShownTheFinishedRoundsTurnsWithTheOtherSeatsRevealedSecret() {
        String id = inRoundTwo(3, 4);
        View view = QuarkusTransaction.requiringNew().call(() -> computer
                .view(games.findById(UUID.fromString(id)), SeatIndex.SECOND).orElseThrow());
        assertThat(view.me()).isEqualTo(Seat.RINGER);
        assertThat(view.roundMoves()).isEmpty();
        assertThat(view.pastRounds()).hasSize(1);
        FinishedRound first = view.pastRounds().get(0);
        assertThat(first.opponentSecret()).as("the placer's secret of round 1, revealed").isEqualTo(3);
        assertThat(first.turns()).extracting(t -> t.by() + " " + t.move().toText())
                .containsExactly("PLACER b2-c3", "RINGER f2-e3", "PLACER guess 5");
        assertThat(PositionText.format(first.start())).isEqualTo(OPENING);
        assertThat(PositionText.format(first.turns().get(2).before()))
                .isEqualTo(PositionText.format(first.start().play(first.turns().get(0).move()).play(first.turns().get(1).move())));
    }

    @Test
    void inALaterRoundTheComputerPlaysTheSameWhateverTheOtherSeatsSecretOfThatRound() {
        // The same first round (the placer's secret 3, revealed); only its secret of round 2 differs.
        assertThat(ringerAction(inRoundTwo(3, 4))).isEqualTo(ringerAction(inRoundTwo(3, 6)));
    }

    /**
     * A match of two people in round 2, the ringer to move: in round 1 the placer (secret
     * {@code firstSecret}) and the ringer (secret 2) each moved a disc, then the placer guessed 5,
     * wrongly; the placer, with fewer rings, placed round 2's ring and chose {@code secondSecret}.
     */
    private static String inRoundTwo(int firstSecret, int secondSecret) {
        Opened match = sameOpening(firstSecret);
        String path = XeQueoClient.GAMES + "/" + match.id();
        String placer = match.placer();
        String ringer = match.ringer();
        as(ringer).body("{\"move\":\"f2-e3\",\"expectedPly\":1}").post(path + "/moves").then().statusCode(201);
        as(placer).body("{\"move\":\"guess 5\",\"expectedPly\":2}").post(path + "/moves").then().statusCode(201);
        String position = XeQueoClient.json(given().get(path).asString()).get("position").asText();
        as(placer).body("{\"ring\":\"" + RingSquares.free(position) + "\"}").post(path + "/setup").then().statusCode(200);
        as(placer).body("{\"secret\":" + secondSecret + "}").post(path + "/setup").then().statusCode(200);
        as(ringer).body("{\"secret\":2}").post(path + "/setup").then().statusCode(200);
        return match.id();
    }

    private ComputerPlayer.Action ringerAction(String id) {
        return QuarkusTransaction.requiringNew().call(() -> computer
                .plan(games.findById(UUID.fromString(id)), SeatIndex.SECOND, 8, 42).orElseThrow()
                .decide(ThinkTime.Think.fixed(0), () -> false));
    }

    /** A match of two people, and its seats' tokens. */
    private record Opened(String id, String placer, String ringer) {
    }

    /** A match of two people brought to the ringer's first move, the placer having chosen {@code placerSecret}. */
    private static Opened sameOpening(int placerSecret) {
        JsonNode created = XeQueoClient.json(given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\"}")
                .post(XeQueoClient.GAMES).then().statusCode(201).extract().asString());
        String path = XeQueoClient.GAMES + "/" + created.get("id").asText();
        String placer = created.at("/seats/placer/token").asText();
        String ringer = created.at("/seats/ringer/token").asText();
        as(placer).body("{\"discs\":{\"1\":\"b2\",\"2\":\"f2\",\"3\":\"b6\",\"4\":\"f6\",\"5\":\"d1\",\"6\":\"a4\",\"7\":\"g4\"}}")
                .post(path + "/setup").then().statusCode(200);
        as(ringer).body("{\"ring\":\"d4\"}").post(path + "/setup").then().statusCode(200);
        as(placer).body("{\"secret\":" + placerSecret + "}").post(path + "/setup").then().statusCode(200);
        as(ringer).body("{\"secret\":2}").post(path + "/setup").then().statusCode(200);
        as(placer).body("{\"move\":\"b2-c3\",\"expectedPly\":0}").post(path + "/moves").then().statusCode(201);
        return new Opened(created.get("id").asText(), placer, ringer);
    }

    private static io.restassured.specification.RequestSpecification as(String token) {
        return given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token);
    }

    private JsonNode mine(String path, String token, List<Received> received) {
        String body = as(token).get(path).then().statusCode(200).extract().asString();
        record(received, "the placer's GET", "placer", body, path);
        return XeQueoClient.json(body);
    }

    private String firstTurn(String path, String token, List<Received> received) {
        String body = as(token).get(path + "/legal-moves?paths=false").asString();
        record(received, "the placer's legal moves", "placer", body, path);
        return XeQueoClient.json(body).at("/moves/0/move").asText();
    }

    private static void record(List<Received> received, String where, String seat, String body, String path) {
        if (body.isBlank() || !body.trim().startsWith("{")) {
            return;
        }
        int finished = XeQueoClient.json(given().get(path).asString()).get("rounds").size();
        received.add(new Received(where, seat, XeQueoClient.json(body), finished));
    }

    private static String placerTodo(JsonNode state) {
        if (state.get("status").asText().equals("setup")) {
            for (JsonNode a : state.at("/setup/awaiting")) {
                if (a.get("seat").asText().equals("placer")) {
                    return a.get("what").asText();
                }
            }
            return null;
        }
        return "placer".equals(state.get("toMove").asText()) ? "move" : null;
    }

    private Integer secretOf(String id, int round, Seat seat) {
        return QuarkusTransaction.requiringNew().call(() -> {
            List<?> rows = em.createNativeQuery("SELECT secret FROM round_secret WHERE game_id = ?1 AND round = ?2 AND seat = ?3")
                    .setParameter(1, UUID.fromString(id)).setParameter(2, round).setParameter(3, seat.lowerName())
                    .getResultList();
            return rows.isEmpty() ? null : ((Number) rows.get(0)).intValue();
        });
    }

    private static void sleep() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
