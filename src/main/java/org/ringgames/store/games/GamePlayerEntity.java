package org.ringgames.store.games;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.UUID;

/** A seat a player holds (table game_player): what {@code GET /api/v1/games?player=} looks up. */
@Entity
@Table(name = "game_player")
public class GamePlayerEntity {

    @EmbeddedId
    public Key key;

    @Column(name = "player_id")
    public UUID playerId;

    @Column(name = "created_at")
    public Instant createdAt;

    @Embeddable
    public record Key(@Column(name = "game_id") UUID gameId, String seat) implements Serializable {
    }
}
