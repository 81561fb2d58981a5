package org.ringgames.web.tournaments;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.ringgames.web.tournaments.TournamentCalls.TOURNAMENTS;
import static org.ringgames.web.tournaments.TournamentCalls.as;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * Only the portal's key runs its tournament; its key, the admin key and the tournament's own
 * players read it; anyone else is answered 404 as for an unknown one. A bad body changes nothing.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class TournamentAuthorityTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;
    private static final String BETA = PortalAuthorityTest.BETA;

    @Inject
    AgroalDataSource database;

    private static Map<String, Object> swiss(List<Player> players) {
        return Map.of("system", "swiss", "game", "gyges", "name", "closed doors", "rounds", 3,
                "players", players.stream().map(Player::id).toList());
    }

    private long tournaments() {
        try (Connection c = database.getConnection(); Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("SELECT count(*) FROM tournament")) {
            rows.next();
            return rows.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void anotherPortalsKeyAndAPlayerNotInItFindNoTournamentWhileItsPlayersReadIt() {
        List<Player> players = TournamentCalls.players(ALPHA, "auth-", 4);
        Player outsider = TournamentCalls.player(ALPHA, "outsider");
        Player beta = TournamentCalls.player(BETA, "beta");
        String id = TournamentCalls.create(ALPHA, swiss(players));

        for (String path : List.of("", "/trf")) {
            as(BETA).get(TOURNAMENTS + "/" + id + path).then().statusCode(404).body("type", equalTo("/problems/not-found"));
            given().header("Authorization", outsider.bearer()).get(TOURNAMENTS + "/" + id + path).then().statusCode(404);
            given().header("Authorization", players.get(0).bearer()).get(TOURNAMENTS + "/" + id + path).then()
                    .statusCode(200);
        }
        for (String action : List.of("/start", "/rounds/next")) {
            TournamentCalls.post(BETA, id, action).then().statusCode(404);
        }
        as(BETA).body(Map.of("player", beta.id())).post(TOURNAMENTS + "/" + id + "/players").then().statusCode(404);
        as(BETA).delete(TOURNAMENTS + "/" + id + "/players/" + players.get(0).id()).then().statusCode(404);
        as(BETA).get(TOURNAMENTS).then().statusCode(200).body("tournaments.id", not(hasItem(id)));
        as(ALPHA).get(TOURNAMENTS + "?status=created").then().statusCode(200).body("tournaments.id", hasItem(id));
        assertThat(TournamentCalls.get(ALPHA, id).getString("tournament.status")).isEqualTo("created");

        // Another portal's player is not entered, in a create or a join; the tournament is unchanged.
        as(ALPHA).body(Map.of("player", beta.id())).post(TOURNAMENTS + "/" + id + "/players").then().statusCode(404);
        long before = tournaments();
        as(ALPHA).body(swiss(List.of(players.get(0), beta))).post(TOURNAMENTS).then().statusCode(404);
        assertThat(tournaments()).isEqualTo(before);
        assertThat(TournamentCalls.get(ALPHA, id).getList("players")).hasSize(4);
    }

    @Test
    void aPlayerTokenCreatesNoTournamentAndRunsNone() {
        List<Player> players = TournamentCalls.players(ALPHA, "token-", 2);
        long before = tournaments();
        given().header("Authorization", players.get(0).bearer()).contentType(ContentType.JSON).body(swiss(players))
                .post(TOURNAMENTS).then().statusCode(401).body("type", equalTo("/problems/unauthorized"));
        given().contentType(ContentType.JSON).body(swiss(players)).post(TOURNAMENTS).then().statusCode(401);
        assertThat(tournaments()).isEqualTo(before);
        String id = TournamentCalls.create(ALPHA, swiss(players));
        given().header("Authorization", players.get(0).bearer()).post(TOURNAMENTS + "/" + id + "/start").then()
                .statusCode(401);
        assertThat(TournamentCalls.get(ALPHA, id).getString("tournament.status")).isEqualTo("created");
    }

    @Test
    void badBodiesAreRefusedAndCreateNothing() {
        List<Player> players = TournamentCalls.players(ALPHA, "bad-", 2);
        List<String> ids = players.stream().map(Player::id).toList();
        long before = tournaments();
        List<String> bodies = List.of(
                "{}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\"}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 0}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 31}",
                "{\"system\": \"knockout\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 3}",
                "{\"system\": \"swiss\", \"game\": \"chess\", \"name\": \"x\", \"rounds\": 3}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"\", \"rounds\": 3}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 3, \"tiebreaks\": [\"coin\"]}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 3, \"tiebreaks\": [\"wins\", \"wins\"]}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 3, \"advance\": \"later\"}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 3, \"colour\": \"red\"}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 3, \"players\": [\"nope\"]}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 3, \"players\": [\""
                        + ids.get(0) + "\", \"" + ids.get(0) + "\"]}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 3, \"clock\": "
                        + "{\"initialSeconds\": 0}}",
                "{\"system\": \"swiss\", \"game\": \"gyges\", \"name\": \"x\", \"rounds\": 3, \"startsAt\": \"soon\"}",
                "[1, 2]");
        for (String body : bodies) {
            int status = as(ALPHA).body(body).post(TOURNAMENTS).then().extract().statusCode();
            assertThat(status).as(body).isIn(400, 422);
        }
        assertThat(tournaments()).isEqualTo(before);

        String id = TournamentCalls.create(ALPHA, Map.of("system", "swiss", "game", "gyges", "name", "one", "rounds", 2,
                "players", List.of(ids.get(0))));
        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(409).body("type", equalTo("/problems/wrong-phase"));
        TournamentCalls.post(ALPHA, id, "/rounds/next").then().statusCode(409);
        as(ALPHA).body("{\"player\": \"nope\"}").post(TOURNAMENTS + "/" + id + "/players").then().statusCode(404);
        as(ALPHA).body("{}").post(TOURNAMENTS + "/" + id + "/players").then().statusCode(400);
        as(ALPHA).get(TOURNAMENTS + "/" + id + "/rounds/1").then().statusCode(404);
        as(ALPHA).get(TOURNAMENTS + "/" + UUID.randomUUID()).then().statusCode(404);
        as(ALPHA).get(TOURNAMENTS + "?status=playing").then().statusCode(400);
        as(ALPHA).get(TOURNAMENTS + "?cursor=zzz").then().statusCode(400);
        assertThat(TournamentCalls.get(ALPHA, id).getList("players")).hasSize(1);
    }
}
