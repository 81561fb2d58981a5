package org.ringgames.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.ringgames.support.EventStream;
import org.ringgames.support.FeedStream;
import org.ringgames.support.ReplicaCalls;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.Standalone;
import org.ringgames.support.WebhookReceiver;

/**
 * The packaged service on a real Citus cluster (a coordinator and two workers on loopback, built
 * by {@code bench/database/citus/build.sh} and started by {@code bench/database/citus/cluster.sh}), pointed at the
 * coordinator with no other configuration: two replicas distribute the tables on first start and
 * run a game's whole lifecycle there, both games, keyed and unkeyed moves, a race, game streams
 * live and resumed, a clock running out, computer seats, players pairing by seeks, a bulk pairing,
 * the portal stream and a webhook. Then every statement the service sent that Citus did not route
 * to one shard must be one of the cross-game statements named below, and neither the replicas' logs
 * nor the nodes' hold an ERROR.
 *
 * <p>Skipped, with a message saying how to build Citus, where Citus is not installed into the
 * machine's PostgreSQL (CI's machines: there is no Citus package to install). The whole
 * {@code @QuarkusTest} lifecycle suite runs on such a cluster with {@code bench/database/citus/suite.sh}.
 */
@Standalone
class CitusClusterIT {

    private static final int PORT = 57730;
    private static final Path DIR = Path.of("/tmp/ringgames-citus-it");
    /** The service connects as ringgames, the test as postgres: the statements counted are the service's. */
    private static final String URL = "jdbc:postgresql://127.0.0.1:" + PORT + "/ringgames";
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final int GAMES = 6;

    /**
     * The statements Citus may run across shards: none names one game. Each is a list, a sweep's or
     * claim's unlocked candidate scan, a stream's read, or a statement on a reference table (player,
     * player_rating, webhook). The one per-game statement here is the takeback's INSERT … SELECT,
     * which Citus pushes down to the game's one shard without labelling it routed
     * ({@link #theTakebacksInsertRunsOnOneShard}).
     */
    private static final List<Pattern> CROSS_GAME = List.of(
            // lists and lookups across games: GET /games (Hibernate's), ?player=, external ids, counts
            Pattern.compile("^select ge1_0\\.id,.* from game ge1_0 .*(order by|where).*"),
            Pattern.compile("^select count\\(.*\\) from game ge1_0.*"),
            Pattern.compile("^SELECT external_id FROM game WHERE coalesce\\(portal.*"),
            Pattern.compile("^SELECT gp\\.game_id FROM game_player gp JOIN game g .*WHERE gp\\.player_id = .*"),
            // sweeps and claims: unlocked candidates, then a claim per game
            Pattern.compile("^SELECT min\\(deadline\\) FROM game WHERE deadline IS NOT NULL$"),
            Pattern.compile("^SELECT id FROM game WHERE deadline <= \\$1 ORDER BY deadline LIMIT \\$2$"),
            Pattern.compile("^SELECT game_id, seat FROM computer_turn WHERE due_at <= .* LIMIT \\$3$"),
            Pattern.compile("^SELECT game_id FROM game_review WHERE status = \\$3 AND due_at <= .* LIMIT \\$4$"),
            Pattern.compile("^SELECT d\\.game_id, d\\.id FROM webhook_delivery d WHERE d\\.status = .*"),
            Pattern.compile("^UPDATE webhook_delivery d SET next_attempt_at = now\\(\\) WHERE d\\.status = .*"),
            Pattern.compile("^SELECT COALESCE\\(EXTRACT\\(.* FROM webhook_delivery WHERE status = .*"),
            Pattern.compile("^SELECT id, webhook_id, game_id, .* FROM webhook_delivery WHERE webhook_id = .*"),
            Pattern.compile("^UPDATE webhook_delivery SET status = .* WHERE id = \\$1 AND webhook_id = \\$2 .*"),
            // the portal's and the players' streams
            Pattern.compile("^SELECT e\\.feed_key::text, .* FROM game_event e JOIN game g ON g\\.id = e\\.game_id WHERE e\\.portal .*"),
            Pattern.compile("^SELECT EXISTS \\(SELECT .* FROM game_event e WHERE e\\.portal .*"),
            Pattern.compile("^SELECT feed_key::text, seq, .* FROM player_event WHERE player_id = .*"),
            Pattern.compile("^SELECT EXISTS \\(SELECT .* FROM player_event WHERE player_id = .*"),
            // the game streams' catch-up of their games' last chat lines (V22)
            Pattern.compile("^SELECT game_id, max\\(seq\\) FROM game_chat WHERE game_id = ANY .*"),
            // reference tables: players, their ratings and webhooks
            Pattern.compile("^(select|insert into|update|delete from) (pe1_0\\.|player).*"),
            Pattern.compile("^(SELECT|INSERT INTO|UPDATE) .*\\bplayer_rating\\b.*"),
            // V23's bots' tokens and streams' presence (reference tables)
            Pattern.compile("^(SELECT|INSERT INTO|UPDATE|DELETE FROM) .*\\bplayer_(token|presence)\\b.*"),
            Pattern.compile("^select pe1_0\\..* from player pe1_0 .*"),
            Pattern.compile("^(SELECT|INSERT INTO|DELETE FROM) .*\\bwebhook\\b(?! w\\b).*|^SELECT id, portal, url, events, created_at FROM webhook .*"),
            // a takeback's history rows, pushed down to one shard (see above)
            Pattern.compile("^INSERT INTO taken_back_move .* SELECT .* FROM game_move WHERE game_id = \\$\\d+ AND ply >= .*"));

