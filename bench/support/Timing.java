import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * The measured window of a load generator: waiting for its edges, and for its threads at the end.
 * Shared by the load generators (bench/support).
 */
public final class Timing {

    private Timing() {
    }

    /** The measured window, in System.nanoTime(): it opens warmup seconds from now and lasts duration seconds. */
    public record Window(long start, long end) {

        public static Window after(int warmupSeconds, int durationSeconds) {
            long start = System.nanoTime() + warmupSeconds * 1_000_000_000L;
            return new Window(start, start + durationSeconds * 1_000_000_000L);
        }

        /** Whether the time (System.nanoTime()) falls in the window. */
        public boolean holds(long nanoTime) {
            return nanoTime >= start && nanoTime < end;
        }
    }

    /** Parks until System.nanoTime() reaches the time (parked, not spinning: the 2 cores are shared). */
    public static void sleepUntil(long nanoTime) {
        long left;
        while ((left = nanoTime - System.nanoTime()) > 0) {
            LockSupport.parkNanos(left);
        }
    }

    /** Starts each worker on a daemon thread of its own, named prefix-index; the threads, in order. */
    public static List<Thread> startDaemons(List<? extends Runnable> workers, String prefix) {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < workers.size(); i++) {
            Thread t = new Thread(workers.get(i), prefix + "-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        return threads;
    }

    /** Joins the threads until the deadline (System.nanoTime()); true when one is still running then. */
    public static boolean joinUntil(List<Thread> threads, long deadline) throws InterruptedException {
        for (Thread t : threads) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            if (left > 0) {
                t.join(left);
            }
        }
        return threads.stream().anyMatch(Thread::isAlive);
    }
}
