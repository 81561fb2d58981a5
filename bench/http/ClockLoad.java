import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Open-loop creator of clocked games, for the timer-lag benchmark (bench/http/clock-lag.sh): POSTs
 * {@code {"game":"gyges","clock":{"initialSeconds":60,"setupSeconds":S}}} at a steady RATE per
 * second for SECONDS seconds, round-robin over the given instances, and nobody ever sets those
 * games up, so each one is aborted by the service at its created_at + S. The lag itself is
 * measured afterwards from the database by the script; this client only reports whether it
 * sustained the rate.
 *
 * <pre>
 *   java -cp $(bench/support/classes.sh) bench/http/ClockLoad.java BASE_URL[,BASE_URL…] [rate=1000] [seconds=25] [setupSeconds=10] [warmup=5] [maxInFlight=64]
 * </pre>
 *
 * Request i is due at start + i / rate. The sender waits for that moment, then for a free slot
 * (at most maxInFlight requests open), so when the server cannot keep up the schedule slips and
 * {@code late_max_ms} says by how much; no request is skipped. A warm-up of {@code warmup}
 * seconds at the same rate first creates untimed games ({@code {"game":"gyges"}}: no clock, no
 * deadline, so the script's lag query ignores them). Any status but 201, or an I/O error, is an
 * error (counted, first bodies printed). Last lines:
 * {@code RESULT rate=… sent=… created=… errors=… send_seconds=… achieved_per_s=… late_max_ms=… p50_ms=… p99_ms=… max_ms=…},
 * {@code SECONDS_CREATED n n n …} (clocked games created per second of the run) and the CPU cores
 * used during the clocked phase by this client, by -Dcpu.app=PID[,PID…] and by -Dcpu.pg=PID (the
 * postmaster, its children summed). Exit status 0 also with errors (the caller checks), 2 on bad
 * arguments.
 */
public class ClockLoad {

    static final int MAX_ERRORS_SHOWN = 5;
    static final ErrorTally errors = new ErrorTally();
    static final AtomicLong created = new AtomicLong();

    public static void main(String[] args) throws Exception {
        Args arg = new Args("ClockLoad", "usage: java -cp $(bench/support/classes.sh) bench/http/ClockLoad.java BASE_URL[,BASE_URL…] [rate=1000] [seconds=25] [setupSeconds=10] [warmup=5] [maxInFlight=64]", args, 1, 6);
        String[] bases = Api.bases(arg.text(0));
        int rate = arg.integer(1, 1000);
        int seconds = arg.integer(2, 25);
        int setupSeconds = arg.integer(3, 10);
        int warmup = arg.integer(4, 5);
        int maxInFlight = arg.integer(5, 64);
        arg.refuseIf(rate < 1 || rate > 100_000 || seconds < 1 || setupSeconds < 1 || warmup < 0 || maxInFlight < 1,
                "rate 1–100000, seconds ≥ 1, setupSeconds ≥ 1, warmup ≥ 0, maxInFlight ≥ 1");
        HttpClient client = Api.client();
        String clocked = "{\"game\":\"gyges\",\"clock\":{\"initialSeconds\":60,\"setupSeconds\":" + setupSeconds + "}}";
        String untimed = "{\"game\":\"gyges\"}";

        if (warmup > 0) {
            Phase w = run(client, bases, untimed, rate, warmup, maxInFlight, null);
            System.out.printf("warm-up (untimed games): sent=%d created=%d achieved_per_s=%.1f late_max_ms=%.1f%n",
                    w.sent, w.created, w.created / w.sendSeconds, w.lateMaxNanos / 1e6);
            created.set(0);
        }
        double[] cpu0 = cpuSeconds();
        long errorsBefore = errors.total();
        AtomicLongArray perSecond = new AtomicLongArray(seconds + 120);
        Phase p = run(client, bases, clocked, rate, seconds, maxInFlight, perSecond);
        double[] cpu1 = cpuSeconds();
        double wall = p.wallSeconds;

        errors.print();
        long[] lat = p.latencies;
        System.out.printf("RESULT rate=%d sent=%d created=%d errors=%d send_seconds=%.2f achieved_per_s=%.1f late_max_ms=%.1f p50_ms=%.2f p99_ms=%.2f max_ms=%.1f%n",
                rate, p.sent, p.created, errors.total() - errorsBefore, p.sendSeconds, p.created / p.sendSeconds,
                p.lateMaxNanos / 1e6, Percentiles.ms(Percentiles.of(lat, 0.50)), Percentiles.ms(Percentiles.of(lat, 0.99)),
                Percentiles.ms(Percentiles.max(lat)));
        StringBuilder s = new StringBuilder("SECONDS_CREATED");
        int last = 0;
        for (int i = 0; i < perSecond.length(); i++) {
            if (perSecond.get(i) > 0) {
                last = i;
            }
        }
        for (int i = 0; i <= last; i++) {
            s.append(' ').append(perSecond.get(i));
        }
        System.out.println(s);
        StringBuilder cpu = new StringBuilder(String.format("CPU cores used while creating clocked games: client %.2f", (cpu1[0] - cpu0[0]) / wall));
        for (int i = 1; i < cpu0.length - 1; i++) {
            cpu.append(String.format(", app %d %.2f", i, (cpu1[i] - cpu0[i]) / wall));
        }
        cpu.append(String.format(", postgres %.2f", (cpu1[cpu0.length - 1] - cpu0[cpu0.length - 1]) / wall));
        System.out.println(cpu);
        System.exit(0);
    }

    record Phase(long sent, long created, double sendSeconds, double wallSeconds, long lateMaxNanos, long[] latencies) {
    }

    /** Sends rate × seconds creations on schedule and waits for all of them to answer. */
    static Phase run(HttpClient client, String[] bases, String body, int rate, int seconds, int maxInFlight,
                     AtomicLongArray perSecond) throws Exception {
        long total = (long) rate * seconds;
        long[] latencies = new long[(int) total];
        AtomicLong done = new AtomicLong();
        long createdBefore = created.get();
        Semaphore slots = new Semaphore(maxInFlight);
        long lateMax = 0;
        long start = System.nanoTime();
        for (long i = 0; i < total; i++) {
            long due = start + i * 1_000_000_000L / rate;
            long left;
            while ((left = due - System.nanoTime()) > 0) {
                java.util.concurrent.locks.LockSupport.parkNanos(left); // no spinning: the 2 cores are shared
            }
            slots.acquire();
            long sent = System.nanoTime();
            lateMax = Math.max(lateMax, sent - due);
            int k = (int) i;
            HttpRequest request = HttpRequest.newBuilder(URI.create(bases[k % bases.length] + "/api/v1/games"))
                    .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build();
            client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).whenComplete((r, e) -> {
                long end = System.nanoTime();
                latencies[k] = end - sent;
                if (e != null) {
                    errors.count("exception", 0, e.toString());
                } else if (r.statusCode() != 201) {
                    errors.count("create", r.statusCode(), r.body());
                } else {
                    created.incrementAndGet();
                    if (perSecond != null) {
                        perSecond.incrementAndGet((int) Math.min(perSecond.length() - 1, (end - start) / 1_000_000_000L));
                    }
                }
                done.incrementAndGet();
                slots.release();
            });
        }
        double sendSeconds = (System.nanoTime() - start) / 1e9;
        if (!slots.tryAcquire(maxInFlight, 60, TimeUnit.SECONDS)) {
            System.out.println("warning: requests still open 60 s after the last was sent");
        } else {
            slots.release(maxInFlight);
        }
        double wallSeconds = (System.nanoTime() - start) / 1e9;
        long[] sorted = Arrays.copyOf(latencies, (int) done.get());
        Arrays.sort(sorted);
        return new Phase(total, created.get() - createdBefore, sendSeconds, wallSeconds, lateMax, sorted);
    }

    /** CPU seconds (user + system): this JVM, each pid of -Dcpu.app, then -Dcpu.pg with its children. */
    static double[] cpuSeconds() {
        String[] apps = System.getProperty("cpu.app", "").isBlank() ? new String[0] : System.getProperty("cpu.app").split(",");
        double[] out = new double[apps.length + 2];
        out[0] = Cpu.self();
        for (int i = 0; i < apps.length; i++) {
            out[i + 1] = Cpu.seconds(apps[i], false);
        }
        out[apps.length + 1] = Cpu.seconds(System.getProperty("cpu.pg"), true);
        return out;
    }
}
