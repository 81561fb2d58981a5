package org.ringgames.web.tournaments;

import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * A Swiss's starting ranks follow the players' ratings in the tournament's pool, highest first, as
 * FIDE's initial ranking does; a player new to the pool counts as 1500; equal ratings keep the
 * order of entry. Pairing numbers decide round 1 (top half against bottom half), so a portal that
 * entered its players in any order still gets the pairing its ratings call for.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class SwissSeedingTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;

    @Inject
    AgroalDataSource database;

    /** A rating as a rated game would have left it: the rows are the ratings service's own. */
    private void rate(Player player, String pool, double rating) throws SQLException {
        try (Connection c = database.getConnection(); PreparedStatement s = c.prepareStatement(
                "INSERT INTO player_rating (player_id, pool, rating, deviation, volatility, games, last_rated_at) "
                        + "VALUES (?, ?, ?, 80, 0.06, 20, ?)")) {
            s.setObject(1, UUID.fromString(player.id()));
            s.setString(2, pool);
            s.setDouble(3, rating);
            s.setTimestamp(4, Timestamp.from(Instant.now()));
            s.executeUpdate();
        }
    }

    @Test
    void theStartNumbersThePlayersByTheirRatingInTheTournamentsPoolThenByEntry() throws Exception {
        List<Player> p = TournamentCalls.players(ALPHA, "seeding-", 5);
        // Entered 1..5; rated 1400, 1800, none (1500), 1800 in another pool (so 1500 here), 1650.
        rate(p.get(0), "gyges-correspondence", 1400);
        rate(p.get(1), "gyges-correspondence", 1800);
        rate(p.get(3), "gyges-blitz", 1800);
        rate(p.get(4), "gyges-correspondence", 1650);
        String id = TournamentCalls.create(ALPHA, Map.of("system", "swiss", "game", "gyges", "name", "seeding",
                "rounds", 3, "players", p.stream().map(Player::id).toList()));
        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(200);

        JsonPath started = TournamentCalls.get(ALPHA, id);
        Map<String, Integer> numbers = new java.util.HashMap<>();
        for (int k = 0; k < 5; k++) {
            numbers.put(started.getString("players[" + k + "].id"), started.getInt("players[" + k + "].number"));
        }
        assertThat(numbers).containsExactlyInAnyOrderEntriesOf(Map.of(p.get(1).id(), 1, p.get(4).id(), 2,
                p.get(2).id(), 3, p.get(3).id(), 4, p.get(0).id(), 5));
    }
}
