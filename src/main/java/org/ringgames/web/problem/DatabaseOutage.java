package org.ringgames.web.problem;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

/**
 * Tells an unreachable database from a bug: somewhere in the cause chain a connection failure
 * (SQLState class 08, a refused connection, or the pool giving up waiting for one).
 */
public final class DatabaseOutage {

    /** Seconds a client should wait before retrying. */
    public static final int RETRY_AFTER_SECONDS = 5;

    private DatabaseOutage() {
    }

    public static boolean is(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLTransientConnectionException || t instanceof ConnectException) {
                return true;
            }
            if (t instanceof SQLException sql) {
                String state = sql.getSQLState();
                String message = String.valueOf(sql.getMessage());
                if ((state != null && (state.startsWith("08") || state.equals("57P01") || state.equals("57P03")))
                        || message.contains("Acquisition timeout") || message.contains("This connection has been closed")) {
                    return true;
                }
            }
        }
        return false;
    }

    public static Problem problem(String instance) {
        return Problem.of(ProblemType.SERVICE_UNAVAILABLE, 503,
                "The database cannot be reached; nothing was changed. Retry in " + RETRY_AFTER_SECONDS + " s.",
                instance, java.util.Map.of());
    }
}
