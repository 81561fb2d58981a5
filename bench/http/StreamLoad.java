import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
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
 * Live event streams under load: S Server-Sent-Event subscribers on one game, the latency from a
 * move's commit to its delivery at every subscriber, whether every subscriber got every move once
 * and in order, and the subscribers' memory on the server that holds their streams.
 *
 * <pre>
 *   java -cp target/classes:$(bench/support/classes.sh) [-Dapp.pid=PID] [-Dcpu.hz=100 -Dcpu.post=PID -Dcpu.pg=PID] bench/http/StreamLoad.java \
 *        SUB_BASE POST_BASE [subscribers=1000] [moves=50] [intervalMs=200] [seed=1] [clients=4]
 * </pre>
 *
 * <ol>
 *   <li>Creates a game on POST_BASE and sets it up (south {@code 321123}, north {@code 123321}, as
 *       bench/http/MoveLoad.java).</li>
 *   <li>With {@code -Dapp.pid} (the JVM serving SUB_BASE): {@code jcmd PID GC.run} twice, then the
 *       used heap ({@code jcmd PID GC.heap_info}) and VmRSS ({@code /proc/PID/status}): the baseline.</li>
 *   <li>Opens S streams {@code GET SUB_BASE/api/v1/games/{id}/events} (HTTP/1.1, one connection each,
 *       spread over {@code clients} HttpClient instances, lines read with
 *       {@code BodyHandlers.fromLineSubscriber}) and waits until every one has its {@code state}
 *       event; checks the gauge {@code ringgames_event_streams_open} of SUB_BASE; measures heap and RSS
 *       again: Δ / S is the memory per subscriber.</li>
 *   <li>Posts M moves to POST_BASE, one every intervalMs (fixed rate), with the seat to move, each a
 *       random legal move from the engine that neither wins nor passes (so the game stays open and
 *       every version has exactly one {@code move} event).</li>
 *   <li>Waits (up to 30 s after the last post) until every subscriber has every move, then cancels
 *       the streams and checks that SUB_BASE's open-stream gauge goes back to what it was.</li>
 * </ol>
 *
 * The receive time of an event is the wall clock ({@code Instant.now()}, microseconds) when its first
 * line reaches the subscriber's callback. Three latencies per delivery: from {@code state.updatedAt}
 * in the event (the server's clock when the move's transaction had locked the game, i.e. just before
 * its commit: an upper bound of commit → delivery), from the client clock just before the POST was
 * sent, and from the client clock when the POST's answer was read (delivery may come first: a
 * lower bound, can be negative). Checks per subscriber: ids exactly v0+1 … v0+M, in order, each once,
 * the event type {@code move}, the ply and updatedAt equal to those of the POST's answer; no error,
 * no end of stream before the client cancels. The last line reads
 * {@code RESULT subscribers=… moves=… delivered=… expected=… p50_ms=… p99_ms=… max_ms=… … problems=…}.
 * Exit status 0 also with problems (the caller reads problems=), 2 on bad arguments, 1 when the
 * setup or a move post fails.
 */
public class StreamLoad {

    static final Pattern UPDATED = Pattern.compile("\"updatedAt\":\"([^\"]+)\"");
    static final Pattern HEAP = Pattern.compile("used (\\d+)K");
    static final Pattern OPEN_GAUGE = Pattern.compile("(?m)^ringgames_event_streams_open(?:\\{[^}]*\\})? ([0-9.eE+-]+)");

    static final ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
    static final AtomicInteger problemCount = new AtomicInteger();

    static String subBase;
    static String postBase;
    static HttpClient control;

