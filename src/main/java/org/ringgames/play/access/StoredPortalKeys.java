package org.ringgames.play.access;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.Rejection;
import org.ringgames.store.portals.PortalKeyEntity;
import org.ringgames.store.portals.PortalKeyRows;

/**
 * The portal keys an operator adds and revokes over the admin API. A key is made as seat tokens
 * are (256 random bits, URL-safe base64), shown once, and stored as its SHA-256. Revoking keeps
 * the row with the moment of its revocation; revoking again changes nothing and is no error
 * (DELETE is idempotent), so a retry after a lost answer gets the same 204.
 *
 * <p>Writes commit in a transaction of their own and then refresh this replica's
 * {@link StoredKeyView}, so the answer comes when the key is in force (or refused) here; other
 * replicas follow within their refresh interval.
 */
@ApplicationScoped
public class StoredPortalKeys {

    /** A key just made: the only time its text is known. */
    public record Issued(UUID id, String portal, String key, Instant createdAt) {
    }

    /** A stored key as the operator sees it: never the key. */
    public record StoredKey(UUID id, String portal, Instant createdAt, Optional<Instant> revokedAt) {
    }

    @Inject
    PortalKeyRows keys;

    @Inject
    StoredKeyView view;

    @Inject
    SeatTokens tokens;

    @Inject
    Clock clock;

    public Issued add(PortalName portal) {
        SeatTokens.Issued made = tokens.issue();
        PortalKeyEntity row = QuarkusTransaction.requiringNew().call(() -> {
            PortalKeyEntity key = new PortalKeyEntity();
            key.id = UUID.randomUUID();
            key.portal = portal.text();
            key.keyHash = made.hash();
            key.createdAt = now();
            keys.persist(key);
            return key;
        });
        view.refresh();
        return new Issued(row.id, row.portal, made.token(), row.createdAt);
    }

    /** The portal's keys, revoked ones included, oldest first. */
    @Transactional
    public List<StoredKey> list(PortalName portal) {
        return keys.ofPortal(portal.text()).stream().map(StoredPortalKeys::view).toList();
    }

    /** One of the portal's keys; 404 for an unknown id or another portal's. */
    @Transactional
    public StoredKey get(PortalName portal, UUID id) {
        return view(find(portal, id));
    }

    /** Revokes one of the portal's keys (again: no change); 404 for an unknown id or another portal's. */
    public void revoke(PortalName portal, UUID id) {
        QuarkusTransaction.requiringNew().run(() -> {
            PortalKeyEntity key = find(portal, id);
            if (key.revokedAt == null) {
                key.revokedAt = now();
            }
        });
        view.refresh();
    }

    private PortalKeyEntity find(PortalName portal, UUID id) {
        return keys.ofPortal(portal.text(), id).orElseThrow(() -> new Rejection(Rejection.Kind.NOT_FOUND,
                "portal " + portal.text() + " has no key " + id));
    }

    private static StoredKey view(PortalKeyEntity key) {
        return new StoredKey(key.id, key.portal, key.createdAt, Optional.ofNullable(key.revokedAt));
    }

    /** Microseconds, as PostgreSQL keeps them: the answer to a POST shows what a GET will. */
    private Instant now() {
        return Instant.now(clock).truncatedTo(ChronoUnit.MICROS);
    }
}
