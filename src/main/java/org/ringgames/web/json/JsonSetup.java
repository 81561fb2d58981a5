package org.ringgames.web.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.time.Instant;

/**
 * The service's own additions to Quarkus's ObjectMapper: a strict reader, and instants written by
 * {@link IsoInstant}.
 *
 * <p>Strict: a client that sends {@code "expectedPly": "0"}, {@code 0.9} or {@code "replace": "false"}
 * has a bug, and guessing what it meant would play a move it may not have wanted. So no scalar is
 * coerced into another JSON type (a string into a number or boolean, a number or boolean into a
 * string, a fraction into a whole number, an empty string into null, a one-element array into its
 * element or a value into an array); a member named twice and text after the body are refused too. Unknown members are refused by
 * {@code quarkus.jackson.fail-on-unknown-properties=true}. Each refusal reaches the client as a 400
 * naming the member (ProblemExceptionMappers).
 */
@Singleton
public class JsonSetup implements ObjectMapperCustomizer {

    /** After Quarkus's own customizers, which register the JavaTimeModule: a later module's serializer wins. */
    @Override
    public int priority() {
        return MINIMUM_PRIORITY;
    }

    @Override
    public void customize(ObjectMapper mapper) {
        refuseCoercion(mapper);
        mapper.enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        mapper.disable(DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS, DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY);
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        mapper.registerModule(new SimpleModule("ringgames-instants").addSerializer(Instant.class, new InstantText()));
    }

    static void refuseCoercion(ObjectMapper mapper) {
        for (LogicalType scalar : new LogicalType[] {LogicalType.Integer, LogicalType.Float, LogicalType.Boolean}) {
            mapper.coercionConfigFor(scalar)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
    }

    /** An instant as ISO_INSTANT text, as Jackson's JavaTimeModule writes it here, only cheaper. */
    static final class InstantText extends JsonSerializer<Instant> {
        @Override
        public void serialize(Instant value, JsonGenerator json, SerializerProvider provider) throws IOException {
            json.writeString(IsoInstant.format(value));
        }
    }
}
