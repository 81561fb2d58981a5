package org.ringgames.examples;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.gyges.GygesRecord;
import org.ringgames.rules.record.RecordRead;
import org.ringgames.support.PackagedService;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.Standalone;

/**
 * {@code examples/ugi-bot/ugi_bot.py}, the UGI bridge, run as docs/bots.md says against the
 * packaged service (prod profile, on an embedded PostgreSQL), with our own engine behind UGI
 * ({@code java -cp target/classes bench/engine/OurUgi.java}, level 1, 50 ms a move) as the engine of
 * every bridge. Each bridge is told to stop after one game ({@code --max-games 1}); it must exit 0,
 * and the service must show that game finished with a result, its moves made by the bridges' seats,
 * and the record each bridge saved must read back (every move replayed by {@link GygesRecord}) to
 * the game's end.
 *
 * <p>Needs {@code python3} on the PATH; without it the tests are skipped, and in CI
 * ({@code CI=true}) they fail, as {@link ExampleBotIT}'s do.
 */
@Standalone
class UgiBridgeIT {

    private static final long PATIENCE_MINUTES = 3;
    private static final Pattern WE_PLAY = Pattern.compile("game (\\S+): we play (south|north) ");
    private static final Path WORK = Path.of("target", "ugi-bridge-it");

    private static String python;
    private static PackagedService packaged;
    private static ServiceProcess service;

    @BeforeAll
    static void start() throws Exception {
        python = PackagedService.python3("the UGI bridge");
        packaged = PackagedService.start("ugi-bridge-it.log");
        service = packaged.service;
        Files.createDirectories(WORK);
    }

    @AfterAll
    static void stop() throws Exception {
        if (packaged != null) {
            packaged.close();
        }
    }

    @Test
    void theBridgesPureParts() throws Exception {
        Path output = WORK.resolve("unittest.out");
        Process tests = new ProcessBuilder(python, "-m", "unittest", "discover", "-s", "examples/ugi-bot", "-v")
                .redirectErrorStream(true).redirectOutput(output.toFile()).start();
        assertThat(tests.waitFor(2, TimeUnit.MINUTES)).isTrue();
        String printed = Files.readString(output);
        assertThat(tests.exitValue()).as("python3 -m unittest of examples/ugi-bot:%n%s", printed).isZero();
        assertThat(printed).contains("OK").doesNotContain("skipped");
    }

    @Test
    void aBridgePlaysTheComputerToTheEndAndARestartedBridgeFinishesTheGameItWasPlaying() throws Exception {
        Player bot = Player.create("ugi-vs-computer");
        String seek = "\"seeks\": [{\"game\": \"gyges\", \"rules\": {\"maxPlies\": 120},"
                + " \"opponent\": {\"engine\": {\"level\": 1}}}]";

        // The first run's engine thinks 20 s a move (level 8): it is killed (SIGKILL) while it
        // thinks over its first move, so the untimed game waits for it, in play.
        Path firstLog = WORK.resolve("a-1.log");
        Process first = bridge(config(bot, "a", seek, 8, 20_000), firstLog);
        String gameId = awaitLine(first, firstLog, WE_PLAY).group(1);
        awaitLine(first, firstLog, Pattern.compile("game " + gameId + ": your turn at ply \\d+ \\(playing\\)"));
        first.descendants().forEach(ProcessHandle::destroyForcibly); // its engine, thinking
        first.destroyForcibly().waitFor();
        JsonPath atRestart = game(gameId);
        assertThat(atRestart.getString("status")).isEqualTo("playing");
        int plyAtRestart = atRestart.getInt("ply");

        String config = config(bot, "a", seek, 1, 50);
        String printed = awaitExit(bridge(config, WORK.resolve("a-2.log")), WORK.resolve("a-2.log"));
        assertThat(printed).as("the restarted bridge's log").contains("resuming 1 game(s) in play: " + gameId)
                .contains("game " + gameId + ": ply " + (plyAtRestart + 1) + " ")
                .contains("game " + gameId + " finished: ");
        assertThat(finishedGamesOf(bot)).as("the player's games: the restarted bridge sought no other")
                .containsExactly(gameId);
        JsonPath state = game(gameId);
        assertThat(state.getMap("computerSeats")).hasSize(1);
        String seat = state.getString("players.south.id") != null ? "south" : "north";
        assertThat(state.getString("players." + seat + ".id")).isEqualTo(bot.id);
        assertThat(movesBy(gameId)).as("the moves of each seat").containsOnlyKeys("south", "north");
        assertRecordSaved(WORK.resolve("a").resolve("records"), gameId, state);
    }

