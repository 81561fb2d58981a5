package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URL;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;
import org.ringgames.support.RecordedStatements;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * Challenges from player to player: the challenged player hears of them, may take or decline; the
 * challenger may cancel; each closes once, and whatever cannot be done is a problem that changes
 * nothing. Seeks: withdrawn, lapsed, refused twice.
 */
@QuarkusTest
class ChallengesTest {

    static final Duration WAIT = Duration.ofSeconds(20);

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    @Inject
    AgroalDataSource database;

    private void lapse(String table, String id) throws Exception {
        try (Connection c = database.getConnection();
             PreparedStatement s = c.prepareStatement("UPDATE " + table + " SET expires_at = now() - interval '1 second' "
                     + "WHERE id = ?")) {
            s.setObject(1, UUID.fromString(id));
            assertThat(s.executeUpdate()).isEqualTo(1);
        }
    }

    @Test
    void aChallengedPlayerHearsOfItAndTakesItTheSeatsAreAsAsked() {
        Player ann = PlayerCalls.create("ann");
        Player bob = PlayerCalls.create("bob");
        try (FeedStream annStream = FeedStream.player(events.toString(), ann.token(), null, false);
             FeedStream bobStream = FeedStream.player(events.toString(), bob.token(), null, true)) {
            JsonPath challenge = PlayerCalls.post(ann, "/api/v1/challenges", Map.of("to", bob.id(), "game", "gyges",
                    "seat", "north", "clock", Map.of("initialSeconds", 300, "incrementSeconds", 2)))
                    .then().statusCode(201).extract().jsonPath();
            assertThat(challenge.getString("status")).isEqualTo("open");
            assertThat(challenge.getString("to.id")).isEqualTo(bob.id());
            assertThat(challenge.getString("url")).isEqualTo("/play/challenge/" + challenge.getString("id"));
            assertThat(challenge.getInt("clock.initialSeconds")).isEqualTo(300);
            assertThat(challenge.getString("rules.pathRule")).isNotNull();
            FeedStream.Event heard = bobStream.next(WAIT);
            assertThat(heard.type()).isEqualTo("challenge");
            assertThat(heard.data().path("challenge").path("id").asText()).isEqualTo(challenge.getString("id"));
            assertThat(annStream.next(WAIT).type()).isEqualTo("challenge");

            JsonPath accepted = PlayerCalls.post(bob, "/api/v1/challenges/" + challenge.getString("id") + "/accept", null)
                    .then().statusCode(201).extract().jsonPath();
            assertThat(accepted.getString("seat")).isEqualTo("south");
            String game = accepted.getString("gameId");
            FeedStream.Event start = bobStream.next(WAIT);
            assertThat(start.type()).isEqualTo("gameStart");
            assertThat(start.data().path("seat").asText()).isEqualTo("south");
            assertThat(start.data().path("state").path("clock").isObject()).isTrue();
            assertThat(annStream.next(WAIT).data().path("seat").asText()).isEqualTo("north");
            given().get("/api/v1/games/" + game).then().statusCode(200)
                    .body("players.north.id", equalTo(ann.id())).body("players.south.id", equalTo(bob.id()));
            // Ended now: a timed game left in setup would end on time a minute later, while another
            // test watches every game's events.
            PlayerCalls.post(bob, "/api/v1/games/" + game + "/resign", null).then().statusCode(200);
        }
    }

