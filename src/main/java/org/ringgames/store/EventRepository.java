package org.ringgames.store;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.hibernate.Session;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class EventRepository implements PanacheRepositoryBase<EventEntity, EventEntity.Key> {

    /**
     * Channel of the NOTIFY that follows every committed change: payload {@code <game id>:<version>},
     * then {@code :<portal>} for a game of a portal.
     */
    public static final String CHANNEL = "game_events";

    @Inject
    Citus citus;

    /** A notification's payload. */
    public static String payload(UUID gameId, long version, String portal) {
        return portal == null ? gameId + ":" + version : gameId + ":" + version + ":" + portal;
    }

    /** The events after a version, oldest first, at most {@code limit} (the primary key serves it). */
    public List<EventEntity> after(UUID gameId, long version, int limit) {
        return find("gameId = ?1 and version > ?2 order by version, ordinal", gameId, version).page(0, limit).list();
    }

    /**
     * Appends a change's history row (a move, when it played one) and its events (their types in
     * order: ordinal 0, 1, …, all with the same data), queues them for the portal's webhooks (the
     * outbox, {@link FeedSql#OUTBOX}), and tells every replica listening on {@link #CHANNEL}, in one
     * statement: one round trip where an insert per row and a {@code SELECT pg_notify} took one each
     * (docs/benchmarks.md §9). PostgreSQL delivers the notification only if the transaction commits.
     *
     * @param portal the game's portal (null in open mode): copied onto its events for the portal stream
     */
    public void appendAndNotify(UUID gameId, String portal, long version, Optional<MoveEntity> move, List<String> types,
                                String data, Instant at) {
        appendAndNotify(gameId, portal, version, move, types, data, at, List.of());
    }

    /**
     * As {@link #appendAndNotify(UUID, String, long, Optional, List, String, Instant)}, and the rows
     * the change adds to its players' streams, in the same statement (none without events).
     */
    public void appendAndNotify(UUID gameId, String portal, long version, Optional<MoveEntity> move, List<String> types,
                                String data, Instant at, List<PlayerEventRow> players) {
        if (types.isEmpty() && move.isEmpty()) {
            notifyCommitted(gameId, version);
            return;
        }
        if (citus.on()) {
            RoutedAppend.Change change = new RoutedAppend.Change(gameId, portal, version,
                    move.map(m -> new RoutedAppend.Move(m.ply, m.seat, m.move, jsonArray(m.path), m.positionAfter,
                            m.playedAt, m.timeSpentUs, m.remainingUs)),
                    Optional.empty(), types, data, at, players);
            getEntityManager().flush();
            getEntityManager().unwrap(Session.class).doWork(connection ->
                    RoutedAppend.append(connection, sql -> sql, change));
            return;
        }
        StringBuilder sql = new StringBuilder("WITH ");
        boolean toPlayers = !players.isEmpty() && !types.isEmpty();
        // A declined offer's row carries its reason: a fourth array, only then.
        boolean withReasons = toPlayers && PlayerEventRow.anyReason(players);
        int afterTypes = 7 + types.size();
        int next = toPlayers ? afterTypes + (withReasons ? 4 : 3) : afterTypes;
        if (move.isPresent()) {
            // NULLIF: a native query binds no typed null, so an absent clock charge travels as -1.
            sql.append("moved AS (INSERT INTO game_move (game_id, ply, seat, move, path, position_after, played_at, "
                    + "time_spent_us, remaining_us) VALUES (?1, ?").append(next).append(", ?").append(next + 1)
                    .append(", ?").append(next + 2).append(", CAST(?").append(next + 3).append(" AS jsonb), ?")
                    .append(next + 4).append(", ?").append(next + 5).append(", NULLIF(?").append(next + 6)
                    .append(", -1), NULLIF(?").append(next + 7).append(", -1)) RETURNING 1), ");
        }
        if (types.isEmpty()) {
            sql.append("appended AS (SELECT 1)");
        } else {
            // The game's portal travels as '' for none (no typed null, as above).
            sql.append("appended AS (INSERT INTO game_event (game_id, version, ordinal, type, data, created_at, portal, ")
                    .append("feed_key) SELECT ?1, ?2, e.ordinal, e.type, ?3, ?4, NULLIF(?6, ''), ")
                    .append(FeedSql.feedKey("?1")).append(" FROM (VALUES ");
            for (int i = 0; i < types.size(); i++) {
                sql.append(i == 0 ? "(" : ", (").append(i).append(", ?").append(7 + i).append(')');
            }
            sql.append(") AS e (ordinal, type) RETURNING ").append(FeedSql.APPENDED_COLUMNS).append("), ")
                    .append(FeedSql.OUTBOX);
            if (toPlayers) {
                sql.append(", ").append(withReasons
                        ? FeedSql.players("?" + afterTypes, "?" + (afterTypes + 1), "?" + (afterTypes + 2),
                                "?" + (afterTypes + 3))
                        : FeedSql.players("?" + afterTypes, "?" + (afterTypes + 1), "?" + (afterTypes + 2)));
            }
        }
        sql.append(" SELECT pg_notify('" + CHANNEL + "', ?5)").append(toPlayers ? ", " + FeedSql.NOTIFY_PLAYERS : "")
                .append(" FROM appended LIMIT 1");
        var query = getEntityManager().createNativeQuery(sql.toString())
                .setParameter(1, gameId).setParameter(2, version).setParameter(3, data).setParameter(4, at)
                .setParameter(5, payload(gameId, version, portal)).setParameter(6, portal == null ? "" : portal);
        for (int i = 0; i < types.size(); i++) {
            query.setParameter(7 + i, types.get(i));
        }
        if (toPlayers) {
            String[] arrays = PlayerEventRow.arrays(players);
            for (int i = 0; i < 3; i++) {
                query.setParameter(afterTypes + i, arrays[i]);
            }
            if (withReasons) {
                query.setParameter(afterTypes + 3, PlayerEventRow.reasons(players));
            }
        }
        move.ifPresent(m -> query.setParameter(next, m.ply).setParameter(next + 1, m.seat)
                .setParameter(next + 2, m.move).setParameter(next + 3, jsonArray(m.path))
                .setParameter(next + 4, m.positionAfter).setParameter(next + 5, m.playedAt)
                .setParameter(next + 6, m.timeSpentUs == null ? -1L : m.timeSpentUs)
                .setParameter(next + 7, m.remainingUs == null ? -1L : m.remainingUs));
        query.getSingleResult();
    }

    /**
     * A new game's {@code created} event, at its first version, with its public state as data: the
     * portal stream and webhooks announce games with it. A game's own stream starts after the
     * state's version, so it never shows this event.
     */
    public void appendCreated(GameEntity game, String state, Instant at, List<PlayerEventRow> players) {
        appendAndNotify(game.id, game.portal, game.version, Optional.empty(), List.of("created"), state, at, players);
    }

    /** A path's squares as a JSON array; square names need no escaping. */
    private static String jsonArray(List<String> squares) {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < squares.size(); i++) {
            json.append(i == 0 ? "\"" : ",\"").append(squares.get(i)).append('"');
        }
        return json.append(']').toString();
    }

    /** Tells every replica listening on {@link #CHANNEL}; PostgreSQL delivers it only if the transaction commits. */
    public void notifyCommitted(UUID gameId, long version) {
        getEntityManager().createNativeQuery("SELECT pg_notify('" + CHANNEL + "', ?1)")
                .setParameter(1, payload(gameId, version, null)).getSingleResult();
    }
}
