import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Side;

/**
 * Load client for persistent games: N threads, each a pair of bots playing random legal moves on
 * its own Gygès game over HTTP/1.1 keep-alive, and the rate and latency of the move posts.
 *
 * <pre>
 *   java -cp target/classes [-Dclock=JSON] bench/http/MoveLoad.java BASE_URL [threads=8] [warmup=10] [duration=20] [maxPlies=200] [seed=1]
 * </pre>
 *
 * With {@code -Dclock=JSON} every game is created with that clock,
 * {@code {"game":"gyges","clock":JSON}} (e.g. {@code {"initialSeconds":10800,"firstMoveSeconds":1209600}},
 * which no bot runs out of during a run), and the creation answer must show a clock; without it
 * the games are untimed and the answer must show {@code "clock":null}.
 *
 * Each bot pair: POST /api/v1/games {"game":"gyges"} (201), POST …/setup with the south token
 * {"row":"321123"} then the north token {"row":"123321"} (200 each), then moves chosen at random
 * from the engine's legal moves of the locally tracked position, POST …/moves with the token of
 * the seat to move and {"move":…,"expectedPly":…} (201). A win or maxPlies plies starts a new game.
 * Only move posts that complete inside the measured window count; creations and setups run but
 * are not counted as moves. Any other status (or an I/O error) is an error: it is counted, its
 * first bodies are printed, and the bot pair starts a new game. The run stops by itself after
 * warmup + duration seconds (requests time out after 30 s); the last line reads
 * {@code RESULT threads=… moves=… seconds=… moves_per_s=… p50_ms=… p99_ms=… max_ms=… games=… errors=…}.
 * Exit status 0 also with errors (the caller checks errors=0), 2 on bad arguments.
 *
 * <p>With {@code -Dwindow.hook=PROGRAM}, PROGRAM is run with the argument {@code start} when the
 * measured window opens and {@code end} when it closes, before the CPU is read, and its output is
 * printed as {@code WINDOW start …} / {@code WINDOW end …}: a script samples there what only it can
 * read (bench/database/outbox-cost.sh: the WAL position and other processes' CPU). The bots go on playing
 * until the end hook has returned (moves completed after the window's end are not counted), so
 * both samples see the same load and a hook's own latency shifts the window rather than cutting
 * its load short.
 */
public class MoveLoad {

    static final String START = "123321/....../....../....../....../321123 S";
    static final Pattern ID = Pattern.compile("\"id\":\"([^\"]+)\"");
    static final Pattern SOUTH = Pattern.compile("\"south\":\\{\"token\":\"([^\"]+)\"");
    static final Pattern NORTH = Pattern.compile("\"north\":\\{\"token\":\"([^\"]+)\"");
    static final Pattern PLY = Pattern.compile("\"ply\":(\\d+)");
    static final Pattern POSITION = Pattern.compile("\"position\":\"([^\"]+)\"");
    /** Hard bound on the latencies kept per thread (far above what 2 cores can reach in a run). */
    static final int MAX_SAMPLES = 5_000_000;
    static final int MAX_ERRORS = 1000;

    static String base;
    /** The clock JSON of -Dclock, or null: untimed games. */
    static final String CLOCK = System.getProperty("clock");
    static final String CREATE = CLOCK == null || CLOCK.isBlank() ? "{\"game\":\"gyges\"}"
            : "{\"game\":\"gyges\",\"clock\":" + CLOCK + "}";
    static HttpClient client;
    static long measureStart;
    static long measureEnd;
    /**
     * Set once the window's end has been sampled (CPU, and the hook): the bots run on until then, so
     * that a slow hook samples a server still under load at both edges, not an idle one at the end.
     */
    static volatile boolean stop;
    static final AtomicLong errors = new AtomicLong();
    static final AtomicLong games = new AtomicLong();
    /** "what status" → count, and the first bodies of each kind. */
    static final Map<String, AtomicLong> errorKinds = new ConcurrentHashMap<>();
    static final Map<String, String> errorSamples = new ConcurrentHashMap<>();