    private static boolean citus;
    private static String skipped;
    private final ExecutorService pool = Executors.newFixedThreadPool(6);

    @BeforeAll
    static void cluster() throws Exception {
        Path library = citusLibrary();
        citus = library != null && Files.exists(library);
        if (!citus) {
            skipped = "Citus is not installed into this machine's PostgreSQL (no "
                    + (library == null ? "pg_config" : library.toString())
                    + "): build it from its source with bench/database/citus/build.sh <citus checkout at v13.2.2>; "
                    + "the Citus cluster tests are skipped";
            System.out.println("[citus] " + skipped);
            return;
        }
        script("start");
        script("reset");
        for (String node : List.of("coordinator", "worker1", "worker2")) {
            Files.writeString(DIR.resolve(node + ".log"), "");
        }
    }

    @BeforeEach
    void needsCitus() {
        assumeTrue(citus, skipped);
    }

    @AfterAll
    static void stopCluster() throws Exception {
        if (citus) {
            script("stop");
        }
    }

    @Test
    void theLifecycleRunsOnThreeNodesWithEveryGameStatementOnOneShardAndNoError() throws Exception {
        Map<String, String> config = Map.of("DB_URL", URL, "DB_USER", "ringgames", "DB_PASSWORD", "ringgames",
                "RINGGAMES_RATE_LIMIT_ENABLED", "false", "RINGGAMES_CLOCK_REFUSE_NEW_GAMES_AFTER", "PT0S",
                "RINGGAMES_WEBHOOKS_ALLOW_PRIVATE_TARGETS", "true");
        List<ServiceProcess> replicas = ReplicaCalls.inParallel(pool, List.of(
                () -> ServiceProcess.start(0, "citus-a.log", config),
                () -> ServiceProcess.start(0, "citus-b.log", config)));
        try (WebhookReceiver receiver = WebhookReceiver.start()) {
            ServiceProcess a = replicas.get(0);
            ServiceProcess b = replicas.get(1);
            try (Connection db = DriverManager.getConnection(URL, "postgres", "");
                 var s = db.createStatement();
                 ResultSet rows = s.executeQuery("SELECT count(*) FROM pg_dist_partition")) {
                rows.next();
                // The 14 tables before V17, V17's player_rating (a reference table), V22's game_chat and
                // V23's player_token and player_presence (reference tables).
                assertThat(rows.getInt(1)).as("tables the first start distributed").isEqualTo(18);
            }
            JsonPath webhook = send(a, "POST", "/api/v1/webhooks", null, "{\"url\":\"" + receiver.url() + "\"}", 201);
            receiver.secret(webhook.getString("secret"));
            resetStatementCounts();
            List<FeedStream.Event> streamed = new ArrayList<>();
            Set<String> games = new HashSet<>();
            try (FeedStream portal = FeedStream.open(b.url("/api/v1/events"), null, null, true)) {
                games.addAll(gygesGamesOnBothReplicas(a, b));
                games.add(race(a, b));
                games.add(clockRunsOut(a));
                games.add(computerSeat(b));
                xeQueoBetweenComputers(a);
                games.addAll(playersPairedBySeeks(a, b));
                games.addAll(bulkPairing(b));
                int total = eventsInDatabase(games).values().stream().mapToInt(List::size).sum();
                streamed.addAll(portal.until(e -> games.contains(e.gameId()), total, WAIT));
            }
            Map<String, List<String>> expected = eventsInDatabase(games);
            // The portal stream resumed from the middle, on the other replica: the rest, once each.
            int middle = streamed.size() / 2;
            try (FeedStream resumed = FeedStream.open(a.url("/api/v1/events"), null, streamed.get(middle).id(), true)) {
                List<FeedStream.Event> rest = resumed.until(e -> e.id().equals(streamed.get(streamed.size() - 1).id()),
                        1, WAIT);
                assertThat(rest.stream().map(FeedStream.Event::id).toList())
                        .isEqualTo(streamed.subList(middle + 1, streamed.size()).stream().map(FeedStream.Event::id).toList());
            }
            assertThat(streamed.stream().map(FeedStream.Event::id).toList()).doesNotHaveDuplicates().isSorted();
            assertThat(byGame(streamed.stream().filter(e -> games.contains(e.gameId()))
                    .map(e -> new String[] {e.gameId(), e.version() + ":" + e.type()}).toList()))
                    .as("the portal stream: every event of every game, in each game's order").isEqualTo(expected);
            int events = expected.values().stream().mapToInt(List::size).sum();
            receiver.await(r -> games.contains(r.gameId()), events, WAIT);
            assertThat(byGame(receiver.accepted().stream().filter(r -> games.contains(r.gameId()))
                    .map(r -> new String[] {r.gameId(), r.version() + ":" + r.event()}).toList()))
                    .as("the webhook: every event, in each game's order").isEqualTo(expected);
            System.out.printf("[citus] %d games, %d events streamed and delivered on 3 nodes%n", games.size(), events);
        } finally {
            for (ServiceProcess replica : replicas) {
                replica.close();
            }
            pool.shutdownNow();
        }
        assertEveryStatementNamingOneGameWasRouted();
        assertNoErrorIn(List.of(Path.of("target", "citus-a.log"), Path.of("target", "citus-b.log")), " ERROR ");
        assertNoErrorIn(List.of(DIR.resolve("coordinator.log"), DIR.resolve("worker1.log"), DIR.resolve("worker2.log")),
                "ERROR:");
    }

