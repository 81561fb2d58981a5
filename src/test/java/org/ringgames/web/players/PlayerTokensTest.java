package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URL;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;
import org.ringgames.support.Hashes;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * A player's own token rotates and is revoked; the tokens it makes for its bots act within their
 * scope (read: reads and streams; play: also plays, manages no token), are listed and revoked by
 * id. A token rotated or revoked stops working at once, on this replica and, by notification, on
 * any other.
 */
@QuarkusTest
class PlayerTokensTest {

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    @Inject
    AgroalDataSource database;

    private static io.restassured.specification.RequestSpecification as(String token) {
        return given().header("Authorization", "Bearer " + token);
    }

    private static JsonPath make(Player player, Object body, int status) {
        return as(player.token()).contentType(ContentType.JSON).body(body).post("/api/v1/players/me/tokens").then()
                .statusCode(status).extract().jsonPath();
    }

    @Test
    void aRotatedTokenStopsWorkingAtOnceAndTheNewOneActsForThePlayer() {
        Player ann = PlayerCalls.create("rotating-ann");
        as(ann.token()).get("/api/v1/players/me").then().statusCode(200).body("id", equalTo(ann.id()));
        String next = as(ann.token()).post("/api/v1/players/me/token").then().statusCode(200).extract().path("token");
        assertThat(next).startsWith("rgp_").isNotEqualTo(ann.token());
        as(ann.token()).get("/api/v1/players/me").then().statusCode(401).body("type", equalTo("/problems/unauthorized"));
        as(ann.token()).contentType(ContentType.JSON).body(Map.of("game", "gyges")).post("/api/v1/seeks").then()
                .statusCode(401);
        as(ann.token()).post("/api/v1/players/me/token").then().statusCode(401);
        as(next).get("/api/v1/players/me").then().statusCode(200).body("id", equalTo(ann.id()));
    }

    @Test
    void aRevokedTokenIs401Afterwards() {
        Player bob = PlayerCalls.create("revoking-bob");
        as(bob.token()).get("/api/v1/players/me").then().statusCode(200);
        as(bob.token()).delete("/api/v1/players/me/token").then().statusCode(204);
        as(bob.token()).get("/api/v1/players/me").then().statusCode(401);
        as(bob.token()).delete("/api/v1/players/me/token").then().statusCode(401);
        given().delete("/api/v1/players/me/token").then().statusCode(401);
    }

    @Test
    void aReadTokenReadsAndStreamsAndChangesNothing() {
        Player cy = PlayerCalls.create("scoped-cy");
        Player dee = PlayerCalls.create("scoped-dee");
        JsonPath made = make(cy, Map.of("scopes", List.of("read"), "label", "watcher"), 201);
        String read = made.getString("token");
        assertThat(made.getList("scopes")).containsExactly("read");
        assertThat(made.getString("label")).isEqualTo("watcher");
        as(read).get("/api/v1/players/me").then().statusCode(200).body("id", equalTo(cy.id()));
        try (FeedStream stream = FeedStream.player(events.toString(), read, null, true)) {
            assertThat(stream.status()).isEqualTo(200);
        }
        // A game between cy and dee: the read token sees cy's seat, and may not act for it.
        PlayerCalls.post(cy, "/api/v1/seeks", Map.of("game", "gyges")).then().statusCode(201);
        String game = PlayerCalls.post(dee, "/api/v1/seeks", Map.of("game", "gyges")).then().statusCode(201)
                .extract().path("gameId");
        String seat = as(read).get("/api/v1/games/" + game).then().statusCode(200).extract().path("mySeat");
        assertThat(seat).isIn("south", "north");
        as(read).post("/api/v1/games/" + game + "/resign").then().statusCode(403)
                .body("type", equalTo("/problems/insufficient-scope")).body("scope", equalTo("read"));
        as(read).contentType(ContentType.JSON).body(Map.of("game", "gyges")).post("/api/v1/seeks").then()
                .statusCode(403).body("type", equalTo("/problems/insufficient-scope"));
        as(read).contentType(ContentType.JSON).body(Map.of("game", "gyges")).post("/api/v1/challenges").then()
                .statusCode(403);
        as(read).post("/api/v1/players/me/token").then().statusCode(403);
        as(read).get("/api/v1/players/me/tokens").then().statusCode(403).body("type", equalTo("/problems/insufficient-scope"));
        given().get("/api/v1/games/" + game).then().statusCode(200).body("status", equalTo("setup"))
                .body("result", nullValue());
        given().get("/api/v1/seeks").then().statusCode(200);
        // It may revoke itself, as any token may.
        as(read).delete("/api/v1/players/me/token").then().statusCode(204);
        as(read).get("/api/v1/players/me").then().statusCode(401);
        as(cy.token()).get("/api/v1/players/me").then().statusCode(200);
    }

