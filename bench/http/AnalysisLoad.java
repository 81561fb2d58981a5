import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Load client for the engine over HTTP: C client threads, each looping
 * {@code POST /api/v1/positions/analysis} with {@code {"game":"gyges","position":…,"limits":{"movetimeMs":M}}}
 * over HTTP/1.1 keep-alive (one shared JDK HttpClient), the positions rotating (client i starts at
 * position i mod 3). No dependencies beyond the JDK.
 *
 * <pre>
 *   java bench/http/AnalysisLoad.java BASE_URL [clients=16] [movetimeMs=100] [warmup=10] [duration=20]
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
    static long measureStart;
    static long measureEnd;
    static final AtomicLong errors = new AtomicLong();
    static final Map<String, AtomicLong> errorKinds = new ConcurrentHashMap<>();
    static final Map<String, String> errorSamples = new ConcurrentHashMap<>();

    public static void main(String[] args) throws Exception {
        if (args.length < 1 || args.length > 5) {
            System.err.println("usage: java bench/http/AnalysisLoad.java BASE_URL [clients=16] [movetimeMs=100] [warmup=10] [duration=20]");
            System.exit(2);
        }
        url = args[0].replaceAll("/+$", "") + "/api/v1/positions/analysis";
        int clients = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        movetime = args.length > 2 ? Integer.parseInt(args[2]) : 100;
        int warmup = args.length > 3 ? Integer.parseInt(args[3]) : 10;
        int duration = args.length > 4 ? Integer.parseInt(args[4]) : 20;
        if (clients < 1 || clients > 256 || movetime < 1 || warmup < 0 || duration < 1) {
            System.err.println("AnalysisLoad: clients 1–256, movetimeMs ≥ 1, warmup ≥ 0, duration ≥ 1");
            System.exit(2);
        }
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();

        long t0 = System.nanoTime();
        measureStart = t0 + warmup * 1_000_000_000L;
        measureEnd = measureStart + duration * 1_000_000_000L;
        List<Client> all = new ArrayList<>();
        List<Thread> running = new ArrayList<>();
        for (int i = 0; i < clients; i++) {
            Client c = new Client(i);
            Thread t = new Thread(c, "analysis-client-" + i);
            t.setDaemon(true);
            all.add(c);
            running.add(t);
            t.start();
        }
        sleepUntil(measureStart);
        double[] cpu0 = cpuSeconds();
        sleepUntil(measureEnd);
        double[] cpu1 = cpuSeconds();
        long deadline = measureEnd + 40_000_000_000L;
        for (Thread t : running) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            if (left > 0) {
                t.join(left);
            }
        }
        boolean stuck = running.stream().anyMatch(Thread::isAlive);

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
        for (Map.Entry<String, AtomicLong> e : errorKinds.entrySet()) {
            System.out.println("error " + e.getKey() + " ×" + e.getValue().get() + ": " + errorSamples.get(e.getKey()));
        }
        if (stuck) {
            System.out.println("warning: a client thread was still running at the deadline");
        }
        System.out.printf("RESULT clients=%d movetime_ms=%d answers=%d seconds=%.0f answers_per_s=%.2f s503=%d s503_per_s=%.2f"
                        + " p50_ms=%.1f p99_ms=%.1f max_ms=%.1f wait_p50_ms=%.1f wait_p99_ms=%.1f think_p50_ms=%d think_p99_ms=%d"
                        + " depth_p50=%d nodes_per_s=%.0f engine_busy=%.2f errors=%d%n",
                clients, movetime, n, seconds, n / seconds, refused, refused / seconds,
                ms(percentile(latency, 0.50)), ms(percentile(latency, 0.99)), ms(n == 0 ? 0 : latency[n - 1]),
                ms(percentile(wait, 0.50)), ms(percentile(wait, 0.99)), percentile(think, 0.50), percentile(think, 0.99),
                percentile(depth, 0.50), nodes / seconds, thinkSum / 1000.0 / seconds, errors.get());
        System.out.printf("CPU cores used in the measured window: client %.2f, app %.2f, postgres %.2f%n",
                (cpu1[0] - cpu0[0]) / seconds, (cpu1[1] - cpu0[1]) / seconds, (cpu1[2] - cpu0[2]) / seconds);
        System.exit(0);
    }

    static void sleepUntil(long nanoTime) throws InterruptedException {
        long left;
        while ((left = nanoTime - System.nanoTime()) > 0) {
            Thread.sleep(Math.max(1, left / 1_000_000));
        }
    }

    /** CPU seconds (user + system) of this JVM, of -Dcpu.app, and of -Dcpu.pg with its children; 0 when unknown. */
    static double[] cpuSeconds() {
        double hz = Double.parseDouble(System.getProperty("cpu.hz", "100"));
        double self = ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime() / 1e9;
        long app = ticks(System.getProperty("cpu.app"), false);
        long pg = ticks(System.getProperty("cpu.pg"), true);
        return new double[] {self, app / hz, pg / hz};
    }

    static long ticks(String pid, boolean withChildren) {
        if (pid == null || pid.isBlank()) {
            return 0;
        }
        long sum = 0;
        try (var dirs = java.nio.file.Files.list(java.nio.file.Path.of("/proc"))) {
            for (var dir : (Iterable<java.nio.file.Path>) dirs::iterator) {
                String name = dir.getFileName().toString();
                if (!name.chars().allMatch(Character::isDigit)) {
                    continue;
                }
                try {
                    String stat = java.nio.file.Files.readString(dir.resolve("stat"));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    if (name.equals(pid) || (withChildren && f[1].equals(pid))) {
                        sum += Long.parseLong(f[11]) + Long.parseLong(f[12]);
                    }
                } catch (java.io.IOException | RuntimeException gone) {
                    // the process ended meanwhile
                }
            }
        } catch (java.io.IOException e) {
            return 0;
        }
        return sum;
    }

    static long percentile(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        int i = (int) Math.ceil(p * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, i))];
    }

    static double ms(long nanos) {
        return nanos / 1e6;
    }

    static void error(String what, int status, String body) {
        errors.incrementAndGet();
        String kind = what + " " + status;
        errorKinds.computeIfAbsent(kind, x -> new AtomicLong()).incrementAndGet();
        errorSamples.putIfAbsent(kind, body == null ? "" : body.length() > 600 ? body.substring(0, 600) + "…" : body);
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
            while (System.nanoTime() < measureEnd) {
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
                    error("exception", 0, e.toString());
                    pause();
                    continue;
                }
                long end = System.nanoTime();
                boolean inWindow = end >= measureStart && end < measureEnd;
                if (r.statusCode() == 503) {
                    if (inWindow) {
                        refused++;
                    }
                    pause();
                    continue;
                }
                long timeMs = r.statusCode() == 200 ? number(TIME_MS, r.body()) : -1;
                if (r.statusCode() != 200 || timeMs < 0 || !BEST_MOVE.matcher(r.body()).find()) {
                    error("analysis", r.statusCode(), position + " → " + r.body());
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
