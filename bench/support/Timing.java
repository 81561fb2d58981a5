import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * The measured window of a load generator: waiting for its edges, and for its threads at the end.
 * Shared by the load generators (bench/support).
 */
public final class Timing {

    private Timing() {
    }

    /** Parks until System.nanoTime() reaches the time (parked, not spinning: the 2 cores are shared). */
    public static void sleepUntil(long nanoTime) {
        long left;
        while ((left = nanoTime - System.nanoTime()) > 0) {
            LockSupport.parkNanos(left);
        }
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
