package org.ringgames.web.tournaments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.tournaments.TournamentCalls.TOURNAMENTS;
import static org.ringgames.web.tournaments.TournamentCalls.as;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.tournament.swiss.ResultCode;
import org.ringgames.rules.tournament.swiss.SwissTournament;
import org.ringgames.rules.tournament.swiss.Trf;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * Late entries, withdrawals, the bye and the service's own advance: a late entrant plays from the
 * next round, its missed round a zero-point bye; a withdrawn player is paired no more; an odd
 * round gives the pairing bye; with advance auto the round closes when its last game ends.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class SwissEntriesTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;

    private static JsonPath awaitRound(String id, int round) throws InterruptedException {
        Instant until = Instant.now().plus(Duration.ofSeconds(20));
        JsonPath state = TournamentCalls.get(ALPHA, id);
        while (state.getInt("roundsClosed") < round - 1 && Instant.now().isBefore(until)) {
            Thread.sleep(100);
            state = TournamentCalls.get(ALPHA, id);
        }
        return state;
    }

    private static void finish(JsonPath round, Map<String, Player> byId) {
        List<Map<String, Object>> boards = round.getList("pairings");
        for (int b = 0; b < boards.size(); b++) {
            TournamentCalls.resign(byId.get(round.getString("pairings[" + b + "].black.id")),
                    round.getString("pairings[" + b + "].gameId"));
        }
    }

    @Test
    void aLateEntrantPlaysFromTheNextRoundAWithdrawnPlayerNoMoreAndTheOddOneOutHasTheBye() throws Exception {
        List<Player> players = TournamentCalls.players(ALPHA, "entries-", 5);
        Player late = TournamentCalls.player(ALPHA, "entries-late");
        Map<String, Player> byId = new HashMap<>();
        players.forEach(p -> byId.put(p.id(), p));
        byId.put(late.id(), late);
        String id = TournamentCalls.create(ALPHA, Map.of("system", "swiss", "game", "gyges", "name", "entries",
                "rounds", 3, "players", players.stream().map(Player::id).toList()));
        // Withdrawn before the start: the entry goes; entered again, it comes back last.
        as(ALPHA).delete(TOURNAMENTS + "/" + id + "/players/" + players.get(4).id()).then().statusCode(200);
        as(ALPHA).body(Map.of("player", players.get(4).id())).post(TOURNAMENTS + "/" + id + "/players").then()
                .statusCode(200);
        as(ALPHA).body(Map.of("player", players.get(4).id())).post(TOURNAMENTS + "/" + id + "/players").then()
                .statusCode(200);
        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(200);
        JsonPath started = TournamentCalls.get(ALPHA, id);
        assertThat(started.getList("players.number")).containsExactly(1, 2, 3, 4, 5);
        assertThat(started.getString("players[4].id")).isEqualTo(players.get(4).id());

        JsonPath one = TournamentCalls.round(ALPHA, id, 1);
        assertThat(one.getList("pairings")).hasSize(2);
        int bye = one.getInt("bye.number");
        as(ALPHA).body(Map.of("player", late.id())).post(TOURNAMENTS + "/" + id + "/players").then().statusCode(200)
                .body("players[5].number", equalTo(6)).body("players[5].joinedRound", equalTo(2));
        // The bye's player withdraws after round 1: paired no more.
        String gone = one.getString("bye.id");
        as(ALPHA).delete(TOURNAMENTS + "/" + id + "/players/" + gone).then().statusCode(200);
        finish(one, byId);

        awaitRound(id, 2);
        JsonPath two = TournamentCalls.round(ALPHA, id, 2);
        assertThat(two.getList("pairings")).hasSize(2);
        assertThat(two.getInt("bye.number")).isNotEqualTo(bye);
        assertThat(two.getList("absent.number")).containsExactly(bye);
        assertThat(two.getList("pairings.white.id").toString() + two.getList("pairings.black.id")).contains(late.id());
        assertThat(TournamentCalls.round(ALPHA, id, 1).getList("absent.number")).containsExactly(6);
        finish(two, byId);
        awaitRound(id, 3);
        finish(TournamentCalls.round(ALPHA, id, 3), byId);
        Instant until = Instant.now().plus(Duration.ofSeconds(20));
        while (!TournamentCalls.get(ALPHA, id).getString("tournament.status").equals("finished")
                && Instant.now().isBefore(until)) {
            Thread.sleep(100);
        }
        JsonPath finished = TournamentCalls.get(ALPHA, id);
        assertThat(finished.getString("tournament.status")).isEqualTo("finished");
        assertThat(finished.getInt("roundsClosed")).isEqualTo(3);

        SwissTournament trf = Trf.read(as(ALPHA).get(TOURNAMENTS + "/" + id + "/trf").then().statusCode(200)
                .extract().asString());
        assertThat(trf.player(6).rounds().get(0).result()).isEqualTo(ResultCode.ZERO_BYE);
        assertThat(trf.player(bye).rounds().get(0).result()).isEqualTo(ResultCode.PAIRING_BYE);
        assertThat(trf.player(bye).rounds().get(1).result()).isEqualTo(ResultCode.ZERO_BYE);
        assertThat(trf.player(bye).rounds().get(2).result()).isEqualTo(ResultCode.ZERO_BYE);
        assertThat(trf.player(bye).points()).isEqualTo(1.0);
    }
}
