package org.ringgames.rules.gyges.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.MoveCode;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;

/** The search's move codes name the legal list of docs/rules/gyges.md, under every rule set. */
class GeneratedMovesTest {

    @Test
    void theGeneratedCodesAreTheLegalMovesOrTheOneWinWhenThereIsAWin() {
        int[] out = new int[2048];
        for (Rules rules : Games.ruleSets()) {
            MoveGenerator generator = new MoveGenerator(rules);
            for (Position p : Games.playouts(rules, 99 + rules.hashCode(), 60, 40)) {
                Set<Move> legal = new HashSet<>();
                boolean canWin = false;
                for (LegalMove m : generator.legalMoves(p)) {
                    legal.add(m.move());
                    canWin |= m.move().isWin();
                }
                int n = generator.generate(p.occupancy(), p.sizes(), p.toMove(), out);
                assertThat(generator.canWin(p.occupancy(), p.sizes(), p.toMove())).isEqualTo(canWin);
                if (canWin) {
                    assertThat(n).isEqualTo(1);
                    assertThat(legal).contains(MoveCode.toMove(out[0]));
                    assertThat(MoveCode.isWin(out[0])).isTrue();
                    continue;
                }
                Set<Move> generated = new HashSet<>();
                for (int i = 0; i < n; i++) {
                    generated.add(MoveCode.toMove(out[i]));
                }
                assertThat(generated).hasSize(n);
                if (n == 0) {
                    assertThat(legal).containsExactly(Move.PASS);
                } else {
                    assertThat(generated).isEqualTo(legal);
                }
                assertThat(generator.countMoves(p.occupancy(), p.sizes(), p.toMove())).isEqualTo(n);
            }
        }
    }

    @Test
    void aMoveCodeKeepsOriginDestinationAndTarget() {
        for (Move m : new Move[] {Move.PASS, Move.to(0, 0), Move.to(35, 36), Move.to(0, 37), Move.replace(3, 9, 3)}) {
            assertThat(MoveCode.toMove(MoveCode.of(m))).isEqualTo(m);
            assertThat(MoveCode.of(m) & ~0x3FFFF).isZero();
        }
    }
}
