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
 *
 * <p>With {@code RINGGAMES_TEST_DB_URL} set (a JDBC URL; {@code RINGGAMES_TEST_DB_USER} and
 * {@code RINGGAMES_TEST_DB_PASSWORD} beside it), the tests use that database instead: this is how
 * {@code bench/database/citus/suite.sh} runs the suite against a Citus coordinator.
 */
@WithTestResource(value = EmbeddedPostgresResource.class, scope = TestResourceScope.GLOBAL)
public class EmbeddedPostgresResource implements QuarkusTestResourceLifecycleManager {

    private EmbeddedPostgres postgres;

    @Override
    public Map<String, String> start() {
        String external = System.getenv("RINGGAMES_TEST_DB_URL");
        if (external != null && !external.isBlank()) {
            return Map.of(
                    "quarkus.datasource.jdbc.url", external,
                    "quarkus.datasource.username", System.getenv().getOrDefault("RINGGAMES_TEST_DB_USER", "postgres"),
                    "quarkus.datasource.password", System.getenv().getOrDefault("RINGGAMES_TEST_DB_PASSWORD", ""));
        }
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
