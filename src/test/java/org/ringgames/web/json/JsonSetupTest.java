package org.ringgames.web.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import org.junit.jupiter.api.Test;

@QuarkusTest
class JsonSetupTest {

    @Inject
    ObjectMapper json;

    @Test
    void theServicesMapperWritesInstantsWithItsOwnSerializerAsIsoText() throws Exception {
        assertThat(json.getSerializerProviderInstance().findValueSerializer(Instant.class))
                .isInstanceOf(JsonSetup.InstantText.class);
        assertThat(json.writeValueAsString(Instant.parse("2026-12-01T15:41:28.553077Z")))
                .isEqualTo("\"2026-12-01T15:41:28.553077Z\"");
    }
}
