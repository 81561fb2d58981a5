package org.ringgames.store;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.TypedQuery;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.hibernate.query.NativeQuery;
import org.hibernate.type.StandardBasicTypes;

@ApplicationScoped
public class GameRepository implements PanacheRepositoryBase<GameEntity, UUID> {

    /**
     * The game row locked for this transaction ({@code SELECT … FOR UPDATE}): writers to one game
     * take turns, so each sees the state the previous one committed.
     */
    public Optional<GameEntity> findForUpdate(UUID id) {
        return Optional.ofNullable(getEntityManager().find(GameEntity.class, id, LockModeType.PESSIMISTIC_WRITE));
    }

    /**
     * A game row as a move reads it: the row, and the answers already stored under the request's
     * Idempotency-Key, by seat (a key is per seat, and the seat is known only once the row is read).
     */
    public record ReadForMove(GameEntity game, Map<String, IdempotencyStore.Stored> storedBySeat) {
    }

    /**
     * The game row without a lock, with the answers stored under {@code key}, in one statement.
     * The row is loaded read-only (no copy of its state is kept for dirty checking) and detached:
     * Hibernate must never flush it, because the move's one statement ({@link GameRowWrites})
     * writes the row itself, by compare-and-set on its version.
     */
    public Optional<ReadForMove> readForMove(UUID id, Optional<String> key) {
        @SuppressWarnings("unchecked")
        NativeQuery<Object[]> query = getEntityManager().createNativeQuery("""
                SELECT g.*, r.seat AS key_seat, r.request_hash AS key_hash, r.status AS key_status,
                       r.response AS key_response
                FROM game g LEFT JOIN idempotent_request r ON r.game_id = g.id AND r.key = ?2
                WHERE g.id = ?1""").unwrap(NativeQuery.class);
        List<Object[]> rows = query.addEntity("g", GameEntity.class)
                .addScalar("key_seat", StandardBasicTypes.STRING)
                .addScalar("key_hash", StandardBasicTypes.BINARY)
                .addScalar("key_status", StandardBasicTypes.INTEGER)
                .addScalar("key_response", StandardBasicTypes.STRING)
                .setParameter(1, id).setParameter(2, key.orElse(null), String.class)
                .setReadOnly(true)
                .getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Map<String, IdempotencyStore.Stored> stored = new HashMap<>(2);
        for (Object[] row : rows) {
            if (row[1] != null) {
                stored.put((String) row[1], new IdempotencyStore.Stored((byte[]) row[2],
                        row[3] == null ? 0 : (Integer) row[3], (String) row[4]));
            }
        }
        GameEntity game = (GameEntity) rows.get(0)[0];
        // Out of the session at once: a second read (after a lost compare-and-set) must load the row
        // anew, not find this instance in the session, and nothing may ever flush it.
        getEntityManager().detach(game);
        return Optional.of(new ReadForMove(game, stored));
    }

    /** Where a page of the newest-first list starts: after this game. */
    public record After(Instant createdAt, UUID id) {
    }

    /**
     * Newest first, keyset-paginated on (created_at, id), one query whatever the page size; the
     * indexes game_newest, game_status_newest, game_kind_newest and game_portal_* serve it.
     */
    public List<GameEntity> page(Optional<String> portal, Optional<String> status, Optional<String> kind,
                                 Optional<After> after, int limit) {
        StringBuilder jpql = new StringBuilder("from GameEntity g where 1 = 1");
        portal.ifPresent(p -> jpql.append(" and g.portal = :portal"));
        status.ifPresent(s -> jpql.append(" and g.status = :status"));
        kind.ifPresent(k -> jpql.append(" and g.kind = :kind"));
        after.ifPresent(a -> jpql.append(" and (g.createdAt < :createdAt or (g.createdAt = :createdAt and g.id < :id))"));
        jpql.append(" order by g.createdAt desc, g.id desc");
        TypedQuery<GameEntity> query = getEntityManager().createQuery(jpql.toString(), GameEntity.class);
        portal.ifPresent(p -> query.setParameter("portal", p));
        status.ifPresent(s -> query.setParameter("status", s));
        kind.ifPresent(k -> query.setParameter("kind", k));
        after.ifPresent(a -> {
            query.setParameter("createdAt", a.createdAt());
            query.setParameter("id", a.id());
        });
        return query.setMaxResults(limit).getResultList();
    }
}
