package org.ringgames.rules.gyges.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.support.Standalone;

/**
 * Proven scores against an independent brute force ({@link BruteForce}) on positions from random
 * playouts. An iteration of depth d sees d + 1 plies (its leaves look for a win at once), so a
 * search of depth d is compared with a brute force of d + 1 plies.
 */
@Standalone
class ProvenScoresTest {

    private static Search search(Rules rules) {
        return new Search(rules, 4, new FakeClock());
    }

    private static Score expected(int solved) {
        return solved > 0 ? new Score.Win(solved) : solved < 0 ? new Score.Loss(-solved) : null;
    }

    @Test
    void everyWinInOneOfTheSuiteIsReportedAsAWinInOnePly() {
        Rules rules = Rules.STANDARD;
        BruteForce brute = new BruteForce(rules);
        int wins = 0;
        for (Position p : Games.playouts(rules, 11, 300, 30)) {
            if (brute.solve(p, 1) != 1) {
                continue;
            }
            wins++;
            SearchResult r = search(rules).search(p, List.of(), Limits.depth(3), 8, 0, () -> false, null);
            assertThat(r.score()).as(p.toString()).isEqualTo(new Score.Win(1));
            assertThat(r.bestMove().isWin()).isTrue();
            assertThat(brute.legal(p)).contains(r.bestMove());
        }

        assertThat(wins).isGreaterThan(20);
    }

    @Test
    void everyWinInThreeOfTheSuiteIsReportedAsAWinInExactlyThreePlies() {
        Rules rules = Rules.STANDARD;
        BruteForce brute = new BruteForce(rules);
        int wins = 0;
        for (Position p : Games.playouts(rules, 12, 150, 30)) {
            if (brute.solve(p, 3) != 3) {
                continue;
            }
            wins++;
            SearchResult r = search(rules).search(p, List.of(), Limits.depth(3), 8, 0, () -> false, null);
            assertThat(r.score()).as(p.toString()).isEqualTo(new Score.Win(3));
            assertThat(brute.solve(p.play(r.bestMove()), 2)).as("the reply to " + r.bestMove() + " loses").isEqualTo(-2);
            assertThat(r.pv().size()).isBetween(1, 3);
        }

        assertThat(wins).isGreaterThan(10);
    }

    @Test
    void provenLossesAreReportedAsLosses() {
        Rules rules = Rules.STANDARD;
        BruteForce brute = new BruteForce(rules);
        int losses = 0;
        for (Position p : Games.playouts(rules, 13, 400, 30)) {
            int solved = brute.solve(p, 2);
            if (solved >= 0) {
                continue;
            }
            losses++;
            SearchResult r = search(rules).search(p, List.of(), Limits.depth(2), 8, 0, () -> false, null);
            assertThat(r.score()).as(p.toString()).isEqualTo(new Score.Loss(2));
            assertThat(brute.legal(p)).contains(r.bestMove());
        }

        assertThat(losses).isGreaterThan(5);
    }

    @Test
    void theBruteForceAndTheSearchAgreeOnProvenScoresUnderEveryRuleSet() {
        int positions = 0;
        int proven = 0;
        for (Rules rules : Games.ruleSets()) {
            BruteForce brute = new BruteForce(rules);
            for (Position p : Games.playouts(rules, rules.hashCode(), 40, 40)) {
                for (int depth = 1; depth <= 2; depth++) {
                    Score want = expected(brute.solve(p, depth + 1));
                    SearchResult r = search(rules).search(p, List.of(), Limits.depth(depth), 8, 0, () -> false, null);
                    assertThat(r.score()).as(rules + " " + p + " depth " + depth)
                            .isEqualTo(want == null ? r.score() : want)
                            .isInstanceOf(want == null ? Score.Eval.class : want.getClass());
                    proven += want == null ? 0 : 1;
                    assertThat(brute.legal(p)).contains(r.bestMove());
                }
                positions++;
            }
        }
        assertThat(positions).isEqualTo(320);
        assertThat(proven).isGreaterThan(50);
    }
}
