package org.ringgames.store.events;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/** One event of a game's stream; see V3__game_events.sql. */
@Entity
@Table(name = "game_event")
@IdClass(EventEntity.Key.class)
public class EventEntity {

    @Id
    @Column(name = "game_id")
    public UUID gameId;

    @Id
    public long version;

    @Id
    public short ordinal;

    public String type;

    /** JSON text. */
    public String data;

    @Column(name = "created_at")
    public Instant createdAt;

    public static class Key implements Serializable {
        public UUID gameId;
        public long version;
        public short ordinal;

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.version == version && k.ordinal == ordinal && Objects.equals(k.gameId, gameId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(gameId, version, ordinal);
        }
    }
}
