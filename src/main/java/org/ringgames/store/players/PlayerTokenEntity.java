package org.ringgames.store.players;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;

/** A token a player made for its bots, limited to a scope (table player_token, V23): its SHA-256, never the token. */
@Entity
@Table(name = "player_token")
public class PlayerTokenEntity {

    @Id
    public UUID id;

    @Column(name = "player_id")
    public UUID playerId;

    @Column(name = "token_hash")
    public byte[] tokenHash;

    /** {@code play} or {@code read}. */
    public String scope;

    /** The player's name for it; null when none given. */
    public String label;

    @Column(name = "created_at")
    public Instant createdAt;
}
