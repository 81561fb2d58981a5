import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Side;

/**
 * Open-loop move load at a fixed rate over many games and several instances, for
 * bench/http/webhook-lag.sh: moves are sent on a schedule, not when the previous one is answered, so a
 * slow server shows up as lateness, not as a lower rate chosen by the client.
 *
 * <pre>
 *   java -cp target/classes:$(bench/support/classes.sh) [-Dwindow.hook=PROGRAM] bench/http/MoveRate.java BASE_URL[,BASE_URL…] \
 *        [rate=100] [warmup=10] [duration=30] [games=200] [maxPlies=300] [seed=1]
 * </pre>
 *
 * <ol>
 *   <li>Creates {@code games} Gygès games, game i on BASE i mod (number of bases), and sets each up
 *       (south {@code 321123}, north {@code 123321}, as bench/http/MoveLoad.java); they wait in a queue
 *       of games ready for their next move. Not timed.</li>
 *   <li>Move k is due at start + k / rate, for warmup + duration seconds. At that moment the sender
 *       takes the next ready game (waiting for one when every game has a move in flight: the
 *       schedule slips, and {@code late_max_ms} says by how much) and posts a
 *       random legal move of its locally tracked position with the seat's token and
 *       {@code expectedPly}, asynchronously. Each post is one {@code move} event.</li>
 *   <li>A 201 puts the game back in the queue; a win or maxPlies plies replaces it by a new game on
 *       the same base (created and set up off the schedule: those {@code created} and {@code setup}
 *       events are not moves). Any other status or an I/O error is an error: counted, its first
 *       bodies printed, and the game replaced.</li>
 *   <li>A phase's moves not sent by its end are not sent late: the rest of a slipped warm-up is
 *       skipped ({@code warmup_skipped}), so the window starts on time, and the window's moves
 *       not sent by the window's end are counted ({@code unsent}), so a server that cannot keep
 *       up shows a lower {@code achieved_per_s} in the same DURATION, not a longer run.</li>
 * </ol>
 *
 * With {@code -Dwindow.hook=PROGRAM} the program is run with {@code start} and {@code end} at the
 * measured window's edges (after the warm-up; at its end) and its output printed as
 * {@code WINDOW start …}, as in bench/http/MoveLoad.java. Last lines:
 * {@code WINDOW_MS from=… to=…} (the measured window, epoch milliseconds) and
 * {@code RESULT rate=… sent=… ok=… errors=… window_due=… window_sent=… window_ok=… unsent=… warmup_skipped=… achieved_per_s=… late_max_ms=… late_over_100ms=… games=…},
 * the window counts being the moves due inside the window; achieved_per_s is window_ok / duration. Exit status 0 also with errors (the
 * caller checks), 2 on bad arguments.
 */
public class MoveRate {

    static HttpClient client;
    static int maxPlies;
    static final LinkedBlockingQueue<Game> ready = new LinkedBlockingQueue<>();
    static final ErrorTally errors = new ErrorTally();
    static final AtomicLong ok = new AtomicLong();
    static final AtomicLong windowOk = new AtomicLong();
    static final AtomicLong gamesCreated = new AtomicLong();
    static final AtomicInteger inFlight = new AtomicInteger();
    /** Creation and setup of replacement games, off the sender's thread. */
    static final ExecutorService replacements = Executors.newFixedThreadPool(4, r -> {
        Thread t = new Thread(r, "replace");
        t.setDaemon(true);
        return t;
    });
    static final MoveGenerator GENERATOR = new MoveGenerator(Rules.STANDARD);

    /** A game between two bots on one base; touched by one thread at a time (it is in the queue or in flight). */
    static final class Game {
        final String base;
        final String path;
        final String south;
        final String north;
        final Random random;
        Position position;
        int ply;
        int played;

        Game(String base, String path, String south, String north, Random random, Position position, int ply) {
            this.base = base;
            this.path = path;
            this.south = south;
            this.north = north;
            this.random = random;
            this.position = position;
            this.ply = ply;
        }
    }

    public static void main(String[] args) throws Exception {
        Args arg = new Args("MoveRate", "usage: java -cp target/classes:$(bench/support/classes.sh) bench/http/MoveRate.java BASE_URL[,BASE_URL…] [rate=100] [warmup=10] [duration=30] [games=200] [maxPlies=300] [seed=1]", args, 1, 7);
        String[] bases = Api.bases(arg.text(0));
        int rate = arg.integer(1, 100);
        int warmup = arg.integer(2, 10);
        int duration = arg.integer(3, 30);
        int games = arg.integer(4, 200);
        maxPlies = arg.integer(5, 300);
        long seed = arg.number(6, 1);
        arg.refuseIf(rate < 1 || rate > 100_000 || warmup < 0 || duration < 1 || games < 1 || games > 10_000 || maxPlies < 1,
                "rate 1–100000, warmup ≥ 0, duration ≥ 1, games 1–10000, maxPlies ≥ 1");
        client = Api.client();

        // --- Games, set up before the clock starts ------------------------------------------------
        Random seeds = new Random(seed);
        List<CompletableFuture<Void>> setups = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            String base = bases[i % bases.length];
            long s = seeds.nextLong();
            setups.add(CompletableFuture.runAsync(() -> newGame(base, new Random(s)), replacements));
        }
        CompletableFuture.allOf(setups.toArray(CompletableFuture[]::new)).join();
        if (ready.size() != games) {
            errors.print();
            System.err.println("MoveRate: only " + ready.size() + " of " + games + " games could be set up");
            System.exit(1);
        }
        System.out.println("games: " + games + " set up over " + bases.length + " base(s)");

