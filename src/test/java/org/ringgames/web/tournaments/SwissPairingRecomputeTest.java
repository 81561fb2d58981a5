package org.ringgames.web.tournaments;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.ringgames.play.tournaments.SwissPairings;
import org.ringgames.play.tournaments.Tournaments;
import org.ringgames.rules.tournament.swiss.DutchPairing;
import org.ringgames.rules.tournament.swiss.RoundPairing;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * A round is paired outside any transaction and written only if the tournament is unchanged: a
 * player withdrawn between the pairing's read and its write makes the write refuse it, and the
 * pairing is computed again without the player. Driven step by step through the service: the ask
 * and its claim are taken in one transaction, so no sweep of the replica can pair it first.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class SwissPairingRecomputeTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;
    private static final String PORTAL = "alpha";

    @Inject
    Tournaments tournaments;

    @Inject
    SwissPairings pairings;

    private static List<String> paired(JsonPath round) {
        List<String> ids = new java.util.ArrayList<>(round.getList("pairings.white.id", String.class));
        ids.addAll(round.getList("pairings.black.id", String.class));
        if (round.getString("bye.id") != null) {
            ids.add(round.getString("bye.id"));
        }
        return ids;
    }

    @Test
    void aPlayerRemovedBeforeTheStartWhileRoundOneIsPairedIsLeftOutOfTheRoundPairedAgain() throws Exception {
        List<Player> players = TournamentCalls.players(ALPHA, "recompute-start-", 6);
        UUID id = UUID.fromString(TournamentCalls.create(ALPHA, Map.of("system", "swiss", "game", "gyges",
                "name", "recompute at the start", "rounds", 3, "players", players.stream().map(Player::id).toList())));
        Tournaments.Snapshot snapshot = QuarkusTransaction.requiringNew().call(() -> {
            tournaments.start(id, PORTAL);
            return tournaments.claimPairing(id, Duration.ofMinutes(10), false).orElseThrow();
        });
        RoundPairing computed = DutchPairing.pair(snapshot.record());
        assertThat(computed.pairings()).hasSize(3);

        tournaments.withdraw(id, UUID.fromString(players.get(5).id()), PORTAL);

        assertThat(tournaments.writePairing(snapshot, computed)).isFalse();
        assertThat(TournamentCalls.get(ALPHA, id.toString()).getInt("tournament.currentRound")).isZero();
        tournaments.releasePairing(id);
        pairings.submit(id).get(2, TimeUnit.MINUTES);
        JsonPath round = TournamentCalls.round(ALPHA, id.toString(), 1);
        assertThat(round.getList("pairings")).hasSize(2);
        assertThat(paired(round)).hasSize(5).doesNotContain(players.get(5).id());
        assertThat(tournaments.pairingAsked(id)).isFalse();
    }

    @Test
    void aPlayerWithdrawnWhileTheNextRoundIsPairedIsPairedInNoGameOfThatRound() throws Exception {
        List<Player> players = TournamentCalls.players(ALPHA, "recompute-next-", 6);
        Map<String, Player> byId = new java.util.HashMap<>();
        players.forEach(p -> byId.put(p.id(), p));
        String id = TournamentCalls.create(ALPHA, Map.of("system", "swiss", "game", "gyges", "name",
                "recompute at the next round", "rounds", 3, "advance", "manual",
                "players", players.stream().map(Player::id).toList()));
        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(200);
        JsonPath first = TournamentCalls.round(ALPHA, id, 1);
        for (int board = 0; board < 3; board++) {
            TournamentCalls.resign(byId.get(first.getString("pairings[" + board + "].black.id")),
                    first.getString("pairings[" + board + "].gameId"));
        }
        UUID tournament = UUID.fromString(id);
        Tournaments.Snapshot snapshot = QuarkusTransaction.requiringNew().call(() -> {
            tournaments.next(tournament, PORTAL);
            return tournaments.claimPairing(tournament, Duration.ofMinutes(10), false).orElseThrow();
        });
        RoundPairing computed = DutchPairing.pair(snapshot.record());
        String leaving = first.getString("pairings[0].white.id");

        tournaments.withdraw(tournament, UUID.fromString(leaving), PORTAL);

        assertThat(tournaments.writePairing(snapshot, computed)).isFalse();
        assertThat(TournamentCalls.get(ALPHA, id).getInt("tournament.currentRound")).isEqualTo(1);
        tournaments.releasePairing(tournament);
        pairings.submit(tournament).get(2, TimeUnit.MINUTES);
        JsonPath second = TournamentCalls.round(ALPHA, id, 2);
        assertThat(second.getList("pairings")).hasSize(2);
        assertThat(paired(second)).hasSize(5).doesNotContain(leaving);
        assertThat(TournamentCalls.get(ALPHA, id).getInt("tournament.currentRound")).isEqualTo(2);
    }
}
