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

    /**
     * Appends the events of one change (their types in order: ordinal 0, 1, …, all with the same
     * data) and tells every replica listening on {@link #CHANNEL}, in one statement: one round trip
     * where an insert per event and a {@code SELECT pg_notify} took one each (docs/benchmarks.md §9).
     * PostgreSQL delivers the notification only if the transaction commits.
     */
    public void appendAndNotify(UUID gameId, long version, List<String> types, String data, Instant at) {
        String payload = gameId + ":" + version;
        if (types.isEmpty()) {
            notifyCommitted(gameId, version);
            return;
        }
        StringBuilder values = new StringBuilder();
        for (int i = 0; i < types.size(); i++) {
            values.append(i == 0 ? "" : ", ").append("(?1, ?2, ").append(i).append(", ?").append(6 + i)
                    .append(", ?3, ?4)");
        }
        var query = getEntityManager().createNativeQuery("WITH appended AS (INSERT INTO game_event "
                        + "(game_id, version, ordinal, type, data, created_at) VALUES " + values + " RETURNING 1) "
                        + "SELECT pg_notify('" + CHANNEL + "', ?5) FROM appended LIMIT 1")
                .setParameter(1, gameId).setParameter(2, version).setParameter(3, data).setParameter(4, at)
                .setParameter(5, payload);
        for (int i = 0; i < types.size(); i++) {
            query.setParameter(6 + i, types.get(i));
        }
        query.getSingleResult();
    }

    /** Tells every replica listening on {@link #CHANNEL}; PostgreSQL delivers it only if the transaction commits. */
    public void notifyCommitted(UUID gameId, long version) {
        getEntityManager().createNativeQuery("SELECT pg_notify('" + CHANNEL + "', ?1)")
                .setParameter(1, gameId + ":" + version).getSingleResult();
    }
}
