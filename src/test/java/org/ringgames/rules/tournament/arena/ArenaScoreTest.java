package org.ringgames.rules.tournament.arena;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ringgames.rules.tournament.arena.ArenaScore.Outcome;

class ArenaScoreTest {

    private static ArenaScore play(Outcome... outcomes) {
        ArenaScore score = ArenaScore.NONE;
        for (Outcome outcome : outcomes) {
            score = score.after(outcome, false);
        }
        return score;
    }

    @Test
    void aWinScoresTwoADrawOneALossNothing() {
        assertThat(play(Outcome.WIN).points()).isEqualTo(2);
        assertThat(play(Outcome.DRAW).points()).isEqualTo(1);
        assertThat(play(Outcome.LOSS).points()).isZero();
        assertThat(play(Outcome.WIN, Outcome.LOSS, Outcome.WIN, Outcome.DRAW).points()).isEqualTo(5);
    }

    @Test
    void afterTwoWinsInARowResultsCountDoubleUntilOneIsNotAWin() {
        assertThat(play(Outcome.WIN, Outcome.WIN).onFire()).isTrue();
        // 2 + 2, then on fire: 4 + 4, then a draw on fire counts 2 and puts the fire out; then 2.
        assertThat(play(Outcome.WIN, Outcome.WIN, Outcome.WIN, Outcome.WIN).points()).isEqualTo(12);
        ArenaScore drawn = play(Outcome.WIN, Outcome.WIN, Outcome.WIN, Outcome.DRAW);
        assertThat(drawn.points()).isEqualTo(10);
        assertThat(drawn.onFire()).isFalse();
        assertThat(drawn.after(Outcome.WIN, false).points()).isEqualTo(12);
        assertThat(play(Outcome.WIN, Outcome.WIN, Outcome.LOSS).points()).isEqualTo(4);
    }

    @Test
    void aBerserkWinScoresOneMoreAndABerserkLossOrDrawNothingMore() {
        assertThat(ArenaScore.NONE.after(Outcome.WIN, true).points()).isEqualTo(3);
        assertThat(ArenaScore.NONE.after(Outcome.DRAW, true).points()).isEqualTo(1);
        assertThat(ArenaScore.NONE.after(Outcome.LOSS, true).points()).isZero();
        assertThat(play(Outcome.WIN, Outcome.WIN).after(Outcome.WIN, true).points()).isEqualTo(9);
    }
}