    public static void main(String[] args) throws Exception {
        Args arg = new Args("StreamLoad", "usage: java -cp target/classes:$(bench/support/classes.sh) [-Dapp.pid=PID] bench/http/StreamLoad.java SUB_BASE POST_BASE [subscribers=1000] [moves=50] [intervalMs=200] [seed=1] [clients=4]", args, 2, 7);
        subBase = Api.base(arg.text(0));
        postBase = Api.base(arg.text(1));
        int subscribers = arg.integer(2, 1000);
        int moves = arg.integer(3, 50);
        int interval = arg.integer(4, 200);
        long seed = arg.number(5, 1);
        int clients = arg.integer(6, 4);
        arg.refuseIf(subscribers < 1 || moves < 1 || moves > 900 || interval < 0 || clients < 1,
                "subscribers ≥ 1, moves 1–900, intervalMs ≥ 0, clients ≥ 1");
        String appPid = System.getProperty("app.pid");
        control = Api.client();

        // --- Game --------------------------------------------------------------------------------
        HttpResponse<String> r = post("/api/v1/games", null, "{\"game\":\"gyges\"}");
        expect(r, 201, "create");
        String id = Api.group(Api.ID, r.body());
        String south = Api.group(Api.SOUTH, r.body());
        String north = Api.group(Api.NORTH, r.body());
        String game = "/api/v1/games/" + id;
        expect(post(game + "/setup", south, "{\"row\":\"321123\"}"), 200, "setup south");
        r = post(game + "/setup", north, "{\"row\":\"123321\"}");
        expect(r, 200, "setup north");
        if (!Api.START.equals(Api.group(Api.POSITION, r.body()))) {
            fail("unexpected position after the setup: " + r.body());
        }
        int ply = Integer.parseInt(Api.group(Api.PLY, r.body()));
        long v0 = Long.parseLong(Api.group(Api.VERSION, r.body()));

        // --- Memory before ----------------------------------------------------------------------
        double openBefore = openStreams();
        long[] mem0 = memory(appPid);

        // --- Streams ------------------------------------------------------------------------------
        HttpClient[] streamClients = new HttpClient[clients];
        for (int i = 0; i < clients; i++) {
            streamClients[i] = Api.client(Duration.ofSeconds(30));
        }
        CountDownLatch states = new CountDownLatch(subscribers);
        Sub[] subs = new Sub[subscribers];
        long openStart = System.nanoTime();
        URI events = URI.create(subBase + game + "/events");
        for (int i = 0; i < subscribers; i++) {
            Sub s = new Sub(i, moves, states);
            subs[i] = s;
            HttpRequest req = HttpRequest.newBuilder(events).header("Accept", "text/event-stream")
                    .timeout(Duration.ofSeconds(60)).GET().build();
            s.response = streamClients[i % clients].sendAsync(req, HttpResponse.BodyHandlers.fromLineSubscriber(s));
            s.response.whenComplete((resp, err) -> {
                if (err != null) {
                    s.failed("request failed: " + err);
                } else if (resp.statusCode() != 200) {
                    s.failed("status " + resp.statusCode() + " " + resp.headers().map());
                }
            });
        }
        if (!states.await(120, TimeUnit.SECONDS)) {
            long missing = states.getCount();
            problem("only " + (subscribers - missing) + " of " + subscribers + " streams had their state event after 120 s");
        }
        double openSeconds = (System.nanoTime() - openStart) / 1e9;
        for (Sub s : subs) {
            if (s.stateVersion != v0 && s.stateVersion != -1) {
                problem("subscriber " + s.index + ": state event id " + s.stateVersion + ", expected " + v0);
            }
        }
        double openDuring = openStreams();
        if (!Double.isNaN(openDuring) && openDuring - openBefore != subscribers) {
            problem("SUB_BASE ringgames_event_streams_open went from " + openBefore + " to " + openDuring + " with " + subscribers + " streams opened");
        }
        long[] mem1 = memory(appPid);
        System.out.printf("streams: %d open in %.1f s (gauge %s → %s)%n", subscribers, openSeconds, fmt(openBefore), fmt(openDuring));

        // --- Moves --------------------------------------------------------------------------------
        @SuppressWarnings("unchecked")
        Position position = ((Parsed.Ok<Position>) PositionText.parse(Api.START)).value();
        MoveGenerator generator = new MoveGenerator(Rules.STANDARD);
        Random random = new Random(seed);
        long[] sentMicros = new long[moves];
        long[] answeredMicros = new long[moves];
        long[] updatedMicros = new long[moves];
        int[] plies = new int[moves];
        double[] cpu0 = cpuSeconds();
        long movesStart = System.nanoTime();
        for (int k = 0; k < moves; k++) {
            Timing.sleepUntil(movesStart + k * interval * 1_000_000L);
            List<LegalMove> legal = generator.legalMoves(position);
            List<LegalMove> quiet = new ArrayList<>();
            for (LegalMove m : legal) {
                if (!m.move().isWin() && !m.move().toText().equals("pass")) {
                    quiet.add(m);
                }
            }
            if (quiet.isEmpty()) {
                fail("no legal move that neither wins nor passes at ply " + ply + " in " + PositionText.format(position));
            }
            LegalMove chosen = quiet.get(random.nextInt(quiet.size()));
            String token = position.toMove() == Side.SOUTH ? south : north;
            String text = chosen.move().toText();
            sentMicros[k] = micros(Instant.now());
            r = post(game + "/moves", token, "{\"move\":\"" + text + "\",\"expectedPly\":" + ply + "}");
            answeredMicros[k] = micros(Instant.now());
            expect(r, 201, "move " + (k + 1) + " (" + text + ")");
            ply++;
            position = position.play(chosen.move());
            long version = Long.parseLong(Api.group(Api.VERSION, r.body()));
            if (version != v0 + k + 1) {
                problem("move " + (k + 1) + ": answer has version " + version + ", expected " + (v0 + k + 1));
            }
            plies[k] = Integer.parseInt(Api.group(Api.PLY, r.body()));
            updatedMicros[k] = micros(Instant.parse(Api.group(UPDATED, r.body())));
        }
        double postSeconds = (System.nanoTime() - movesStart) / 1e9;
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (System.nanoTime() < deadline && !allDelivered(subs, moves)) {
            Thread.sleep(20);
        }
        double[] cpu1 = cpuSeconds();
        double windowSeconds = (System.nanoTime() - movesStart) / 1e9;
        Thread.sleep(500); // anything late (a duplicate) still gets in
        for (Sub s : subs) {
            s.closing = true;
        }

        // --- Analysis -------------------------------------------------------------------------------
        long expected = (long) subscribers * moves;
        long delivered = 0;
        int complete = 0;
        long[] fromUpdated = new long[(int) expected];
        long[] fromSent = new long[(int) expected];
        long[] fromAnswer = new long[(int) expected];
        long[] lastPerMove = new long[moves];
        long[] firstPerMove = new long[moves];
        Arrays.fill(firstPerMove, Long.MAX_VALUE);
        int n = 0;
        int keepAlives = 0;
        for (Sub s : subs) {
            keepAlives += s.keepAlives;
            long expect = v0 + 1;
            boolean ok = true;
            for (int j = 0; j < s.count; j++) {
                long ev = s.ids[j];
                String where = "subscriber " + s.index + " event #" + (j + 1) + " (id " + ev + ", " + s.types[j] + ")";
                if (ev != expect) {
                    ok = false;
                    problem(where + ": expected id " + expect
                            + (ev < expect ? " (duplicate or out of order)" : " (gap: " + (ev - expect) + " missing)"));
                }
                expect = Math.max(expect, ev + 1);
                int k = (int) (ev - v0 - 1);
                if (k < 0 || k >= moves) {
                    ok = false;
                    problem(where + ": id outside the moves posted");
                    continue;
                }
                if (!"move".equals(s.types[j])) {
                    ok = false;
                    problem(where + ": type " + s.types[j] + ", expected move");
                }
                if (s.plies[j] != plies[k]) {
                    ok = false;
                    problem(where + ": ply " + s.plies[j] + ", the answer said " + plies[k]);
                }
                if (s.updated[j] != updatedMicros[k]) {
                    ok = false;
                    problem(where + ": updatedAt " + s.updated[j] + " µs, the answer said " + updatedMicros[k]);
                }
                delivered++;
                if (n < fromUpdated.length) {
                    long recv = s.received[j];
                    fromUpdated[n] = recv - s.updated[j];
                    fromSent[n] = recv - sentMicros[k];
                    fromAnswer[n] = recv - answeredMicros[k];
                    n++;
                    lastPerMove[k] = Math.max(lastPerMove[k], recv - updatedMicros[k]);
                    firstPerMove[k] = Math.min(firstPerMove[k], recv - updatedMicros[k]);
                }
            }
            if (s.count != moves) {
                ok = false;
                problem("subscriber " + s.index + ": " + s.count + " move events, expected " + moves
                        + (s.count > 0 ? " (last id " + s.ids[s.count - 1] + ")" : ""));
            }
            if (s.ended != null) {
                ok = false;
                problem("subscriber " + s.index + ": " + s.ended);
            }
            if (s.extra > 0) {
                ok = false;
                problem("subscriber " + s.index + ": " + s.extra + " events beyond the " + moves + " expected (" + s.extraSample + ")");
            }
            if (ok) {
                complete++;
            }
        }
        fromUpdated = Arrays.copyOf(fromUpdated, n);
        fromSent = Arrays.copyOf(fromSent, n);
        fromAnswer = Arrays.copyOf(fromAnswer, n);
        Arrays.sort(fromUpdated);
        Arrays.sort(fromSent);
        Arrays.sort(fromAnswer);
        long[] postToCommit = new long[moves];
        long[] commitToAnswer = new long[moves];
        for (int k = 0; k < moves; k++) {
            postToCommit[k] = updatedMicros[k] - sentMicros[k];
            commitToAnswer[k] = answeredMicros[k] - updatedMicros[k];
        }
        Arrays.sort(postToCommit);
        Arrays.sort(commitToAnswer);
        long[] fanoutSpread = new long[moves];
        for (int k = 0; k < moves; k++) {
            fanoutSpread[k] = lastPerMove[k] - (firstPerMove[k] == Long.MAX_VALUE ? lastPerMove[k] : firstPerMove[k]);
        }
        Arrays.sort(lastPerMove);
        Arrays.sort(fanoutSpread);

        // --- Close ----------------------------------------------------------------------------------
        for (Sub s : subs) {
            s.cancel();
        }
        double openAfter = Double.NaN;
        for (int i = 0; i < 100; i++) {
            openAfter = openStreams();
            if (Double.isNaN(openAfter) || openAfter <= openBefore) {
                break;
            }
            Thread.sleep(100);
        }
        if (!Double.isNaN(openAfter) && openAfter != openBefore) {
            problem("SUB_BASE ringgames_event_streams_open is " + fmt(openAfter) + " 10 s after the client closed its streams (was " + fmt(openBefore) + " before)");
        }

        // --- Report ---------------------------------------------------------------------------------
        System.out.printf("posts: %d moves in %.1f s; post → updatedAt p50 %.3f max %.3f ms; updatedAt → answer p50 %.3f max %.3f ms%n",
                moves, postSeconds, pct(postToCommit, 0.5), pct(postToCommit, 1), pct(commitToAnswer, 0.5), pct(commitToAnswer, 1));
        System.out.printf("latency from updatedAt: p50 %.3f p90 %.3f p99 %.3f max %.3f ms (min %.3f)%n", pct(fromUpdated, 0.5),
                pct(fromUpdated, 0.9), pct(fromUpdated, 0.99), pct(fromUpdated, 1), pct(fromUpdated, 0));
        System.out.printf("latency from the client's POST send: p50 %.3f p99 %.3f max %.3f ms%n", pct(fromSent, 0.5),
                pct(fromSent, 0.99), pct(fromSent, 1));
        System.out.printf("latency from the client's POST answer: p50 %.3f p99 %.3f max %.3f ms (min %.3f; negative = streamed before the answer was read)%n",
                pct(fromAnswer, 0.5), pct(fromAnswer, 0.99), pct(fromAnswer, 1), pct(fromAnswer, 0));
        System.out.printf("per move, last subscriber's latency from updatedAt: p50 %.3f max %.3f ms; first→last subscriber spread p50 %.3f max %.3f ms%n",
                pct(lastPerMove, 0.5), pct(lastPerMove, 1), pct(fanoutSpread, 0.5), pct(fanoutSpread, 1));
        if (mem0 != null && mem1 != null) {
            System.out.printf("memory of PID %s: heap used after GC %.1f → %.1f MB (Δ %.1f KB per subscriber); VmRSS %.1f → %.1f MB (Δ %.1f KB per subscriber)%n",
                    appPid, mem0[0] / 1024.0, mem1[0] / 1024.0, (mem1[0] - mem0[0]) / (double) subscribers,
                    mem0[1] / 1024.0, mem1[1] / 1024.0, (mem1[1] - mem0[1]) / (double) subscribers);
        }
        System.out.printf("CPU cores in the move window (%.1f s): client %.2f, SUB app %.2f, POST app %.2f, postgres %.2f%n", windowSeconds,
                (cpu1[0] - cpu0[0]) / windowSeconds, (cpu1[1] - cpu0[1]) / windowSeconds,
                (cpu1[2] - cpu0[2]) / windowSeconds, (cpu1[3] - cpu0[3]) / windowSeconds);
        int shown = 0;
        for (String p : problems) {
            System.out.println("problem " + p);
            if (++shown == 40) {
                System.out.println("problem … (" + (problemCount.get() - shown) + " more)");
                break;
            }
        }
        System.out.printf("RESULT subscribers=%d moves=%d interval_ms=%d delivered=%d expected=%d complete_subscribers=%d "
                        + "p50_ms=%.3f p99_ms=%.3f max_ms=%.3f sent_p50_ms=%.3f sent_p99_ms=%.3f sent_max_ms=%.3f "
                        + "heap_kb_per_sub=%s rss_kb_per_sub=%s open_s=%.1f keepalives=%d problems=%d%n",
                subscribers, moves, interval, delivered, expected, complete,
                pct(fromUpdated, 0.5), pct(fromUpdated, 0.99), pct(fromUpdated, 1),
                pct(fromSent, 0.5), pct(fromSent, 0.99), pct(fromSent, 1),
                mem0 == null || mem1 == null ? "na" : String.format("%.1f", (mem1[0] - mem0[0]) / (double) subscribers),
                mem0 == null || mem1 == null ? "na" : String.format("%.1f", (mem1[1] - mem0[1]) / (double) subscribers),
                openSeconds, keepAlives, problemCount.get());
        System.exit(0);
    }

