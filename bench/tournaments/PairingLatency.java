import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Players, seeks and the player stream under measurement, for bench/tournaments/pairing-latency.sh (issue 22).
 * Standard library only; the shared {@code WindowHook} (bench/support) on the class path.
 *
 * <pre>
 *   java -cp SUPPORT_CP [-Dwindow.hook=PROGRAM] bench/tournaments/PairingLatency.java pairing BASE_A BASE_B OUT_FILE \
 *        [pool=1000] [measured=200] [concurrency=8] [warmup=100] [timeoutS=15] [idleS=10] [extraStreams=0]
 *   java -cp SUPPORT_CP bench/tournaments/PairingLatency.java bot BASE OUT_FILE [games=5] [level=1] [seed=1]
 * </pre>
 *
 * <p><b>pairing</b>: how long from a seek to both players' {@code gameStart}, with {@code pool}
 * seeks waiting, on two replicas.
 * <ol>
 *   <li>Fill (not timed): {@code pool} players, player i through A when i is even and B when odd,
 *       each {@code POST /api/v1/players} then {@code POST /api/v1/seeks} with terms of its own,
 *       {@code {"game":"gyges","clock":{"initialSeconds":1000+i,"setupSeconds":3600},"expiresInSeconds":3600}}
 *       (the long setup limit: no deadline falls in a run), answered {@code waiting}. The
 *       streams ({@code GET /api/v1/players/me/events}, NDJSON, {@code Authorization: Bearer}) of
 *       waiting players 0…measured−1 are opened on A; {@code measured} fresh players are made on
 *       B and their streams opened on B. {@code warmup} pairs of their own (terms
 *       {@code initialSeconds} 5000+j, the waiter seeking through A, streams as above) warm both
 *       JVMs' code paths and are written as phase {@code warmup}; their streams are then closed,
 *       so {@code measured} streams stay open on each replica. With {@code extraStreams} the
 *       streams of as many more waiting players (measured…measured+extraStreams−1) are opened, each
 *       on the replica it was made on, and stay open and idle throughout, as a pool of bots would
 *       keep theirs.</li>
 *   <li>Phase {@code sequential}: for k = 0…measured−1, one {@code GET /api/v1/ping} to B (the
 *       baseline, same client and connection kind), then fresh player k seeks waiting player k's
 *       terms through B, which pairs it. Timed from just before the seek's POST: its answer, the
 *       fresh player's {@code gameStart} on its stream on B (same replica) and waiting player k's
 *       on its stream on A (the other replica: PostgreSQL's NOTIFY). The next pair starts when
 *       both have arrived (or {@code timeoutS} passed).</li>
 *   <li>Refill (not timed): waiting players 0…measured−1 seek their terms again, so {@code pool}
 *       seeks wait again.</li>
 *   <li>Phase {@code concurrent}: the same pairs and pings from {@code concurrency} threads, each
 *       taking the next k.</li>
 * </ol>
 * Each phase's edges run {@code -Dwindow.hook} with {@code start:PHASE} and {@code end:PHASE}
 * (bench/support/WindowHook). OUT_FILE gets one line a pair: {@code phase k ping_ms answer_ms
 * taker_start_ms waiter_start_ms at_ms} (ms from the seek's POST; −1: did not come in time;
 * at_ms: the POST's start, epoch milliseconds, to line the pairs up with the servers' timers); the
 * script takes the percentiles (bench/support/lib.sh). Last line: {@code RESULT pool=… measured=… pairs=…
 * missing=… errors=… stream_ends=…}.
 *
 * <p><b>bot</b>: how many requests a bot needs a move, playing on its stream alone. One player
 * ({@code POST /api/v1/players}), one stream {@code ?legalMoves=true}; then {@code games} times a
 * seek of the engine ({@code {"game":"gyges","opponent":{"engine":{"level":L}}}}), and each
 * {@code yourTurn} of the game answered with exactly one POST: {@code {"row":"123321"}} to
 * {@code …/setup} when its {@code legalMoves} is null, else {@code {"move":m,"expectedPly":ply}}
 * to {@code …/moves}, m a winning move of the list when there is one, else one at random; until
 * its {@code gameFinish}. Every request besides the stream is counted: {@code requests} are the
 * seeks, setups and move posts (the player's creation, once, is {@code player_requests});
 * {@code requests_per_move} is requests ÷ accepted moves, {@code move_posts_per_move} move posts ÷
 * accepted moves (1 when no answer is refused). OUT_FILE gets one line a move: {@code answer_ms
 * reply_ms} (the move's POST; from its answer to the arrival of the game's next event, a
 * {@code yourTurn} or the {@code gameFinish}: the engine's reply as the bot sees it, negative
 * when it came before the answer). Last line: {@code RESULT games=… finished=… moves=…
 * move_posts=… setups=… seeks=… player_requests=1 requests=… your_turns=… answers=… refused=…
 * ignored=… requests_per_move=… move_posts_per_move=… requests_per_game=… plies=… errors=…
 * stream_ends=…}.
 *
 * <p>Exit status 0 also with errors (the caller checks), 1 when a run cannot go on, 2 on bad arguments.
 */
public class PairingLatency {

    static final Pattern GAME_ID = Pattern.compile("\"gameId\":\"([^\"]+)\"");
    static final Pattern RESULT = Pattern.compile("\"result\":(\\{[^}]*\\}|null)");

    /** Plain requests (players, seeks, pings, answers); each stream client holds the streams to one base. */
    static final HttpClient requests = Api.client();
    static final Map<String, HttpClient> streamClients = new ConcurrentHashMap<>();
    static final ErrorTally errors = new ErrorTally();
    static final AtomicLong streamEnds = new AtomicLong();

    static final String USAGE = """
            usage: java -cp SUPPORT_CP bench/tournaments/PairingLatency.java pairing BASE_A BASE_B OUT_FILE [pool=1000] \
            [measured=200] [concurrency=8] [warmup=100] [timeoutS=15] [idleS=10] [extraStreams=0]
                   java -cp SUPPORT_CP bench/tournaments/PairingLatency.java bot BASE OUT_FILE [games=5] [level=1] [seed=1]""";

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "";
        if (mode.equals("pairing")) {
            pairing(new Args("PairingLatency", USAGE, args, 4, 11));
        } else if (mode.equals("bot")) {
            bot(new Args("PairingLatency bot", USAGE, args, 3, 6));
        } else {
            Args.fail(USAGE);
        }
        System.exit(0);
    }

    // --- pairing ---------------------------------------------------------------------------------

    /** A player of the run: its token, and its stream once opened. */
    record Player(String base, String token) {
    }

    /** A waiting player and the fresh one that takes its seek, with their streams, and the terms they share. */
    record Pair(int k, Player waiter, Stream waiterStream, Player taker, Stream takerStream, String terms) {
    }

    static void pairing(Args arg) throws Exception {
        String a = Api.base(arg.text(1));
        String b = Api.base(arg.text(2));
        Path out = Path.of(arg.text(3));
        int pool = arg.integer(4, 1000);
        int measured = arg.integer(5, 200);
        int concurrency = arg.integer(6, 8);
        int warmup = arg.integer(7, 100);
        int timeoutS = arg.integer(8, 15);
        int idleS = arg.integer(9, 10);
        int extraStreams = arg.integer(10, 0);
        arg.refuseIf(pool < 1 || measured < 1 || measured > pool || concurrency < 1 || warmup < 0 || timeoutS < 1 || idleS < 0
                || extraStreams < 0 || measured + extraStreams > pool, "pool ≥ 1, 1 ≤ measured ≤ pool, concurrency ≥ 1, warmup ≥ 0, "
                + "timeoutS ≥ 1, idleS ≥ 0, 0 ≤ extraStreams ≤ pool − measured");
        ExecutorService setup = Executors.newFixedThreadPool(8);

        // --- The pool: player i and its seek through A (even i) or B (odd i) -----------------------
        long t = System.nanoTime();
        List<CompletableFuture<Player>> filling = new ArrayList<>();
        for (int i = 0; i < pool; i++) {
            int k = i;
            filling.add(CompletableFuture.supplyAsync(() -> waitingPlayer(k % 2 == 0 ? a : b, "waiting-" + k, terms(1000 + k)), setup));
        }
        List<Player> waiting = filling.stream().map(CompletableFuture::join).toList();
        if (waiting.contains(null)) {
            fail("the pool could not be filled");
        }
        System.out.printf("pool: %d seeks waiting (half through A, half through B) in %.1f s%n", pool, (System.nanoTime() - t) / 1e9);

        // --- Streams: the measured waiters' on A, the fresh takers' on B -------------------------------
        t = System.nanoTime();
        List<CompletableFuture<Pair>> making = new ArrayList<>();
        for (int j = 0; j < warmup; j++) {
            int k = j;
            making.add(CompletableFuture.supplyAsync(() -> {
                String terms = terms(5000 + k);
                Player waiter = waitingPlayer(a, "warm-waiting-" + k, terms);
                return pair("warmup", k, waiter, a, b, terms);
            }, setup));
        }
        for (int k = 0; k < measured; k++) {
            int kk = k;
            making.add(CompletableFuture.supplyAsync(() -> pair("measured", kk, waiting.get(kk), a, b, terms(1000 + kk)), setup));
        }
        List<Pair> all = making.stream().map(CompletableFuture::join).toList();
        if (all.contains(null)) {
            fail("the players' streams could not all be opened");
        }
        // Streams of waiting players that are not measured, each on the replica it was made on: idle
        // until the end (their seeks wait throughout), as a pool's bots would keep theirs open.
        List<CompletableFuture<Stream>> extra = new ArrayList<>();
        for (int i = measured; i < measured + extraStreams; i++) {
            Player w = waiting.get(i);
            extra.add(CompletableFuture.supplyAsync(() -> Stream.open(w.base(), w.token(), ""), setup));
        }
        if (extra.stream().map(CompletableFuture::join).anyMatch(x -> x == null)) {
            fail("the extra streams could not all be opened");
        }
        List<Pair> warm = all.subList(0, warmup);
        List<Pair> pairs = all.subList(warmup, all.size());
        System.out.printf("streams: %d open on A, %d on B in %.1f s (%d of each for the warm-up, closed after it), "
                + "%d more of waiting players on their own replicas%n",
                measured + warmup, measured + warmup, (System.nanoTime() - t) / 1e9, warmup, extraStreams);

        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        AtomicLong missing = new AtomicLong();
        // --- Warm-up (written, not reported); then its streams are closed -----------------------------
        run(warm, "warmup", Math.min(concurrency, 4), b, timeoutS, lines, new AtomicLong());
        for (Pair p : warm) {
            p.waiterStream().close();
            p.takerStream().close();
        }
        Thread.sleep(2000); // for both servers to see the connections go

        // --- Idle: the streams open, nothing happening (what open streams cost by themselves) --------
        if (idleS > 0) {
            WindowHook.run("start:idle");
            Thread.sleep(idleS * 1000L);
            WindowHook.run("end:idle");
        }

        // --- Sequential, then refill, then concurrent ------------------------------------------------
        WindowHook.run("start:sequential");
        run(pairs, "sequential", 1, b, timeoutS, lines, missing);
        WindowHook.run("end:sequential");

        t = System.nanoTime();
        List<CompletableFuture<Boolean>> refilling = new ArrayList<>();
        for (Pair p : pairs) {
            refilling.add(CompletableFuture.supplyAsync(() -> seekWaiting(p.waiter(), p.terms()), setup));
        }
        if (refilling.stream().map(CompletableFuture::join).anyMatch(ok -> !ok)) {
            fail("the pool could not be refilled");
        }
        System.out.printf("refill: %d seeks waiting again in %.1f s%n", measured, (System.nanoTime() - t) / 1e9);

        WindowHook.run("start:concurrent");
        run(pairs, "concurrent", concurrency, b, timeoutS, lines, missing);
        WindowHook.run("end:concurrent");

        Files.write(out, lines, StandardCharsets.UTF_8);
        errors.print();
        System.out.printf("RESULT pool=%d measured=%d concurrency=%d warmup=%d pairs=%d missing=%d errors=%d stream_ends=%d%n",
                pool, measured, concurrency, warmup, lines.size() - warmup, missing.get(), errors.total(), streamEnds.get());
        setup.shutdownNow();
    }

    static String terms(int initialSeconds) {
        return "{\"game\":\"gyges\",\"clock\":{\"initialSeconds\":" + initialSeconds + ",\"setupSeconds\":3600},\"expiresInSeconds\":3600}";
    }

    /** A new player on base whose seek of these terms waits; null (and an error counted) when that fails. */
    static Player waitingPlayer(String base, String name, String terms) {
        Player p = newPlayer(base, name);
        return p != null && seekWaiting(p, terms) ? p : null;
    }

    static boolean seekWaiting(Player p, String terms) {
        try {
            HttpResponse<String> r = post(p.base(), "/api/v1/seeks", p.token(), terms);
            if (r.statusCode() != 201 || !"waiting".equals(Api.group(Api.STATUS, r.body()))) {
                errors.count("seek-waiting", r.statusCode(), r.body());
                return false;
            }
            return true;
        } catch (Exception e) {
            errors.count("seek-waiting-io", 0, e.toString());
            return false;
        }
    }

    static Player newPlayer(String base, String name) {
        try {
            HttpResponse<String> r = post(base, "/api/v1/players", null, "{\"name\":\"" + name + "\"}");
            String token = Api.group(Api.TOKEN, r.body());
            if (r.statusCode() != 201 || token == null) {
                errors.count("player", r.statusCode(), r.body());
                return null;
            }
            return new Player(base, token);
        } catch (Exception e) {
            errors.count("player-io", 0, e.toString());
            return null;
        }
    }

    /** The waiter's stream on A, a fresh taker on B and its stream there; null when one cannot be opened. */
    static Pair pair(String phase, int k, Player waiter, String a, String b, String terms) {
        if (waiter == null) {
            return null;
        }
        Player taker = newPlayer(b, phase + "-taker-" + k);
        if (taker == null) {
            return null;
        }
        Stream ws = Stream.open(a, waiter.token(), "");
        Stream ts = Stream.open(b, taker.token(), "");
        return ws == null || ts == null ? null : new Pair(k, waiter, ws, taker, ts, terms);
    }

    /** The pairs of a phase, each after a ping, from this many threads; a line each into lines. */
    static void run(List<Pair> pairs, String phase, int threads, String b, int timeoutS, List<String> lines, AtomicLong missing)
            throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            Thread w = new Thread(() -> {
                int i2;
                while ((i2 = next.getAndIncrement()) < pairs.size()) {
                    String line = pairOnce(pairs.get(i2), phase, b, timeoutS, missing);
                    if (line != null) {
                        lines.add(line);
                    }
                }
            }, phase + "-" + i);
            w.start();
            workers.add(w);
        }
        for (Thread w : workers) {
            w.join();
        }
    }

    /** One ping, then one pairing; its line, or null when the seek itself failed. */
    static String pairOnce(Pair p, String phase, String b, int timeoutS, AtomicLong missing) {
        try {
            long p0 = System.nanoTime();
            HttpResponse<String> ping = requests.send(HttpRequest.newBuilder(URI.create(b + "/api/v1/ping"))
                    .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
            long pingNs = System.nanoTime() - p0;
            if (ping.statusCode() != 200) {
                errors.count("ping", ping.statusCode(), ping.body());
            }
            long t0 = System.nanoTime();
            long t0Ms = System.currentTimeMillis();
            HttpResponse<String> r = post(b, "/api/v1/seeks", p.taker().token(), p.terms());
            long answerNs = System.nanoTime() - t0;
            String gameId = Api.group(GAME_ID, r.body());
            if (r.statusCode() != 201 || !"paired".equals(Api.group(Api.STATUS, r.body())) || gameId == null) {
                errors.count("seek-" + phase, r.statusCode(), r.body());
                return null;
            }
            long deadline = t0 + timeoutS * 1_000_000_000L;
            long taker = arrival(p.takerStream(), gameId, deadline) - t0;
            long waiter = arrival(p.waiterStream(), gameId, deadline) - t0;
            if (taker < 0 || waiter < 0) {
                missing.incrementAndGet();
            }
            return String.format("%s %d %.3f %.3f %.3f %.3f %d", phase, p.k(), pingNs / 1e6, answerNs / 1e6,
                    taker < 0 ? -1.0 : taker / 1e6, waiter < 0 ? -1.0 : waiter / 1e6, t0Ms);
        } catch (Exception e) {
            errors.count(phase + "-io", 0, e.toString());
            return null;
        }
    }

    /** When this game's gameStart came on the stream (System.nanoTime), or Long.MIN_VALUE when not by the deadline. */
    static long arrival(Stream s, String gameId, long deadline) throws Exception {
        try {
            return s.start(gameId).get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            return Long.MIN_VALUE;
        }
    }

    // --- A player's stream -------------------------------------------------------------------------

    /** A line of a stream and when it came (System.nanoTime). */
    record Line(long at, String text) {
    }

    /**
     * A player's stream (bench/support LineStream): each {@code gameStart} completes the future of
     * its game with its arrival time, and with a queue every line also goes there (the bot reads
     * its stream from it).
     */
    static final class Stream {
        final Map<String, CompletableFuture<Long>> starts = new ConcurrentHashMap<>();
        LineStream lines;

        /** Hangs up: the client drops the connection, and the server its stream. */
        void close() {
            lines.close();
        }

        /** Opens the stream of the player with this token on base and waits for its first line; null on failure. */
        static Stream open(String base, String token, String query) {
            return open(base, token, query, null);
        }

        static Stream open(String base, String token, String query, LinkedBlockingQueue<Line> queue) {
            Stream s = new Stream();
            HttpClient client = streamClients.computeIfAbsent(base, x -> Api.client());
            s.lines = LineStream.open(client, base, token, query, (at, line) -> {
                Matcher m = Api.LINE.matcher(line);
                if (m.find() && m.group(1).equals("gameStart")) {
                    s.start(m.group(2)).complete(at);
                }
                if (queue != null) {
                    queue.add(new Line(at, line));
                }
            }, errors, streamEnds);
            return s.lines == null ? null : s;
        }

        CompletableFuture<Long> start(String gameId) {
            return starts.computeIfAbsent(gameId, x -> new CompletableFuture<>());
        }
    }

    // --- bot -----------------------------------------------------------------------------------------

    static void bot(Args arg) throws Exception {
        String base = Api.base(arg.text(1));
        Path out = Path.of(arg.text(2));
        int games = arg.integer(3, 5);
        int level = arg.integer(4, 1);
        Random random = new Random(arg.number(5, 1));
        arg.refuseIf(games < 1 || level < 1 || level > 8, "games ≥ 1, level 1–8");
        int seeks = 0;
        int setups = 0;
        int movePosts = 0;
        int moves = 0;
        int yourTurns = 0;
        int refused = 0;
        int ignored = 0;
        int finished = 0;
        long plies = 0;
        List<String> lines = new ArrayList<>();

        Player me = newPlayer(base, "bench-bot"); // one request, once: not a game's
        if (me == null) {
            fail("no player");
        }
        LinkedBlockingQueue<Line> events = new LinkedBlockingQueue<>();
        if (Stream.open(base, me.token(), "?legalMoves=true", events) == null) {
            fail("the bot's stream could not be opened");
        }
        for (int g = 0; g < games; g++) {
            HttpResponse<String> r = post(base, "/api/v1/seeks", me.token(), "{\"game\":\"gyges\",\"opponent\":{\"engine\":{\"level\":" + level + "}}}");
            seeks++;
            String gameId = Api.group(GAME_ID, r.body());
            if (r.statusCode() != 201 || !"paired".equals(Api.group(Api.STATUS, r.body())) || gameId == null) {
                errors.count("seek-engine", r.statusCode(), r.body());
                continue;
            }
            long answeredAt = 0; // when the bot's last move was answered: the next event of the game is the engine's reply
            while (true) {
                Line line = events.poll(120, TimeUnit.SECONDS);
                if (line == null) {
                    errors.count("bot-stalled", 0, "no event for 120 s in game " + gameId);
                    break;
                }
                Matcher m = Api.LINE.matcher(line.text());
                if (!m.find() || !m.group(2).equals(gameId)) {
                    ignored++; // nothing else should come: counted to show it
                    continue;
                }
                String event = m.group(1);
                if (answeredAt != 0 && !event.equals("gameStart")) {
                    int last = lines.size() - 1;
                    lines.set(last, lines.get(last) + String.format(" %.3f", (line.at() - answeredAt) / 1e6));
                    answeredAt = 0;
                }
                if (event.equals("gameFinish")) {
                    finished++;
                    plies += Long.parseLong(Api.group(Api.PLY, line.text()));
                    System.out.println("game " + (g + 1) + " " + gameId + " finished at ply " + Api.group(Api.PLY, line.text())
                            + ": " + Api.group(RESULT, line.text()));
                    break;
                }
                if (!event.equals("yourTurn")) {
                    continue;
                }
                yourTurns++;
                int cut = line.text().indexOf(",\"legalMoves\":");
                if (cut < 0) {
                    fail("a yourTurn without legalMoves: " + line.text().substring(0, Math.min(300, line.text().length())));
                }
                String legal = line.text().substring(cut + ",\"legalMoves\":".length());
                String path;
                String body;
                if (legal.startsWith("null")) {
                    path = "/setup";
                    body = "{\"row\":\"123321\"}";
                    setups++;
                } else {
                    List<String> list = new ArrayList<>();
                    List<String> wins = new ArrayList<>();
                    Matcher mm = Api.MOVE.matcher(legal);
                    Matcher wm = Api.WINS.matcher(legal);
                    while (mm.find() && wm.find()) {
                        list.add(mm.group(1));
                        if (wm.group(1).equals("true")) {
                            wins.add(mm.group(1));
                        }
                    }
                    if (list.isEmpty()) {
                        fail("a yourTurn with no legal move: " + legal.substring(0, Math.min(300, legal.length())));
                    }
                    String move = wins.isEmpty() ? list.get(random.nextInt(list.size())) : wins.get(0);
                    path = "/moves";
                    body = "{\"move\":\"" + move + "\",\"expectedPly\":" + Api.group(Api.PLY, legal) + "}";
                    movePosts++;
                }
                long t0 = System.nanoTime();
                HttpResponse<String> answer = post(base, "/api/v1/games/" + gameId + path, me.token(), body);
                int status = answer.statusCode();
                if (status != 200 && status != 201) {
                    refused++;
                    errors.count("answer" + path, status, body + " → " + answer.body());
                } else if (path.equals("/moves")) {
                    moves++;
                    answeredAt = System.nanoTime();
                    lines.add(String.format("%.3f", (answeredAt - t0) / 1e6));
                }
            }
        }
        Files.write(out, lines, StandardCharsets.UTF_8);
        errors.print();
        int requests = seeks + setups + movePosts;
        System.out.printf("RESULT games=%d finished=%d moves=%d move_posts=%d setups=%d seeks=%d player_requests=1 requests=%d "
                        + "your_turns=%d answers=%d refused=%d ignored=%d requests_per_move=%.3f move_posts_per_move=%.3f "
                        + "requests_per_game=%.2f plies=%d errors=%d stream_ends=%d%n",
                games, finished, moves, movePosts, setups, seeks, requests, yourTurns, setups + movePosts, refused, ignored,
                requests / (double) Math.max(1, moves), movePosts / (double) Math.max(1, moves), requests / (double) games,
                plies, errors.total(), streamEnds.get());
    }

    // --- Plumbing --------------------------------------------------------------------------------------

    static HttpResponse<String> post(String base, String path, String token, String body) throws Exception {
        return Api.post(requests, base, path, token, body);
    }

    static void fail(String why) {
        errors.abort("PairingLatency", why);
    }
}
