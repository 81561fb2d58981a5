package org.ringgames.web.tournaments;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.tournaments.TournamentCalls.TOURNAMENTS;
import static org.ringgames.web.tournaments.TournamentCalls.as;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.tournament.arena.ArenaScore;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * An arena of 50 bots by the API alone: all paired at the start, each paired again as soon as its
 * game ends, scores as the pure ArenaScore folds the games (2 a win, 1 a draw, double on fire);
 * once its end has passed (moved to now by the test, which holds the clock), nobody is paired and
 * the arena finishes when its last games end.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class ArenaTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;

    @Inject
    AgroalDataSource database;

    private static List<Map<String, Object>> games(String id, String status) {
        List<Map<String, Object>> all = new ArrayList<>();
        String cursor = null;
        do {
            JsonPath page = as(ALPHA).get("/api/v1/games?limit=100&tournament=" + id
                    + (status == null ? "" : "&status=" + status) + (cursor == null ? "" : "&cursor=" + cursor))
                    .then().statusCode(200).extract().jsonPath();
            all.addAll(page.getList("games"));
            cursor = page.getString("nextCursor");
        } while (cursor != null);
        return all;
    }

    @SuppressWarnings("unchecked")
    private static String player(Map<String, Object> game, String seat) {
        return ((Map<String, Map<String, Object>>) game.get("players")).get(seat).get("id").toString();
    }

    /** Ends every game in play by a resignation or an agreed draw; returns how many. */
    private static int finishAll(String id, Map<String, Player> byId, Random random) {
        List<Map<String, Object>> playing = games(id, "setup");
        for (Map<String, Object> game : playing) {
            Player south = byId.get(player(game, "south"));
            Player north = byId.get(player(game, "north"));
            String gameId = game.get("id").toString();
            int outcome = random.nextInt(5);
            if (outcome < 2) {
                TournamentCalls.resign(north, gameId);
            } else if (outcome < 4) {
                TournamentCalls.resign(south, gameId);
            } else {
                TournamentCalls.draw(south, north, gameId);
            }
        }
        return playing.size();
    }

    @Test
    void anArenaOfFiftyBotsPairsWhoeverIsFreeScoresAsThePureRulesAndFinishesAfterItsEnd() throws Exception {
        List<Player> players = TournamentCalls.players(ALPHA, "arena-", 50);
        Map<String, Player> byId = new HashMap<>();
        players.forEach(p -> byId.put(p.id(), p));
        String id = TournamentCalls.create(ALPHA, Map.of("system", "arena", "game", "gyges", "name", "blitz arena",
                "minutes", 60, "players", players.stream().map(Player::id).toList()));
        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(200).body("tournament.status", equalTo("started"));
        assertThat(games(id, "setup")).hasSize(25);
        TournamentCalls.post(ALPHA, id, "/rounds/next").then().statusCode(409);
        as(ALPHA).get(TOURNAMENTS + "/" + id + "/trf").then().statusCode(409);

        Random random = new Random(50);
        Instant until = Instant.now().plus(Duration.ofSeconds(120));
        int finished = 0;
        while (finished < 100 && Instant.now().isBefore(until)) {
            int now = finishAll(id, byId, random);
            finished += now;
            if (now == 0) {
                Thread.sleep(100);
            }
        }
        assertThat(finished).isGreaterThanOrEqualTo(100);

        // The test holds the clock: the end is now. No pairing after it; the games in play end.
        try (Connection c = database.getConnection(); PreparedStatement q = c.prepareStatement(
                "UPDATE tournament SET ends_at = now() WHERE id = ?")) {
            q.setObject(1, UUID.fromString(id));
            q.executeUpdate();
        }
        Thread.sleep(300);
        finishAll(id, byId, random);
        int total = games(id, null).size();
        until = Instant.now().plus(Duration.ofSeconds(30));
        while (!TournamentCalls.get(ALPHA, id).getString("tournament.status").equals("finished")
                && Instant.now().isBefore(until)) {
            finishAll(id, byId, random);
            Thread.sleep(100);
        }
        JsonPath state = TournamentCalls.get(ALPHA, id);
        assertThat(state.getString("tournament.status")).isEqualTo("finished");
        List<Map<String, Object>> all = games(id, null);
        assertThat(all.size()).isLessThanOrEqualTo(total + 25);
        assertThat(all).allMatch(g -> "finished".equals(g.get("status")));

        // The scores, folded by the pure rules over the games in the order they were created.
        all.sort(Comparator.comparing((Map<String, Object> g) -> Instant.parse(g.get("createdAt").toString()))
                .thenComparing(g -> g.get("id").toString()));
        Map<String, ArenaScore> expected = new HashMap<>();
        Map<String, Integer> played = new HashMap<>();
        for (Map<String, Object> game : all) {
            @SuppressWarnings("unchecked")
            Map<String, Object> result = (Map<String, Object>) game.get("result");
            Object winner = result.get("winner");
            for (String seat : List.of("south", "north")) {
                String p = player(game, seat);
                ArenaScore.Outcome outcome = winner == null ? ArenaScore.Outcome.DRAW
                        : winner.equals(seat) ? ArenaScore.Outcome.WIN : ArenaScore.Outcome.LOSS;
                expected.put(p, expected.getOrDefault(p, ArenaScore.NONE).after(outcome, false));
                played.merge(p, 1, Integer::sum);
            }
        }
        List<Map<String, Object>> standings = state.getList("standings");
        assertThat(standings).hasSize(50);
        double previous = Double.MAX_VALUE;
        for (Map<String, Object> place : standings) {
            @SuppressWarnings("unchecked")
            String p = ((Map<String, Object>) place.get("player")).get("id").toString();
            double points = ((Number) place.get("points")).doubleValue();
            assertThat(points).as("points of %s", p).isEqualTo(expected.getOrDefault(p, ArenaScore.NONE).points());
            assertThat(points).isLessThanOrEqualTo(previous);
            previous = points;
            @SuppressWarnings("unchecked")
            Map<String, Object> values = (Map<String, Object>) place.get("tiebreaks");
            assertThat(((Number) values.get("games")).intValue()).isEqualTo(played.getOrDefault(p, 0));
        }
        // Everyone played.
        assertThat(played).hasSize(50);
    }
}
