package org.ringgames.support;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Processes a test starts beside the {@code @QuarkusTest} classes (the ITs' replicas, the bench
 * harness's engines) run at a lower CPU priority ({@code nice -n 10}): those classes must take
 * turns, so they are the suite's longest path, and on two cores they should not wait for the CPU
 * while work beside them has it. Priority changes when a process runs, never what it does; without
 * {@code nice} the command runs as it is.
 */
public final class LowPriority {

    private static final Path NICE = Path.of("/usr/bin/nice");

    private LowPriority() {
    }

    /** The command, started through {@code nice -n 10} where there is one. */
    public static List<String> command(List<String> command) {
        if (!Files.isExecutable(NICE)) {
            return command;
        }
        List<String> niced = new ArrayList<>(List.of(NICE.toString(), "-n", "10"));
        niced.addAll(command);
        return niced;
    }
}
