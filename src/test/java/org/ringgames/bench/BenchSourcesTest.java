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
import org.ringgames.support.Standalone;

/**
 * A benchmark that nothing runs rots: every program of bench/ must compile against today's classes
 * and bench/support's, each on its own as its script runs it (a renamed method breaks it here, not
 * in a measurement months later), and every script must parse.
 * What the pgbench scripts send is run on the schema by {@link BenchSqlScriptsTest}.
 */
@Standalone
class BenchSourcesTest {

    /**
     * Each program alone, as {@code java bench/…/X.java} runs it (a single source file: it sees no
     * other file of bench/ but through the class path), against today's classes and bench/support's,
     * which compile first on the JDK alone, as bench/support/classes.sh compiles them.
     */
    @Test
    void everyBenchProgramCompilesOnItsOwnAgainstTodaysClassesAndTheSupport(@TempDir Path out) throws Exception {
        List<File> support;
        List<File> programs;
        try (Stream<Path> files = Files.walk(Path.of("bench"))) {
            List<File> sources = files.filter(f -> f.toString().endsWith(".java")).map(Path::toFile).sorted().toList();
            support = sources.stream().filter(f -> f.toPath().startsWith(Path.of("bench", "support"))).toList();
            programs = sources.stream().filter(f -> !support.contains(f)).toList();
        }
        assertThat(support).extracting(File::getName).contains("ErrorTally.java", "Api.java", "Args.java");
        assertThat(programs).extracting(File::getName).contains("MoveLoad.java", "Match.java", "Perft.java", "SwissCheck.java");
        Path supportClasses = out.resolve("support");
        compile(support, supportClasses, "");
        for (File program : programs) {
            compile(List.of(program), out.resolve(program.getName()),
                    System.getProperty("java.class.path") + File.pathSeparator + supportClasses);
        }
    }

    private static void compile(List<File> sources, Path out, String classPath) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter errors = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            boolean compiled = javac.getTask(errors, files, null,
                    List.of("-proc:none", "-nowarn", "-d", out.toString(), "-cp", classPath),
                    null, files.getJavaFileObjectsFromFiles(sources)).call();
            assertThat(compiled).as("%s does not compile:%n%s", sources, errors).isTrue();
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
