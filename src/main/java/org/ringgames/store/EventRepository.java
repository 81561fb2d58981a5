package org.ringgames.store;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

@ApplicationScoped
public class EventRepository implements PanacheRepositoryBase<EventEntity, EventEntity.Key> {

    /** Channel of the NOTIFY that follows every committed change: payload {@code <game id>:<version>}. */
    public static final String CHANNEL = "game_events";

    /** The events after a version, oldest first, at most {@code limit} (the primary key serves it). */
    public List<EventEntity> after(UUID gameId, long version, int limit) {
        return find("gameId = ?1 and version > ?2 order by version, ordinal", gameId, version).page(0, limit).list();
    }

    /** Appends one event of a change (ordinal orders the events of one version). */
    public void append(UUID gameId, long version, short ordinal, String type, String data, Instant at) {
        EventEntity event = new EventEntity();
        event.gameId = gameId;
        event.version = version;
        event.ordinal = ordinal;
        event.type = type;
        event.data = data;
        event.createdAt = at;
        persist(event);
    }

    /** Tells every replica listening on {@link #CHANNEL}; PostgreSQL delivers it only if the transaction commits. */
    public void notifyCommitted(UUID gameId, long version) {
        getEntityManager().createNativeQuery("SELECT pg_notify('" + CHANNEL + "', ?1)")
                .setParameter(1, gameId + ":" + version).getSingleResult();
    }
}
