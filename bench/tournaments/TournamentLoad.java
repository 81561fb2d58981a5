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
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tournament of bots over HTTP under move load, for bench/tournaments/arena-load.sh (issue 39): an arena, or
 * a Swiss. Standard library only; the shared {@code ErrorTally} and {@code WindowHook}
 * (bench/support) on the class path.
 *
 * <pre>
 *   java -cp SUPPORT_CP [-Dwindow.hook=PROGRAM] bench/tournaments/TournamentLoad.java BASE PORTAL_KEY OUT_DIR \
 *        [system=arena] [players=500] [minutes=3 | rounds=5] [movesPerGame=30] [workers=16] [seed=1]
 * </pre>
 *
 * <ol>
 *   <li>Not timed: {@code players} players made with the portal's key ({@code POST /api/v1/players}),
 *       each with its own NDJSON stream ({@code GET /api/v1/players/me/events?legalMoves=true}).
 *   <li>A tournament of all of them ({@code POST /api/v1/tournaments}: Gygès, 10 min a side; an
 *       arena of {@code minutes}, or a Swiss of {@code rounds} that advances by itself), then
 *       {@code POST …/start} (the window starts just before it: {@code WINDOW start}; its answer, which
 *       comes once the first pairing is made and its games created, is timed: {@code start_answer_ms}).
 *   <li>Every bot answers each {@code yourTurn} with one request, from a pool of {@code workers}
 *       threads: its setup ({@code {"row":"123321"}}), a winning move where there is one, else a
 *       random legal move; once its game has {@code movesPerGame} plies the side to move resigns
 *       (0: play on to the end), so that games end and the tournament pairs again. Each move POST's
 *       time to its answer is a line of {@code moves.txt}.
 *   <li>Pairing, as the bots see it. Arena: a bot's {@code gameFinish} to its next
 *       {@code gameStart} is a line of {@code pairings.txt} (ms). Swiss: per round, a line of
 *       {@code rounds.txt}, {@code round games first_start_ms last_start_ms last_finish_ms} from the
 *       window's start, so that the next round's pairing is its first (and last) start less this
 *       round's last finish. A bot's first {@code gameStart} after the start is a line of {@code first.txt}.
 *   <li>When the tournament says {@code finished} (read every 2 s), or after {@code minutes} + 2
 *       (arena) or 30 minutes (Swiss), the window ends ({@code WINDOW end}).
 * </ol>
 *
 * Prints {@code RESULT system=… players=… games_started=… games_finished=… moves=… move_posts=…
 * setups=… resigns=… refused=… errors=… stream_ends=… status=…}.
 */
public class TournamentLoad {

    static final HttpClient requests = Api.client();
    static final HttpClient streams = Api.client();
    static final ErrorTally errors = new ErrorTally();
    static final AtomicLong streamEnds = new AtomicLong();
    static final AtomicLong started = new AtomicLong();
    static final AtomicLong finished = new AtomicLong();
    static final AtomicLong moves = new AtomicLong();
    static final AtomicLong setups = new AtomicLong();
    static final AtomicLong resigns = new AtomicLong();
    static final AtomicLong refused = new AtomicLong();
    static final List<String> moveLines = Collections.synchronizedList(new ArrayList<>());
    static final List<String> pairingLines = Collections.synchronizedList(new ArrayList<>());
    static final List<String> firstLines = Collections.synchronizedList(new ArrayList<>());
    static volatile long windowStart;
    static final Pattern ROUND = Pattern.compile("\"tournament\":\\{\"id\":\"[^\"]+\",\"round\":(\\d+)\\}");

    /** A round's game starts and finishes as the bots see them (nanoTime; 0: none yet). */
    static final class RoundTimes {
        final AtomicLong games = new AtomicLong();
        final AtomicLong firstStart = new AtomicLong();
        final AtomicLong lastStart = new AtomicLong();
        final AtomicLong lastFinish = new AtomicLong();
    }

    static final Map<Integer, RoundTimes> rounds = new java.util.concurrent.ConcurrentSkipListMap<>();

