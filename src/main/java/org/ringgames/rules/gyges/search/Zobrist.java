package org.ringgames.rules.gyges.search;

import java.util.SplittableRandom;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Side;
import org.ringgames.rules.gyges.Square;

/**
 * Zobrist keys: one random 64-bit number per (square, size 1–3), one for "North to move" and one
 * for "the move into this position was a pass" (two passes in a row end the game, so that fact
 * changes the value of a position; it is part of the transposition key, not of the key that
 * detects repetitions). Fixed seed: keys are the same in every run.
 */
final class Zobrist {

    static final long SIDE;
    static final long PASSED;
    private static final long[] PIECE = new long[Square.COUNT * 4];

    static {
        SplittableRandom random = new SplittableRandom(0x6779676573L);
        for (int sq = 0; sq < Square.COUNT; sq++) {
            for (int s = 1; s <= 3; s++) {
                PIECE[sq * 4 + s] = random.nextLong();
            }
        }
        SIDE = random.nextLong();
        PASSED = random.nextLong();
    }

    private Zobrist() {
    }

    static long piece(int square, int size) {
        return PIECE[square * 4 + size];
    }

    /** The key of a board and its side to move. */
    static long of(Position position) {
        long key = position.toMove() == Side.NORTH ? SIDE : 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int s = position.size(sq);
            if (s != 0) {
                key ^= piece(sq, s);
            }
        }
        return key;
    }

    /** A 64-bit finaliser (SplitMix64): spreads the bits of {@code z}. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
