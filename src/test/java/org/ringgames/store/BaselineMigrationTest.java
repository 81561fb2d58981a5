package org.ringgames.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import org.junit.jupiter.api.Test;

@QuarkusTest
class BaselineMigrationTest {

    @Inject
    ServiceMetaRows serviceMeta;

    @Test
    @Transactional
    void flywayBaselineIsReadableThroughHibernate() {
        assertThat(serviceMeta.findByIdOptional("baseline")).hasValueSatisfying(
                entry -> assertThat(entry.value).isEqualTo("V1"));
    }
}
