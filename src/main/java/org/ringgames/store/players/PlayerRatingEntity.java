package org.ringgames.store.players;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;

/** A player's rating in one pool (table player_rating, V17): Glicko-2's value, deviation and volatility. */
@Entity
@Table(name = "player_rating")
public class PlayerRatingEntity {

    @EmbeddedId
    public Key key;

    public double rating;

    public double deviation;

    public double volatility;

    /** Rated games played in the pool. */
    public int games;

    /** When the last of them ended: the idle time since widens the deviation. */
    @Column(name = "last_rated_at")
    public Instant lastRatedAt;

    /** A player and a pool's name ({@code gyges-blitz}). */
    @Embeddable
    public record Key(@Column(name = "player_id") UUID playerId, String pool) implements Serializable {
    }
}