    static boolean allDelivered(Sub[] subs, int moves) {
        for (Sub s : subs) {
            if (s.count < moves && s.ended == null) {
                return false;
            }
        }
        return true;
    }

    /** One SSE subscriber: parses lines into events and keeps what it needs of each move event. */
    static final class Sub extends LineSubscriber {
        final int index;
        final CountDownLatch states;
        final long[] ids;
        final long[] received;
        final long[] updated;
        final int[] plies;
        final String[] types;
        volatile int count;
        volatile long stateVersion = -1;
        volatile String ended;
        volatile boolean closing;
        int extra;
        String extraSample;
        int keepAlives;
        CompletableFuture<HttpResponse<Void>> response;
        // the event being read
        private long eventId = -1;
        private String eventType;
        private long eventReceived;
        private final StringBuilder data = new StringBuilder();
        private boolean inEvent;

        Sub(int index, int moves, CountDownLatch states) {
            this.index = index;
            this.states = states;
            ids = new long[moves];
            received = new long[moves];
            updated = new long[moves];
            plies = new int[moves];
            types = new String[moves];
        }

        @Override
        public void onNext(String line) {
            if (!inEvent) {
                if (line.isEmpty()) {
                    return;
                }
                if (line.startsWith(":")) {
                    keepAlives++;
                    return;
                }
                inEvent = true;
                eventReceived = micros(Instant.now());
            }
            if (line.isEmpty()) {
                dispatch();
                inEvent = false;
                eventId = -1;
                eventType = null;
                data.setLength(0);
            } else if (line.startsWith("id:")) {
                eventId = Long.parseLong(line.substring(3).trim());
            } else if (line.startsWith("event:")) {
                eventType = line.substring(6).trim();
            } else if (line.startsWith("data:")) {
                if (data.length() > 0) {
                    data.append('\n');
                }
                data.append(line, line.startsWith("data: ") ? 6 : 5, line.length());
            } else if (line.startsWith("retry:")) {
                failed("server sent '" + line + "' (a reconnect hint: the stream is ending)");
            } else if (line.startsWith(":")) {
                keepAlives++;
            } else {
                problem("subscriber " + index + ": unexpected line '" + line + "'");
            }
        }

