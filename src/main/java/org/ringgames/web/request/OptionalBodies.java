package org.ringgames.web.request;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.core.MediaType;
import java.util.Optional;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * A request body an operation may go without: none (or only whitespace) is empty; anything else
 * must be JSON, sent as such, and is read as strictly as a required body (the service's
 * ObjectMapper refuses unknown members, coercions and trailing JSON; its failures are mapped to
 * 400 malformed-request like any body's).
 */
public final class OptionalBodies {

    private OptionalBodies() {
    }

    public static <T> Optional<T> read(ObjectMapper json, String body, String contentType, Class<T> type)
            throws JsonProcessingException {
        if (body == null || body.isBlank()) {
            return Optional.empty();
        }
        if (contentType == null || !MediaType.valueOf(contentType.trim()).isCompatible(MediaType.APPLICATION_JSON_TYPE)) {
            throw new ProblemException(ProblemType.UNSUPPORTED_MEDIA_TYPE, "the body is not application/json");
        }
        T value = json.readValue(body, type);
        if (value == null) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST, "the body: expected an object, found null");
        }
        return Optional.of(value);
    }
}