        // --- The schedule -----------------------------------------------------------------------
        long t0 = System.nanoTime();
        long measureStart = t0 + warmup * 1_000_000_000L;
        long measureEnd = measureStart + duration * 1_000_000_000L;
        long total = (long) rate * (warmup + duration);
        long first = (long) rate * warmup;
        long lateMax = 0;
        long lateOver100 = 0;
        long windowSent = 0;
        long skipped = 0;
        long unsent = 0;
        boolean started = false;
        long fromMs = 0;
        long toMs;
        for (long k = 0; k < total; k++) {
            long due = t0 + k * 1_000_000_000L / rate;
            boolean inWindow = k >= first;
            if (!inWindow && System.nanoTime() >= measureStart) {
                // The warm-up is over: its moves not sent by now never are, and the window starts on time.
                skipped += first - k;
                k = first - 1;
                continue;
            }
            if (inWindow && !started) {
                Timing.sleepUntil(measureStart);
                WindowHook.run("start");
                fromMs = System.currentTimeMillis();
                started = true;
            }
            long phaseEnd = inWindow ? measureEnd : measureStart;
            if (inWindow && System.nanoTime() >= measureEnd) {
                // The window is over: the moves due in it and not sent are counted, not sent late.
                unsent = total - k;
                break;
            }
            Timing.sleepUntil(due);
            Game g = ready.poll(Math.max(0, phaseEnd - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (g == null) {
                k--; // every game has a move in flight until the phase's end: look at move k again
                continue;
            }
            long late = System.nanoTime() - due;
            lateMax = Math.max(lateMax, late);
            if (late > 100_000_000L) {
                lateOver100++;
            }
            if (inWindow) {
                windowSent++;
            }
            send(g, inWindow);
        }
        Timing.sleepUntil(measureEnd);
        WindowHook.run("end");
        toMs = System.currentTimeMillis();
        // The moves still in flight (each has a 30 s timeout).
        long deadline = System.nanoTime() + 40_000_000_000L;
        while (inFlight.get() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        errors.print();
        System.out.printf("WINDOW_MS from=%d to=%d%n", fromMs, toMs);
        System.out.printf("RESULT rate=%d sent=%d ok=%d errors=%d window_due=%d window_sent=%d window_ok=%d unsent=%d warmup_skipped=%d "
                        + "achieved_per_s=%.1f late_max_ms=%.1f late_over_100ms=%d games=%d in_flight_left=%d%n",
                rate, total - unsent - skipped, ok.get(), errors.total(), total - first, windowSent, windowOk.get(), unsent, skipped,
                windowOk.get() / (double) duration, lateMax / 1e6, lateOver100, gamesCreated.get(), inFlight.get());
        System.exit(0);
    }

    static void send(Game g, boolean inWindow) {
        List<LegalMove> legal = GENERATOR.legalMoves(g.position);
        LegalMove chosen = legal.get(g.random.nextInt(legal.size()));
        String token = g.position.toMove() == Side.SOUTH ? g.south : g.north;
        String text = chosen.move().toText();
        HttpRequest request = HttpRequest.newBuilder(URI.create(g.base + g.path + "/moves")).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + token)
                .POST(HttpRequest.BodyPublishers.ofString("{\"move\":\"" + text + "\",\"expectedPly\":" + g.ply + "}")).build();
        inFlight.incrementAndGet();
        client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).whenComplete((r, e) -> {
            try {
                if (e != null) {
                    errors.count("move-io", 0, e.toString());
                    replace(g);
                } else if (r.statusCode() != 201) {
                    errors.count("move", r.statusCode(), "ply " + g.ply + " move " + text + " → " + r.body());
                    replace(g);
                } else {
                    ok.incrementAndGet();
                    if (inWindow) {
                        windowOk.incrementAndGet();
                    }
                    g.ply++;
                    g.played++;
                    g.position = g.position.play(chosen.move());
                    if (chosen.move().isWin() || g.played >= maxPlies) {
                        replace(g);
                    } else {
                        ready.add(g);
                    }
                }
            } finally {
                inFlight.decrementAndGet();
            }
        });
    }

    static void replace(Game g) {
        replacements.execute(() -> newGame(g.base, g.random));
    }

    /** Creates and sets up a game on base and queues it; on failure counts an error and tries again, at most 5 times. */
    static void newGame(String base, Random random) {
        for (int tries = 0; tries < 5; tries++) {
            try {
                HttpResponse<String> r = post(base, "/api/v1/games", null, "{\"game\":\"gyges\"}");
                if (r.statusCode() != 201) {
                    errors.count("create", r.statusCode(), r.body());
                    continue;
                }
                String id = Api.group(Api.ID, r.body());
                String south = Api.group(Api.SOUTH, r.body());
                String north = Api.group(Api.NORTH, r.body());
                String path = "/api/v1/games/" + id;
                r = post(base, path + "/setup", south, "{\"row\":\"321123\"}");
                if (r.statusCode() != 200) {
                    errors.count("setup-south", r.statusCode(), r.body());
                    continue;
                }
                r = post(base, path + "/setup", north, "{\"row\":\"123321\"}");
                if (r.statusCode() != 200 || !Api.START.equals(Api.group(Api.POSITION, r.body()))) {
                    errors.count("setup-north", r.statusCode(), r.body());
                    continue;
                }
                @SuppressWarnings("unchecked")
                Position start = ((Parsed.Ok<Position>) PositionText.parse(Api.START)).value();
                gamesCreated.incrementAndGet();
                ready.add(new Game(base, path, south, north, random, start, Integer.parseInt(Api.group(Api.PLY, r.body()))));
                return;
            } catch (Exception e) {
                errors.count("setup-io", 0, e.toString());
            }
        }
    }

    static HttpResponse<String> post(String base, String path, String token, String body) throws Exception {
        return Api.post(client, base, path, token, body);
    }
}
