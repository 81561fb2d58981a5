package org.ringgames.play.access;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DatabaseErrors;
import org.ringgames.store.PortalKeyRepository;

/**
 * This replica's view of the portal keys added over the admin API: the unrevoked ones, by the hex
 * of their SHA-256, in an immutable map that a request reads with one volatile read and no
 * database round trip. A thread refreshes it every {@code ringgames.portal-keys.refresh-interval}
 * (250 ms): one query of the one-row revision that every change to the keys moves on, and a load of
 * the unrevoked keys only when it moved; the new map then replaces the old one whole. So a key
 * added or revoked on any replica is in force, or refused, on every replica within about the
 * interval; the replica that made the change refreshes at once.
 *
 * <p>The revision is read before the keys: a change committed between the two reads gives keys
 * newer than the revision they are filed under, and the next refresh loads them again, never
 * older ones. While the database is unreachable the last view stays in force (the log says so
 * once) and the refresh is retried every interval; it never fails a request.
 *
 * <p>Only while an admin key is configured: without one nobody can manage stored keys, and none
 * are read (rows left from a time with one stay, and count again when it is set again).
 */
@ApplicationScoped
public class StoredKeyView {

    private static final Logger LOG = Logger.getLogger(StoredKeyView.class);

    /** What request threads read: replaced whole, never changed. */
    private record Snapshot(long revision, Map<String, String> portalByHash) {
        static final Snapshot NONE = new Snapshot(Long.MIN_VALUE, Map.of());
    }

    @Inject
    PortalKeyRepository keys;

    @Inject
    AdminKey admin;

    @ConfigProperty(name = "ringgames.portal-keys.refresh-interval", defaultValue = "PT0.25S")
    Duration interval;

    private volatile Snapshot snapshot = Snapshot.NONE;
    private volatile boolean running;
    private ScheduledExecutorService refresher;
    /** Whether the last refresh failed; only the refreshing code (synchronized) reads and writes it. */
    private boolean failing;

    void start(@Observes StartupEvent startup) {
        if (!admin.configured()) {
            return;
        }
        running = true;
        refresh(); // before the first request, so a replica that starts knows the keys already made
        LOG.infof("Stored portal keys: %d in force, refreshed every %s", snapshot.portalByHash().size(), interval);
        refresher = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "portal-key-refresh");
            thread.setDaemon(true);
            return thread;
        });
        refresher.scheduleWithFixedDelay(this::refresh, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    void stop(@Observes ShutdownEvent shutdown) {
        running = false;
        if (refresher != null) {
            refresher.shutdownNow();
        }
    }

    /** The portal of the stored, unrevoked key with this SHA-256. */
    public Optional<String> portalOf(byte[] keyHash) {
        return Optional.ofNullable(snapshot.portalByHash().get(HexFormat.of().formatHex(keyHash)));
    }

    /**
     * Brings the view up to date with the database, or keeps it as it is while the database cannot
     * be read. Never throws: a refresh that fails is logged (once per run of failures) and tried
     * again on the next tick.
     */
    public synchronized void refresh() {
        if (!running) {
            return;
        }
        try {
            Snapshot current = snapshot;
            snapshot = QuarkusTransaction.requiringNew().call(() -> {
                long revision = keys.revision();
                if (revision == current.revision()) {
                    return current;
                }
                Map<String, String> portalByHash = new HashMap<>();
                for (PortalKeyRepository.InForce key : keys.inForce()) {
                    portalByHash.put(HexFormat.of().formatHex(key.keyHash()), key.portal());
                }
                return new Snapshot(revision, Map.copyOf(portalByHash));
            });
            if (failing) {
                failing = false;
                LOG.infof("Stored portal keys: the database answers again; %d in force", snapshot.portalByHash().size());
            }
        } catch (RuntimeException e) {
            if (!running || failing) {
                return;
            }
            failing = true;
            if (DatabaseErrors.unreachable(e)) {
                LOG.warnf("Stored portal keys: the database cannot be reached (%s); the last view (%d keys) stays in "
                        + "force, retrying every %s", e.toString(), snapshot.portalByHash().size(), interval);
            } else {
                LOG.errorf(e, "Stored portal keys: could not refresh; the last view (%d keys) stays in force, "
                        + "retrying every %s", snapshot.portalByHash().size(), interval);
            }
        }
    }
}
