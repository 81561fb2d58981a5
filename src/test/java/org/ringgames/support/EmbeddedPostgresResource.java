package org.ringgames.support;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * One embedded PostgreSQL (zonky) for the whole test run: the GLOBAL scope applies this resource
 * to every {@code @QuarkusTest}, so all of them share one Quarkus application and one database.
 * Flyway cleans and migrates it at start ({@code %test.quarkus.flyway.clean-at-start}).
 */
@WithTestResource(value = EmbeddedPostgresResource.class, scope = TestResourceScope.GLOBAL)
public class EmbeddedPostgresResource implements QuarkusTestResourceLifecycleManager {

    private EmbeddedPostgres postgres;

    @Override
    public Map<String, String> start() {
        try {
            postgres = EmbeddedPostgres.builder().start();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not start the embedded test PostgreSQL", e);
        }
        return Map.of(
                "quarkus.datasource.jdbc.url", "jdbc:postgresql://localhost:" + postgres.getPort() + "/postgres",
                "quarkus.datasource.username", "postgres",
                "quarkus.datasource.password", "postgres");
    }

    @Override
    public void stop() {
        if (postgres != null) {
            try {
                postgres.close();
            } catch (IOException e) {
                throw new UncheckedIOException("Could not stop the embedded test PostgreSQL", e);
            }
        }
    }
}
