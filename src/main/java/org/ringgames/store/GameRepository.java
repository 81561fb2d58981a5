package org.ringgames.store;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.TypedQuery;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class GameRepository implements PanacheRepositoryBase<GameEntity, UUID> {

    /**
     * The game row locked for this transaction ({@code SELECT … FOR UPDATE}): writers to one game
     * take turns, so each sees the state the previous one committed.
     */
    public Optional<GameEntity> findForUpdate(UUID id) {
        return Optional.ofNullable(getEntityManager().find(GameEntity.class, id, LockModeType.PESSIMISTIC_WRITE));
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
