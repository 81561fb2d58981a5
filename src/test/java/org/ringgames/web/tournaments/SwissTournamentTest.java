package org.ringgames.web.tournaments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.tournaments.TournamentCalls.TOURNAMENTS;
import static org.ringgames.web.tournaments.TournamentCalls.as;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.tournament.swiss.ResultCode;
import org.ringgames.rules.tournament.swiss.Standing;
import org.ringgames.rules.tournament.swiss.Standings;
import org.ringgames.rules.tournament.swiss.SwissPlayer;
import org.ringgames.rules.tournament.swiss.SwissTournament;
import org.ringgames.rules.tournament.swiss.Tiebreak;
import org.ringgames.rules.tournament.swiss.Trf;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * A portal runs a Swiss by the API alone: 16 of its players, 7 rounds paired by the Dutch system,
 * every game played out by the players' own tokens, the rounds advanced by hand.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class SwissTournamentTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;
    private static final List<String> TIEBREAKS = List.of("buchholz-cut1", "buchholz", "sonneborn-berger",
            "direct-encounter", "wins");

    @Test
    void aPortalRunsASevenRoundSwissOfSixteenWithNoRematchAndStandingsAndTrfAsThePureRulesHaveThem() {
        List<Player> players = TournamentCalls.players(ALPHA, "swiss-", 16);
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("system", "swiss");
        body.put("game", "gyges");
        body.put("name", "Friday Swiss");
        body.put("rounds", 7);
        body.put("advance", "manual");
        body.put("tiebreaks", TIEBREAKS);
        body.put("players", players.stream().map(Player::id).toList());
        String id = TournamentCalls.create(ALPHA, body);
        JsonPath created = TournamentCalls.get(ALPHA, id);
        assertThat(created.getString("tournament.status")).isEqualTo("created");
        assertThat(created.getList("players")).hasSize(16);
        assertThat(created.getList("standings")).isEmpty();

        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(200).body("tournament.status", equalTo("started"))
                .body("tournament.currentRound", equalTo(1));
        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(409).body("type", equalTo("/problems/wrong-phase"));

        Map<String, Player> byId = new HashMap<>();
        players.forEach(p -> byId.put(p.id(), p));
        Random random = new Random(39);
        TournamentCalls.Record record = new TournamentCalls.Record(16, 7);
        Set<String> met = new HashSet<>();
        for (int round = 1; round <= 7; round++) {
            JsonPath view = TournamentCalls.round(ALPHA, id, round);
            assertThat(view.getBoolean("finished")).isFalse();
            assertThat(view.getList("pairings")).hasSize(8);
            assertThat((Object) view.get("bye")).isNull();
            if (round == 1) {
                TournamentCalls.post(ALPHA, id, "/rounds/next").then().statusCode(409)
                        .body("type", equalTo("/problems/wrong-phase")).body("playing", equalTo(8));
            }
            for (int board = 0; board < 8; board++) {
                String at = "pairings[" + board + "].";
                int white = view.getInt(at + "white.number");
                int black = view.getInt(at + "black.number");
                String pair = Math.min(white, black) + "-" + Math.max(white, black);
                assertThat(met.add(pair)).as("round %d pairs %s again", round, pair).isTrue();
                Player first = byId.get(view.getString(at + "white.id"));
                Player second = byId.get(view.getString(at + "black.id"));
                String game = view.getString(at + "gameId");
                as(ALPHA).get("/api/v1/games/" + game).then().statusCode(200)
                        .body("tournament.id", equalTo(id)).body("tournament.round", equalTo(round))
                        .body("players.south.id", equalTo(first.id())).body("players.north.id", equalTo(second.id()));
                int outcome = random.nextInt(5);
                if (outcome < 2) {
                    TournamentCalls.resign(second, game);
                    record.game(white, black, ResultCode.WIN, ResultCode.LOSS);
                } else if (outcome < 4) {
                    TournamentCalls.resign(first, game);
                    record.game(white, black, ResultCode.LOSS, ResultCode.WIN);
                } else {
                    TournamentCalls.draw(first, second, game);
                    record.game(white, black, ResultCode.DRAW, ResultCode.DRAW);
                }
            }
            // Every result is shown live before the round closes.
            assertThat(TournamentCalls.round(ALPHA, id, round).getList("pairings.whiteResult")).doesNotContainNull();
            JsonPath after = TournamentCalls.post(ALPHA, id, "/rounds/next").then().statusCode(200).extract().jsonPath();
            assertThat(after.getInt("roundsClosed")).isEqualTo(round);
            assertThat(after.getString("tournament.status")).isEqualTo(round == 7 ? "finished" : "started");
            assertThat(TournamentCalls.round(ALPHA, id, round).getBoolean("finished")).isTrue();
        }
        TournamentCalls.post(ALPHA, id, "/rounds/next").then().statusCode(409);

        SwissTournament expected = record.tournament("Friday Swiss");
        List<Tiebreak> order = TIEBREAKS.stream().map(s -> Tiebreak.fromSlug(s).orElseThrow()).toList();
        List<Standing> standings = Standings.of(expected, order);
        JsonPath finished = TournamentCalls.get(ALPHA, id);
        List<Map<String, Object>> shown = finished.getList("standings");
        assertThat(shown).hasSize(16);
        for (int k = 0; k < 16; k++) {
            Standing want = standings.get(k);
            Map<String, Object> got = shown.get(k);
            assertThat(got.get("rank")).isEqualTo(want.rank());
            assertThat(got.get("number")).isEqualTo(want.number());
            assertThat(((Number) got.get("points")).doubleValue()).isCloseTo(want.points(), within(1e-9));
            @SuppressWarnings("unchecked")
            Map<String, Object> values = (Map<String, Object>) got.get("tiebreaks");
            assertThat(values.keySet()).containsExactlyElementsOf(TIEBREAKS);
            for (int t = 0; t < TIEBREAKS.size(); t++) {
                assertThat(((Number) values.get(TIEBREAKS.get(t))).doubleValue())
                        .as("%s of #%d", TIEBREAKS.get(t), want.number()).isCloseTo(want.tiebreaks().get(t), within(1e-9));
            }
        }

        // The games list and the export find the tournament's games, and only them.
        List<String> listed = as(ALPHA).get("/api/v1/games?limit=100&tournament=" + id).then().statusCode(200)
                .extract().jsonPath().getList("games.tournament.id");
        assertThat(listed).hasSize(56).containsOnly(id);
        String exported = as(ALPHA).header("Accept", "application/x-ndjson")
                .get("/api/v1/games/export?tournament=" + id).then().statusCode(200).extract().asString();
        assertThat(exported.lines().filter(line -> !line.isBlank()).count()).isEqualTo(56);
        as(ALPHA).get("/api/v1/games?tournament=nope").then().statusCode(400);

        String trf = as(ALPHA).get(TOURNAMENTS + "/" + id + "/trf").then().statusCode(200)
                .contentType(org.hamcrest.Matchers.startsWith("text/plain")).extract().asString();
        SwissTournament read = Trf.read(trf);
        // Trf.read plans at least one round past those played (the next to pair): the file says 7.
        assertThat(trf).contains("\nXXR 7\n");
        assertThat(read.players()).hasSize(16);
        for (SwissPlayer p : expected.players()) {
            assertThat(read.player(p.number()).rounds()).as("player %d", p.number()).isEqualTo(p.rounds());
        }
    }
}
