package org.ringgames.store.players;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** A challenge (table challenge): from a player to another, or to anyone, for one game. */
@Entity
@Table(name = "challenge")
public class ChallengeEntity {

    @Id
    public UUID id;

    public String portal;

    @Column(name = "from_player")
    public UUID fromPlayer;

    /** Null for an open challenge, which any player may take. */
    @Column(name = "to_player")
    public UUID toPlayer;

    /** The game's kind, as game.kind stores it. */
    public String kind;

    /** Whether the game it makes is rated (V17). */
    public boolean rated;

    @JdbcTypeCode(SqlTypes.JSON)
    public Map<String, Object> rules;

    /** The clock as the create body gives it; null: untimed. */
    @JdbcTypeCode(SqlTypes.JSON)
    public Map<String, Object> clock;

    /** The challenger's seat: a seat name, or random. */
    public String seat;

    /** open, accepted, declined or canceled; an open one past expiresAt has lapsed. */
    public String status;

    @Column(name = "game_id")
    public UUID gameId;

    /** Why a declined challenge was declined (a DeclineReason's text); null for any other status. */
    @Column(name = "decline_reason")
    public String declineReason;

    @Column(name = "expires_at")
    public Instant expiresAt;

    @Column(name = "created_at")
    public Instant createdAt;
}
