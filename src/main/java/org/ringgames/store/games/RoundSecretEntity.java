package org.ringgames.store.games;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A seat's secret disc for one round of Xe Queo. The only place a secret is kept; deliberately
 * without toString, so a secret never reaches a log line by accident.
 */
@Entity
@Table(name = "round_secret")
@IdClass(RoundSecretEntity.Key.class)
public class RoundSecretEntity {

    @Id
    @Column(name = "game_id")
    public UUID gameId;

    @Id
    public int round;

    @Id
    public String seat;

    public short secret;

    @Column(name = "chosen_at")
    public Instant chosenAt;

    public static class Key implements Serializable {
        public UUID gameId;
        public int round;
        public String seat;

        public Key() {
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.round == round && Objects.equals(k.gameId, gameId) && Objects.equals(k.seat, seat);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, round, seat);
        }
    }
}