    @Test
    void twoBridgesFindEachOtherBySeeksAndPlayARatedGameUnderAClock() throws Exception {
        String seek = "\"seeks\": [{\"game\": \"gyges\", \"rules\": {\"maxPlies\": 60}, \"rated\": true,"
                + " \"clock\": {\"initialSeconds\": 120, \"incrementSeconds\": 1}}]";
        playsOneGameAgainstEachOther(Player.create("ugi-seeker-1"), "b", seek, Player.create("ugi-seeker-2"), "c", seek);
    }

    @Test
    void aBridgeChallengesAnotherWhichAcceptsByItsRules() throws Exception {
        Player challenged = Player.create("ugi-challenged");
        String challenge = "\"challenge\": {\"players\": [\"" + challenged.id + "\"], \"terms\": {\"game\": \"gyges\","
                + " \"rules\": {\"maxPlies\": 60}, \"seat\": \"south\"}}";
        playsOneGameAgainstEachOther(Player.create("ugi-challenger"), "d", challenge, challenged, "e", "\"seeks\": []");
    }

    private static void playsOneGameAgainstEachOther(Player one, String oneName, String oneMatchmaking, Player two,
                                                     String twoName, String twoMatchmaking) throws Exception {
        Process first = bridge(config(one, oneName, oneMatchmaking), WORK.resolve(oneName + ".log"));
        Process second = bridge(config(two, twoName, twoMatchmaking), WORK.resolve(twoName + ".log"));
        awaitExit(first, WORK.resolve(oneName + ".log"));
        awaitExit(second, WORK.resolve(twoName + ".log"));

        List<String> games = finishedGamesOf(one);
        assertThat(games).as("the one game the bridges played").hasSize(1);
        assertThat(finishedGamesOf(two)).isEqualTo(games);
        String id = games.get(0);
        JsonPath state = game(id);
        assertThat(Set.of(state.getString("players.south.id"), state.getString("players.north.id")))
                .containsExactlyInAnyOrder(one.id, two.id);
        assertThat(state.getMap("computerSeats")).isEmpty();
        assertThat(movesBy(id)).as("the moves of each seat").containsOnlyKeys("south", "north");
        String oneRecord = assertRecordSaved(WORK.resolve(oneName).resolve("records"), id, state);
        String twoRecord = assertRecordSaved(WORK.resolve(twoName).resolve("records"), id, state);
        assertThat(twoRecord).isEqualTo(oneRecord);
    }

    // --- the bridge ---

    record Player(String id, String token) {
        static Player create(String name) {
            JsonPath created = given().port(service.port).contentType(ContentType.JSON).body(Map.of("name", name))
                    .post("/api/v1/players").then().statusCode(201).extract().jsonPath();
            return new Player(created.getString("id"), created.getString("token"));
        }
    }

    /** A config as docs/bots.md writes one: our engine at level 1, 50 ms a move, one game at a time. */
    private static String config(Player player, String name, String matchmaking) throws Exception {
        return config(player, name, matchmaking, 1, 50);
    }

    private static String config(Player player, String name, String matchmaking, int level, int movetimeMs)
            throws Exception {
        Path dir = WORK.resolve(name).toAbsolutePath();
        Files.createDirectories(dir);
        String java = ProcessHandle.current().info().command().orElse("java");
        String command = Stream.of(java, "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
                        Path.of("target", "classes").toAbsolutePath().toString(), "bench/engine/OurUgi.java")
                .map(UgiBridgeIT::json).collect(Collectors.joining(", ", "[", "]"));
        String config = """
                // written by UgiBridgeIT
                {
                  "service": {"url": "http://localhost:%d", "token": %s},
                  "engine": {"command": %s, "dir": %s, "options": {"level": %d}, "setup": "engine"},
                  "time": {"movetimeMs": %d, "maxMovetimeMs": %d},
                  "accept": {"rules": {"maxPlies": 60}},
                  "matchmaking": {%s, "intervalSeconds": 1},
                  "games": {"concurrency": 1},
                  "records": {"dir": %s},
                  "log": {"level": "DEBUG"}
                }
                """.formatted(service.port, json(player.token), command, json(Path.of("").toAbsolutePath().toString()),
                level, movetimeMs, movetimeMs, matchmaking, json(dir.resolve("records").toString()));
        Path file = dir.resolve("config.json");
        Files.writeString(file, config);
        return file.toString();
    }

