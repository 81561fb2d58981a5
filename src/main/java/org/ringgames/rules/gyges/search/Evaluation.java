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
 *       on them or replace them, the other side may not), side to move minus opponent;</li>
 *   <li>[8] plain moves: the empty squares each movable piece can end on, summed over the pieces,
 *       side to move minus opponent;</li>
 *   <li>[9] row: the number of the row that may move, counted from each side's own (1 while its
 *       home row has a piece), side to move minus opponent;</li>
 *   <li>[10] movers: the pieces in that row, side to move minus opponent;</li>
 *   <li>[11]–[19] placement: for a size s (1–3) and a row r (1–3, counted from a side's own
 *       home row), the pieces of size s on the side to move's row r minus those on the
 *       opponent's row r, at index 11 + 3(s − 1) + (r − 1). Every piece counts once: the board's
 *       half it stands in says from whose side its row is counted.</li>
 * </ul>
 * The weights are fitted to self-play results by Texel tuning (the test-source program
 * {@code Texel}; docs/engine.md, "Evaluation").
 */
final class Evaluation {

    static final int[] DEFAULT_WEIGHTS = {-5, 14, 10, 102, 1, 103, 98, 86, 10, 198, 32, -23, 51, 38, -27, -7, -2, -41, -30, -64};
    static final int FEATURES = DEFAULT_WEIGHTS.length;

    private static final long NORTH_FAR = 0xFFFL << 24;
    private static final long SOUTH_FAR = 0xFFFL;
    private static final long SQUARES = (1L << 36) - 1;

    private final int[] weights;
    /** By side to move (0 South), size and square: the placement weight a piece there adds. */
    private final int[][][] placement = new int[2][4][36];

    Evaluation(int[] weights) {
        this.weights = java.util.Arrays.copyOf(weights, FEATURES);
        for (int sq = 0; sq < 36; sq++) {
            for (int size = 1; size <= 3; size++) {
                placement[0][size][sq] = this.weights[placementIndex(Side.SOUTH, sq, size)]
                        * placementSign(Side.SOUTH, sq);
                placement[1][size][sq] = this.weights[placementIndex(Side.NORTH, sq, size)]
                        * placementSign(Side.NORTH, sq);
            }
        }
    }

    /** The weight index of the placement feature a piece of {@code size} on {@code sq} counts in. */
    private static int placementIndex(Side toMove, int sq, int size) {
        int mine = toMove == Side.SOUTH ? sq / 6 + 1 : 6 - sq / 6;
        int row = mine <= 3 ? mine : 7 - mine;
        return 11 + 3 * (size - 1) + row - 1;
    }

    /** +1 when that piece stands in the side to move's half of the board, −1 in the opponent's. */
    private static int placementSign(Side toMove, int sq) {
        int mine = toMove == Side.SOUTH ? sq / 6 + 1 : 6 - sq / 6;
        return mine <= 3 ? 1 : -1;
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
        score += weights[8] * (field(mine, MoveGenerator.REACH_ENDS_SHIFT, 0x1FF)
                - field(theirs, MoveGenerator.REACH_ENDS_SHIFT, 0x1FF));
        score += weights[9] * (field(mine, MoveGenerator.REACH_ROW_SHIFT, 7)
                - field(theirs, MoveGenerator.REACH_ROW_SHIFT, 7));
        score += weights[10] * (field(mine, MoveGenerator.REACH_PIECES_SHIFT, 15)
                - field(theirs, MoveGenerator.REACH_PIECES_SHIFT, 15));
        int[][] table = placement[toMove == Side.SOUTH ? 0 : 1];
        for (long b = occ; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            score += table[size[sq]][sq];
        }
        return score;
    }

    /**
     * The features of a leaf, by the indices of the weights, so that {@link #evaluate} is their
     * dot product with the weights (for tuning; the test {@code EvaluationTest} checks it).
     */
    static int[] features(long mine, long theirs, Side toMove, long occ, byte[] size) {
        long myFar = toMove == Side.SOUTH ? NORTH_FAR : SOUTH_FAR;
        long theirFar = toMove == Side.SOUTH ? SOUTH_FAR : NORTH_FAR;
        int[] f = new int[FEATURES];
        f[0] = Long.bitCount(mine & SQUARES) - Long.bitCount(theirs & SQUARES);
        f[1] = Long.bitCount(mine & myFar) - Long.bitCount(theirs & theirFar);
        f[2] = (theirs & MoveGenerator.REACH_WIN) != 0 ? -1 : 0;
        f[3] = 1;
        f[4] = Long.bitCount(mine & ~theirs & ~occ & SQUARES) - Long.bitCount(theirs & ~mine & ~occ & SQUARES);
        for (long b = mine & ~theirs & occ; b != 0; b &= b - 1) {
            f[4 + size[Long.numberOfTrailingZeros(b)]]++;
        }
        for (long b = theirs & ~mine & occ; b != 0; b &= b - 1) {
            f[4 + size[Long.numberOfTrailingZeros(b)]]--;
        }
        f[8] = field(mine, MoveGenerator.REACH_ENDS_SHIFT, 0x1FF) - field(theirs, MoveGenerator.REACH_ENDS_SHIFT, 0x1FF);
        f[9] = field(mine, MoveGenerator.REACH_ROW_SHIFT, 7) - field(theirs, MoveGenerator.REACH_ROW_SHIFT, 7);
        f[10] = field(mine, MoveGenerator.REACH_PIECES_SHIFT, 15) - field(theirs, MoveGenerator.REACH_PIECES_SHIFT, 15);
        for (long b = occ; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            f[placementIndex(toMove, sq, size[sq])] += placementSign(toMove, sq);
        }
        return f;
    }

    private static int field(long reach, int shift, int mask) {
        return (int) (reach >>> shift) & mask;
    }
}
