package org.ringgames.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A benchmark that nothing runs rots: every program of bench/ must compile against today's classes
 * (a renamed method breaks it here, not in a measurement months later) and every script must parse.
 * What the pgbench scripts send is run on the schema by {@link BenchSqlScriptsTest}.
 */
class BenchSourcesTest {

    @Test
    void everyBenchProgramCompilesAgainstTodaysClasses(@TempDir Path out) throws Exception {
        List<File> sources;
        try (Stream<Path> files = Files.walk(Path.of("bench"))) {
            sources = files.filter(f -> f.toString().endsWith(".java")).map(Path::toFile).sorted().toList();
        }
        assertThat(sources).extracting(File::getName).contains("MoveLoad.java", "Match.java", "ErrorTally.java");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter errors = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            boolean compiled = javac.getTask(errors, files, null,
                    List.of("-proc:none", "-nowarn", "-d", out.toString(), "-cp", System.getProperty("java.class.path")),
                    null, files.getJavaFileObjectsFromFiles(sources)).call();
            assertThat(compiled).as("bench/ does not compile:%n%s", errors).isTrue();
        }
    }

    @Test
    void everyBenchScriptParses() throws Exception {
        List<Path> scripts;
        try (Stream<Path> files = Files.walk(Path.of("bench"))) {
            scripts = files.filter(f -> f.toString().endsWith(".sh")).sorted().toList();
        }
        assertThat(scripts).extracting(p -> p.getFileName().toString()).contains("lib.sh", "pgbench-move.sh", "moves.sh");
        for (Path script : scripts) {
            Process bash = new ProcessBuilder("bash", "-n", script.toString()).redirectErrorStream(true).start();
            assertThat(bash.waitFor(30, TimeUnit.SECONDS)).isTrue();
            String said = new String(bash.getInputStream().readAllBytes());
            assertThat(bash.exitValue()).as("bash -n %s: %s", script, said).isZero();
        }
    }
}
