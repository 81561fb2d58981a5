package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.play.access.SeatTokens;
import org.ringgames.web.admin.PortalKeyAdminTest;
import org.ringgames.web.players.PlayerCalls.Player;
import org.ringgames.web.portals.KeyedPortals;

/**
 * A player made while the service ran open belongs to no portal. With keys on, its token is
 * refused everywhere a player acts or reads: it must not see every portal's games (an empty portal
 * once meant all of them) nor meet a portal's players.
 */
@QuarkusTest
// The profile of PortalKeyAdminTest: portal keys and an admin key, one application start for both.
@TestProfile(KeyedPortals.class)
class PortallessPlayerTest {

    @Inject
    AgroalDataSource database;

    /** A player row with no portal, as open mode leaves it: the service cannot make one with keys on. */
    private Player portalless(String name) {
        String token = "rgp_" + UUID.randomUUID().toString().replace("-", "") + "portalless0";
        UUID id = UUID.randomUUID();
        try (Connection c = database.getConnection(); PreparedStatement insert = c.prepareStatement(
                "INSERT INTO player (id, portal, name, token_hash, created_at) VALUES (?, NULL, ?, ?, ?)")) {
            insert.setObject(1, id);
            insert.setString(2, name);
            insert.setBytes(3, SeatTokens.hash(token));
            insert.setTimestamp(4, Timestamp.from(Instant.now()));
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return new Player(id.toString(), name, token);
    }

    private static String portalKey(String portal) {
        return given().header("Authorization", "Bearer " + PortalKeyAdminTest.ADMIN)
                .post("/api/v1/admin/portals/" + portal + "/keys").then().statusCode(201).extract().path("key");
    }

    private static Player player(String key, String name) {
        JsonPath created = given().header("X-Api-Key", key).contentType(ContentType.JSON).body(Map.of("name", name))
                .post("/api/v1/players").then().statusCode(201).extract().jsonPath();
        return new Player(created.getString("id"), name, created.getString("token"));
    }

    private static void refused(Response answer) {
        answer.then().statusCode(401).contentType("application/problem+json")
                .body("type", equalTo("/problems/unauthorized")).body("detail", containsString("belongs to no portal"));
    }

    @Test
    void aPlayerOfNoPortalIsRefusedEverywhereOnceKeysAreOnAndItsSeekPairsWithNobody() {
        String key = portalKey("lone-portal");
        Player ann = player(key, "ann");
        Player old = portalless("from-open-mode");
        String game = given().header("X-Api-Key", key).contentType(ContentType.JSON)
                .body("{\"game\": \"gyges\", \"labels\": {\"south\": \"Ann Real-Name\"}}").post("/api/v1/games")
                .then().statusCode(201).extract().path("id");
        Map<String, Object> terms = Map.of("game", "gyges", "rules", Map.of("maxPlies", 321));
        String annSeek = PlayerCalls.post(ann, "/api/v1/seeks", terms).then().statusCode(201)
                .body("status", equalTo("waiting")).extract().path("id");

        refused(given().header("Authorization", old.bearer()).get("/api/v1/games?player=" + old.id()));
        refused(given().header("Authorization", old.bearer()).get("/api/v1/games"));
        refused(given().header("Authorization", old.bearer()).get("/api/v1/games/export"));
        refused(given().header("Authorization", old.bearer()).get("/api/v1/players/me"));
        refused(given().header("Authorization", old.bearer()).get("/api/v1/players/me/events"));
        refused(given().header("Authorization", old.bearer()).get("/api/v1/seeks"));
        refused(given().header("Authorization", old.bearer()).get("/api/v1/challenges"));
        refused(PlayerCalls.post(old, "/api/v1/seeks", terms));
        refused(PlayerCalls.openChallenge(old));
        refused(PlayerCalls.post(old, "/api/v1/games/" + game + "/resign", null));

        // Nothing paired: ann's seek still waits, and the portal's game is as it was.
        given().header("Authorization", ann.bearer()).get("/api/v1/seeks/" + annSeek).then().statusCode(200)
                .body("status", equalTo("waiting"));
        given().header("X-Api-Key", key).get("/api/v1/games/" + game).then().statusCode(200)
                .body("status", equalTo("setup"));
    }
}
