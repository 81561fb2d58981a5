package org.ringgames.examples;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringgames.support.PackagedService;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.Standalone;

/**
 * {@code examples/bot.py}, the bot a newcomer copies, run as its README says against the packaged
 * service (prod profile, on an embedded PostgreSQL), against the computer at level 1. It must play
 * every game it was asked for to its end and exit 0, and the service must list those games, and no
 * others, as finished games of the player the bot created — so the example keeps working as the
 * API moves.
 *
 * <p>Needs {@code python3} on the PATH. Without it the tests are skipped, so that {@code ./mvnw
 * verify} works on a machine with only a JDK; in CI ({@code CI=true}; {@code .ci/run} installs
 * python3) a missing python3 fails them instead.
 */
@Standalone
class ExampleBotIT {

    private static final long PATIENCE_MINUTES = 5;
    private static final Pattern PLAYER = Pattern.compile("\\Aplayer (\\S+) ");
    private static final Pattern FINISHED = Pattern.compile("^game (\\S+) finished: ", Pattern.MULTILINE);

    private static String python;
    private static PackagedService packaged;
    private static ServiceProcess service;

    @BeforeAll
    static void start() throws Exception {
        python = PackagedService.python3("the example bot");
        packaged = PackagedService.start("example-bot-it.log");
        service = packaged.service;
    }

    @AfterAll
    static void stop() throws Exception {
        if (packaged != null) {
            packaged.close();
        }
    }

    @Test
    void theExampleBotPlaysTwoGamesOfGygesAgainstTheComputerToTheirEnd() throws Exception {
        playsToTheEnd("gyges", 2);
    }

    @Test
    void theExampleBotPlaysAnXeQueoMatchAgainstTheComputerToItsEnd() throws Exception {
        playsToTheEnd("xequeo", 1);
    }

    private static void playsToTheEnd(String game, int games) throws Exception {
        Path output = Path.of("target", "example-bot-it-" + game + ".out");
        List<String> command = List.of(python, "examples/bot.py", "--base", "http://localhost:" + service.port,
                "--game", game, "--games", String.valueOf(games), "--level", "1");
        Process bot = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        boolean ended = bot.waitFor(PATIENCE_MINUTES, TimeUnit.MINUTES);
        if (!ended) {
            bot.destroyForcibly().waitFor();
        }
        String printed = Files.readString(output, StandardCharsets.UTF_8);
        assertThat(ended).as("the bot ended within %d minutes; it printed:%n%s", PATIENCE_MINUTES, printed).isTrue();
        assertThat(bot.exitValue()).as("the bot's exit status; it printed:%n%s", printed).isZero();

        Matcher player = PLAYER.matcher(printed);
        assertThat(player.find()).as("the bot's first line names its player: %s", printed).isTrue();
        Set<String> finished = new LinkedHashSet<>();
        for (Matcher m = FINISHED.matcher(printed); m.find(); ) {
            finished.add(m.group(1));
        }
        assertThat(finished).as("the games the bot saw finish; it printed:%n%s", printed).hasSize(games);

        JsonPath listed = given().port(service.port).queryParam("player", player.group(1))
                .get("/api/v1/games").then().statusCode(200).extract().jsonPath();
        assertThat(listed.getList("games.id", String.class)).as("the player's games, as the service lists them")
                .containsExactlyInAnyOrderElementsOf(finished);
        assertThat(listed.getList("games.status", String.class)).containsOnly("finished");
        assertThat(listed.getList("games.game", String.class)).containsOnly(game);
    }

}
