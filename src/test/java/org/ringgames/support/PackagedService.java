package org.ringgames.support;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The packaged service on an embedded PostgreSQL of its own, for an IT that drives it from outside
 * as a user's program would (examples/bot.py, examples/ugi-bot); and the python3 such programs run on.
 */
public final class PackagedService implements AutoCloseable {

    private final EmbeddedPostgres postgres;
    public final ServiceProcess service;

    private PackagedService(EmbeddedPostgres postgres, ServiceProcess service) {
        this.postgres = postgres;
        this.service = service;
    }

    /** Starts a database and the service on it, logging to {@code log}. */
    public static PackagedService start(String log) throws Exception {
        EmbeddedPostgres postgres = EmbeddedPostgres.builder().start();
        try {
            return new PackagedService(postgres, ServiceProcess.start(postgres.getPort(), log));
        } catch (Exception | Error e) {
            postgres.close();
            throw e;
        }
    }

    public int port() {
        return service.port;
    }

    @Override
    public void close() throws Exception {
        try {
            service.close();
        } finally {
            postgres.close();
        }
    }

    /**
     * The python3 on the PATH. Without one the calling test is skipped, or fails in CI, which must
     * run {@code what}.
     */
    public static String python3(String what) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(dir -> !dir.isEmpty()).map(dir -> Path.of(dir, "python3")).filter(Files::isExecutable)
                .map(Path::toString).findFirst().orElseGet(() -> {
                    String why = "no python3 on the PATH (apt-get install python3; .ci/run does)";
                    if ("true".equals(System.getenv("CI"))) {
                        throw new AssertionError(what + " must run in CI, but there is " + why);
                    }
                    Assumptions.abort(what + " not run: " + why);
                    return null;
                });
    }
}
