package org.ringgames.rules.gyges.search;

import java.util.Arrays;
import org.ringgames.rules.gyges.MoveCode;

/**
 * The order in which a node tries its moves: the transposition-table move first, then the two
 * killer moves of the ply (moves that caused a cut at the same ply elsewhere), then the rest by
 * history score (how often and how deep a move with the same origin and destination caused a
 * cut). Sorting packs (score, move) into longs and sorts them: a few microseconds for 600 moves.
 */
final class MoveOrder {

    private static final int TT_BONUS = 1 << 30;
    private static final int KILLER_BONUS = 1 << 29;

    private final int[] history = new int[64 * 64];
    private final int[][] killers = new int[Search.MAX_PLY + 1][2];
    private final long[] packed = new long[2048];

    MoveOrder() {
        clear();
    }

    void clear() {
        Arrays.fill(history, 0);
        for (int[] k : killers) {
            Arrays.fill(k, MoveCode.NONE);
        }
    }

    /** Between searches: history halves, killers are forgotten. */
    void age() {
        for (int i = 0; i < history.length; i++) {
            history[i] >>= 1;
        }
        for (int[] k : killers) {
            Arrays.fill(k, MoveCode.NONE);
        }
    }

    void sortRoot(int[] moves, long ttEntry) {
        int ttMove = ttEntry == 0 ? MoveCode.NONE : TranspositionTable.moveOf(ttEntry);
        sort(moves, moves.length, ttMove, 0);
    }

    void sort(int[] moves, int count, int ttMove, int ply) {
        int k0 = killers[ply][0];
        int k1 = killers[ply][1];
        for (int i = 0; i < count; i++) {
            int m = moves[i];
            int score = m == ttMove ? TT_BONUS
                    : m == k0 ? KILLER_BONUS + 1
                    : m == k1 ? KILLER_BONUS
                    : history[m & 0xFFF];
            // Descending score; equal scores keep the generator's order (index breaks ties).
            packed[i] = (long) (Integer.MAX_VALUE - score) << 32 | (long) i << 20 | m;
        }
        Arrays.sort(packed, 0, count);
        for (int i = 0; i < count; i++) {
            moves[i] = (int) (packed[i] & 0xFFFFF);
        }
    }

    /** A move caused a beta cut at {@code ply} with {@code depth} plies left. */
    void cutoff(int move, int ply, int depth) {
        if (move == MoveCode.PASS) {
            return;
        }
        int[] k = killers[ply];
        if (k[0] != move) {
            k[1] = k[0];
            k[0] = move;
        }
        int i = move & 0xFFF;
        history[i] = Math.min(history[i] + depth * depth, KILLER_BONUS - 1);
    }
}
