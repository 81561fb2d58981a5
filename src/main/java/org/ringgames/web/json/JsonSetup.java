package org.ringgames.web.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.time.Instant;

/** The service's own additions to Quarkus's ObjectMapper: instants written by {@link IsoInstant}. */
@Singleton
public class JsonSetup implements ObjectMapperCustomizer {

    /** After Quarkus's own customizers, which register the JavaTimeModule: a later module's serializer wins. */
    @Override
    public int priority() {
        return MINIMUM_PRIORITY;
    }

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(new SimpleModule("ringgames-instants").addSerializer(Instant.class, new InstantText()));
    }

    /** An instant as ISO_INSTANT text, as Jackson's JavaTimeModule writes it here, only cheaper. */
    static final class InstantText extends JsonSerializer<Instant> {
        @Override
        public void serialize(Instant value, JsonGenerator json, SerializerProvider provider) throws IOException {
            json.writeString(IsoInstant.format(value));
        }
    }
}
