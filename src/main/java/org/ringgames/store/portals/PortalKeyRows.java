package org.ringgames.store.portals;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Stored portal keys, and the revision that every change to them moves on (V9__portal_keys_admin.sql). */
@ApplicationScoped
public class PortalKeyRows implements PanacheRepositoryBase<PortalKeyEntity, UUID> {

    /** A key in force: the portal it serves and the SHA-256 of the key. */
    public record InForce(String portal, byte[] keyHash) {
    }

    /** The revision of the stored keys: one row, read by every replica a few times a second. */
    public long revision() {
        return ((Number) getEntityManager().createNativeQuery("SELECT revision FROM portal_key_revision")
                .getSingleResult()).longValue();
    }

    /** Every unrevoked key, without loading entities into the persistence context. */
    public List<InForce> inForce() {
        return getEntityManager().createQuery(
                        "select k.portal, k.keyHash from PortalKeyEntity k where k.revokedAt is null", Object[].class)
                .getResultStream().map(row -> new InForce((String) row[0], (byte[]) row[1])).toList();
    }

    /** A portal's keys, revoked ones included, oldest first. */
    public List<PortalKeyEntity> ofPortal(String portal) {
        return list("portal = ?1 order by createdAt, id", portal);
    }

    /** The key with this id, if it is one of this portal's. */
    public Optional<PortalKeyEntity> ofPortal(String portal, UUID id) {
        return find("id = ?1 and portal = ?2", id, portal).firstResultOptional();
    }
}