    @Test
    void aPlayTokenPlaysButManagesNoToken() {
        Player eve = PlayerCalls.create("scoped-eve");
        Player fay = PlayerCalls.create("scoped-fay");
        String play = make(eve, Map.of("scopes", List.of("play")), 201).getString("token");
        PlayerCalls.post(fay, "/api/v1/seeks", Map.of("game", "gyges")).then().statusCode(201);
        String game = as(play).contentType(ContentType.JSON).body(Map.of("game", "gyges")).post("/api/v1/seeks").then()
                .statusCode(201).body("status", equalTo("paired")).body("player.id", equalTo(eve.id()))
                .extract().path("gameId");
        as(play).post("/api/v1/games/" + game + "/resign").then().statusCode(200);
        as(play).contentType(ContentType.JSON).body(Map.of("scopes", List.of("read"))).post("/api/v1/players/me/tokens")
                .then().statusCode(403).body("scope", equalTo("play"));
        as(play).post("/api/v1/players/me/token").then().statusCode(403);
        // It may revoke itself, as any token may.
        as(play).delete("/api/v1/players/me/token").then().statusCode(204);
        as(play).get("/api/v1/players/me").then().statusCode(401);
        as(eve.token()).get("/api/v1/players/me").then().statusCode(200);
    }

    @Test
    void botTokensAreListedAndRevokedById() {
        Player gus = PlayerCalls.create("listing-gus");
        JsonPath first = make(gus, Map.of("scopes", List.of("play", "read"), "label", "lab"), 201);
        JsonPath second = make(gus, Map.of("scopes", List.of("read")), 201);
        as(gus.token()).get("/api/v1/players/me/tokens").then().statusCode(200)
                .body("tokens.id", contains(first.getString("id"), second.getString("id")))
                .body("tokens[0].scopes", contains("play", "read")).body("tokens[0].label", equalTo("lab"))
                .body("tokens[1].label", nullValue()).body("tokens[0].token", nullValue());
        as(first.getString("token")).get("/api/v1/players/me").then().statusCode(200);
        as(gus.token()).delete("/api/v1/players/me/tokens/" + first.getString("id")).then().statusCode(204);
        as(first.getString("token")).get("/api/v1/players/me").then().statusCode(401);
        as(gus.token()).delete("/api/v1/players/me/tokens/" + first.getString("id")).then().statusCode(404);
        Player other = PlayerCalls.create("listing-other");
        as(other.token()).delete("/api/v1/players/me/tokens/" + second.getString("id")).then().statusCode(404);
        as(second.getString("token")).get("/api/v1/players/me").then().statusCode(200);
        as(gus.token()).get("/api/v1/players/me/tokens").then().body("tokens.id", contains(second.getString("id")));
    }

    @Test
    void badTokenRequestsAre400AndMakeNothing() {
        Player hal = PlayerCalls.create("bad-hal");
        make(hal, Map.of("scopes", List.of()), 400);
        make(hal, Map.of("scopes", List.of("admin")), 400);
        make(hal, Map.of("scopes", "read"), 400);
        make(hal, Map.of("scopes", List.of("read"), "colour", "blue"), 400);
        make(hal, Map.of("scopes", List.of("read"), "label", "a\u202eb"), 400);
        make(hal, Map.of("scopes", List.of("read"), "label", "x".repeat(41)), 400);
        make(hal, Map.of("label", "no scopes"), 400);
        as(hal.token()).get("/api/v1/players/me/tokens").then().statusCode(200).body("tokens.size()", equalTo(0));
        for (int i = 0; i < 20; i++) {
            make(hal, Map.of("scopes", List.of("read")), 201);
        }
        make(hal, Map.of("scopes", List.of("read")), 409).getString("type");
        as(hal.token()).get("/api/v1/players/me/tokens").then().body("tokens.size()", equalTo(20));
    }

    /**
     * Another replica revokes a token this replica has seen (and remembers): its transaction's
     * notification makes this replica forget it. Simulated with the same SQL and notification.
     */
    @Test
    void aTokenRevokedElsewhereStopsWorkingHereOnItsNotification() throws Exception {
        Player ivy = PlayerCalls.create("elsewhere-ivy");
        as(ivy.token()).get("/api/v1/players/me").then().statusCode(200);
        as(ivy.token()).get("/api/v1/players/me").then().statusCode(200);
        String hex = Hashes.sha256(ivy.token());
        try (Connection c = database.getConnection()) {
            c.setAutoCommit(false);
            try (PreparedStatement revoke = c.prepareStatement("UPDATE player SET token_hash = NULL WHERE id = ?::uuid");
                 PreparedStatement notify = c.prepareStatement("SELECT pg_notify('game_events', ?)")) {
                revoke.setString(1, ivy.id());
                assertThat(revoke.executeUpdate()).isEqualTo(1);
                notify.setString(1, "t:" + hex);
                notify.execute();
            }
            c.commit();
        }
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (as(ivy.token()).get("/api/v1/players/me").statusCode() != 401) {
            assertThat(System.nanoTime()).as("the revoked token still works here").isLessThan(end);
            Thread.sleep(50);
        }
    }
}
