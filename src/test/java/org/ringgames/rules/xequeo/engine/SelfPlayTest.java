package org.ringgames.rules.xequeo.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.support.Standalone;

/**
 * Whole matches between computer players, seats alternating, fixed seeds: deterministic, so the
 * thresholds (well below the measured rates, noted at each) can not flake.
 */
@Standalone
class SelfPlayTest {

    /** Matches won by {@code player} out of {@code matches} against {@code other}. */
    private static int wins(int player, int other, int matches) {
        int wins = 0;
        for (int i = 0; i < matches; i++) {
            boolean placer = i % 2 == 0;
            SelfPlay.Result result = placer ? SelfPlay.match(player, other, i) : SelfPlay.match(other, player, i);
            wins += result.winner() == (placer ? Seat.PLACER : Seat.RINGER) ? 1 : 0;
        }
        return wins;
    }

    @Test
    void levelEightClearlyBeatsLevelOne() {
        // measured: 195 of 200 (196 before level 8 learned across rounds)
        assertThat(wins(8, 1, 200)).isGreaterThanOrEqualTo(150);
    }

    @Test
    void levelEightClearlyBeatsARandomLegalMover() {
        // measured: 189 of 200 (192 before)
        assertThat(wins(8, SelfPlay.RANDOM, 200)).isGreaterThanOrEqualTo(150);
    }

    @Test
    void levelEightBeatsLevelFour() {
        // measured: 161 of 200 (159 before)
        assertThat(wins(8, 4, 200)).isGreaterThanOrEqualTo(120);
    }

    @Test
    void everyRoundHasAWinnerAndAMatchEndsAtFourRings() {
        for (long seed = 0; seed < 20; seed++) {
            SelfPlay.Result result = SelfPlay.match(8, 8, seed);
            long winnerRings = result.rounds().stream().filter(r -> r.winner() == result.winner()).count();
            assertThat(winnerRings).isEqualTo(4);
            assertThat(result.rounds()).hasSizeBetween(4, 7);
        }
    }
}
