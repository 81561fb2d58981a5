package org.ringgames.web.problem;

import java.util.Map;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * The service's own fault, however it came (an exception, an {@code Error} such as a stack
 * overflow, a mapper that failed): logged with its stack trace under a fresh id, and answered with
 * a 500 internal-error problem whose {@code errorId} member is that id, so that a report of the
 * answer finds the log line. The client learns nothing internal.
 */
public final class InternalErrors {

    private static final Logger LOG = Logger.getLogger(InternalErrors.class);

    private InternalErrors() {
    }

    public static Problem logged(Throwable error, String path) {
        String id = UUID.randomUUID().toString();
        LOG.errorf(error, "Unexpected error %s on %s", id, path);
        return Problem.of(ProblemType.INTERNAL_ERROR, 500, "An unexpected error occurred; it has been logged as "
                + id + ".", path, Map.of("errorId", id));
    }
}
