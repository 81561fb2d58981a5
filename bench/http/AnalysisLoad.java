import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Load client for the engine over HTTP: C client threads, each looping
 * {@code POST /api/v1/positions/analysis} with {@code {"game":"gyges","position":…,"limits":{"movetimeMs":M}}}
 * over HTTP/1.1 keep-alive (one shared JDK HttpClient), the positions rotating (client i starts at
 * position i mod 3). No dependencies beyond the JDK.
 *
 * <pre>
 *   java -cp $(bench/support/classes.sh) bench/http/AnalysisLoad.java BASE_URL [clients=16] [movetimeMs=100] [warmup=10] [duration=20]
 * </pre>
 *
 * Per answer it records the latency (send → body read), the status and, on 200, the server's
 * {@code timeMs}, {@code nodes} and {@code depth}; "wait" is latency − timeMs: the time in the
 * engine's queue plus HTTP and JSON, i.e. everything but thinking. A 200 must carry a
 * {@code bestMove}. On 503 (every engine thread busy and the queue full) the client records it
 * and retries after 10 ms (not after Retry-After, so that the 503 rate shows how often the queue
 * overflows); any other status or an I/O error is an error (counted, first bodies printed, the
 * client retries after 10 ms too). Only answers that complete inside the measured window
 * (after warmup, for duration seconds) count. The last lines read
 *
 * <pre>
 *   RESULT clients=… movetime_ms=… answers=… seconds=… answers_per_s=… s503_per_s=… p50_ms=… p99_ms=… max_ms=…
 *          wait_p50_ms=… wait_p99_ms=… think_p50_ms=… think_p99_ms=… depth_p50=… nodes_per_s=… engine_busy=… errors=…
 *   CPU cores used in the measured window: client …, app …, postgres …
 * </pre>
 *
 * (one line) where nodes_per_s sums the nodes of all answers in the window over its seconds, and
 * engine_busy sums their timeMs over the window: the mean number of engine threads thinking (the
 * ideal is the server's thread count). With -Dcpu.app=PID (and -Dcpu.pg=PID, the postmaster) it
 * also reports their CPU from /proc, as bench/http/MoveLoad.java does. Exit status 0 also with errors
 * (the caller checks errors=0), 2 on bad arguments.
 */
public class AnalysisLoad {

    static final String[] POSITIONS = {
        "321123/....../....../....../....../321123 S",
        ".3.123/...1../...2../....../...33./2.211. S",
        ".3.1../...2../..2.../.211../3..3../..213. S",
    };
    static final Pattern TIME_MS = Pattern.compile("\"timeMs\":(\\d+)");
    static final Pattern NODES = Pattern.compile("\"nodes\":(\\d+)");
    static final Pattern DEPTH = Pattern.compile("\"depth\":(\\d+)");
    static final Pattern BEST_MOVE = Pattern.compile("\"bestMove\":\"[^\"]+\"");
    static final int MAX_SAMPLES = 5_000_000;

    static String url;
    static int movetime;
    static HttpClient client;
    /** The measured window (after the warm-up). */
    static Timing.Window window;
    static final ErrorTally errors = new ErrorTally();

    public static void main(String[] args) throws Exception {
        Args arg = new Args("AnalysisLoad", "usage: java -cp $(bench/support/classes.sh) bench/http/AnalysisLoad.java BASE_URL [clients=16] [movetimeMs=100] [warmup=10] [duration=20]", args, 1, 5);
        url = Api.base(arg.text(0)) + "/api/v1/positions/analysis";
        int clients = arg.integer(1, 16);
        movetime = arg.integer(2, 100);
        int warmup = arg.integer(3, 10);
        int duration = arg.integer(4, 20);
        arg.refuseIf(clients < 1 || clients > 256 || movetime < 1 || warmup < 0 || duration < 1,
                "clients 1–256, movetimeMs ≥ 1, warmup ≥ 0, duration ≥ 1");
        client = Api.client();

        window = Timing.Window.after(warmup, duration);
        List<Client> all = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            all.add(new Client(i));
        }
        List<Thread> running = Timing.startDaemons(all, "analysis-client");
        Timing.sleepUntil(window.start());
        double[] cpu0 = Cpu.sample();
        Timing.sleepUntil(window.end());
        double[] cpu1 = Cpu.sample();
        boolean stuck = Timing.joinUntil(running, window.end() + 40_000_000_000L);

        int n = 0;
        long refused = 0;
        long nodes = 0;
        long thinkSum = 0;
        for (Client c : all) {
            n += c.count;
            refused += c.refused;
            nodes += c.nodes;
            thinkSum += c.thinkSum;
        }
        long[] latency = new long[n];
        long[] wait = new long[n];
        long[] think = new long[n];
        long[] depth = new long[n];
        int k = 0;
        for (Client c : all) {
            System.arraycopy(c.latency, 0, latency, k, c.count);
            System.arraycopy(c.wait, 0, wait, k, c.count);
            System.arraycopy(c.think, 0, think, k, c.count);
            System.arraycopy(c.depth, 0, depth, k, c.count);
            k += c.count;
        }
        Arrays.sort(latency);
        Arrays.sort(wait);
        Arrays.sort(think);
        Arrays.sort(depth);
        double seconds = duration;
        errors.print();
        if (stuck) {
            System.out.println("warning: a client thread was still running at the deadline");
        }
        System.out.printf("RESULT clients=%d movetime_ms=%d answers=%d seconds=%.0f answers_per_s=%.2f s503=%d s503_per_s=%.2f"
                        + " p50_ms=%.1f p99_ms=%.1f max_ms=%.1f wait_p50_ms=%.1f wait_p99_ms=%.1f think_p50_ms=%d think_p99_ms=%d"
                        + " depth_p50=%d nodes_per_s=%.0f engine_busy=%.2f errors=%d%n",
                clients, movetime, n, seconds, n / seconds, refused, refused / seconds,
                ms(Percentiles.of(latency, 0.50)), ms(Percentiles.of(latency, 0.99)), ms(Percentiles.max(latency)),
                ms(Percentiles.of(wait, 0.50)), ms(Percentiles.of(wait, 0.99)), Percentiles.of(think, 0.50),
                Percentiles.of(think, 0.99), Percentiles.of(depth, 0.50), nodes / seconds, thinkSum / 1000.0 / seconds,
                errors.total());
        System.out.println("CPU cores used in the measured window: " + Cpu.cores(cpu0, cpu1, seconds));
        System.exit(0);
    }

    static double ms(long nanos) {
        return Percentiles.ms(nanos);
    }

    static long number(Pattern p, String text) {
        Matcher m = p.matcher(text);
        return m.find() ? Long.parseLong(m.group(1)) : -1;
    }

    /** One client: asks, waits for the answer, asks again, until the measured window ends. */
    static final class Client implements Runnable {
        final int index;
        long[] latency = new long[256];
        long[] wait = new long[256];
        long[] think = new long[256];
        long[] depth = new long[256];
        int count;
        long refused;
        long nodes;
        long thinkSum;

        Client(int index) {
            this.index = index;
        }

        @Override
        public void run() {
            int next = index % POSITIONS.length;
            while (System.nanoTime() < window.end()) {
                String position = POSITIONS[next];
                String body = "{\"game\":\"gyges\",\"position\":\"" + position + "\",\"limits\":{\"movetimeMs\":" + movetime + "}}";
                HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(60))
                        .header("Content-Type", "application/json").header("Accept", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build();
                long start = System.nanoTime();
                HttpResponse<String> r;
                try {
                    r = client.send(request, HttpResponse.BodyHandlers.ofString());
                } catch (Exception e) {
                    errors.count("exception", 0, e.toString());
                    pause();
                    continue;
                }
                long end = System.nanoTime();
                boolean inWindow = window.holds(end);
                if (r.statusCode() == 503) {
                    if (inWindow) {
                        refused++;
                    }
                    pause();
                    continue;
                }
                long timeMs = r.statusCode() == 200 ? number(TIME_MS, r.body()) : -1;
                if (r.statusCode() != 200 || timeMs < 0 || !BEST_MOVE.matcher(r.body()).find()) {
                    errors.count("analysis", r.statusCode(), position + " → " + r.body());
                    pause();
                    continue;
                }
                next = (next + 1) % POSITIONS.length;
                if (!inWindow) {
                    continue;
                }
                if (count == latency.length && count < MAX_SAMPLES) {
                    int size = Math.min(MAX_SAMPLES, count * 2);
                    latency = Arrays.copyOf(latency, size);
                    wait = Arrays.copyOf(wait, size);
                    think = Arrays.copyOf(think, size);
                    depth = Arrays.copyOf(depth, size);
                }
                if (count < latency.length) {
                    latency[count] = end - start;
                    wait[count] = Math.max(0, end - start - timeMs * 1_000_000L);
                    think[count] = timeMs;
                    depth[count] = number(DEPTH, r.body());
                    count++;
                }
                nodes += Math.max(0, number(NODES, r.body()));
                thinkSum += timeMs;
            }
        }

        static void pause() {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
