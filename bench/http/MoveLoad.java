import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
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
 *   java -cp target/classes:$(bench/support/classes.sh) [-Dclock=JSON] bench/http/MoveLoad.java BASE_URL [threads=8] [warmup=10] [duration=20] [maxPlies=200] [seed=1]
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

    /** Hard bound on the latencies kept per thread (far above what 2 cores can reach in a run). */
    static final int MAX_SAMPLES = 5_000_000;
    static final int MAX_ERRORS = 1000;

    static String base;
    /** The clock JSON of -Dclock, or null: untimed games. */
    static final String CLOCK = System.getProperty("clock");
    static final String CREATE = CLOCK == null || CLOCK.isBlank() ? "{\"game\":\"gyges\"}"
            : "{\"game\":\"gyges\",\"clock\":" + CLOCK + "}";
    static HttpClient client;
    /** The measured window (after the warm-up). */
    static Timing.Window window;
    /**
     * Set once the window's end has been sampled (CPU, and the hook): the bots run on until then, so
     * that a slow hook samples a server still under load at both edges, not an idle one at the end.
     */
    static volatile boolean stop;
    static final ErrorTally errors = new ErrorTally();
    static final AtomicLong games = new AtomicLong();

    public static void main(String[] args) throws Exception {
        Args arg = new Args("MoveLoad", "usage: java -cp target/classes:$(bench/support/classes.sh) bench/http/MoveLoad.java BASE_URL [threads=8] [warmup=10] [duration=20] [maxPlies=200] [seed=1]", args, 1, 6);
        base = Api.base(arg.text(0));
        int threads = arg.integer(1, 8);
        int warmup = arg.integer(2, 10);
        int duration = arg.integer(3, 20);
        int maxPlies = arg.integer(4, 200);
        long seed = arg.number(5, 1);
        arg.refuseIf(threads < 1 || threads > 256 || warmup < 0 || duration < 1 || maxPlies < 1,
                "threads 1–256, warmup ≥ 0, duration ≥ 1, maxPlies ≥ 1");
        client = Api.client();

        window = Timing.Window.after(warmup, duration);
        List<Bot> bots = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            bots.add(new Bot(maxPlies, new Random(seed * 1_000_003L + i)));
        }
        List<Thread> running = Timing.startDaemons(bots, "bot");
        // CPU used during the measured window, in cores: this client, and with -Dcpu.app=PID and
        // -Dcpu.pg=PID (the postmaster: its children are summed too) the server and the database.
        Timing.sleepUntil(window.start());
        WindowHook.run("start");
        double[] cpu0 = Cpu.sample();
        Timing.sleepUntil(window.end());
        WindowHook.run("end");
        double[] cpu1 = Cpu.sample();
        stop = true;
        // Each thread stops after its request in flight; allow for one request timeout.
        boolean stuck = Timing.joinUntil(running, System.nanoTime() + 40_000_000_000L);

        long[] all = Percentiles.sortedUnion(bots.stream().map(b -> b.latencies).toArray(long[][]::new),
                bots.stream().mapToInt(b -> b.count).toArray());
        long moves = all.length;
        double seconds = duration;
        errors.print();
        if (stuck) {
            System.out.println("warning: a bot thread was still running at the deadline");
        }
        System.out.println("games created with " + CREATE);
        System.out.printf("RESULT threads=%d moves=%d seconds=%.0f moves_per_s=%.1f p50_ms=%.3f p99_ms=%.3f max_ms=%.3f games=%d errors=%d%n",
                threads, moves, seconds, moves / seconds, Percentiles.ms(Percentiles.of(all, 0.50)),
                Percentiles.ms(Percentiles.of(all, 0.99)), Percentiles.ms(Percentiles.max(all)), games.get(), errors.total());
        System.out.println("CPU cores used in the measured window: " + Cpu.cores(cpu0, cpu1, seconds));
        System.exit(0);
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
            while (!stop && errors.total() < MAX_ERRORS) {
                try {
                    playOneGame();
                } catch (Exception e) {
                    errors.count("exception", 0, e.toString());
                }
            }
        }

        HttpResponse<String> post(String path, String token, String body) throws Exception {
            return Api.post(client, base, path, token, body);
        }

        void playOneGame() throws Exception {
            HttpResponse<String> r = post("/api/v1/games", null, CREATE);
            if (r.statusCode() != 201) {
                errors.count("create", r.statusCode(), r.body());
                return;
            }
            if (r.body().contains("\"clock\":null") == (CREATE.contains("clock"))) {
                errors.count("create-clock", r.statusCode(), "asked " + CREATE + " → " + r.body());
                return;
            }
            String id = Api.group(Api.ID, r.body());
            String south = Api.group(Api.SOUTH, r.body());
            String north = Api.group(Api.NORTH, r.body());
            if (id == null || south == null || north == null) {
                errors.count("create-body", r.statusCode(), r.body());
                return;
            }
            games.incrementAndGet();
            String game = "/api/v1/games/" + id;
            r = post(game + "/setup", south, "{\"row\":\"321123\"}");
            if (r.statusCode() != 200) {
                errors.count("setup-south", r.statusCode(), r.body());
                return;
            }
            r = post(game + "/setup", north, "{\"row\":\"123321\"}");
            if (r.statusCode() != 200) {
                errors.count("setup-north", r.statusCode(), r.body());
                return;
            }
            String ply0 = Api.group(Api.PLY, r.body());
            if (!Api.START.equals(Api.group(Api.POSITION, r.body())) || ply0 == null) {
                errors.count("setup-state", r.statusCode(), r.body());
                return;
            }
            @SuppressWarnings("unchecked")
            Position position = ((Parsed.Ok<Position>) PositionText.parse(Api.START)).value();
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
                    errors.count("move", r.statusCode(), "ply " + ply + " move " + text + " in " + PositionText.format(position)
                            + " → " + r.body());
                    return;
                }
                ply++;
                position = position.play(chosen.move());
                boolean win = chosen.move().isWin();
                String body = r.body();
                if (!body.contains("\"ply\":" + ply) || win != body.contains("\"status\":\"finished\"")) {
                    errors.count("move-body", r.statusCode(), "ply " + ply + " move " + text + " win " + win + " → " + body);
                    return;
                }
                if (window.holds(end)) {
                    latencies = Percentiles.grow(latencies, count, MAX_SAMPLES);
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
