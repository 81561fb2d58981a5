package org.ringgames.rules.gyges.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Square;

/** The evaluation is the dot product of its features and weights, which is what Texel tunes. */
class EvaluationTest {

    @Test
    void theEvaluationIsTheWeightedSumOfTheFeaturesTheTuningFits() {
        MoveGenerator generator = new MoveGenerator(Rules.STANDARD);
        SplittableRandom random = new SplittableRandom(5);
        int[] weights = new int[Evaluation.FEATURES];
        for (Position p : Games.playouts(Rules.STANDARD, 11, 300, 30)) {
            for (int j = 0; j < weights.length; j++) {
                weights[j] = random.nextInt(-300, 301);
            }
            byte[] size = new byte[Square.COUNT];
            for (int sq = 0; sq < Square.COUNT; sq++) {
                size[sq] = (byte) p.size(sq);
            }
            long mine = generator.reach(p.occupancy(), size, p.toMove());
            long theirs = generator.reach(p.occupancy(), size, p.toMove().opponent());
            int[] f = Texel.features(generator, p);
            int dot = 0;
            for (int j = 0; j < f.length; j++) {
                dot += weights[j] * f[j];
            }
            assertThat(new Evaluation(weights).evaluate(mine, theirs, p.toMove(), p.occupancy(), size))
                    .as("%s", p).isEqualTo(dot);
        }
    }

    @Test
    void theFeaturesReadTheRowThatMovesItsPiecesAndWhereThePiecesStand() {
        // South's home row is empty, so its row 2 moves: two pieces. North moves its home row.
        Position p = Games.position("3..3../....../....../....../.2..1./...... S");
        int[] f = Texel.features(new MoveGenerator(Rules.STANDARD), p);
        assertThat(f[9]).as("row: South's 2 minus North's 1").isEqualTo(1);
        assertThat(f[10]).as("movers: 2 minus 2").isZero();
        assertThat(f[3]).isEqualTo(1);
        // Placement: the two 3s on North's row 1, the 2 and the 1 on South's row 2.
        assertThat(f[11 + 3 * 2]).isEqualTo(-2);
        assertThat(f[11 + 3 + 1]).isEqualTo(1);
        assertThat(f[11 + 1]).isEqualTo(1);
        int others = 0;
        for (int i = 11; i < 20; i++) {
            others += Math.abs(f[i]);
        }
        assertThat(others).isEqualTo(4);
    }
}
