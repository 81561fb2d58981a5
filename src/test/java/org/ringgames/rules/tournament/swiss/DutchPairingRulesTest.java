package org.ringgames.rules.tournament.swiss;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Tournaments played out with our own pairings (random results, absences, forfeits and byes):
 * every round either meets the absolute criteria or is refused with {@link NoPairingException},
 * never anything else.
 */
class DutchPairingRulesTest {

    @Test
    void everyRoundOfTwoHundredRandomTournamentsMeetsTheAbsoluteCriteria() throws Exception {
        Random rnd = new Random(39);
        int paired = 0;
        int refused = 0;
        for (int t = 0; t < 200; t++) {
            int players = 1 + rnd.nextInt(30);
            int planned = 1 + rnd.nextInt(9);
            List<List<RoundEntry>> rounds = new ArrayList<>();
            for (int i = 0; i < players; i++) {
                rounds.add(new ArrayList<>());
            }
            for (int r = 0; r < planned; r++) {
                boolean[] available = new boolean[players + 1];
                List<SwissPlayer> ps = new ArrayList<>();
                for (int i = 1; i <= players; i++) {
                    available[i] = rnd.nextInt(10) != 0;
                    ps.add(new SwissPlayer(i, "p" + i, 2500 - 10 * i, rounds.get(i - 1), available[i]));
                }
                SwissTournament tournament = new SwissTournament("t", planned, ps);
                RoundPairing p;
                try {
                    p = DutchPairing.pair(tournament);
                } catch (NoPairingException e) {
                    refused++;
                    break;
                }
                paired++;
                assertLegal(tournament, p, available);
                play(rnd, rounds, p, available);
            }
        }
        assertThat(paired).isGreaterThan(500);
        assertThat(refused).isGreaterThan(0);
    }

    private static void assertLegal(SwissTournament t, RoundPairing p, boolean[] available) {
        Set<Integer> seen = new HashSet<>();
        for (Pairing b : p.pairings()) {
            assertThat(seen.add(b.white())).as("paired once: %s", b.white()).isTrue();
            assertThat(seen.add(b.black())).as("paired once: %s", b.black()).isTrue();
            PlayerState w = new PlayerState(t.player(b.white()));
            PlayerState bl = new PlayerState(t.player(b.black()));
            assertThat(w.played).as("no rematch (C1)").doesNotContain(b.black());
            boolean lastRound = t.roundsPlayed() >= t.plannedRounds() - 1;
            boolean topscorer = w.score > t.roundsPlayed() || bl.score > t.roundsPlayed();
            if (!(lastRound && topscorer)) {
                assertThat(w.absolute() && bl.absolute() && w.preference.equals(bl.preference))
                        .as("no equal absolute preferences (C3)").isFalse();
            }
        }
        p.bye().ifPresent(b -> {
            assertThat(seen.add(b)).isTrue();
            assertThat(new PlayerState(t.player(b)).byeEligible).as("no second bye (C2)").isTrue();
        });
        for (int i = 1; i < available.length; i++) {
            assertThat(seen.contains(i)).as("player %s paired iff available", i).isEqualTo(available[i]);
        }
    }

    private static void play(Random rnd, List<List<RoundEntry>> rounds, RoundPairing p, boolean[] available) {
        for (Pairing b : p.pairings()) {
            int x = rnd.nextInt(100);
            ResultCode w = x < 5 ? ResultCode.FORFEIT_WIN : x < 8 ? ResultCode.FORFEIT_LOSS
                    : x < 45 ? ResultCode.WIN : x < 70 ? ResultCode.DRAW : ResultCode.LOSS;
            ResultCode bl = switch (w) {
                case WIN -> ResultCode.LOSS;
                case LOSS -> ResultCode.WIN;
                case FORFEIT_WIN -> ResultCode.FORFEIT_LOSS;
                case FORFEIT_LOSS -> ResultCode.FORFEIT_WIN;
                default -> ResultCode.DRAW;
            };
            rounds.get(b.white() - 1).add(RoundEntry.game(b.black(), Colour.WHITE, w));
            rounds.get(b.black() - 1).add(RoundEntry.game(b.white(), Colour.BLACK, bl));
        }
        p.bye().ifPresent(b -> rounds.get(b - 1).add(RoundEntry.bye(ResultCode.PAIRING_BYE)));
        for (int i = 1; i < available.length; i++) {
            if (!available[i]) {
                rounds.get(i - 1).add(RoundEntry.bye(rnd.nextBoolean() ? ResultCode.HALF_BYE : ResultCode.ZERO_BYE));
            }
        }
    }
}
