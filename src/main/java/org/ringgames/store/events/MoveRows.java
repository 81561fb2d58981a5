package org.ringgames.store.events;

import org.ringgames.store.Citus;
import org.ringgames.store.games.GameColumns;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.IdempotencyRows;
import io.agroal.api.AgroalDataSource;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.resource.jdbc.spi.StatementInspector;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.JavaType;
import org.hibernate.type.format.FormatMapper;
import org.postgresql.util.PSQLException;
import org.ringgames.store.games.GameColumns.Column;
import org.ringgames.store.games.GameColumns.Kind;

/**
 * A seat's move in two statements of plain JDBC, each in autocommit (docs/benchmarks.md §11, §12):
 * <ol>
 * <li>{@link #read}: the game row without a lock, with the answers stored under the request's
 *     Idempotency-Key;</li>
 * <li>{@link #write}: the game row's changed columns by compare-and-set on its version, the move's
 *     history row, the key with its answer, the events and the {@code NOTIFY} of
 *     {@link EventRows#CHANNEL}, in the one statement {@link ChangeStatements#compareAndSet}
 *     builds. Every insert selects from the UPDATE's {@code g}, so when another writer changed the
 *     row first (its version is no longer {@code v}) the statement writes nothing and returns no
 *     row: the caller re-reads. The row lock of the UPDATE makes a concurrent writer of the same
 *     version wait for this one's commit and then find the version moved on.</li>
 * </ol>
 * Plain JDBC, not Hibernate's native queries: Hibernate built a query object, resolved the result
 * mapping by column names and threw and caught an exception inside its type registry on every
 * call, about a third of a move's allocation (docs/benchmarks.md §12). The columns are those of
 * {@link GameColumns}; the JSON ones are read and written through Hibernate's own JSON format
 * mapper, because Hibernate reads and writes them on every other path. Every statement is shown to
 * the persistence unit's {@link StatementInspector}, as Hibernate shows it its own.
 */
@ApplicationScoped
public class MoveRows {

    /** The primary key of a stored answer: a concurrent write stored this key first. */
    private static final String KEY_ROW = "idempotent_request_pkey";
    private static final String UNIQUE_VIOLATION = "23505";

    private static final String READ = "SELECT " + GameColumns.ALL.stream().map(c -> "g." + c.name())
            .collect(Collectors.joining(", "))
            + ", r.seat, r.request_hash, r.status, r.response"
            + " FROM game g LEFT JOIN idempotent_request r ON r.game_id = g.id AND r.key = ? WHERE g.id = ?";

    /**
     * Without a key, the row alone (the key's columns null). Not READ with a null key: PostgreSQL
     * folds {@code r.key = NULL} to false, the join loses its condition on the game's id, and Citus
     * refuses the join as not colocated.
     */
    private static final String READ_UNKEYED = "SELECT " + GameColumns.ALL.stream().map(c -> "g." + c.name())
            .collect(Collectors.joining(", "))
            + ", NULL::text, NULL::bytea, NULL::int, NULL::text FROM game g WHERE g.id = ?";

    @Inject
    AgroalDataSource dataSource;

    @Inject
    SessionFactory sessionFactory;

    @Inject
    Citus citus;

    private FormatMapper json;
    private WrapperOptions options;
    private StatementInspector inspector;
    private final Map<String, JavaType<Object>> jsonTypes = new HashMap<>();

    @PostConstruct
    @SuppressWarnings("unchecked")
    void lookUpMapping() {
        SessionFactoryImplementor factory = sessionFactory.unwrap(SessionFactoryImplementor.class);
        json = factory.getSessionFactoryOptions().getJsonFormatMapper();
        options = factory.getWrapperOptions();
        inspector = factory.getSessionFactoryOptions().getStatementInspector();
        var entity = factory.getMappingMetamodel().getEntityDescriptor(GameEntity.class);
        for (Column column : GameColumns.ALL) {
            if (column.kind() == Kind.JSON) {
                jsonTypes.put(column.attribute(),
                        (JavaType<Object>) entity.findAttributeMapping(column.attribute()).getJavaType());
            }
        }
    }

    /**
     * A game row as a move reads it: the row (detached: nothing ever flushes it), and the answers
     * already stored under the request's Idempotency-Key, by seat (a key is per seat, and the seat
     * is known only once the row is read).
     */
    public record ReadForMove(GameEntity game, Map<String, IdempotencyRows.Stored> storedBySeat) {
    }