    private static String json(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static Process bridge(String config, Path log) throws Exception {
        return new ProcessBuilder(python, "examples/ugi-bot/ugi_bot.py", config, "--max-games", "1")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    private static String awaitExit(Process bridge, Path log) throws Exception {
        boolean ended = bridge.waitFor(PATIENCE_MINUTES, TimeUnit.MINUTES);
        if (!ended) {
            bridge.destroyForcibly().waitFor();
        }
        String printed = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(ended).as("the bridge ended within %d minutes; it printed:%n%s", PATIENCE_MINUTES, printed).isTrue();
        assertThat(bridge.exitValue()).as("the bridge's exit status; it printed:%n%s", printed).isZero();
        assertThat(printed).as("the bridge's log").doesNotContain("Traceback").doesNotContain(" ERROR ")
                .contains("done: 1 game(s) finished, 0 engine fault(s)");
        return printed;
    }

    /** Waits for a line of the bridge's log; the bridge must still be running. */
    private static Matcher awaitLine(Process bridge, Path log, Pattern line) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(PATIENCE_MINUTES);
        while (System.nanoTime() < deadline) {
            String printed = Files.readString(log, StandardCharsets.UTF_8);
            Matcher m = line.matcher(printed);
            if (m.find()) {
                return m;
            }
            assertThat(bridge.isAlive()).as("the bridge runs; it printed:%n%s", printed).isTrue();
            Thread.sleep(100);
        }
        bridge.destroyForcibly().waitFor();
        throw new AssertionError("no line " + line + " in " + log + ":\n" + Files.readString(log));
    }

    // --- what the service says ---

    private static List<String> finishedGamesOf(Player player) {
        JsonPath listed = given().port(service.port).queryParam("player", player.id).get("/api/v1/games")
                .then().statusCode(200).extract().jsonPath();
        assertThat(listed.getList("games.status", String.class)).as("the player's games").containsOnly("finished");
        return listed.getList("games.id", String.class);
    }

    private static JsonPath game(String id) {
        return given().port(service.port).get("/api/v1/games/" + id).then().statusCode(200).extract().jsonPath();
    }

    /** How many moves each seat made (a seat that made none is absent). */
    private static Map<String, Long> movesBy(String id) {
        List<String> seats = given().port(service.port).get("/api/v1/games/" + id + "/moves").then().statusCode(200)
                .extract().jsonPath().getList("moves.seat", String.class);
        return seats.stream().collect(Collectors.groupingBy(s -> s, Collectors.counting()));
    }

    /** The record the bridge saved: read back move by move, to the game's end, with its every ply. */
    private static String assertRecordSaved(Path records, String id, JsonPath state) throws Exception {
        Path file = records.resolve(id + ".txt");
        assertThat(file).as("the record the bridge saved").exists();
        String text = Files.readString(file, StandardCharsets.UTF_8);
        RecordRead<GygesRecord> read = GygesRecord.read(text);
        assertThat(read).as("the saved record reads back:%n%s", text).isInstanceOf(RecordRead.Ok.class);
        GygesRecord record = ((RecordRead.Ok<GygesRecord>) read).value();
        assertThat(state.getString("status")).isEqualTo("finished");
        assertThat(state.getString("result.reason")).isNotNull();
        assertThat(record.ending()).as("the record's ending").isPresent();
        assertThat(record.ending().get().reason()).isEqualTo(state.getString("result.reason"));
        assertThat(record.plies()).as("the record's moves").hasSize(state.getInt("ply")).isNotEmpty();
        assertThat(records.toFile().list()).as("the records folder: no partial file left").allMatch(n -> n.endsWith(".txt"));
        return text;
    }

}