    public static void main(String[] args) throws Exception {
        if (args.length < 1 || args.length > 6) {
            System.err.println("usage: java -cp target/classes bench/http/MoveLoad.java BASE_URL [threads=8] [warmup=10] [duration=20] [maxPlies=200] [seed=1]");
            System.exit(2);
        }
        base = args[0].replaceAll("/+$", "");
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        int duration = args.length > 3 ? Integer.parseInt(args[3]) : 20;
        int maxPlies = args.length > 4 ? Integer.parseInt(args[4]) : 200;
        long seed = args.length > 5 ? Long.parseLong(args[5]) : 1;
        if (threads < 1 || threads > 256 || warmup < 0 || duration < 1 || maxPlies < 1) {
            System.err.println("MoveLoad: threads 1–256, warmup ≥ 0, duration ≥ 1, maxPlies ≥ 1");
            System.exit(2);
        }
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();

        long t0 = System.nanoTime();
        measureStart = t0 + warmup * 1_000_000_000L;
        measureEnd = measureStart + duration * 1_000_000_000L;
        List<Bot> bots = new ArrayList<>();
        List<Thread> running = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            Bot bot = new Bot(maxPlies, new Random(seed * 1_000_003L + i));
            Thread t = new Thread(bot, "bot-" + i);
            t.setDaemon(true);
            bots.add(bot);
            running.add(t);
            t.start();
        }
        // CPU used during the measured window, in cores: this client, and with -Dcpu.app=PID and
        // -Dcpu.pg=PID (the postmaster: its children are summed too) the server and the database.
        sleepUntil(measureStart);
        window("start");
        double[] cpu0 = cpuSeconds();
        sleepUntil(measureEnd);
        window("end");
        double[] cpu1 = cpuSeconds();
        stop = true;
        // Each thread stops after its request in flight; allow for one request timeout.
        long deadline = System.nanoTime() + 40_000_000_000L;
        for (Thread t : running) {
            long left = (deadline - System.nanoTime()) / 1_000_000;
            if (left > 0) {
                t.join(left);
            }
        }
        boolean stuck = running.stream().anyMatch(Thread::isAlive);

