package org.ringgames.store.players;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/** A player (table player): its name, its portal, and the SHA-256 of its token, never the token. */
@Entity
@Table(name = "player")
public class PlayerEntity {

    @Id
    public UUID id;

    /** The portal whose key created the player; null in open mode. */
    public String portal;

    public String name;

    @Column(name = "token_hash")
    public byte[] tokenHash;

    @Column(name = "created_at")
    public Instant createdAt;

    /** Whether it said, when created, that it is a bot (V23). */
    public boolean bot;
}
