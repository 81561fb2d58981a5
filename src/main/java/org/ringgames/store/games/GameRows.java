package org.ringgames.store.games;

import org.ringgames.store.Citus;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.TypedQuery;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

@ApplicationScoped
public class GameRows implements PanacheRepositoryBase<GameEntity, UUID> {

    /**
     * The game row locked for this transaction ({@code SELECT … FOR UPDATE}): writers to one game
     * take turns, so each sees the state the previous one committed.
     */
    public Optional<GameEntity> findForUpdate(UUID id) {
        return Optional.ofNullable(getEntityManager().find(GameEntity.class, id, LockModeType.PESSIMISTIC_WRITE));
    }

    /** The unique index of a portal's external ids (V8): open mode, portal NULL, counts as one portal. */
    public static final String EXTERNAL_ID_INDEX = "game_portal_external_id";

    @jakarta.inject.Inject
    Citus citus;

    /** Which of these external ids a portal (empty: open mode, portal NULL) already gives to a game. */
    public Set<String> takenExternalIds(Optional<String> portal, Collection<String> externalIds) {
        if (externalIds.isEmpty()) {
            return Set.of();
        }
        if (citus.on()) {
            // Citus cannot keep a unique index without the distribution column (V11__citus.sql): the
            // ids are locked on the coordinator until this transaction ends, in one order, so of two
            // creations of one id the second waits and then finds the first's game.
            getEntityManager().createNativeQuery("SELECT count(pg_advisory_xact_lock(hashtextextended(?1 || ':' || x, 24))) "
                            + "FROM (SELECT DISTINCT x FROM unnest(CAST(?2 AS text[])) AS x ORDER BY x) ids")
                    .setParameter(1, portal.orElse("")).setParameter(2, externalIds.toArray(String[]::new))
                    .getSingleResult();
        }
        // The index's own expression, so the index serves the lookup.
        @SuppressWarnings("unchecked")
        List<String> taken = getEntityManager().createNativeQuery("SELECT external_id FROM game "
                        + "WHERE coalesce(portal, '') = ?1 AND external_id = ANY(?2)", String.class)
                .setParameter(1, portal.orElse("")).setParameter(2, externalIds.toArray(String[]::new))
                .getResultList();
        return Set.copyOf(taken);
    }

    public boolean externalIdTaken(Optional<String> portal, String externalId) {
        return !takenExternalIds(portal, List.of(externalId)).isEmpty();
    }

    /**
     * Makes the transaction the only one creating games against the engine for this owner until it
     * ends (an advisory lock), so that two racing creations both count the other against the cap.
     */
    public void lockEngineOwner(String owner) {
        getEntityManager().createNativeQuery("SELECT pg_advisory_xact_lock(hashtextextended(?1, 38))")
                .setParameter(1, "engine-games-of:" + owner).getSingleResult();
    }

    /** How many games of this engine owner are not finished (index game_engine_owner_in_play). */
    public long engineGamesInPlay(String owner) {
        return ((Number) getEntityManager().createNativeQuery("SELECT count(*) FROM game "
                        + "WHERE engine_owner = ?1 AND status <> 'finished'")
                .setParameter(1, owner).getSingleResult()).longValue();
    }

    /** The order of a list: newest created first, or most recently changed first. */
    public enum Sort { CREATED, UPDATED }

    /** Where a page starts: after the game with this sort time (created or updated) and id. */
    public record After(Instant at, UUID id) {
    }

    /**
     * What a list keeps: a portal's games (empty: every game), by status, kind and external id, and
     * those changed at or after a moment. An external id is unique within a portal, open mode (portal
     * NULL) counting as one: without a portal it is looked up among the games of none.
     */
    public record Filter(Optional<String> portal, Optional<String> status, Optional<String> kind,
                         Optional<String> externalId, Optional<Instant> updatedSince, Optional<UUID> player,
                         Optional<String> label, Optional<UUID> tournament) {

        public Filter(Optional<String> portal, Optional<String> status, Optional<String> kind,
                      Optional<String> externalId, Optional<Instant> updatedSince, Optional<UUID> player,
                      Optional<String> label) {
            this(portal, status, kind, externalId, updatedSince, player, label, Optional.empty());
        }
    }

    /**
     * Which games a reader may list beside the filter's: every one it selects (a portal's key, of its
     * own games), or only public ones and, for a player, those it holds a seat of.
     */
    public record Readable(boolean everyVisibility, Optional<UUID> player) {
        public static final Readable ALL = new Readable(true, Optional.empty());

        void where(StringBuilder jpql) {
            if (!everyVisibility) {
                jpql.append(" and (g.visibility = 'public'");
                player.ifPresent(p -> jpql.append(" or g.id in (select gr.key.gameId from GamePlayerEntity gr ")
                        .append("where gr.playerId = :reader)"));
                jpql.append(")");
            }
        }

        void bind(TypedQuery<?> query) {
            if (!everyVisibility) {
                player.ifPresent(p -> query.setParameter("reader", p));
            }
        }
    }

    /**
     * The seat names under which a game's labels are stored (each kind's two); a label filter
     * compares each, so one query serves every kind.
     */
    public static final java.util.List<String> SEAT_NAMES = java.util.List.of("south", "north", "placer", "ringer");

