package org.ringgames.store.dev;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.common.MapBackedConfigSource;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * Zero-config database for {@code quarkus:dev}: in the dev profile only, starts an embedded
 * PostgreSQL (zonky) whose data lives in {@code target/dev-postgres}, and points the datasource
 * at it.
 *
 * <p>Quarkus calls config source factories several times per JVM (build step, static and runtime
 * init, again on every live reload). The URL of the first start is kept in the system property
 * {@value #URL_PROPERTY}, so later calls reuse the running server instead of starting another.
 * The server stops with the JVM (zonky's shutdown hook).
 *
 * <p>In every other profile this factory returns nothing and never loads {@link EmbeddedDevPostgres},
 * the only class that touches zonky; the prod build drops zonky from the packaged application.
 */
public class DevPostgresConfigSourceFactory implements ConfigSourceFactory {

    /** Holds the JDBC URL of the dev server once started. */
    public static final String URL_PROPERTY = "ringgames.dev-postgres.url";

    /** Above application.properties (250), below environment variables (300) and system properties (400). */
    private static final int ORDINAL = 275;

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        if (!context.getProfiles().contains("dev")) {
            return List.of();
        }
        String url = System.getProperty(URL_PROPERTY);
        if (url == null) {
            synchronized (DevPostgresConfigSourceFactory.class) {
                url = System.getProperty(URL_PROPERTY);
                if (url == null) {
                    url = startEmbedded();
                    System.setProperty(URL_PROPERTY, url);
                }
            }
        }
        return List.of(new MapBackedConfigSource("embedded dev PostgreSQL", Map.of(
                "quarkus.datasource.jdbc.url", url,
                "quarkus.datasource.username", EmbeddedDevPostgres.USER,
                "quarkus.datasource.password", EmbeddedDevPostgres.PASSWORD), ORDINAL) {
        });
    }

    /**
     * Loaded by name, never referenced: a native image (which has no zonky) must not reach
     * {@link EmbeddedDevPostgres} when it analyses this factory. USER and PASSWORD are constants
     * the compiler copies here, so they do not refer to it either.
     */
    private static String startEmbedded() {
        String name = String.join(".", DevPostgresConfigSourceFactory.class.getPackageName(), "EmbeddedDevPostgres");
        try {
            return (String) Class.forName(name).getDeclaredMethod("start").invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the embedded dev PostgreSQL could not start", e);
        }
    }
}
