package org.ringgames.rules.gyges.search;

/**
 * The leaves' static values by position, so that a leaf met again (Gygès is full of transpositions:
 * two moves of different pieces played in either order) costs a look-up instead of its two path
 * searches. A value is what the leaf is worth before the draw rules and the level's noise, which
 * depend on the path and are applied after: {@link #WIN} when the side to move can win at once,
 * else the evaluation. Since a value depends on the position alone, a hit gives exactly what the
 * search would compute, so the cache changes no result and no node count, only the time.
 *
 * <p>Direct-mapped: two arrays indexed by the low bits of the key (board and side to move); the
 * key is kept XOR the value, so a hit confirms all 64 bits of the key and a pair half written by
 * another thread is a miss ({@link ParallelSearch} shares one cache). A new value replaces the old.
 */
final class LeafCache {

    /** The value of a leaf whose side to move can win at once (no evaluation reaches it). */
    static final int WIN = Integer.MIN_VALUE;
    /** Nothing stored for the key. */
    static final int NONE = Integer.MIN_VALUE + 1;

    private final long[] keys;
    private final int[] values;
    private final int mask;

    /** {@code 2^bits} entries of 12 bytes. */
    LeafCache(int bits) {
        keys = new long[1 << bits];
        values = new int[1 << bits];
        mask = (1 << bits) - 1;
        clear();
    }

    void clear() {
        java.util.Arrays.fill(values, NONE);
    }

    int probe(long key) {
        int i = (int) key & mask;
        int value = values[i];
        return (keys[i] ^ value) == key ? value : NONE;
    }

    void store(long key, int value) {
        int i = (int) key & mask;
        values[i] = value;
        keys[i] = key ^ value;
    }
}
