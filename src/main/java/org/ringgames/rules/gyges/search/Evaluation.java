package org.ringgames.rules.gyges.search;

import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Side;

/**
 * The static evaluation of a quiet leaf, from the view of the side to move, given what each side
 * reaches ({@link MoveGenerator#reach}: the squares its movable pieces reach with a segment's last
 * step, and whether it could win). The side to move cannot win here (the search checked).
 * Features, with the weights in {@link #weights} (index in brackets):
 * <ul>
 *   <li>[0] reach: squares reached by the side to move minus those reached by the opponent;</li>
 *   <li>[1] far reach: the same, counting only the two rows nearest the goal each side aims at;</li>
 *   <li>[2] threat: the opponent could win if it were to move (the side to move must parry);</li>
 *   <li>[3] tempo: a constant for having the move;</li>
 *   <li>[4] unique squares: empty squares only this side reaches, side to move minus opponent;</li>
 *   <li>[5]–[7] unique pieces: pieces of size 1, 2, 3 that only this side reaches (it may bounce
 *       on them or replace them, the other side may not), side to move minus opponent.</li>
 * </ul>
 * The weights were chosen by self-play (docs/engine.md, "Evaluation").
 */
final class Evaluation {

    static final int[] DEFAULT_WEIGHTS = {0, 0, 150, 20, 10, 200, 40, 20};

    private static final long NORTH_FAR = 0xFFFL << 24;
    private static final long SOUTH_FAR = 0xFFFL;
    private static final long SQUARES = (1L << 36) - 1;

    private final int[] weights;

    Evaluation(int[] weights) {
        this.weights = java.util.Arrays.copyOf(weights, 8);
    }

    int evaluate(long mine, long theirs, Side toMove, long occ, byte[] size) {
        long myFar = toMove == Side.SOUTH ? NORTH_FAR : SOUTH_FAR;
        long theirFar = toMove == Side.SOUTH ? SOUTH_FAR : NORTH_FAR;
        int reach = Long.bitCount(mine & SQUARES) - Long.bitCount(theirs & SQUARES);
        int far = Long.bitCount(mine & myFar) - Long.bitCount(theirs & theirFar);
        int score = weights[0] * reach + weights[1] * far + weights[3];
        score += weights[4] * (Long.bitCount(mine & ~theirs & ~occ & SQUARES)
                - Long.bitCount(theirs & ~mine & ~occ & SQUARES));
        for (long b = mine & ~theirs & occ; b != 0; b &= b - 1) {
            score += weights[4 + size[Long.numberOfTrailingZeros(b)]];
        }
        for (long b = theirs & ~mine & occ; b != 0; b &= b - 1) {
            score -= weights[4 + size[Long.numberOfTrailingZeros(b)]];
        }
        if ((theirs & MoveGenerator.REACH_WIN) != 0) {
            score -= weights[2];
        }
        return score;
    }
}
