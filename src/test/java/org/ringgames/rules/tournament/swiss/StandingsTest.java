package org.ringgames.rules.tournament.swiss;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Six players, three rounds, worked by hand:
 *
 * <pre>
 *   R1: 1-4 1-0    5-2 0-1    3-6 ½-½
 *   R2: 2-1 ½-½    3-4 1-0    6-5 0-1
 *   R3: 1-3 1-0    4-6 ½-½    2-5 +/- (2 wins by forfeit: not a played game)
 *   Final points: 1: 2.5, 2: 2.5, 3: 1.5, 4: 0.5, 5: 1, 6: 1.
 *
 *   Buchholz (the opponents' final points; an unplayed round counts the player's own points):
 *     1: 4 (0.5) + 2 (2.5) + 3 (1.5) = 4.5
 *     2: 5 (1) + 1 (2.5) + forfeit win (own 2.5) = 6.0
 *     3: 6 (1) + 4 (0.5) + 1 (2.5) = 4.0
 *     4: 1 (2.5) + 3 (1.5) + 6 (1) = 5.0
 *     5: 2 (2.5) + 6 (1) + forfeit loss (own 1) = 4.5
 *     6: 3 (1.5) + 5 (1) + 4 (0.5) = 3.0
 *   Cut-1 (less the smallest; a forfeit loss, the player's own doing, is cut first):
 *     1: 4.0, 2: 5.0, 3: 3.5, 4: 4.0, 5: 4.5 − 1 (the forfeit) = 3.5, 6: 2.5
 *   Sonneborn-Berger (points scored × the opponent's final points):
 *     1: 1×0.5 + ½×2.5 + 1×1.5 = 3.25     2: 1×1 + ½×2.5 + 1×2.5 = 4.75
 *     3: ½×1 + 1×0.5 + 0 = 1.0            4: 0 + 0 + ½×1 = 0.5
 *     5: 0 + 1×1 + 0 = 1.0                6: ½×1.5 + 0 + ½×0.5 = 1.0
 *   Wins (a forfeit win counts): 1: 2, 2: 2, 3: 1, 4: 0, 5: 1, 6: 0.
 *   Direct encounter: 1 and 2 drew (½ each); 5 beat 6 (1 and 0).
 * </pre>
 */
class StandingsTest {

    private final SwissTournament t = new Build(6, 3)
            .game(1, 4, "1").game(5, 2, "0").game(3, 6, "=")
            .game(2, 1, "=").game(3, 4, "1").game(6, 5, "0")
            .game(1, 3, "1").game(4, 6, "=").game(2, 5, "+")
            .build();

    private Map<Integer, List<Double>> byNumber(List<Tiebreak> order) {
        return Standings.of(t, order).stream().collect(Collectors.toMap(Standing::number, Standing::tiebreaks));
    }

    @Test
    void buchholzCountsTheOpponentsFinalPointsAndTheOwnPointsForAnUnplayedRound() {
        Map<Integer, List<Double>> b = byNumber(List.of(Tiebreak.BUCHHOLZ));
        assertThat(b).containsEntry(1, List.of(4.5)).containsEntry(2, List.of(6.0)).containsEntry(3, List.of(4.0))
                .containsEntry(4, List.of(5.0)).containsEntry(5, List.of(4.5)).containsEntry(6, List.of(3.0));
    }

    @Test
    void buchholzCutOneDropsTheSmallestAndAForfeitLossBeforeAnything() {
        Map<Integer, List<Double>> b = byNumber(List.of(Tiebreak.BUCHHOLZ_CUT1));
        assertThat(b).containsEntry(1, List.of(4.0)).containsEntry(2, List.of(5.0)).containsEntry(3, List.of(3.5))
                .containsEntry(4, List.of(4.0)).containsEntry(5, List.of(3.5)).containsEntry(6, List.of(2.5));
    }

    @Test
    void sonnebornBergerWeighsEachResultByTheOpponentsPoints() {
        Map<Integer, List<Double>> b = byNumber(List.of(Tiebreak.SONNEBORN_BERGER));
        assertThat(b).containsEntry(1, List.of(3.25)).containsEntry(2, List.of(4.75)).containsEntry(3, List.of(1.0))
                .containsEntry(4, List.of(0.5)).containsEntry(5, List.of(1.0)).containsEntry(6, List.of(1.0));
    }

    @Test
    void winsCountAForfeitWin() {
        Map<Integer, List<Double>> b = byNumber(List.of(Tiebreak.WINS));
        assertThat(b).containsEntry(1, List.of(2.0)).containsEntry(2, List.of(2.0)).containsEntry(3, List.of(1.0))
                .containsEntry(4, List.of(0.0)).containsEntry(5, List.of(1.0)).containsEntry(6, List.of(0.0));
    }

    @Test
    void theRanksFollowPointsThenTheCriteriaInTheirOrder() {
        List<Standing> s = Standings.of(t, List.of(Tiebreak.BUCHHOLZ, Tiebreak.SONNEBORN_BERGER));
        assertThat(s).extracting(Standing::number).containsExactly(2, 1, 3, 5, 6, 4);
        assertThat(s).extracting(Standing::rank).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(s.get(0).points()).isEqualTo(2.5);
        assertThat(s.get(0).tiebreaks()).containsExactly(6.0, 4.75);
    }

    @Test
    void directEncounterSeparatesTiedPlayersWhoMetAndTheNumberBreaksWhatRemains() {
        List<Standing> s = Standings.of(t, List.of(Tiebreak.DIRECT_ENCOUNTER, Tiebreak.WINS));
        // 1 and 2 drew each other (½ each) and have 2 wins each: the pairing number decides, 1 first.
        // 5 and 6 are tied on 1 point; 5 beat 6.
        assertThat(s).extracting(Standing::number).containsExactly(1, 2, 3, 5, 6, 4);
        Map<Integer, List<Double>> b = s.stream().collect(Collectors.toMap(Standing::number, Standing::tiebreaks));
        assertThat(b.get(1)).containsExactly(0.5, 2.0);
        assertThat(b.get(5)).containsExactly(1.0, 1.0);
        assertThat(b.get(6)).containsExactly(0.0, 0.0);
        // 3 and 4 are alone on their points: nothing to compare with.
        assertThat(b.get(3).get(0)).isEqualTo(0.0);
    }

    @Test
    void theSlugsAreTheApisNames() {
        for (Tiebreak tb : Tiebreak.values()) {
            assertThat(Tiebreak.fromSlug(tb.slug())).contains(tb);
        }
        assertThat(Tiebreak.fromSlug("median")).isEmpty();
        assertThat(Tiebreak.BUCHHOLZ_CUT1.slug()).isEqualTo("buchholz-cut1");
    }
}
