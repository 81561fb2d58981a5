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

/** One accepted setup request: which seat placed what, and the board after it. */
@Entity
@Table(name = "game_setup")
@IdClass(SetupEntity.Key.class)
public class SetupEntity {

    @Id
    @Column(name = "game_id")
    public UUID gameId;

    @Id
    public int seq;

    public String seat;

    @JdbcTypeCode(SqlTypes.JSON)
    public List<Placement> placements;

    @Column(name = "board_after")
    public String boardAfter;

    @Column(name = "placed_at")
    public Instant placedAt;

    public record Placement(String square, int size) {
    }

    public static class Key implements Serializable {
        public UUID gameId;
        public int seq;

        public Key() {
        }

        public Key(UUID gameId, int seq) {
            this.gameId = gameId;
            this.seq = seq;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.seq == seq && Objects.equals(k.gameId, gameId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, seq);
        }
    }
}
