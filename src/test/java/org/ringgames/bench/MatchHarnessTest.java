package org.ringgames.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ringgames.support.Standalone;

/**
 * The match harness itself (bench/engine/Match.java with our engine behind bench/engine/OurUgi.java), run as
 * engine changes are judged: a random legal mover scores about nothing against the engine, and
 * the engine about half against itself. Depth-limited searches (depth 2), so that no timing
 * decides: the same games every run.
 */
@Standalone
class MatchHarnessTest {

    private static final Pattern REPORT = Pattern.compile("(?m)^ours vs (\\S+): (\\d+) games \\+(\\d+) =(\\d+) -(\\d+), score ([\\d.]+) %");

    /** The harness's whole output for a match of ours (depth 2) against ours with {@code bInit}. */
    private static String run(String bInit, int games, String... more) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // C1 only, as the suite's own JVMs (docs/testing.md): depth-2 games are over before C2 pays.
        String ours = java + " -XX:TieredStopAtLevel=1 -cp target/classes bench/engine/OurUgi.java";
        List<String> command = new ArrayList<>(List.of(java, "-XX:TieredStopAtLevel=1",
                "-cp", "target/classes" + File.pathSeparator + supportClasses(),
                "bench/engine/Match.java",
                "a=" + ours, "name-a=ours", "a-init=setoption maxPly 2",
                "b=" + ours, "name-b=other", "b-init=" + bInit,
                "games=" + games, "movetime=1000", "seed=3", "max-plies=120"));
        command.addAll(List.of(more));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).doesNotContain("protocol faults");
        return output;
    }

    /** bench/support's classes (Match reports its Elo with them), compiled as match.sh has them compiled. */
    private static String supportClasses() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("bash", "bench/support/classes.sh").redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String folder = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as("bench/support/classes.sh").isZero();
        return folder;
    }

    private static Matcher match(String bInit, int games) throws IOException, InterruptedException {
        String output = run(bInit, games);
        Matcher report = REPORT.matcher(output);
        assertThat(report.find()).as(output).isTrue();
        return report;
    }

    @Test
    void aRandomMoverScoresAboutNothingAgainstTheEngine() throws Exception {
        Matcher report = match("setoption random true", 16);
        assertThat(Integer.parseInt(report.group(2))).isEqualTo(16);
        assertThat(Double.parseDouble(report.group(6))).isGreaterThanOrEqualTo(90.0);
    }

    @Test
    void theEngineScoresAboutHalfAgainstItself() throws Exception {
        // The same engine at the same depth on both sides of each opening: each pair is one win
        // each or two draws, unless the first move decides, so the score stays near 50 %.
        Matcher report = match("setoption maxPly 2", 16);
        assertThat(Double.parseDouble(report.group(6))).isBetween(25.0, 75.0);
    }

    @Test
    void ownSetupsArePickedByTheProgramsSouthFirst() throws Exception {
        // Each program picks its own row (SetupChoice at level 8); a pair's two Souths draw from one seed.
        String output = run("setoption maxPly 2", 4, "setups=own", "random-plies=0");
        Matcher rows = Pattern.compile("(?m)^game .* rows ([123]{6}) ([123]{6})$").matcher(output);
        List<String> souths = new ArrayList<>();
        while (rows.find()) {
            for (String row : List.of(rows.group(1), rows.group(2))) {
                assertThat(row.chars().sorted().toArray()).containsExactly('1', '1', '2', '2', '3', '3');
            }
            souths.add(rows.group(1));
        }
        assertThat(souths).as(output).hasSize(4);
        assertThat(souths.get(1)).isEqualTo(souths.get(0));
        assertThat(souths.get(3)).isEqualTo(souths.get(2));
        assertThat(souths.get(2)).as("each pair draws from its own seed").isNotEqualTo(souths.get(0));
    }
}
