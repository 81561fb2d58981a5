import java.util.Arrays;

/**
 * Nearest-rank percentiles of measured values, the same rank as {@code percentiles} of
 * bench/support/lib.sh, and the growable arrays the load generators keep their latencies in.
 * Shared by the load generators (bench/support).
 */
public final class Percentiles {

    private Percentiles() {
    }

    /** Percentile p (0–1) of sorted values, nearest rank; 0 when there are none. */
    public static long of(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        int i = (int) Math.ceil(p * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    /** The largest of sorted values; 0 when there are none. */
    public static long max(long[] sorted) {
        return sorted.length == 0 ? 0 : sorted[sorted.length - 1];
    }

    /** Nanoseconds in milliseconds. */
    public static double ms(long nanos) {
        return nanos / 1e6;
    }

    /** The first count values of each array, all in one sorted array. */
    public static long[] sortedUnion(long[][] arrays, int[] counts) {
        int n = 0;
        for (int c : counts) {
            n += c;
        }
        long[] all = new long[n];
        int k = 0;
        for (int i = 0; i < arrays.length; i++) {
            System.arraycopy(arrays[i], 0, all, k, counts[i]);
            k += counts[i];
        }
        Arrays.sort(all);
        return all;
    }

    /** The array, twice as long (at most max) when count has filled it. */
    public static long[] grow(long[] values, int count, int max) {
        return count == values.length && count < max ? Arrays.copyOf(values, Math.min(max, count * 2)) : values;
    }
}
