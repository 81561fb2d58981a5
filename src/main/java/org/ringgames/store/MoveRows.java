package org.ringgames.store;

import io.agroal.api.AgroalDataSource;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.PersistenceException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.resource.jdbc.spi.StatementInspector;
import org.hibernate.type.descriptor.WrapperOptions;
import org.hibernate.type.descriptor.java.JavaType;
import org.hibernate.type.format.FormatMapper;
import org.postgresql.util.PSQLException;
import org.ringgames.store.GameColumns.Column;
import org.ringgames.store.GameColumns.Kind;

/**
 * A seat's move in two statements of plain JDBC, each in autocommit (docs/benchmarks.md §11, §12):
 * <ol>
 * <li>{@link #read}: the game row without a lock, with the answers stored under the request's
 *     Idempotency-Key;</li>
 * <li>{@link #write}: the game row's changed columns by compare-and-set on its version, the move's
 *     history row, the key with its answer, the events and the {@code NOTIFY} of
 *     {@link EventRepository#CHANNEL}, in one statement:
 * <pre>
 * WITH g AS (UPDATE game SET …, version = v + 1 WHERE id = ? AND version = v RETURNING id),
 *      moved AS (INSERT INTO game_move … SELECT … FROM g),
 *      keyed AS (INSERT INTO idempotent_request … SELECT … FROM g),
 *      appended AS (INSERT INTO game_event … SELECT … FROM g … RETURNING …),
 *      outbox AS (INSERT INTO webhook_delivery … SELECT … FROM appended JOIN webhook …)
 * SELECT pg_notify('game_events', 'id:v+1') FROM appended LIMIT 1
 * </pre>
 * Every insert selects from {@code g}, so when another writer changed the row first (its version
 * is no longer {@code v}) the statement writes nothing and returns no row: the caller re-reads. The
 * row lock of the UPDATE makes a concurrent writer of the same version wait for this one's commit
 * and then find the version moved on.</li>
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
    public record ReadForMove(GameEntity game, Map<String, IdempotencyStore.Stored> storedBySeat) {
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
                Map<String, IdempotencyStore.Stored> stored = new HashMap<>(2);
                int keyAt = GameColumns.ALL.size() + 1;
                while (rows.next()) {
                    if (game == null) {
                        game = game(rows);
                    }
                    String seat = rows.getString(keyAt);
                    if (seat != null) {
                        int status = rows.getInt(keyAt + 2); // 0 when null: the key is claimed, not answered
                        stored.put(seat, new IdempotencyStore.Stored(rows.getBytes(keyAt + 1), status,
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

    /** The Idempotency-Key a move is answered under: stored with the move, in its statement. */
    public record KeyedAnswer(String seat, String key, byte[] requestHash, int status, String response) {
    }

    /** A statement's parameters in order, each with how it binds. */
    private static final class Parameters {
        private final List<Object> values = new ArrayList<>(40);
        private final List<Kind> kinds = new ArrayList<>(40);

        void add(Kind kind, Object value) {
            values.add(value);
            kinds.add(kind);
        }

        void bind(PreparedStatement statement) throws SQLException {
            for (int i = 0; i < values.size(); i++) {
                GameColumns.bind(statement, i + 1, kinds.get(i), values.get(i));
            }
        }
    }

    /*
     * A write's shape: which columns it changes (bit i for CHANGEABLE's column i, below bit 48), whether it inserts
     * a move and a key, and how many events. The statement's text depends on nothing else, so each
     * shape's text is built once (a move uses two or three shapes) and kept: building and hashing a
     * kilobyte of SQL per move showed in the profile (docs/benchmarks.md §12).
     */
    private static final long WITH_MOVE = 1L << 48;
    private static final long WITH_KEY = 1L << 49;
    private static final int EVENTS_SHIFT = 50;
    /** The change adds rows to its players' streams (only with events). */
    private static final long WITH_PLAYERS = 1L << 62;
    /** More shapes than the code's paths can make: past this many, texts are built and not kept. */
    private static final int MAX_SHAPES = 256;

    /** A shape's statement text and the number of parameters it takes. */
    private record Statement(String sql, int parameters) {
    }

    private final Map<Long, Statement> statements = new ConcurrentHashMap<>();

    static {
        if (GameColumns.CHANGEABLE.size() >= 48) {
            throw new IllegalStateException("a write's shape holds the changed columns in 48 bits");
        }
    }

    /**
     * Writes the change made to {@code game} since {@code before} as version {@code game.version},
     * if the row is still at the version before it.
     *
     * @return true when this statement wrote the change; false when another writer changed the
     *         game first, or stored the same Idempotency-Key first, and nothing was written
     */
    public boolean write(GameEntity game, Before before, Optional<MoveEntity> move, Optional<KeyedAnswer> key,
                         List<String> types, String data, Instant at, List<PlayerEventRow> players) {
        if (citus.on()) {
            return writeRouted(game, before, move, key, types, data, at, players);
        }
        // The parameters in the order statementOf places them.
        Parameters p = new Parameters();
        long shape = 0;
        for (int i = 0; i < GameColumns.CHANGEABLE.size(); i++) {
            Column column = GameColumns.CHANGEABLE.get(i);
            Object value = column.get().apply(game);
            if (!Objects.deepEquals(value, before.values[i])) {
                shape |= 1L << i;
                p.add(column.kind(), column.kind() == Kind.JSON ? json(column, value) : value);
            }
        }
        p.add(Kind.LONG, game.version);
        p.add(Kind.UUID, game.id);
        p.add(Kind.LONG, game.version - 1);
        if (move.isPresent()) {
            MoveEntity m = move.get();
            shape |= WITH_MOVE;
            p.add(Kind.INT, m.ply);
            p.add(Kind.TEXT, m.seat);
            p.add(Kind.TEXT, m.move);
            p.add(Kind.JSON, jsonArray(m.path));
            p.add(Kind.TEXT, m.positionAfter);
            p.add(Kind.INSTANT, m.playedAt);
            p.add(Kind.LONG, m.timeSpentUs);
            p.add(Kind.LONG, m.remainingUs);
        }
        if (key.isPresent()) {
            KeyedAnswer k = key.get();
            shape |= WITH_KEY;
            p.add(Kind.TEXT, k.seat());
            p.add(Kind.TEXT, k.key());
            p.add(Kind.BYTES, k.requestHash());
            p.add(Kind.INT, k.status());
            p.add(Kind.TEXT, k.response());
            p.add(Kind.INSTANT, at);
        }
        shape |= (long) types.size() << EVENTS_SHIFT;
        if (!types.isEmpty()) {
            p.add(Kind.LONG, game.version);
            p.add(Kind.TEXT, data);
            p.add(Kind.INSTANT, at);
            types.forEach(type -> p.add(Kind.TEXT, type));
            if (!players.isEmpty()) {
                shape |= WITH_PLAYERS;
                for (String array : PlayerEventRow.arrays(players)) {
                    p.add(Kind.TEXT, array);
                }
            }
        }
        p.add(Kind.TEXT, EventRepository.payload(game.id, game.version, game.portal));
        Statement statement = statements.get(shape);
        if (statement == null) {
            statement = statementOf(shape);
            if (statements.size() < MAX_SHAPES) {
                statements.put(shape, statement);
            }
        }
        if (statement.parameters() != p.values.size()) {
            throw new IllegalStateException("a move's statement takes " + statement.parameters() + " parameters, "
                    + p.values.size() + " were given");
        }
        try (Connection connection = dataSource.getConnection();
             PreparedStatement prepared = connection.prepareStatement(inspected(statement.sql()))) {
            p.bind(prepared);
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
     * The write on Citus: the game row's compare-and-set, then {@link RoutedAppend}'s statements, in
     * one transaction, each routed to the game's shard: 4 round trips (the update, the reads, the inserts,
     * the commit) where plain PostgreSQL takes 1.
     */
    private boolean writeRouted(GameEntity game, Before before, Optional<MoveEntity> move, Optional<KeyedAnswer> key,
                                List<String> types, String data, Instant at, List<PlayerEventRow> players) {
        Parameters p = new Parameters();
        StringBuilder sql = new StringBuilder("UPDATE game SET ");
        for (int i = 0; i < GameColumns.CHANGEABLE.size(); i++) {
            Column column = GameColumns.CHANGEABLE.get(i);
            Object value = column.get().apply(game);
            if (!Objects.deepEquals(value, before.values[i])) {
                sql.append(column.name()).append(column.kind() == Kind.JSON ? " = CAST(? AS jsonb), " : " = ?, ");
                p.add(column.kind(), column.kind() == Kind.JSON ? json(column, value) : value);
            }
        }
        sql.append("version = ? WHERE id = ? AND version = ?");
        p.add(Kind.LONG, game.version);
        p.add(Kind.UUID, game.id);
        p.add(Kind.LONG, game.version - 1);
        RoutedAppend.Change change = new RoutedAppend.Change(game.id, game.portal, game.version,
                move.map(m -> new RoutedAppend.Move(m.ply, m.seat, m.move, jsonArray(m.path), m.positionAfter, m.playedAt,
                        m.timeSpentUs, m.remainingUs)),
                key.map(k -> new RoutedAppend.Key(k.seat(), k.key(), k.requestHash(), k.status(), k.response(), at)),
                types, data, at, players);
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                int updated;
                try (PreparedStatement update = connection.prepareStatement(inspected(sql.toString()))) {
                    p.bind(update);
                    updated = update.executeUpdate();
                }
                if (updated == 0) {
                    connection.rollback();
                    return false;
                }
                if (!RoutedAppend.append(connection, this::inspected, change)) {
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

    /** The text of a shape's statement, its parameters placed in the order {@link #write} adds them. */
    private static Statement statementOf(long shape) {
        StringBuilder sql = new StringBuilder("WITH g AS (UPDATE game SET ");
        for (int i = 0; i < GameColumns.CHANGEABLE.size(); i++) {
            Column column = GameColumns.CHANGEABLE.get(i);
            if ((shape & 1L << i) != 0) {
                sql.append(column.name()).append(column.kind() == Kind.JSON ? " = CAST(? AS jsonb), " : " = ?, ");
            }
        }
        sql.append("version = ? WHERE id = ? AND version = ? RETURNING id, portal)");
        if ((shape & WITH_MOVE) != 0) {
            sql.append(", moved AS (INSERT INTO game_move (game_id, ply, seat, move, path, position_after, played_at, ")
                    .append("time_spent_us, remaining_us) SELECT id, ?, ?, ?, CAST(? AS jsonb), ?, ?, ?, ? FROM g RETURNING 1)");
        }
        if ((shape & WITH_KEY) != 0) {
            sql.append(", keyed AS (INSERT INTO idempotent_request (game_id, seat, key, request_hash, status, response, ")
                    .append("created_at) SELECT id, ?, ?, ?, ?, ?, ? FROM g RETURNING 1)");
        }
        int events = (int) ((shape & ~WITH_PLAYERS) >>> EVENTS_SHIFT);
        sql.append(", appended AS (");
        if (events == 0) {
            sql.append("SELECT 1 FROM g");
        } else {
            // One row per type, from a VALUES list: a UNION of SELECTs would type the time as text.
            sql.append("INSERT INTO game_event (game_id, version, ordinal, type, data, created_at, portal, feed_key) ")
                    .append("SELECT g.id, ?, e.ordinal, e.type, ?, ?, g.portal, ").append(FeedSql.feedKey("g.id"))
                    .append(" FROM g CROSS JOIN (VALUES ");
            for (int i = 0; i < events; i++) {
                sql.append(i == 0 ? "(" : ", (").append(i).append(", ?)");
            }
            sql.append(") AS e (ordinal, type) RETURNING ").append(FeedSql.APPENDED_COLUMNS).append("), ")
                    .append(FeedSql.OUTBOX);
            if ((shape & WITH_PLAYERS) != 0) {
                sql.append(", ").append(FeedSql.players("?", "?", "?"));
            }
        }
        sql.append(events == 0 ? ")" : "").append(" SELECT pg_notify('" + EventRepository.CHANNEL + "', ?)")
                .append((shape & WITH_PLAYERS) != 0 ? ", " + FeedSql.NOTIFY_PLAYERS : "").append(" FROM appended LIMIT 1");
        String text = sql.toString();
        return new Statement(text, (int) text.chars().filter(c -> c == '?').count());
    }

    private String inspected(String sql) {
        return inspector == null ? sql : Objects.requireNonNullElse(inspector.inspect(sql), sql);
    }

    /** A JSON column's text as Hibernate writes it: its own format mapper, the attribute's Java type. */
    private String json(Column column, Object value) {
        return value == null ? null : json.toString(value, jsonTypes.get(column.attribute()), options);
    }

    /** A path's squares as a JSON array; square names need no escaping. */
    static String jsonArray(List<String> squares) {
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < squares.size(); i++) {
            text.append(i == 0 ? "\"" : ",\"").append(squares.get(i)).append('"');
        }
        return text.append(']').toString();
    }
}
