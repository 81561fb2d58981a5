package org.ringgames.rules.gyges.search;

import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Side;

/**
 * The static evaluation of a quiet leaf (the side to move cannot win at once: the search checked),
 * from the view of the side to move. See docs/engine.md, "Evaluation".
 */
final class Evaluation {

    /** The opponent could win if it were to move now: the side to move must parry. */
    static final int THREAT = 150;

    private final MoveGenerator generator;

    Evaluation(MoveGenerator generator) {
        this.generator = generator;
    }

    int evaluate(long occ, byte[] size, Side toMove) {
        Side other = toMove.opponent();
        int mine = generator.countMoves(occ, size, toMove);
        int theirs = generator.countMoves(occ, size, other);
        int score = (mine - theirs) / 2;
        if (generator.canWin(occ, size, other)) {
            score -= THREAT;
        }
        return score;
    }
}
