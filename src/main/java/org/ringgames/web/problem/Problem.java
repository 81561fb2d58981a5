package org.ringgames.web.problem;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * An RFC 9457 problem body, sent as {@code application/problem+json}. Extension members (for
 * example {@code currentPly} of a stale-state problem) are written flat at the top level, beside
 * the standard members, in key order.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"type", "title", "status", "detail", "instance"})
@Schema(name = "Problem", description = "An RFC 9457 problem; type-specific extension members may follow "
        + "the standard ones at the top level.", additionalProperties = Schema.True.class,
        requiredProperties = {"type", "title", "status"})
public record Problem(
        @Schema(description = "A relative URI /problems/{slug}, whose page describes the type.",
                examples = "/problems/illegal-move") String type,
        @Schema(description = "A short summary of the problem type.", examples = "Illegal move") String title,
        @Schema(description = "The HTTP status code.", examples = "422") int status,
        @Schema(description = "What went wrong with this request, for a human.") String detail,
        @Schema(description = "The request path.", examples = "/api/v1/games/4f2c/moves") String instance,
        @JsonIgnore @Schema(hidden = true) Map<String, Object> extensions) {

    /** The media type of every error body. */
    public static final String MEDIA_TYPE = "application/problem+json";

    /** The standard members: an extension must not repeat one, or the body would hold a key twice. */
    private static final java.util.Set<String> STANDARD = java.util.Set.of("type", "title", "status", "detail", "instance");

    public Problem {
        extensions = extensions == null ? Map.of() : Map.copyOf(extensions);
        for (String name : extensions.keySet()) {
            if (STANDARD.contains(name)) {
                throw new IllegalArgumentException("a problem's extension member may not be named '" + name + "'");
            }
        }
    }

    public static Problem of(ProblemType type, int status, String detail, String instance,
                             Map<String, Object> extensions) {
        return new Problem(type.uri(), type.title(), status, detail, instance, extensions);
    }

    /** Extension members, serialized at the top level of the JSON object. */
    @JsonAnyGetter
    Map<String, Object> members() {
        return new TreeMap<>(extensions);
    }
}
