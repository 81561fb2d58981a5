package org.ringgames.store.portals;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/**
 * A portal key added over the admin API (table portal_key): the SHA-256 of the key, never the key.
 * A revoked key keeps its row, with {@link #revokedAt} set.
 */
@Entity
@Table(name = "portal_key")
public class PortalKeyEntity {

    @Id
    public UUID id;

    public String portal;

    @Column(name = "key_hash")
    public byte[] keyHash;

    @Column(name = "created_at")
    public Instant createdAt;

    /** Null while the key is in force. */
    @Column(name = "revoked_at")
    public Instant revokedAt;
}