        private void dispatch() {
            if ("state".equals(eventType) && stateVersion == -1 && count == 0) {
                stateVersion = eventId;
                states.countDown();
                return;
            }
            if (eventType == null && eventId == -1) {
                return; // a bare retry: field, reported already
            }
            String d = data.toString();
            if (count == ids.length) {
                extra++;
                if (extraSample == null) {
                    extraSample = "id " + eventId + " " + eventType + " " + (d.length() > 200 ? d.substring(0, 200) + "…" : d);
                }
                return;
            }
            int c = count;
            ids[c] = eventId;
            types[c] = eventType;
            received[c] = eventReceived;
            String p = Api.group(Api.PLY, d);
            String u = Api.group(UPDATED, d);
            plies[c] = p == null ? -1 : Integer.parseInt(p);
            updated[c] = u == null ? 0 : micros(Instant.parse(u));
            count = c + 1;
        }

        void failed(String why) {
            if (ended == null && !closing) {
                ended = why + " at " + Instant.now() + " after " + count + " move events";
            }
            if (stateVersion == -1) {
                stateVersion = -2;
                states.countDown();
            }
        }

        void cancel() {
            closing = true;
            hangUp();
            if (response != null) {
                response.cancel(true);
            }
        }

        @Override
        public void onError(Throwable throwable) {
            failed("stream error " + throwable);
        }

