package org.ringgames.store.games;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

/** One move played: append-only, unique per (game, ply). */
@Entity
@Table(name = "game_move")
@IdClass(MoveEntity.Key.class)
public class MoveEntity {

    @Id
    @Column(name = "game_id")
    public UUID gameId;

    @Id
    public int ply;

    public String seat;

    /** Canonical compact move text. */
    public String move;

    @JdbcTypeCode(SqlTypes.JSON)
    public List<String> path;

    @Column(name = "position_after")
    public String positionAfter;

    @Column(name = "played_at")
    public Instant playedAt;

    /** Clocked games: the time the move cost its seat, and the seat's time after it (increment included). */
    @Column(name = "time_spent_us")
    public Long timeSpentUs;

    @Column(name = "remaining_us")
    public Long remainingUs;

    public static class Key implements Serializable {
        public UUID gameId;
        public int ply;

        public Key() {
        }

        public Key(UUID gameId, int ply) {
            this.gameId = gameId;
            this.ply = ply;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.ply == ply && Objects.equals(k.gameId, gameId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, ply);
        }
    }
}