    @Test
    void declineAndCancelAreHeardByTheOtherSideAndCloseTheChallengeOnce() {
        Player ann = PlayerCalls.create("ann");
        Player bob = PlayerCalls.create("bob");
        try (FeedStream annStream = FeedStream.player(events.toString(), ann.token(), null, true);
             FeedStream bobStream = FeedStream.player(events.toString(), bob.token(), null, true)) {
            String first = PlayerCalls.post(ann, "/api/v1/challenges", Map.of("to", bob.id(), "game", "xequeo"))
                    .then().statusCode(201).extract().path("id");
            // Only the challenged player declines, only the challenger cancels.
            PlayerCalls.post(ann, "/api/v1/challenges/" + first + "/decline", null).then().statusCode(403)
                    .body("type", equalTo("/problems/not-your-challenge"));
            PlayerCalls.post(bob, "/api/v1/challenges/" + first + "/cancel", null).then().statusCode(403)
                    .body("type", equalTo("/problems/not-your-challenge"));
            PlayerCalls.post(bob, "/api/v1/challenges/" + first + "/decline", null).then().statusCode(200)
                    .body("status", equalTo("declined"));
            PlayerCalls.post(bob, "/api/v1/challenges/" + first + "/accept", null).then().statusCode(409)
                    .body("type", equalTo("/problems/challenge-closed")).body("challengeStatus", equalTo("declined"));
            assertThat(annStream.until(e -> e.type().equals("challengeDeclined"), 1, WAIT)).isNotEmpty();

            String second = PlayerCalls.post(ann, "/api/v1/challenges", Map.of("to", bob.id(), "game", "gyges"))
                    .then().statusCode(201).extract().path("id");
            PlayerCalls.post(ann, "/api/v1/challenges/" + second + "/cancel", null).then().statusCode(200)
                    .body("status", equalTo("canceled"));
            PlayerCalls.post(ann, "/api/v1/challenges/" + second + "/cancel", null).then().statusCode(409)
                    .body("challengeStatus", equalTo("canceled"));
            FeedStream.Event canceled = bobStream.until(e -> e.type().equals("challengeCanceled"), 1, WAIT)
                    .stream().filter(e -> e.type().equals("challengeCanceled")).findFirst().orElseThrow();
            assertThat(canceled.data().path("challenge").path("id").asText()).isEqualTo(second);
            given().get("/api/v1/games?player=" + bob.id()).then().statusCode(200).body("games.size()", equalTo(0));
        }
    }

    @Test
    void whatCannotBeDoneIsRefusedAndChangesNothing() throws Exception {
        Player ann = PlayerCalls.create("ann");
        Player bob = PlayerCalls.create("bob");
        Player carol = PlayerCalls.create("carol");
        String open = PlayerCalls.openChallenge(ann).then().statusCode(201).extract().path("id");
        PlayerCalls.post(ann, "/api/v1/challenges/" + open + "/accept", null).then().statusCode(409)
                .body("type", equalTo("/problems/own-challenge"));
        PlayerCalls.post(ann, "/api/v1/challenges", Map.of("to", ann.id(), "game", "gyges")).then().statusCode(409)
                .body("type", equalTo("/problems/own-challenge"));
        PlayerCalls.post(ann, "/api/v1/challenges", Map.of("to", UUID.randomUUID().toString(), "game", "gyges"))
                .then().statusCode(404);
        PlayerCalls.post(ann, "/api/v1/challenges", Map.of("game", "gyges", "seat", "placer")).then().statusCode(400);
        PlayerCalls.post(ann, "/api/v1/challenges", Map.of("game", "gyges", "expiresInSeconds", 5)).then().statusCode(400);
        PlayerCalls.post(ann, "/api/v1/challenges", Map.of("game", "gyges", "colour", "white")).then().statusCode(400);
        given().contentType("application/json").body(Map.of("game", "gyges")).post("/api/v1/challenges").then()
                .statusCode(401);
        String directed = PlayerCalls.post(ann, "/api/v1/challenges", Map.of("to", bob.id(), "game", "gyges"))
                .then().statusCode(201).extract().path("id");
        PlayerCalls.post(carol, "/api/v1/challenges/" + directed + "/accept", null).then().statusCode(403)
                .body("type", equalTo("/problems/not-your-challenge"));
        given().get("/api/v1/challenges/" + directed).then().statusCode(200).body("status", equalTo("open"))
                .body("gameId", nullValue());
        PlayerCalls.post(carol, "/api/v1/challenges/not-an-id/accept", null).then().statusCode(404);

        lapse("challenge", open);
        PlayerCalls.post(bob, "/api/v1/challenges/" + open + "/accept", null).then().statusCode(409)
                .body("type", equalTo("/problems/challenge-closed")).body("challengeStatus", equalTo("expired"));
        given().get("/api/v1/challenges").then().statusCode(200)
                .body("challenges.id", org.hamcrest.Matchers.not(org.hamcrest.Matchers.hasItem(open)));
        given().get("/api/v1/games?player=" + bob.id()).then().statusCode(200).body("games.size()", equalTo(0));
    }

