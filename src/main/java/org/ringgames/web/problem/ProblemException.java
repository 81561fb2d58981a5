package org.ringgames.web.problem;

import java.util.Map;
import java.util.Objects;

/**
 * Thrown by the web and application layers to answer with a problem of a given type; mapped once,
 * in {@link ProblemExceptionMappers}. Carries no stack trace: it is an answer, not a fault.
 */
public class ProblemException extends RuntimeException {

    private final ProblemType type;
    private final int status;
    private final Map<String, Object> extensions;

    public ProblemException(ProblemType type, String detail) {
        this(type, type.status(), detail, Map.of());
    }

    public ProblemException(ProblemType type, String detail, Map<String, Object> extensions) {
        this(type, type.status(), detail, extensions);
    }

    /**
     * @param status one the type allows (see {@link ProblemType#allowsStatus}), e.g. 412 for a
     *               stale-state problem raised by an {@code If-Match} header
     */
    public ProblemException(ProblemType type, int status, String detail, Map<String, Object> extensions) {
        super(detail, null, false, false);
        this.type = Objects.requireNonNull(type, "type");
        if (!type.allowsStatus(status)) {
            throw new IllegalArgumentException("Problem type " + type.slug() + " is never sent with status " + status);
        }
        this.status = status;
        this.extensions = Map.copyOf(extensions);
    }

    public ProblemType type() {
        return type;
    }

    public int status() {
        return status;
    }

    public String detail() {
        return getMessage();
    }

    public Map<String, Object> extensions() {
        return extensions;
    }

    public Problem toProblem(String instance) {
        return Problem.of(type, status, detail(), instance, extensions);
    }
}
