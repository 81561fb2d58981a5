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

/** A seek (table seek): a player waiting for an opponent for one kind of game. */
@Entity
@Table(name = "seek")
public class SeekEntity {

    @Id
    public UUID id;

    public String portal;

    @Column(name = "player_id")
    public UUID playerId;

    public String kind;

    @JdbcTypeCode(SqlTypes.JSON)
    public Map<String, Object> rules;

    @JdbcTypeCode(SqlTypes.JSON)
    public Map<String, Object> clock;

    /** A seek against the service's engine, at this level; null: against another player. */
    @Column(name = "engine_level")
    public Integer engineLevel;

    /** A seek for a rated game: it pairs only with another rated seek (the match key says so). */
    public boolean rated;

    /** The opponent's rating in the game's pool this seek accepts, both ends included; null: any. */
    @Column(name = "rating_min")
    public Integer ratingMin;

    @Column(name = "rating_max")
    public Integer ratingMax;

    /** The game, rules and clock as canonical text, with the portal: equal keys pair. */
    @Column(name = "match_key")
    public String matchKey;

    /** waiting, paired or withdrawn; a waiting one past expiresAt has lapsed. */
    public String status;

    @Column(name = "game_id")
    public UUID gameId;

    /** The seeker's seat in its game, once paired. */
    public String seat;

    @Column(name = "expires_at")
    public Instant expiresAt;

    @Column(name = "created_at")
    public Instant createdAt;
}
