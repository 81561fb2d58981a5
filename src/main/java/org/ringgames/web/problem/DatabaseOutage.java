package org.ringgames.web.problem;

import org.ringgames.play.core.DatabaseErrors;

/** The answer while the database is unreachable ({@link DatabaseErrors#unreachable}): 503 with Retry-After. */
public final class DatabaseOutage {

    /** Seconds a client should wait before retrying. */
    public static final int RETRY_AFTER_SECONDS = 5;

    private DatabaseOutage() {
    }

    public static boolean is(Throwable error) {
        return DatabaseErrors.unreachable(error);
    }

    public static Problem problem(String instance) {
        return Problem.of(ProblemType.SERVICE_UNAVAILABLE, 503,
                "The database cannot be reached; nothing was changed. Retry in " + RETRY_AFTER_SECONDS + " s.",
                instance, java.util.Map.of());
    }
}