    @Test
    void aSeekOrChallengeWithAClockIsWrittenOnce() {
        Player ann = PlayerCalls.create("ann");
        Map<String, Object> clock = Map.of("initialSeconds", 902, "incrementSeconds", 3);
        RecordedStatements.start();
        PlayerCalls.post(ann, "/api/v1/seeks", Map.of("game", "gyges", "clock", clock)).then().statusCode(201);
        PlayerCalls.post(ann, "/api/v1/challenges", Map.of("game", "gyges", "clock", clock)).then().statusCode(201);
        List<String> writes = RecordedStatements.stop().stream().map(RecordedStatements.Statement::sql)
                .map(sql -> sql.toLowerCase(java.util.Locale.ROOT))
                .filter(sql -> sql.matches("(?s)^(insert into|update) (seek|challenge)\\b.*")).toList();
        // Read back from JSON, the clock must equal what was written, or Hibernate updates the row again.
        assertThat(writes).hasSize(2).allMatch(sql -> sql.startsWith("insert"));
    }

    @Test
    void aSeekIsWithdrawnOrLapsesAndIsThenTakenByNoOne() throws Exception {
        Map<String, Object> terms = Map.of("game", "gyges", "clock", Map.of("initialSeconds", 901));
        Player ann = PlayerCalls.create("ann");
        Player bob = PlayerCalls.create("bob");
        String withdrawn = PlayerCalls.post(ann, "/api/v1/seeks", terms).then().statusCode(201).extract().path("id");
        given().get("/api/v1/seeks").then().statusCode(200).body("seeks.id", org.hamcrest.Matchers.hasItem(withdrawn));
        given().header("Authorization", bob.bearer()).delete("/api/v1/seeks/" + withdrawn).then().statusCode(404);
        given().header("Authorization", ann.bearer()).delete("/api/v1/seeks/" + withdrawn).then().statusCode(204);
        given().header("Authorization", ann.bearer()).delete("/api/v1/seeks/" + withdrawn).then().statusCode(409)
                .body("type", equalTo("/problems/seek-closed")).body("seekStatus", equalTo("withdrawn"));
        String lapsed = PlayerCalls.post(ann, "/api/v1/seeks", terms).then().statusCode(201)
                .body("status", equalTo("waiting")).extract().path("id");
        lapse("seek", lapsed);
        given().get("/api/v1/seeks/" + lapsed).then().statusCode(200).body("status", equalTo("expired"));
        // Bob's seek finds nobody: it waits.
        PlayerCalls.post(bob, "/api/v1/seeks", terms).then().statusCode(201).body("status", equalTo("waiting"));
        given().get("/api/v1/games?player=" + ann.id()).then().statusCode(200).body("games.size()", equalTo(0));
        PlayerCalls.post(ann, "/api/v1/seeks", Map.of("game", "gyges", "expiresInSeconds", 7200)).then().statusCode(400);
        PlayerCalls.post(ann, "/api/v1/seeks", Map.of("game", "gyges", "opponent", Map.of("engine", Map.of("level", 9))))
                .then().statusCode(400);
        PlayerCalls.post(ann, "/api/v1/seeks", Map.of("game", "gyges", "clock", Map.of("initialSeconds", 0)))
                .then().statusCode(400);
    }
}
