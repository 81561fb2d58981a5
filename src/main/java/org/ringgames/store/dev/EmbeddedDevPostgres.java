package org.ringgames.store.dev;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.jboss.logging.Logger;

/** Starts the dev-mode PostgreSQL; loaded only by {@link DevPostgresConfigSourceFactory} in dev. */
final class EmbeddedDevPostgres {

    static final String USER = "postgres";
    static final String PASSWORD = "postgres";

    private static final Logger LOG = Logger.getLogger(EmbeddedDevPostgres.class);

    private EmbeddedDevPostgres() {
    }

    /** Starts the server on a free port, keeping its data between runs; returns the JDBC URL. */
    static String start() {
        Path data = Path.of("target", "dev-postgres").toAbsolutePath();
        try {
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(data)
                    .setCleanDataDirectory(false)
                    .start();
            String url = "jdbc:postgresql://localhost:" + postgres.getPort() + "/postgres";
            LOG.infof("Dev mode: embedded PostgreSQL at %s, data in %s", url, data);
            return url;
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start the embedded dev PostgreSQL in " + data, e);
        }
    }
}
