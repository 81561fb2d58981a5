package org.ringgames.play.access;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import org.jboss.logging.Logger;
import org.ringgames.play.background.BackgroundLoop;
import org.ringgames.play.background.BackgroundLoop.Next;
import org.ringgames.store.portals.PortalKeyRows;

/**
 * This replica's view of the portal keys added over the admin API: the unrevoked ones, by the hex
 * of their SHA-256, in an immutable map that a request reads with one volatile read and no
 * database round trip. A {@link BackgroundLoop} refreshes it every {@code ringgames.portal-keys.refresh-interval}
 * (250 ms): one query of the one-row revision that every change to the keys moves on, and a load of
 * the unrevoked keys only when it moved; the new map then replaces the old one whole. So a key
 * added or revoked on any replica is in force, or refused, on every replica within about the
 * interval; the replica that made the change refreshes at once.
 *
 * <p>The revision is read before the keys: a change committed between the two reads gives keys
 * newer than the revision they are filed under, and the next refresh loads them again, never
 * older ones. While the database is unreachable the last view stays in force (the loop's log says
 * so once) and the refresh is retried with the loop's back-off; it never fails a request.
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

    private final PortalKeyRows keys;
    private final AdminKey admin;
    private final PortalKeySettings settings;
    private final BackgroundLoop loop;

    private volatile Snapshot snapshot = Snapshot.NONE;

    StoredKeyView(PortalKeyRows keys, AdminKey admin, PortalKeySettings settings, Clock clock) {
        this.keys = keys;
        this.admin = admin;
        this.settings = settings;
        this.loop = BackgroundLoop.of("portal-key-refresh", "Stored portal keys", settings.refreshInterval(),
                settings.refreshInterval(), clock, () -> {
                    load();
                    return Next.IDLE;
                });
    }

    void start(@Observes StartupEvent startup) {
        if (!admin.configured()) {
            return;
        }
        loop.start();
        refresh(); // before the first request, so a replica that starts knows the keys already made
        LOG.infof("Stored portal keys: %d in force, refreshed every %s", snapshot.portalByHash().size(),
                settings.refreshInterval());
    }

    void stop(@Observes ShutdownEvent shutdown) {
        loop.stop();
    }

    /** The portal of the stored, unrevoked key with this SHA-256. */
    public Optional<String> portalOf(byte[] keyHash) {
        return Optional.ofNullable(snapshot.portalByHash().get(HexFormat.of().formatHex(keyHash)));
    }

    /**
     * Brings the view up to date with the database now (the replica that changed the keys), or keeps
     * it as it is while the database cannot be read. Never throws: the loop's next refresh tries
     * again, and logs the outage.
     */
    public void refresh() {
        if (!loop.running()) {
            return;
        }
        try {
            load();
        } catch (RuntimeException e) {
            LOG.debugf("Stored portal keys: not refreshed now (%s); the loop tries again", e.toString());
        }
    }

    /** Reads the revision, and the keys when it moved; throws when the database cannot be read. */
    private synchronized void load() {
        Snapshot current = snapshot;
        snapshot = QuarkusTransaction.requiringNew().call(() -> {
            long revision = keys.revision();
            if (revision == current.revision()) {
                return current;
            }
            Map<String, String> portalByHash = new HashMap<>();
            for (PortalKeyRows.InForce key : keys.inForce()) {
                portalByHash.put(HexFormat.of().formatHex(key.keyHash()), key.portal());
            }
            return new Snapshot(revision, Map.copyOf(portalByHash));
        });
    }
}
