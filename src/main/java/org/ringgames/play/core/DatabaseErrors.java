package org.ringgames.play.core;

import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

/**
 * Tells an unreachable database from a bug: somewhere in the cause chain a connection failure
 * (SQLState class 08, an administrator shutdown, a refused connection, or the pool giving up
 * waiting for one).
 */
public final class DatabaseErrors {

    private DatabaseErrors() {
    }

    public static boolean unreachable(Throwable error) {
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

    /** Whether somewhere in the cause chain the database refused a row for breaking this unique index. */
    public static boolean uniqueViolation(Throwable error, String index) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql && "23505".equals(sql.getSQLState())
                    && String.valueOf(sql.getMessage()).contains(index)) {
                return true;
            }
        }
        return false;
    }
}
