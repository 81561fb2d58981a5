package org.ringgames.play.events;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.ringgames.store.events.ChatRows;
import org.ringgames.store.events.EventEntity;
import org.ringgames.store.events.EventRows;
import org.ringgames.store.games.GameRows;

/** Reads game streams from the database, whichever replica wrote them. */
@ApplicationScoped
public class EventReader {

    @Inject
    EventRows events;

    @Inject
    GameRows games;

    @Inject
    ChatRows chat;

    /** The game's chat lines after {@code after} in these rooms, oldest first, at most {@code limit}. */
    @Transactional
    public List<ChatLine> chatAfter(UUID gameId, long after, List<String> rooms, int limit) {
        return chat.after(gameId, after, rooms, limit).stream().map(ChatLine::of).toList();
    }

    /** The last chat line of each game that has one. */
    @Transactional
    public Map<UUID, Long> lastChatLines(Collection<UUID> gameIds) {
        return chat.lastOf(gameIds);
    }

    /** The events with versions in (after, upTo], in stream order. */
    @Transactional
    public List<StreamEvent> between(UUID gameId, long after, long upTo) {
        return events.find("gameId = ?1 and version > ?2 and version <= ?3 order by version, ordinal",
                        gameId, after, upTo).list().stream()
                .map(EventReader::of).toList();
    }

    /** The current version of each game that still exists. */
    @Transactional
    public Map<UUID, Long> versions(Collection<UUID> gameIds) {
        Map<UUID, Long> versions = new HashMap<>();
        if (gameIds.isEmpty()) {
            return versions;
        }
        games.getEntityManager()
                .createQuery("select g.id, g.version from GameEntity g where g.id in :ids", Object[].class)
                .setParameter("ids", gameIds).getResultList()
                .forEach(row -> versions.put((UUID) row[0], (Long) row[1]));
        return versions;
    }

    private static StreamEvent of(EventEntity e) {
        return new StreamEvent(e.version, e.ordinal, e.type, e.data, e.createdAt);
    }
}
