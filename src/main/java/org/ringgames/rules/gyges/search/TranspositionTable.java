package org.ringgames.rules.gyges.search;

import org.ringgames.rules.gyges.MoveCode;

/**
 * A fixed-size transposition table: one {@code long[]} allocated once, never grown, that several
 * searches may share ({@link ParallelSearch}).
 *
 * <p>Layout: buckets of two entries, an entry two longs, so a bucket is 32 bytes. Long 1 of an
 * entry is the data: bits 0–18 the best move ({@link MoveCode} + 1, 0 = none), bits 19–40 the
 * score + 2<sup>21</sup> (mate scores made relative to the node, see {@link Search}), bits 41–48 the
 * draft (remaining depth, 0–255), bits 49–50 the bound (1 upper, 2 lower, 3 exact; 0 = empty slot),
 * bits 51–58 the generation of the search that wrote it. Long 0 is the full 64-bit Zobrist key
 * XOR the data: a hit needs all 64 bits of the key to match, and an entry half written by another
 * thread (the two longs of different stores) fails that check and is a miss, so threads share the
 * table without locks. Slot 0 of a bucket keeps the deeper or newer entry, slot 1 takes whatever
 * slot 0 refused.
 */
final class TranspositionTable {

    static final int UPPER = 1;
    static final int LOWER = 2;
    static final int EXACT = 3;
    private static final int SCORE_OFFSET = 1 << 21;

    private final long[] table;
    private final int bucketMask;
    private int generation;

    TranspositionTable(int megabytes) {
        if (megabytes < 1 || megabytes > 4096) {
            throw new IllegalArgumentException("hash size is 1 to 4096 MB, was " + megabytes);
        }
        long buckets = Long.highestOneBit((long) megabytes * (1 << 20) / 32);
        buckets = Math.min(buckets, 1L << 28);
        table = new long[(int) (buckets * 4)];
        bucketMask = (int) buckets - 1;
    }

    /** Starts a new search: older entries become the first to be replaced. */
    void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    void clear() {
        java.util.Arrays.fill(table, 0);
        generation = 0;
    }

    /** The data long of the entry for {@code key}, or 0 when there is none. */
    long probe(long key) {
        int i = ((int) key & bucketMask) << 2;
        long data = table[i + 1];
        if (data != 0 && (table[i] ^ data) == key) {
            return data;
        }
        data = table[i + 3];
        if (data != 0 && (table[i + 2] ^ data) == key) {
            return data;
        }
        return 0;
    }

    void store(long key, int move, int score, int depth, int bound) {
        int i = ((int) key & bucketMask) << 2;
        long data0 = table[i + 1];
        long key0 = table[i] ^ data0;
        int slot;
        if (key0 == key || data0 == 0) {
            slot = i;
        } else if ((table[i + 2] ^ table[i + 3]) == key) {
            slot = i + 2;
        } else {
            slot = generationOf(data0) != generation || depth >= depthOf(data0) ? i : i + 2;
        }
        if (slot == i && key0 != key && data0 != 0) {
            // The entry slot 0 gives up still serves: it moves to slot 1.
            table[i + 2] = table[i];
            table[i + 3] = data0;
        }
        long old = table[slot + 1];
        if (move == MoveCode.NONE && old != 0 && (table[slot] ^ old) == key) {
            move = moveOf(old);
        }
        long data = (long) (move + 1)
                | (long) (score + SCORE_OFFSET) << 19
                | (long) Math.min(depth, 255) << 41
                | (long) bound << 49
                | (long) generation << 51;
        table[slot + 1] = data;
        table[slot] = key ^ data;
    }

    static int moveOf(long data) {
        return (int) (data & 0x7FFFF) - 1;
    }

    static int scoreOf(long data) {
        return (int) (data >>> 19 & 0x3FFFFF) - SCORE_OFFSET;
    }

    static int depthOf(long data) {
        return (int) (data >>> 41 & 0xFF);
    }

    static int boundOf(long data) {
        return (int) (data >>> 49 & 3);
    }

    private static int generationOf(long data) {
        return (int) (data >>> 51 & 0xFF);
    }
}
