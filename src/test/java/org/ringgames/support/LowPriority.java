package org.ringgames.support;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * What runs beside the {@code @QuarkusTest} classes runs at a lower CPU priority (nice 10): the
 * thread of the {@link Standalone} classes (this is an extension of theirs), and with it what that
 * thread starts, which inherits its priority: the threads of the test, and the processes they
 * start (the ITs' replicas, the bench harness's engines, the python bots). The {@code @QuarkusTest}
 * classes must take turns, so they are the suite's longest path, and on two cores they should not
 * wait for the CPU while the work beside them has it. Priority changes when a thing runs, never
 * what it does; without {@code renice} everything runs at the usual priority.
 */
public final class LowPriority implements BeforeAllCallback {

    private static final Path RENICE = Path.of("/usr/bin/renice");
    /** Whether this thread is reniced already: it runs class after class, and once is enough. */
    private static final ThreadLocal<Boolean> LOWERED = ThreadLocal.withInitial(() -> false);

    /**
     * Lowers the priority of the thread that runs the class, and so of the threads it starts (a
     * Linux thread inherits its creator's). The {@code @QuarkusTest} classes never run on it: JUnit
     * runs them in turn on the thread that started the run.
     */
    @Override
    public void beforeAll(ExtensionContext context) throws Exception {
        Path self = Path.of("/proc/thread-self");
        if (LOWERED.get() || !Files.isExecutable(RENICE) || !Files.exists(self)) {
            return;
        }
        LOWERED.set(true);
        String thread = Files.readSymbolicLink(self).getFileName().toString();
        Process renice = new ProcessBuilder(RENICE.toString(), "-n", "10", "-p", thread)
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        renice.waitFor(10, TimeUnit.SECONDS);
    }
}