        @Override
        public void onComplete() {
            failed("stream ended by the server");
        }
    }

    // --- Helpers ------------------------------------------------------------------------------------

    static HttpResponse<String> post(String path, String token, String body) throws Exception {
        return Api.post(control, postBase, path, token, body);
    }

    /** SUB_BASE's gauge of open streams (from -Dmetrics.base, its management port), NaN when unreadable. */
    static double openStreams() {
        try {
            HttpResponse<String> r = control.send(HttpRequest.newBuilder(URI.create(System.getProperty("metrics.base", subBase) + "/q/metrics"))
                    .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            Matcher m = OPEN_GAUGE.matcher(r.body());
            return m.find() ? Double.parseDouble(m.group(1)) : Double.NaN;
        } catch (Exception e) {
            return Double.NaN;
        }
    }

    /** {used heap KB after two full GCs, VmRSS KB} of a JVM, or null without a pid. */
    static long[] memory(String pid) throws Exception {
        if (pid == null || pid.isBlank()) {
            return null;
        }
        jcmd(pid, "GC.run");
        Thread.sleep(300);
        jcmd(pid, "GC.run");
        Thread.sleep(300);
        String info = jcmd(pid, "GC.heap_info");
        Matcher m = HEAP.matcher(info);
        if (!m.find()) {
            fail("no 'used …K' in jcmd GC.heap_info: " + info);
        }
        long heap = Long.parseLong(m.group(1));
        long rss = 0;
        for (String line : Files.readAllLines(Path.of("/proc", pid, "status"))) {
            if (line.startsWith("VmRSS:")) {
                rss = Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        System.out.printf("memory of PID %s: heap used %d KB, VmRSS %d KB%n", pid, heap, rss);
        return new long[] {heap, rss};
    }

    static String jcmd(String pid, String command) throws Exception {
        Process p = new ProcessBuilder("jcmd", pid, command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            fail("jcmd " + pid + " " + command + " failed: " + out);
        }
        return out;
    }

    /** CPU seconds of this JVM, -Dapp.pid, -Dcpu.post (when another PID) and -Dcpu.pg with its children. */
    static double[] cpuSeconds() {
        String app = System.getProperty("app.pid");
        String postApp = System.getProperty("cpu.post");
        return new double[] {Cpu.self(), Cpu.seconds(app, false),
                postApp == null || postApp.equals(app) ? 0 : Cpu.seconds(postApp, false), Cpu.seconds(System.getProperty("cpu.pg"), true)};
    }

    static void expect(HttpResponse<String> r, int status, String what) {
        if (r.statusCode() != status) {
            fail(what + ": status " + r.statusCode() + ", expected " + status + ": " + r.body());
        }
    }

    static void fail(String why) {
        System.out.println("FAILED " + why);
        System.exit(1);
    }

    static void problem(String p) {
        if (problemCount.incrementAndGet() <= 1000) {
            problems.add(p);
        }
    }

    static long micros(Instant t) {
        return t.getEpochSecond() * 1_000_000L + t.getNano() / 1_000;
    }

    /** Percentile p (0–1) of sorted microseconds, in milliseconds. */
    static double pct(long[] sorted, double p) {
        return sorted.length == 0 ? Double.NaN : Percentiles.of(sorted, p) / 1000.0;
    }

    static String fmt(double v) {
        return Double.isNaN(v) ? "?" : String.valueOf((long) v);
    }
}