    /**
     * Keyset-paginated on (created_at, id) or (updated_at, id), newest first, one query whatever
     * the page size; the indexes game_newest, game_status_newest, game_kind_newest, game_portal_*,
     * game_updated, game_portal_updated and game_portal_external_id serve it.
     */
    public List<GameEntity> page(Filter filter, Readable readable, Sort sort, Optional<After> after, int limit) {
        String at = sort == Sort.UPDATED ? "g.updatedAt" : "g.createdAt";
        StringBuilder jpql = new StringBuilder("from GameEntity g where 1 = 1");
        filter.portal().ifPresent(p -> jpql.append(" and g.portal = :portal"));
        if (filter.externalId().isPresent()) {
            jpql.append(" and g.externalId = :externalId");
            if (filter.portal().isEmpty()) {
                jpql.append(" and g.portal is null");
            }
        }
        filter.status().ifPresent(s -> jpql.append(" and g.status = :status"));
        filter.kind().ifPresent(k -> jpql.append(" and g.kind = :kind"));
        filter.updatedSince().ifPresent(u -> jpql.append(" and g.updatedAt >= :updatedSince"));
        if (filter.label().isPresent()) {
            // Labels are a portal's data: looked for among its games only (open mode: the games of none).
            if (filter.portal().isEmpty()) {
                jpql.append(" and g.portal is null");
            }
            jpql.append(" and (").append(String.join(" or ", SEAT_NAMES.stream()
                    .map(seat -> "function('jsonb_extract_path_text', g.labels, '" + seat + "') = :label").toList()))
                    .append(")");
        }
        filter.player().ifPresent(p -> jpql.append(" and g.id in (select gp.key.gameId from GamePlayerEntity gp ")
                .append("where gp.playerId = :player)"));
        filter.tournament().ifPresent(t -> jpql.append(" and g.tournamentId = :tournament"));
        readable.where(jpql);
        after.ifPresent(a -> jpql.append(" and (").append(at).append(" < :at or (").append(at)
                .append(" = :at and g.id < :id))"));
        jpql.append(" order by ").append(at).append(" desc, g.id desc");
        TypedQuery<GameEntity> query = getEntityManager().createQuery(jpql.toString(), GameEntity.class);
        filter.portal().ifPresent(p -> query.setParameter("portal", p));
        filter.externalId().ifPresent(e -> query.setParameter("externalId", e));
        filter.status().ifPresent(s -> query.setParameter("status", s));
        filter.kind().ifPresent(k -> query.setParameter("kind", k));
        filter.updatedSince().ifPresent(u -> query.setParameter("updatedSince", u));
        filter.label().ifPresent(l -> query.setParameter("label", l));
        filter.player().ifPresent(p -> query.setParameter("player", p));
        filter.tournament().ifPresent(t -> query.setParameter("tournament", t));
        readable.bind(query);
        after.ifPresent(a -> {
            query.setParameter("at", a.at());
            query.setParameter("id", a.id());
        });
        return query.setMaxResults(limit).getResultList();
    }

    /**
     * A page of an export: the games created in [since, until), by status, of one portal or of
     * every one, oldest first, after a (created_at, id); the index game_newest (game_portal_newest)
     * serves it backwards.
     */
    public List<GameEntity> exportPage(Optional<String> portal, Readable readable, Optional<String> status,
                                       Optional<Instant> since, Optional<Instant> until, Optional<After> after, int limit) {
        return exportPage(portal, readable, status, since, until, Optional.empty(), after, limit);
    }

    /** As {@link #exportPage(Optional, Readable, Optional, Optional, Optional, Optional, int)}, of one tournament if given. */
    public List<GameEntity> exportPage(Optional<String> portal, Readable readable, Optional<String> status,
                                       Optional<Instant> since, Optional<Instant> until, Optional<UUID> tournament,
                                       Optional<After> after, int limit) {
        StringBuilder jpql = new StringBuilder("from GameEntity g where 1 = 1");
        tournament.ifPresent(t -> jpql.append(" and g.tournamentId = :tournament"));
        portal.ifPresent(p -> jpql.append(" and g.portal = :portal"));
        readable.where(jpql);
        status.ifPresent(s -> jpql.append(" and g.status = :status"));
        since.ifPresent(s -> jpql.append(" and g.createdAt >= :since"));
        until.ifPresent(u -> jpql.append(" and g.createdAt < :until"));
        after.ifPresent(a -> jpql.append(" and (g.createdAt > :at or (g.createdAt = :at and g.id > :id))"));
        jpql.append(" order by g.createdAt, g.id");
        TypedQuery<GameEntity> query = getEntityManager().createQuery(jpql.toString(), GameEntity.class);
        portal.ifPresent(p -> query.setParameter("portal", p));
        readable.bind(query);
        status.ifPresent(s -> query.setParameter("status", s));
        since.ifPresent(s -> query.setParameter("since", s));
        until.ifPresent(u -> query.setParameter("until", u));
        tournament.ifPresent(t -> query.setParameter("tournament", t));
        after.ifPresent(a -> {
            query.setParameter("at", a.at());
            query.setParameter("id", a.id());
        });
        return query.setMaxResults(limit).getResultList();
    }
}