        long moves = 0;
        long[] all;
        int n = 0;
        for (Bot b : bots) {
            n += b.count;
        }
        all = new long[n];
        int k = 0;
        for (Bot b : bots) {
            System.arraycopy(b.latencies, 0, all, k, b.count);
            k += b.count;
            moves += b.count;
        }
        Arrays.sort(all);
        double seconds = duration;
        for (Map.Entry<String, AtomicLong> e : errorKinds.entrySet()) {
            System.out.println("error " + e.getKey() + " ×" + e.getValue().get() + ": " + errorSamples.get(e.getKey()));
        }
        if (stuck) {
            System.out.println("warning: a bot thread was still running at the deadline");
        }
        System.out.println("games created with " + CREATE);
        System.out.printf("RESULT threads=%d moves=%d seconds=%.0f moves_per_s=%.1f p50_ms=%.3f p99_ms=%.3f max_ms=%.3f games=%d errors=%d%n",
                threads, moves, seconds, moves / seconds, ms(percentile(all, 0.50)), ms(percentile(all, 0.99)),
                ms(all.length == 0 ? 0 : all[all.length - 1]), games.get(), errors.get());
        System.out.printf("CPU cores used in the measured window: client %.2f, app %.2f, postgres %.2f%n",
                (cpu1[0] - cpu0[0]) / seconds, (cpu1[1] - cpu0[1]) / seconds, (cpu1[2] - cpu0[2]) / seconds);
        System.exit(0);
    }

    /** Runs -Dwindow.hook with the phase as its argument, and prints its output after "WINDOW phase ". */
    static void window(String phase) throws Exception {
        String hook = System.getProperty("window.hook");
        if (hook == null || hook.isBlank()) {
            return;
        }
        Process p = new ProcessBuilder(hook, phase).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).trim();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("window hook " + hook + " " + phase + " failed: " + out);
        }
        System.out.println("WINDOW " + phase + " " + out.replace('\n', ' '));
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
                    // fields after the command name "(…)": state ppid … utime(14) stime(15)
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

    static String group(Pattern p, String text) {
        Matcher m = p.matcher(text);
        return m.find() ? m.group(1) : null;
    }

    /** A pair of bots: plays games one after the other until the measured window ends. */
    static final class Bot implements Runnable {
        final int maxPlies;
        final Random random;
        final MoveGenerator generator = new MoveGenerator(Rules.STANDARD);
        long[] latencies = new long[1024];
        int count;

        Bot(int maxPlies, Random random) {
            this.maxPlies = maxPlies;
            this.random = random;
        }

        @Override
        public void run() {
            while (!stop && errors.get() < MAX_ERRORS) {
                try {
                    playOneGame();
                } catch (Exception e) {
                    error("exception", 0, e.toString());
                }
            }
        }

        HttpResponse<String> post(String path, String token, String body) throws Exception {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
            if (token != null) {
                b.header("Authorization", "Bearer " + token);
            }
            return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        }

        void playOneGame() throws Exception {
            HttpResponse<String> r = post("/api/v1/games", null, CREATE);
            if (r.statusCode() != 201) {
                error("create", r.statusCode(), r.body());
                return;
            }
            if (r.body().contains("\"clock\":null") == (CREATE.contains("clock"))) {
                error("create-clock", r.statusCode(), "asked " + CREATE + " → " + r.body());
                return;
            }
            String id = group(ID, r.body());
            String south = group(SOUTH, r.body());
            String north = group(NORTH, r.body());
            if (id == null || south == null || north == null) {
                error("create-body", r.statusCode(), r.body());
                return;
            }
            games.incrementAndGet();
            String game = "/api/v1/games/" + id;
            r = post(game + "/setup", south, "{\"row\":\"321123\"}");
            if (r.statusCode() != 200) {
                error("setup-south", r.statusCode(), r.body());
                return;
            }
            r = post(game + "/setup", north, "{\"row\":\"123321\"}");
            if (r.statusCode() != 200) {
                error("setup-north", r.statusCode(), r.body());
                return;
            }
            String ply0 = group(PLY, r.body());
            if (!START.equals(group(POSITION, r.body())) || ply0 == null) {
                error("setup-state", r.statusCode(), r.body());
                return;
            }
            @SuppressWarnings("unchecked")
            Position position = ((Parsed.Ok<Position>) PositionText.parse(START)).value();
            int ply = Integer.parseInt(ply0);
            for (int played = 0; played < maxPlies; played++) {
                if (stop) {
                    return;
                }
                List<LegalMove> legal = generator.legalMoves(position);
                LegalMove chosen = legal.get(random.nextInt(legal.size()));
                String token = position.toMove() == Side.SOUTH ? south : north;
                String text = chosen.move().toText();
                long start = System.nanoTime();
                r = post(game + "/moves", token, "{\"move\":\"" + text + "\",\"expectedPly\":" + ply + "}");
                long end = System.nanoTime();
                if (r.statusCode() != 201) {
                    error("move", r.statusCode(), "ply " + ply + " move " + text + " in " + PositionText.format(position)
                            + " → " + r.body());
                    return;
                }
                ply++;
                position = position.play(chosen.move());
                boolean win = chosen.move().isWin();
                String body = r.body();
                if (!body.contains("\"ply\":" + ply) || win != body.contains("\"status\":\"finished\"")) {
                    error("move-body", r.statusCode(), "ply " + ply + " move " + text + " win " + win + " → " + body);
                    return;
                }
                if (end >= measureStart && end < measureEnd) {
                    if (count == latencies.length && count < MAX_SAMPLES) {
                        latencies = Arrays.copyOf(latencies, Math.min(MAX_SAMPLES, count * 2));
                    }
                    if (count < latencies.length) {
                        latencies[count++] = end - start;
                    }
                }
                if (win) {
                    return;
                }
            }
        }
    }
}
