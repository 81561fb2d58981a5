package org.ringgames.store;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Whether the database is a Citus coordinator (it has the {@code citus} extension, and
 * V11__citus.sql distributed the tables). Asked once, on first use, and kept: a database does not
 * change kind under a running service.
 *
 * <p>On Citus the statements that write a game's rows are each routed to the game's shard, and
 * the two things a write must do on the coordinator itself are done there in their own statement:
 * the feed key (the coordinator's transaction id, so the portal and player streams order changes
 * on every worker by one clock) and the {@code NOTIFY} (delivered by the node that runs it, and the
 * replicas listen on the coordinator). See {@link org.ringgames.store.events.ChangeStatements#appendRouted} and docs/capacity.md.
 */
@ApplicationScoped
public class Citus {

    @Inject
    AgroalDataSource dataSource;

    private volatile Boolean on;

    public boolean on() {
        Boolean known = on;
        if (known == null) {
            try (Connection connection = dataSource.getConnection();
                 Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery(
                         "SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus')")) {
                rows.next();
                known = rows.getBoolean(1);
                on = known;
            } catch (SQLException e) {
                throw new IllegalStateException("could not tell whether the database is Citus", e);
            }
        }
        return known;
    }

    /**
     * The horizon of the portal and player streams: no transaction with a lower id is still
     * running. Taken on the coordinator in its own statement: inside a query on distributed tables
     * Citus would evaluate it on each worker, against that worker's transaction ids.
     *
     * <p>On Citus the read first takes {@link #FEED_LOCK} shared. A transaction that writes stream
     * rows on several workers commits in two phases, and the coordinator's transaction id ends
     * before the workers' {@code COMMIT PREPARED}: its rows would be below the horizon and not yet
     * visible. Such a transaction holds the lock exclusively from just before its commit until after
     * it ({@link #beforeCommitAcrossNodes}), so a horizon is taken either before the transaction
     * commits (its id still running, the horizon below it) or after its rows are visible. The
     * statement's snapshot predates the lock's wait, which only lowers the horizon.
     */
    public String horizon() {
        return on() ? "SELECT pg_snapshot_xmin(pg_current_snapshot())::text FROM (SELECT pg_advisory_xact_lock_shared("
                + FEED_LOCK + ")) AS l" : "SELECT pg_snapshot_xmin(pg_current_snapshot())::text";
    }

    /** The advisory lock of {@link #horizon} ("ringfeed" in ASCII). */
    private static final long FEED_LOCK = 0x72696e6766656564L;

    /**
     * Called last in a transaction that may write stream rows on more than one worker (several
     * games at once): see {@link #horizon}. Nothing on plain PostgreSQL.
     */
    public void beforeCommitAcrossNodes(jakarta.persistence.EntityManager em) {
        if (on()) {
            em.createNativeQuery("SELECT pg_advisory_xact_lock(" + FEED_LOCK + ")").getSingleResult();
        }
    }
}
