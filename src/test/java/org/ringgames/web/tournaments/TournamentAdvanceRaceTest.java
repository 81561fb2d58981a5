package org.ringgames.web.tournaments;

import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.ringgames.play.tournaments.Tournaments;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * A round is advanced once however many workers race for it: two sweeps of the tournament (as
 * two replicas run), the portal's rounds/next and the replica's own sweep, all at once, pair the
 * next round once and create its games once.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class TournamentAdvanceRaceTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;

    @Inject
    Tournaments tournaments;

    @Inject
    AgroalDataSource database;

    private long games(String tournament, int round) {
        try (Connection c = database.getConnection(); PreparedStatement q = c.prepareStatement(
                "SELECT count(*) FROM game WHERE tournament_id = ? AND tournament_round = ?")) {
            q.setObject(1, UUID.fromString(tournament));
            q.setInt(2, round);
            try (ResultSet rows = q.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void twoWorkersAndThePortalRacingToAdvanceARoundPairTheNextRoundExactlyOnce() throws Exception {
        List<Player> players = TournamentCalls.players(ALPHA, "race-", 8);
        Map<String, Player> byId = new HashMap<>();
        players.forEach(p -> byId.put(p.id(), p));
        String id = TournamentCalls.create(ALPHA, Map.of("system", "swiss", "game", "gyges", "name", "race",
                "rounds", 3, "players", players.stream().map(Player::id).toList()));
        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(200);
        JsonPath round = TournamentCalls.round(ALPHA, id, 1);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            // The last game's end and the racers: a resignation each, the last one racing them.
            for (int board = 0; board < 3; board++) {
                TournamentCalls.resign(byId.get(round.getString("pairings[" + board + "].black.id")),
                        round.getString("pairings[" + board + "].gameId"));
            }
            CountDownLatch go = new CountDownLatch(1);
            List<Callable<Object>> racers = new ArrayList<>();
            racers.add(() -> {
                go.await();
                return tournaments.sweep(UUID.fromString(id));
            });
            racers.add(() -> {
                go.await();
                return tournaments.sweep(UUID.fromString(id));
            });
            racers.add(() -> {
                go.await();
                return TournamentCalls.post(ALPHA, id, "/rounds/next").then().extract().statusCode();
            });
            List<Future<Object>> running = new ArrayList<>();
            TournamentCalls.resign(byId.get(round.getString("pairings[3].black.id")), round.getString("pairings[3].gameId"));
            for (Callable<Object> racer : racers) {
                running.add(pool.submit(racer));
            }
            go.countDown();
            for (Future<Object> racer : running) {
                Object outcome = racer.get();
                assertThat(outcome).isIn(true, false, 200, 202, 409);
            }
        } finally {
            pool.shutdownNow();
        }
        // The replica's own sweep may have been first: wait for round 2, then hold it to once.
        Instant until = Instant.now().plus(Duration.ofSeconds(20));
        while (TournamentCalls.get(ALPHA, id).getInt("tournament.currentRound") < 2 && Instant.now().isBefore(until)) {
            Thread.sleep(100);
        }
        JsonPath state = TournamentCalls.get(ALPHA, id);
        assertThat(state.getInt("tournament.currentRound")).isEqualTo(2);
        assertThat(state.getInt("roundsClosed")).isEqualTo(1);
        assertThat(TournamentCalls.round(ALPHA, id, 2).getList("pairings")).hasSize(4);
        assertThat(games(id, 1)).isEqualTo(4);
        assertThat(games(id, 2)).isEqualTo(4);
        // Nothing more to do: sweeps change nothing while round 2 is played.
        assertThat(tournaments.sweep(UUID.fromString(id))).isFalse();
        assertThat(games(id, 2)).isEqualTo(4);
        assertThat(state.getDouble("standings[0].points")).isEqualTo(1.0);
    }
}
