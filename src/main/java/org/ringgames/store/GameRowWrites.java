package org.ringgames.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.query.NativeQuery;
import org.hibernate.type.descriptor.java.JavaType;

/**
 * A move written in one statement: the game row's changed columns by compare-and-set on its
 * version, the move's history row, the request's Idempotency-Key with its answer, the events, and
 * the {@code NOTIFY} of {@link EventRepository#CHANNEL}:
 * <pre>
 * WITH g AS (UPDATE game SET …, version = v + 1 WHERE id = ? AND version = v RETURNING id),
 *      moved AS (INSERT INTO game_move … SELECT … FROM g),
 *      keyed AS (INSERT INTO idempotent_request … SELECT … FROM g),
 *      appended AS (INSERT INTO game_event … SELECT … FROM g … RETURNING 1)
 * SELECT pg_notify('game_events', 'id:v+1') FROM appended LIMIT 1
 * </pre>
 * Every insert selects from {@code g}, so when another writer changed the row first (its version
 * is no longer {@code v}) the statement writes nothing and returns no row: the caller re-reads
 * (docs/benchmarks.md §11). The row lock of the UPDATE makes a concurrent writer of the same
 * version wait for this one's commit and then find the version moved on.
 * <p>
 * The columns are written as Hibernate writes them (its JSON format mapper for the JSON columns,
 * the same Java types for the rest), because Hibernate reads them back on every other path.
 */
@ApplicationScoped
public class GameRowWrites {

    @Inject
    EntityManager em;

    private final Map<String, JavaType<?>> jsonTypes = new ConcurrentHashMap<>();

    /** A column a change may write: its name, how to read it from the entity, and its Java type (or JSON). */
    private record Column(String name, Function<GameEntity, Object> value, Class<?> type, String jsonAttribute) {
        static Column of(String name, Function<GameEntity, Object> value, Class<?> type) {
            return new Column(name, value, type, null);
        }

        static Column json(String name, String attribute, Function<GameEntity, Object> value) {
            return new Column(name, value, String.class, attribute);
        }
    }

