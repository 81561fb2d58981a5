package org.ringgames.support;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * An embedded PostgreSQL for tests of packaged replicas that can be stopped and started again on
 * the same folder and port, so the data survives the outage and the replicas reconnect to it.
 */
public final class RestartableDatabase implements AutoCloseable {

    private final Path dataDirectory;
    public final int port;
    private EmbeddedPostgres postgres;

    private RestartableDatabase(Path dataDirectory, int port) throws IOException {
        this.dataDirectory = dataDirectory;
        this.port = port;
        start();
    }

    public static RestartableDatabase create(String name) throws IOException {
        return new RestartableDatabase(Files.createTempDirectory(name), ServiceProcess.freePort());
    }

    public void start() throws IOException {
        postgres = EmbeddedPostgres.builder().setDataDirectory(dataDirectory).setCleanDataDirectory(false)
                .setPort(port).start();
    }

    /** Starts PostgreSQL again unless it runs (a test that stopped it may have failed before starting it). */
    public void ensureRunning() throws IOException {
        if (postgres == null) {
            start();
        }
    }

    /** Stops PostgreSQL: an outage, until {@link #start()}. */
    public void stop() throws IOException {
        postgres.close();
        postgres = null;
    }

    public Connection connect() throws SQLException {
        return postgres.getPostgresDatabase().getConnection();
    }

    @Override
    public void close() throws IOException {
        if (postgres != null) {
            stop();
        }
    }
}
