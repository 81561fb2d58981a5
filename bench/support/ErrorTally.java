import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A load generator's errors, counted by kind ("what status") with the first body of each kind
 * kept (at most 600 characters), so that a run with errors says what they were without printing
 * them all. Thread-safe. Shared by the load generators (bench/support, compiled by
 * bench/support/classes.sh).
 */
public final class ErrorTally {

    private final AtomicLong total = new AtomicLong();
    private final Map<String, AtomicLong> kinds = new ConcurrentHashMap<>();
    private final Map<String, String> samples = new ConcurrentHashMap<>();

    /** Counts one error of kind "what status"; status 0 for an I/O error or another failure without an answer. */
    public void count(String what, int status, String body) {
        total.incrementAndGet();
        String kind = what + " " + status;
        kinds.computeIfAbsent(kind, x -> new AtomicLong()).incrementAndGet();
        samples.putIfAbsent(kind, body == null ? "" : body.length() > 600 ? body.substring(0, 600) + "…" : body);
    }

    public long total() {
        return total.get();
    }

    /** Prints a line a kind: {@code error KIND ×COUNT: FIRST BODY}. */
    public void print() {
        for (Map.Entry<String, AtomicLong> e : kinds.entrySet()) {
            System.out.println("error " + e.getKey() + " ×" + e.getValue().get() + ": " + samples.get(e.getKey()));
        }
    }

    /** Ends a run that cannot go on: the errors so far, then "program: why" on stderr; exit status 1. */
    public void abort(String program, String why) {
        print();
        System.err.println(program + ": " + why);
        System.exit(1);
    }
}