    /**
     * Every column but the key, the version and the creation time. Moves write only those they
     * changed, as {@code @DynamicUpdate} does for Hibernate's own updates.
     */
    private static final List<Column> COLUMNS = List.of(
            Column.of("kind", g -> g.kind, String.class),
            Column.json("rules", "rules", g -> g.rules),
            Column.of("status", g -> g.status, String.class),
            Column.of("ply", g -> g.ply, Integer.class),
            Column.of("position", g -> g.position, String.class),
            Column.of("start_position", g -> g.startPosition, String.class),
            Column.of("passes_in_a_row", g -> g.passesInARow, Integer.class),
            Column.json("last_move", "lastMove", g -> g.lastMove),
            Column.of("result_winner", g -> g.resultWinner, String.class),
            Column.of("result_reason", g -> g.resultReason, String.class),
            Column.of("draw_offer", g -> g.drawOffer, String.class),
            Column.of("takeback_available", g -> g.takebackAvailable, Boolean.class),
            Column.of("first_seat_token_hash", g -> g.firstSeatTokenHash, byte[].class),
            Column.of("second_seat_token_hash", g -> g.secondSeatTokenHash, byte[].class),
            Column.json("detail", "detail", g -> g.detail),
            Column.json("time_control", "timeControl", g -> g.timeControl),
            Column.json("clock", "clock", g -> g.clock),
            Column.of("deadline", g -> g.deadline, Instant.class),
            Column.json("computer_seats", "computerSeats", g -> g.computerSeats),
            Column.of("portal", g -> g.portal, String.class),
            Column.of("updated_at", g -> g.updatedAt, Instant.class));

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
        Object[] values = new Object[COLUMNS.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = COLUMNS.get(i).value().apply(game);
        }
        return new Before(values);
    }

    /** The Idempotency-Key a move is answered under: stored with the move, in its statement. */
    public record KeyedAnswer(String seat, String key, byte[] requestHash, int status, String response) {
    }

    /**
     * Writes the change made to {@code game} since {@code before} as version {@code game.version},
     * if the row is still at the version before it.
     *
     * @return true when this statement wrote the change; false when another writer changed the
     *         game first, and nothing was written
     */
    public boolean write(GameEntity game, Before before, Optional<MoveEntity> move, Optional<KeyedAnswer> key,
                         List<String> types, String data, Instant at) {
        List<Object> parameters = new ArrayList<>();
        List<Class<?>> parameterTypes = new ArrayList<>();
        // ?1 game id, ?2 the new version, ?3 the version read
        bind(parameters, parameterTypes, game.id, UUID.class);
        bind(parameters, parameterTypes, game.version, Long.class);
        bind(parameters, parameterTypes, game.version - 1, Long.class);
        StringBuilder sql = new StringBuilder("WITH g AS (UPDATE game SET ");
        for (int i = 0; i < COLUMNS.size(); i++) {
            Column column = COLUMNS.get(i);
            Object value = column.value().apply(game);
            if (Objects.deepEquals(value, before.values[i])) {
                continue;
            }
            int n = bind(parameters, parameterTypes, column.jsonAttribute() == null ? value : json(column, value),
                    column.type());
            sql.append(column.name()).append(column.jsonAttribute() == null ? " = ?" + n : " = CAST(?" + n + " AS jsonb)")
                    .append(", ");
        }
        sql.append("version = ?2 WHERE id = ?1 AND version = ?3 RETURNING id)");
        move.ifPresent(m -> {
            sql.append(", moved AS (INSERT INTO game_move (game_id, ply, seat, move, path, position_after, played_at, "
                    + "time_spent_us, remaining_us) SELECT id, ?").append(bind(parameters, parameterTypes, m.ply, Integer.class))
                    .append(", ?").append(bind(parameters, parameterTypes, m.seat, String.class))
                    .append(", ?").append(bind(parameters, parameterTypes, m.move, String.class))
                    .append(", CAST(?").append(bind(parameters, parameterTypes, jsonArray(m.path), String.class))
                    .append(" AS jsonb), ?").append(bind(parameters, parameterTypes, m.positionAfter, String.class))
                    .append(", ?").append(bind(parameters, parameterTypes, m.playedAt, Instant.class))
                    .append(", ?").append(bind(parameters, parameterTypes, m.timeSpentUs, Long.class))
                    .append(", ?").append(bind(parameters, parameterTypes, m.remainingUs, Long.class))
                    .append(" FROM g RETURNING 1)");
        });
        key.ifPresent(k -> sql.append(", keyed AS (INSERT INTO idempotent_request (game_id, seat, key, request_hash, "
                        + "status, response, created_at) SELECT id, ?").append(bind(parameters, parameterTypes, k.seat(), String.class))
                .append(", ?").append(bind(parameters, parameterTypes, k.key(), String.class))
                .append(", ?").append(bind(parameters, parameterTypes, k.requestHash(), byte[].class))
                .append(", ?").append(bind(parameters, parameterTypes, k.status(), Integer.class))
                .append(", ?").append(bind(parameters, parameterTypes, k.response(), String.class))
                .append(", ?").append(bind(parameters, parameterTypes, at, Instant.class))
                .append(" FROM g RETURNING 1)"));
        sql.append(", appended AS (");
        if (types.isEmpty()) {
            sql.append("SELECT 1 FROM g");
        } else {
            int dataAt = bind(parameters, parameterTypes, data, String.class);
            int atAt = bind(parameters, parameterTypes, at, Instant.class);
            // One row per type, from a VALUES list: a UNION of SELECTs would type the time as text.
            sql.append("INSERT INTO game_event (game_id, version, ordinal, type, data, created_at) SELECT id, ?2, "
                    + "e.ordinal, e.type, ?").append(dataAt).append(", ?").append(atAt).append(" FROM g CROSS JOIN (VALUES ");
            for (int i = 0; i < types.size(); i++) {
                sql.append(i == 0 ? "" : ", ").append("(").append(i).append(", ?")
                        .append(bind(parameters, parameterTypes, types.get(i), String.class)).append(")");
            }
            sql.append(") AS e (ordinal, type)");
            sql.append(" RETURNING 1");
        }
        int payload = bind(parameters, parameterTypes, game.id + ":" + game.version, String.class);
        sql.append(") SELECT pg_notify('" + EventRepository.CHANNEL + "', ?").append(payload)
                .append(") FROM appended LIMIT 1");
        @SuppressWarnings("unchecked")
        NativeQuery<Object> query = em.createNativeQuery(sql.toString()).unwrap(NativeQuery.class);
        for (int i = 0; i < parameters.size(); i++) {
            setTyped(query, i + 1, parameters.get(i), parameterTypes.get(i));
        }
        return !query.getResultList().isEmpty();
    }

    private static int bind(List<Object> parameters, List<Class<?>> types, Object value, Class<?> type) {
        parameters.add(value);
        types.add(type);
        return parameters.size();
    }

    /** Typed, so that a null travels as a null of the column's type. */
    @SuppressWarnings("unchecked")
    private static <T> void setTyped(NativeQuery<Object> query, int position, Object value, Class<T> type) {
        query.setParameter(position, (T) value, type);
    }

    /** A JSON column's text as Hibernate writes it: its own format mapper, the attribute's Java type. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private String json(Column column, Object value) {
        if (value == null) {
            return null;
        }
        SessionFactoryImplementor factory = em.getEntityManagerFactory().unwrap(SessionFactoryImplementor.class);
        // The mapping does not change while the application runs: looked up once per attribute, not per move.
        JavaType javaType = jsonTypes.computeIfAbsent(column.jsonAttribute(), attribute -> factory.getMappingMetamodel()
                .getEntityDescriptor(GameEntity.class).findAttributeMapping(attribute).getJavaType());
        return factory.getSessionFactoryOptions().getJsonFormatMapper()
                .toString(value, javaType, em.unwrap(SharedSessionContractImplementor.class));
    }

    /** A path's squares as a JSON array; square names need no escaping. */
    static String jsonArray(List<String> squares) {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < squares.size(); i++) {
            json.append(i == 0 ? "\"" : ",\"").append(squares.get(i)).append('"');
        }
        return json.append(']').toString();
    }
}