    /** The game row without a lock, with the answers stored under {@code key}, in one statement. */
    public Optional<ReadForMove> read(UUID id, Optional<String> key) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(inspected(key.isPresent() ? READ : READ_UNKEYED))) {
            if (key.isPresent()) {
                statement.setString(1, key.get());
                statement.setObject(2, id);
            } else {
                statement.setObject(1, id);
            }
            try (ResultSet rows = statement.executeQuery()) {
                GameEntity game = null;
                Map<String, IdempotencyRows.Stored> stored = new HashMap<>(2);
                int keyAt = GameColumns.ALL.size() + 1;
                while (rows.next()) {
                    if (game == null) {
                        game = game(rows);
                    }
                    String seat = rows.getString(keyAt);
                    if (seat != null) {
                        int status = rows.getInt(keyAt + 2); // 0 when null: the key is claimed, not answered
                        stored.put(seat, new IdempotencyRows.Stored(rows.getBytes(keyAt + 1), status,
                                rows.getString(keyAt + 3)));
                    }
                }
                return game == null ? Optional.empty() : Optional.of(new ReadForMove(game, stored));
            }
        } catch (SQLException e) {
            throw new PersistenceException("reading game " + id + " for a move failed", e);
        }
    }

    private GameEntity game(ResultSet rows) throws SQLException {
        GameEntity game = new GameEntity();
        for (int i = 0; i < GameColumns.ALL.size(); i++) {
            Column column = GameColumns.ALL.get(i);
            Object value = GameColumns.read(rows, i + 1, column.kind());
            column.set().accept(game, column.kind() == Kind.JSON && value != null
                    ? json.fromString((String) value, jsonTypes.get(column.attribute()), options) : value);
        }
        return game;
    }

    /**
     * The row's values as read, to tell which columns a change wrote. A change replaces a JSON
     * column's value (records are immutable, maps are built anew), so comparing values suffices.
     */
    public static final class Before {
        private final Object[] values;

        private Before(Object[] values) {
            this.values = values;
        }
    }

    public static Before before(GameEntity game) {
        Object[] values = new Object[GameColumns.CHANGEABLE.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = GameColumns.CHANGEABLE.get(i).get().apply(game);
        }
        return new Before(values);
    }

    /**
     * Writes the change made to {@code game} since {@code before} as version {@code game.version},
     * if the row is still at the version before it, with what the change records (its move, key,
     * events, players' rows and notification: {@link ChangeStatements}).
     *
     * @return true when this statement wrote the change; false when another writer changed the
     *         game first, or stored the same Idempotency-Key first, and nothing was written
     */
    public boolean write(GameEntity game, Before before, ChangeStatements.Change change) {
        if (game.version != change.version() || !game.id.equals(change.gameId())) {
            throw new IllegalArgumentException("a change of game " + change.gameId() + " at version "
                    + change.version() + " is not the row's (" + game.id + " at " + game.version + ")");
        }
        List<ChangeStatements.Changed> changed = new ArrayList<>();
        for (int i = 0; i < GameColumns.CHANGEABLE.size(); i++) {
            Column column = GameColumns.CHANGEABLE.get(i);
            Object value = column.get().apply(game);
            if (!Objects.deepEquals(value, before.values[i])) {
                changed.add(new ChangeStatements.Changed(i, column.kind() == Kind.JSON ? json(column, value) : value));
            }
        }
        if (citus.on()) {
            return writeRouted(game, changed, change);
        }
        ChangeStatements.Bound statement = ChangeStatements.compareAndSet(changed, change);
        try (Connection connection = dataSource.getConnection();
             PreparedStatement prepared = connection.prepareStatement(inspected(statement.sql))) {
            statement.bind(prepared);
            try (ResultSet rows = prepared.executeQuery()) {
                return rows.next();
            }
        } catch (PSQLException e) {
            if (UNIQUE_VIOLATION.equals(e.getSQLState()) && e.getServerErrorMessage() != null
                    && isKeyRow(e)) {
                // The key was stored by a write that did not change the game (so our compare-and-set
                // won): the statement failed whole and wrote nothing; the next read finds the answer.
                return false;
            }
            throw new PersistenceException("writing a move of game " + game.id + " failed", e);
        } catch (SQLException e) {
            throw new PersistenceException("writing a move of game " + game.id + " failed", e);
        }
    }

    private static boolean isKeyRow(PSQLException e) {
        return KEY_ROW.equals(e.getServerErrorMessage().getConstraint());
    }

    /**
     * The write on Citus: the game row's compare-and-set, then {@link ChangeStatements#appendRouted}'s
     * statements, in one transaction, each routed to the game's shard: 4 round trips (the update, the
     * reads, the inserts, the commit) where plain PostgreSQL takes 1.
     */
    private boolean writeRouted(GameEntity game, List<ChangeStatements.Changed> changed,
                                ChangeStatements.Change change) {
        StringBuilder sql = new StringBuilder("UPDATE game SET ");
        List<Object> values = new ArrayList<>();
        List<Kind> kinds = new ArrayList<>();
        for (ChangeStatements.Changed c : changed) {
            Column column = GameColumns.CHANGEABLE.get(c.index());
            sql.append(column.name()).append(column.kind() == Kind.JSON ? " = CAST(? AS jsonb), " : " = ?, ");
            values.add(c.value());
            kinds.add(column.kind());
        }
        sql.append("version = ? WHERE id = ? AND version = ?");
        values.addAll(List.of(game.version, game.id, game.version - 1));
        kinds.addAll(List.of(Kind.LONG, Kind.UUID, Kind.LONG));
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                int updated;
                try (PreparedStatement update = connection.prepareStatement(inspected(sql.toString()))) {
                    for (int i = 0; i < values.size(); i++) {
                        GameColumns.bind(update, i + 1, kinds.get(i), values.get(i));
                    }
                    updated = update.executeUpdate();
                }
                if (updated == 0) {
                    connection.rollback();
                    return false;
                }
                if (!ChangeStatements.appendRouted(connection, this::inspected, change)) {
                    // Another write stored the same key first; the next read finds its answer.
                    connection.rollback();
                    return false;
                }
                connection.commit();
                return true;
            } catch (SQLException e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new PersistenceException("writing a move of game " + game.id + " failed", e);
        }
    }

    private String inspected(String sql) {
        return inspector == null ? sql : Objects.requireNonNullElse(inspector.inspect(sql), sql);
    }

    /** A JSON column's text as Hibernate writes it: its own format mapper, the attribute's Java type. */
    private String json(Column column, Object value) {
        return value == null ? null : json.toString(value, jsonTypes.get(column.attribute()), options);
    }
}