    static double ms(long nanoTime) {
        return nanoTime == 0 ? -1 : (nanoTime - windowStart) / 1e6;
    }

    static RoundTimes roundOf(String text) {
        Matcher m = ROUND.matcher(text);
        return m.find() ? rounds.computeIfAbsent(Integer.parseInt(m.group(1)), x -> new RoundTimes()) : null;
    }

    /** A bot: its player, its token, and when its last game finished (0: none yet, or paired since). */
    static final class Bot {
        final String id;
        final String token;
        volatile long finishedAt;
        volatile boolean playedOne;

        Bot(String id, String token) {
            this.id = id;
            this.token = token;
        }
    }

    /** One line of a bot's stream and when it came. */
    record Event(Bot bot, long at, String text) {
    }

    public static void main(String[] args) throws Exception {
        Args arg = new Args("TournamentLoad", "usage: java -cp SUPPORT_CP bench/tournaments/TournamentLoad.java BASE PORTAL_KEY OUT_DIR [system=arena] [players=500] [minutes=3 | rounds=5] [movesPerGame=30] [workers=16] [seed=1]", args, 3, 9);
        String base = Api.base(arg.text(0));
        String key = arg.text(1);
        Path out = Path.of(arg.text(2));
        String system = arg.text(3, "arena");
        int players = arg.integer(4, 500);
        int length = arg.integer(5, system.equals("swiss") ? 5 : 3);
        int movesPerGame = arg.integer(6, 30);
        int workers = arg.integer(7, 16);
        long seed = arg.number(8, 1);
        if (!system.equals("arena") && !system.equals("swiss") || players < 2 || length < 1 || movesPerGame < 0
                || workers < 1) {
            fail("system arena or swiss, players ≥ 2, minutes or rounds ≥ 1, movesPerGame ≥ 0, workers ≥ 1");
        }

        // --- players and their streams (not timed) ---
        LinkedBlockingQueue<Event> events = new LinkedBlockingQueue<>();
        ExecutorService setup = Executors.newFixedThreadPool(8);
        List<CompletableFuture<Bot>> making = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            int k = i;
            making.add(CompletableFuture.supplyAsync(() -> newBot(base, key, "arena-bot-" + k, events), setup));
        }
        List<Bot> bots = new ArrayList<>();
        for (CompletableFuture<Bot> f : making) {
            Bot b = f.get();
            if (b != null) {
                bots.add(b);
            }
        }
        setup.shutdown();
        if (bots.size() < 2) {
            errors.print();
            fail("fewer than two players could be made");
        }
        System.err.println("TournamentLoad: " + bots.size() + " players with open streams");

        // --- the bots' answers ---
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        Map<String, Random> randoms = new ConcurrentHashMap<>();
        Thread dispatcher = new Thread(() -> {
            try {
                while (true) {
                    Event e = events.take();
                    // Bookkeeping here, in each stream's order; the answers' requests in the pool.
                    String yourTurn = note(e);
                    if (yourTurn != null) {
                        Random random = randoms.computeIfAbsent(e.bot().id, x -> new Random(seed + x.hashCode()));
                        pool.execute(() -> play(base, e.bot(), yourTurn, e.text(), movesPerGame, random));
                    }
                }
            } catch (InterruptedException stop) {
                // the run is over
            }
        });
        dispatcher.setDaemon(true);
        dispatcher.start();