    @Test
    void theTakebacksInsertRunsOnOneShard() throws SQLException {
        try (Connection db = DriverManager.getConnection(URL, "postgres", "");
             var s = db.createStatement();
             ResultSet plan = s.executeQuery("EXPLAIN INSERT INTO taken_back_move (game_id, ply, seat, move, path, "
                     + "position_after, played_at, taken_back_at, time_spent_us, remaining_us) SELECT game_id, ply, seat, "
                     + "move, path, position_after, played_at, now(), time_spent_us, remaining_us FROM game_move "
                     + "WHERE game_id = '" + UUID.randomUUID() + "' AND ply >= 3")) {
            StringBuilder text = new StringBuilder();
            while (plan.next()) {
                text.append(plan.getString(1)).append('\n');
            }
            assertThat(text.toString()).contains("Task Count: 1").doesNotContain("pull to coordinator");
        }
    }

    /** Gygès games created on both replicas, each half keyed, with a game stream on the other replica. */
    private List<String> gygesGamesOnBothReplicas(ServiceProcess a, ServiceProcess b) throws Exception {
        List<Callable<String>> playing = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            ServiceProcess home = i % 2 == 0 ? a : b;
            ServiceProcess other = home == a ? b : a;
            playing.add(() -> {
                Game game = gyges(home, "{\"game\":\"gyges\"}");
                try (EventStream stream = EventStream.open(other.url(game.path("/events")), null, true)) {
                    assertThat(stream.next(WAIT).type()).isEqualTo("state");
                    for (int ply = 0; ply < 8; ply++) {
                        playOne(ply % 2 == 0 ? home : other, game, ply % 2 == 0 ? "key-" + game.id() + "-" + ply : null);
                    }
                    List<Long> moves = new ArrayList<>();
                    for (int ply = 0; ply < 8; ply++) {
                        EventStream.Event event = stream.next(WAIT);
                        assertThat(event.type()).isEqualTo("move");
                        moves.add(event.id());
                    }
                    assertThat(moves).as("game %s on the other replica's stream", game.id())
                            .containsExactly(3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L);
                }
                send(home, "POST", game.path("/resign"), game.south(), null, 200);
                return game.id();
            });
        }
        return ReplicaCalls.inParallel(pool, playing);
    }

    /** Six moves race for one ply on two replicas: exactly one is played. */
    private String race(ServiceProcess a, ServiceProcess b) throws Exception {
        Game game = gyges(a, "{\"game\":\"gyges\"}");
        List<String> legal = send(a, "GET", game.path("/legal-moves?paths=false"), null, null, 200)
                .getList("moves.move", String.class);
        List<Callable<Integer>> racing = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            ServiceProcess home = i % 2 == 0 ? a : b;
            String move = legal.get(i % legal.size());
            racing.add(() -> ReplicaCalls.status(home, "POST", game.path("/moves"), game.south(),
                    "{\"move\":\"" + move + "\",\"expectedPly\":0}"));
        }
        List<Integer> answers = ReplicaCalls.inParallel(pool, racing);
        assertThat(answers).containsOnly(201, 409).filteredOn(s -> s == 201).hasSize(1);
        assertThat(send(b, "GET", game.path("/moves"), null, null, 200).getList("moves")).hasSize(1);
        send(a, "POST", game.path("/resign"), game.north(), null, 200);
        return game.id();
    }

    private String clockRunsOut(ServiceProcess a) throws InterruptedException {
        Game game = gyges(a, "{\"game\":\"gyges\",\"clock\":{\"initialSeconds\":1}}");
        playOne(a, game, null);
        playOne(a, game, null);
        JsonPath ended = eventually(() -> send(a, "GET", game.path(""), null, null, 200),
                state -> "finished".equals(state.getString("status")), "the clock running out");
        assertThat(ended.getString("result.reason")).isEqualTo("timeout");
        return game.id();
    }

    private String computerSeat(ServiceProcess b) throws InterruptedException {
        JsonPath created = send(b, "POST", "/api/v1/games", null,
                "{\"game\":\"gyges\",\"seats\":{\"north\":{\"engine\":{\"level\":1}}}}", 201);
        String id = created.getString("id");
        String south = created.getString("seats.south.token");
        send(b, "POST", "/api/v1/games/" + id + "/setup", south, "{\"row\":\"321123\"}", 200);
        for (int ply = 0; ply < 6; ply += 2) {
            int expectedPly = ply;
            JsonPath state = eventually(() -> send(b, "GET", "/api/v1/games/" + id, null, null, 200),
                    s -> "finished".equals(s.getString("status"))
                            || "playing".equals(s.getString("status")) && s.getInt("ply") == expectedPly,
                    "the computer's setup or move");
            if ("finished".equals(state.getString("status"))) {
                return id;
            }
            JsonPath legal = send(b, "GET", "/api/v1/games/" + id + "/legal-moves?paths=false", null, null, 200);
            send(b, "POST", "/api/v1/games/" + id + "/moves", south, "{\"move\":\"" + legal.getString("moves[0].move")
                    + "\",\"expectedPly\":" + ply + "}", 201);
        }
        send(b, "POST", "/api/v1/games/" + id + "/resign", south, null, 200);
        return id;
    }

    /**
     * Xe Queo between two computer seats, its turns claimed by the replicas' engines: it plays on
     * (a match takes minutes at level 1, so it is not awaited to its end, and its events, still
     * being written, are left out of the streams' comparisons).
     */
    private void xeQueoBetweenComputers(ServiceProcess a) throws InterruptedException {
        String id = send(a, "POST", "/api/v1/games", null, "{\"game\":\"xequeo\",\"seats\":{\"placer\":{\"engine\":"
                + "{\"level\":1}},\"ringer\":{\"engine\":{\"level\":1}}}}", 201).getString("id");
        eventually(() -> send(a, "GET", "/api/v1/games/" + id, null, null, 200),
                state -> "finished".equals(state.getString("status")) || state.getInt("ply") >= 6,
                "six plies of the computers' Xe Queo match");
    }

    /** Two players seek on two replicas and play the game they are given with their tokens. */
    private List<String> playersPairedBySeeks(ServiceProcess a, ServiceProcess b) {
        JsonPath ann = send(a, "POST", "/api/v1/players", null, "{\"name\":\"ann\"}", 201);
        JsonPath bob = send(b, "POST", "/api/v1/players", null, "{\"name\":\"bob\"}", 201);
        send(a, "POST", "/api/v1/seeks", ann.getString("token"), "{\"game\":\"gyges\"}", 201);
        JsonPath paired = send(b, "POST", "/api/v1/seeks", bob.getString("token"), "{\"game\":\"gyges\"}", 201);
        String id = paired.getString("gameId");
        assertThat(id).isNotBlank();
        assertThat(send(a, "GET", "/api/v1/games?player=" + ann.getString("id"), null, null, 200).getList("games.id"))
                .containsExactly(id);
        send(b, "POST", "/api/v1/games/" + id + "/resign", bob.getString("token"), null, 200);
        return List.of(id);
    }

    /** A bulk pairing: its games are on both workers, so it commits in two phases. */
    private List<String> bulkPairing(ServiceProcess b) {
        JsonPath created = send(b, "POST", "/api/v1/games/bulk", null,
                "{\"games\":[{\"game\":\"gyges\"},{\"game\":\"gyges\"},{\"game\":\"xequeo\"},{\"game\":\"gyges\"}]}", 201);
        return created.getList("games.id", String.class);
    }

    record Game(String id, String south, String north) {
        String path(String tail) {
            return "/api/v1/games/" + id + tail;
        }
    }

    private Game gyges(ServiceProcess home, String body) {
        JsonPath created = send(home, "POST", "/api/v1/games", null, body, 201);
        Game game = new Game(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
        send(home, "POST", game.path("/setup"), game.south(), "{\"row\":\"321123\"}", 200);
        send(home, "POST", game.path("/setup"), game.north(), "{\"row\":\"123321\"}", 200);
        return game;
    }

    /** Plays the first legal move of the side to move; with a key, sends it twice and gets the same answer. */
    private void playOne(ServiceProcess service, Game game, String key) {
        JsonPath legal = send(service, "GET", game.path("/legal-moves?paths=false"), null, null, 200);
        String token = "south".equals(legal.getString("toMove")) ? game.south() : game.north();
        String body = "{\"move\":\"" + legal.getString("moves[0].move") + "\",\"expectedPly\":" + legal.getInt("ply") + "}";
        if (key == null) {
            send(service, "POST", game.path("/moves"), token, body, 201);
            return;
        }
        String first = ReplicaCalls.keyed(service, game.path("/moves"), token, key, body, 201);
        assertThat(ReplicaCalls.keyed(service, game.path("/moves"), token, key, body, 201)).isEqualTo(first);
    }

    private Map<String, List<String>> eventsInDatabase(Set<String> games) throws SQLException {
        List<String[]> events = new ArrayList<>();
        try (Connection db = DriverManager.getConnection(URL, "postgres", "");
             PreparedStatement query = db.prepareStatement("SELECT game_id::text, version, type FROM game_event "
                     + "WHERE game_id = ANY (?) ORDER BY game_id, version, ordinal")) {
            query.setArray(1, db.createArrayOf("uuid", games.stream().map(UUID::fromString).toArray()));
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    events.add(new String[] {rows.getString(1), rows.getLong(2) + ":" + rows.getString(3)});
                }
            }
        }
        return byGame(events);
    }

    private static Map<String, List<String>> byGame(List<String[]> events) {
        Map<String, List<String>> byGame = new HashMap<>();
        events.forEach(e -> byGame.computeIfAbsent(e[0], id -> new ArrayList<>()).add(e[1]));
        return byGame;
    }

    private static void resetStatementCounts() throws SQLException {
        try (Connection db = DriverManager.getConnection(URL, "postgres", "");
             var s = db.createStatement()) {
            s.execute("SELECT citus_stat_statements_reset()");
        }
    }

    /** Every statement Citus ran across shards is one of {@link #CROSS_GAME}; prints the tally. */
    private static void assertEveryStatementNamingOneGameWasRouted() throws SQLException {
        Map<Boolean, long[]> tally = new LinkedHashMap<>();
        List<String> strays = new ArrayList<>();
        try (Connection db = DriverManager.getConnection(URL, "postgres", "");
             var s = db.createStatement();
             ResultSet rows = s.executeQuery("SELECT partition_key IS NOT NULL, calls, "
                     + "regexp_replace(query, '\\s+', ' ', 'g') FROM citus_stat_statements "
                     + "WHERE userid = (SELECT oid FROM pg_roles WHERE rolname = 'ringgames')")) {
            while (rows.next()) {
                boolean routed = rows.getBoolean(1);
                long[] counts = tally.computeIfAbsent(routed, r -> new long[2]);
                counts[0]++;
                counts[1] += rows.getLong(2);
                String query = rows.getString(3).trim();
                if (!routed && CROSS_GAME.stream().noneMatch(p -> p.matcher(query).matches())) {
                    strays.add(query);
                }
            }
        }
        tally.forEach((routed, counts) -> System.out.printf("[citus] %s: %d statements, %d calls%n",
                routed ? "routed to one shard" : "across shards", counts[0], counts[1]));
        assertThat(strays).as("statements Citus did not route to one shard that are not cross-game").isEmpty();
    }

    private static void assertNoErrorIn(List<Path> logs, String marker) throws IOException {
        List<String> errors = new ArrayList<>();
        for (Path log : logs) {
            Files.readAllLines(log).stream().filter(line -> line.contains(marker)).map(line -> log.getFileName() + ": " + line)
                    .forEach(errors::add);
        }
        assertThat(errors).as("errors in the logs").isEmpty();
    }

    private static <T> T eventually(Supplier<T> attempt, java.util.function.Predicate<T> done, String what)
            throws InterruptedException {
        Instant deadline = Instant.now().plus(WAIT);
        T last = attempt.get();
        while (!done.test(last)) {
            assertThat(Instant.now()).as(what + " within " + WAIT).isBefore(deadline);
            Thread.sleep(200);
            last = attempt.get();
        }
        return last;
    }

    private static JsonPath send(ServiceProcess service, String method, String path, String token, String body,
                                 int expected) {
        return ReplicaCalls.send(service, method, path, token, body, expected);
    }

    private static void script(String command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("bash", "bench/database/citus/cluster.sh", command, DIR.toString())
                .redirectErrorStream(true);
        builder.environment().put("CITUS_PORT", String.valueOf(PORT));
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor()).as("bench/database/citus/cluster.sh %s: %s", command, output).isZero();
    }

    /** Where Citus's library would be in the machine's PostgreSQL; null without PostgreSQL's pg_config. */
    private static Path citusLibrary() throws InterruptedException {
        try {
            Process process = new ProcessBuilder("pg_config", "--pkglibdir").redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes()).trim();
            return process.waitFor() == 0 ? Path.of(output, "citus.so") : null;
        } catch (IOException e) {
            return null;
        }
    }
}
