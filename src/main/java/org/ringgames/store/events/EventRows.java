package org.ringgames.store.events;

import org.ringgames.store.Citus;
import org.ringgames.store.games.GameEntity;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.UnaryOperator;
import org.hibernate.Session;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.resource.jdbc.spi.StatementInspector;

@ApplicationScoped
public class EventRows implements PanacheRepositoryBase<EventEntity, EventEntity.Key> {

    /**
     * Channel of the NOTIFY that follows every committed change: payload {@code <game id>:<version>},
     * then {@code :<portal>} for a game of a portal.
     */
    public static final String CHANNEL = "game_events";

    @Inject
    Citus citus;

    /** A notification's payload ({@link ChangeStatements#payload}). */
    public static String payload(UUID gameId, long version, String portal) {
        return ChangeStatements.payload(gameId, version, portal);
    }

    /** The events after a version, oldest first, at most {@code limit} (the primary key serves it). */
    public List<EventEntity> after(UUID gameId, long version, int limit) {
        return find("gameId = ?1 and version > ?2 order by version, ordinal", gameId, version).page(0, limit).list();
    }

    /**
     * Records a change made under the game's row lock, the row itself already flushed: its history
     * row (a move, when it played one), its events, the outbox rows of the portal's webhooks, the rows
     * of its players' streams, and the notification of every replica listening on {@link #CHANNEL},
     * in one statement built by {@link ChangeStatements} (on Citus, its statements routed to the
     * game's shard): one round trip where an insert per row and a {@code SELECT pg_notify} took one
     * each (docs/benchmarks.md §9). PostgreSQL delivers the notification only if the transaction
     * commits. A change that writes no row only notifies.
     */
    public void append(ChangeStatements.Change change) {
        if (!change.writesRows()) {
            notifyCommitted(change.gameId(), change.version());
            return;
        }
        Session session = getEntityManager().unwrap(Session.class);
        session.flush();
        StatementInspector inspector = session.getSessionFactory().unwrap(SessionFactoryImplementor.class)
                .getSessionFactoryOptions().getStatementInspector();
        UnaryOperator<String> inspect = sql -> inspector == null ? sql
                : Objects.requireNonNullElse(inspector.inspect(sql), sql);
        if (citus.on()) {
            session.doWork(connection -> ChangeStatements.appendRouted(connection, inspect, change));
            return;
        }
        ChangeStatements.Bound statement = ChangeStatements.appendLocked(change);
        session.doWork(connection -> {
            try (PreparedStatement prepared = connection.prepareStatement(inspect.apply(statement.sql))) {
                statement.bind(prepared);
                prepared.executeQuery().close();
            }
        });
    }

    /**
     * A new game's {@code created} event, at its first version, with its public state as data: the
     * portal stream and webhooks announce games with it. A game's own stream starts after the
     * state's version, so it never shows this event.
     */
    public void appendCreated(GameEntity game, String state, Instant at, List<PlayerEventRow> players) {
        append(new ChangeStatements.Change(game.id, game.portal, game.version, Optional.empty(), Optional.empty(),
                List.of("created"), state, at, players));
    }

    /** Tells every replica listening on {@link #CHANNEL}; PostgreSQL delivers it only if the transaction commits. */
    public void notifyCommitted(UUID gameId, long version) {
        getEntityManager().createNativeQuery(ChangeStatements.NOTIFY_ONLY)
                .setParameter(1, payload(gameId, version, null)).getSingleResult();
    }
}