        // --- the arena ---
        StringBuilder ids = new StringBuilder();
        for (Bot b : bots) {
            ids.append(ids.length() == 0 ? "" : ",").append('"').append(b.id).append('"');
        }
        String create = "{\"system\":\"" + system + "\",\"name\":\"bench " + system + "\",\"game\":\"gyges\",\""
                + (system.equals("swiss") ? "rounds" : "minutes") + "\":" + length
                + ",\"clock\":{\"initialSeconds\":600,\"incrementSeconds\":0},\"players\":[" + ids + "]}";
        HttpResponse<String> created = send("POST", base, "/api/v1/tournaments", key, create);
        String tournament = Api.group(Api.ID, created.body());
        if (created.statusCode() != 201 || tournament == null) {
            fail("the arena was not created: " + created.statusCode() + " " + created.body());
        }
        WindowHook.run("start");
        windowStart = System.nanoTime();
        // The start pairs round 1 (or the arena's first games) and creates its games: timed, and given long.
        long t0 = System.nanoTime();
        HttpResponse<String> start = send("POST", base, "/api/v1/tournaments/" + tournament + "/start", key, "{}",
                Duration.ofMinutes(10));
        double startMs = (System.nanoTime() - t0) / 1e6;
        if (start.statusCode() / 100 != 2) {
            fail("the arena did not start: " + start.statusCode() + " " + start.body());
        }
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(system.equals("swiss") ? 30 : length + 2);
        String status = "started";
        while (System.nanoTime() < deadline) {
            Thread.sleep(2000);
            HttpResponse<String> read = send("GET", base, "/api/v1/tournaments/" + tournament, key, null);
            if (read.statusCode() != 200) {
                errors.count("tournament-read", read.statusCode(), read.body());
                continue;
            }
            status = Api.group(Api.STATUS, read.body());
            if ("finished".equals(status)) {
                break;
            }
        }
        WindowHook.run("end");
        double windowS = (System.nanoTime() - windowStart) / 1e9;
        dispatcher.interrupt();
        pool.shutdownNow();
        Files.createDirectories(out);
        Files.write(out.resolve("moves.txt"), snapshot(moveLines), StandardCharsets.UTF_8);
        Files.write(out.resolve("pairings.txt"), snapshot(pairingLines), StandardCharsets.UTF_8);
        Files.write(out.resolve("first.txt"), snapshot(firstLines), StandardCharsets.UTF_8);
        List<String> roundLines = new ArrayList<>();
        rounds.forEach((r, t) -> roundLines.add(String.format("%d %d %.3f %.3f %.3f", r, t.games.get(),
                ms(t.firstStart.get()), ms(t.lastStart.get()), ms(t.lastFinish.get()))));
        Files.write(out.resolve("rounds.txt"), roundLines, StandardCharsets.UTF_8);
        errors.print();
        System.out.printf("RESULT system=" + system + " players=%d tournament=%s status=%s start_answer_ms=" + String.format("%.0f", startMs)
                        + " window_s=%.1f games_started=%d games_finished=%d "
                        + "moves=%d move_posts=%d setups=%d resigns=%d refused=%d moves_per_s=%.1f errors=%d stream_ends=%d%n",
                bots.size(), tournament, status, windowS, started.get(), finished.get(), moves.get(), moveLines.size(),
                setups.get(), resigns.get(), refused.get(), moves.get() / windowS, errors.total(), streamEnds.get());
    }

    static List<String> snapshot(List<String> lines) {
        synchronized (lines) {
            return new ArrayList<>(lines);
        }
    }

    static Bot newBot(String base, String key, String name, LinkedBlockingQueue<Event> events) {
        try {
            HttpResponse<String> r = send("POST", base, "/api/v1/players", key, "{\"name\":\"" + name + "\"}");
            String token = Api.group(Api.TOKEN, r.body());
            String id = Api.group(Api.ID, r.body());
            if (r.statusCode() != 201 || token == null || id == null) {
                errors.count("player", r.statusCode(), r.body());
                return null;
            }
            Bot bot = new Bot(id, token);
            // A bot's stream (bench/support LineStream): every line goes to the queue.
            LineStream stream = LineStream.open(streams, base, bot.token, "?legalMoves=true",
                    (at, line) -> events.add(new Event(bot, at, line)), errors, streamEnds);
            return stream == null ? null : bot;
        } catch (Exception e) {
            errors.count("player-io", 0, e.toString());
            return null;
        }
    }

    /** Counts a line of a bot's stream, in the stream's order; the game's id when it is the bot's turn. */
    static String note(Event e) {
        Matcher m = Api.LINE.matcher(e.text());
        if (!m.find()) {
            return null;
        }
        Bot bot = e.bot();
        switch (m.group(1)) {
            case "gameStart" -> {
                started.incrementAndGet();
                RoundTimes r = roundOf(e.text());
                if (r != null) {
                    r.games.incrementAndGet(); // twice a game: a start for each of its two bots
                    r.firstStart.compareAndSet(0, e.at());
                    r.lastStart.set(e.at());
                }
                long since = bot.finishedAt;
                if (since != 0) {
                    pairingLines.add(String.format("%.3f", (e.at() - since) / 1e6));
                    bot.finishedAt = 0;
                } else if (!bot.playedOne && windowStart != 0) {
                    firstLines.add(String.format("%.3f", (e.at() - windowStart) / 1e6));
                }
                bot.playedOne = true;
                return null;
            }
            case "gameFinish" -> {
                finished.incrementAndGet();
                RoundTimes r = roundOf(e.text());
                if (r != null) {
                    r.lastFinish.set(e.at());
                }
                bot.finishedAt = e.at();
                return null;
            }
            case "yourTurn" -> {
                return m.group(2);
            }
            default -> {
                return null; // rating changes, tournament events: nothing to answer
            }
        }
    }

    static void play(String base, Bot bot, String gameId, String text, int movesPerGame, Random random) {
        int cut = text.indexOf(",\"legalMoves\":");
        if (cut < 0) {
            errors.count("your-turn-without-legal-moves", 0, text);
            return;
        }
        String legal = text.substring(cut + ",\"legalMoves\":".length());
        String path;
        String body;
        if (legal.startsWith("null")) {
            path = "/setup";
            body = "{\"row\":\"123321\"}";
        } else {
            String ply = Api.group(Api.PLY, legal);
            List<String> list = new ArrayList<>();
            String win = null;
            Matcher mm = Api.MOVE.matcher(legal);
            Matcher wm = Api.WINS.matcher(legal);
            while (mm.find() && wm.find()) {
                list.add(mm.group(1));
                if (win == null && wm.group(1).equals("true")) {
                    win = mm.group(1);
                }
            }
            if (list.isEmpty() || ply == null) {
                errors.count("no-legal-move", 0, legal.substring(0, Math.min(300, legal.length())));
                return;
            }
            if (movesPerGame > 0 && win == null && Integer.parseInt(ply) >= movesPerGame) {
                path = "/resign";
                body = "{}";
            } else {
                path = "/moves";
                body = "{\"move\":\"" + (win != null ? win : list.get(random.nextInt(list.size())))
                        + "\",\"expectedPly\":" + ply + "}";
            }
        }
        try {
            long t0 = System.nanoTime();
            HttpResponse<String> r = send("POST", base, "/api/v1/games/" + gameId + path, bot.token, body);
            long t1 = System.nanoTime();
            if (r.statusCode() != 200 && r.statusCode() != 201) {
                refused.incrementAndGet();
                errors.count("answer" + path, r.statusCode(), body + " → " + r.body());
                return;
            }
            switch (path) {
                case "/moves" -> {
                    moves.incrementAndGet();
                    moveLines.add(String.format("%.3f", (t1 - t0) / 1e6));
                }
                case "/setup" -> setups.incrementAndGet();
                default -> resigns.incrementAndGet();
            }
        } catch (Exception ex) {
            errors.count("answer-io" + path, 0, ex.toString());
        }
    }

    /** A request with a player's token (rgp_…, as a bearer token) or the portal's key (X-Api-Key). */
    static HttpResponse<String> send(String method, String base, String path, String credential, String body) throws Exception {
        return send(method, base, path, credential, body, Duration.ofSeconds(30));
    }

    static HttpResponse<String> send(String method, String base, String path, String credential, String body,
                                     Duration timeout) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(timeout)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        if (credential != null && credential.startsWith("rgp_")) {
            b.header("Authorization", "Bearer " + credential);
        } else if (credential != null) {
            b.header("X-Api-Key", credential);
        }
        return requests.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static void fail(String why) {
        errors.abort("TournamentLoad", why);
    }
}
