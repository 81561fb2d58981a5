package org.ringgames.store.games;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The {@code game} table's columns as {@link GameEntity} maps them, for the move path's plain JDBC
 * ({@link org.ringgames.store.events.MoveRows}): each column's name, its field, and how its value travels. One list serves the
 * read and the write, and {@code MoveRowsTest} holds it to Hibernate's own mapping of the entity
 * (every persistent attribute listed, every value read as Hibernate reads it), so a column added to
 * the entity and not here fails a test rather than being lost.
 */
public final class GameColumns {

    private GameColumns() {
    }

    /** How a column's value is read from a result and bound to a statement. */
    public enum Kind {
        UUID, TEXT, INT, LONG, BOOL, BYTES, INSTANT,
        /** jsonb: text through Hibernate's JSON format mapper, the attribute's Java type. */
        JSON
    }

    /** A column, the entity attribute it maps, and its field's getter and setter. */
    public record Column(String name, String attribute, Kind kind, Function<GameEntity, Object> get,
                  BiConsumer<GameEntity, Object> set) {
    }

    /** The key and the columns a write never changes. */
    static final Column ID = new Column("id", "id", Kind.UUID, g -> g.id, (g, v) -> g.id = (UUID) v);
    static final Column VERSION = new Column("version", "version", Kind.LONG, g -> g.version, (g, v) -> g.version = (Long) v);
    static final Column CREATED_AT = new Column("created_at", "createdAt", Kind.INSTANT, g -> g.createdAt,
            (g, v) -> g.createdAt = (Instant) v);

    /**
     * Every column a change may write, in the entity's order. Moves write only those they changed,
     * as {@code @DynamicUpdate} does for Hibernate's own updates.
     */
    public static final List<Column> CHANGEABLE = List.of(
            new Column("kind", "kind", Kind.TEXT, g -> g.kind, (g, v) -> g.kind = (String) v),
            json("rules", "rules", g -> g.rules, (g, v) -> g.rules = cast(v)),
            new Column("status", "status", Kind.TEXT, g -> g.status, (g, v) -> g.status = (String) v),
            new Column("ply", "ply", Kind.INT, g -> g.ply, (g, v) -> g.ply = (Integer) v),
            new Column("position", "position", Kind.TEXT, g -> g.position, (g, v) -> g.position = (String) v),
            new Column("start_position", "startPosition", Kind.TEXT, g -> g.startPosition,
                    (g, v) -> g.startPosition = (String) v),
            new Column("passes_in_a_row", "passesInARow", Kind.INT, g -> g.passesInARow,
                    (g, v) -> g.passesInARow = (Integer) v),
            json("last_move", "lastMove", g -> g.lastMove, (g, v) -> g.lastMove = (GameEntity.LastMove) v),
            new Column("result_winner", "resultWinner", Kind.TEXT, g -> g.resultWinner,
                    (g, v) -> g.resultWinner = (String) v),
            new Column("result_reason", "resultReason", Kind.TEXT, g -> g.resultReason,
                    (g, v) -> g.resultReason = (String) v),
            new Column("draw_offer", "drawOffer", Kind.TEXT, g -> g.drawOffer, (g, v) -> g.drawOffer = (String) v),
            new Column("takeback_offer", "takebackOffer", Kind.TEXT, g -> g.takebackOffer,
                    (g, v) -> g.takebackOffer = (String) v),
            new Column("takeback_available", "takebackAvailable", Kind.BOOL, g -> g.takebackAvailable,
                    (g, v) -> g.takebackAvailable = (Boolean) v),
            new Column("first_seat_token_hash", "firstSeatTokenHash", Kind.BYTES, g -> g.firstSeatTokenHash,
                    (g, v) -> g.firstSeatTokenHash = (byte[]) v),
            new Column("second_seat_token_hash", "secondSeatTokenHash", Kind.BYTES, g -> g.secondSeatTokenHash,
                    (g, v) -> g.secondSeatTokenHash = (byte[]) v),
            json("detail", "detail", g -> g.detail, (g, v) -> g.detail = cast(v)),
            json("time_control", "timeControl", g -> g.timeControl, (g, v) -> g.timeControl = (GameEntity.TimeControl) v),
            json("clock", "clock", g -> g.clock, (g, v) -> g.clock = (GameEntity.Clock) v),
            new Column("deadline", "deadline", Kind.INSTANT, g -> g.deadline, (g, v) -> g.deadline = (Instant) v),
            json("computer_seats", "computerSeats", g -> g.computerSeats, (g, v) -> g.computerSeats = cast(v)),
            new Column("portal", "portal", Kind.TEXT, g -> g.portal, (g, v) -> g.portal = (String) v),
            new Column("external_id", "externalId", Kind.TEXT, g -> g.externalId, (g, v) -> g.externalId = (String) v),
            json("labels", "labels", g -> g.labels, (g, v) -> g.labels = cast(v)),
            new Column("clocks_start_at", "clocksStartAt", Kind.INSTANT, g -> g.clocksStartAt,
                    (g, v) -> g.clocksStartAt = (Instant) v),
            json("players", "players", g -> g.players, (g, v) -> g.players = cast(v)),
            new Column("imported", "imported", Kind.BOOL, g -> g.imported, (g, v) -> g.imported = (Boolean) v),
            json("record_tags", "recordTags", g -> g.recordTags, (g, v) -> g.recordTags = cast(v)),
            new Column("visibility", "visibility", Kind.TEXT, g -> g.visibility, (g, v) -> g.visibility = (String) v),
            new Column("engine_owner", "engineOwner", Kind.TEXT, g -> g.engineOwner, (g, v) -> g.engineOwner = (String) v),
            new Column("rated", "rated", Kind.BOOL, g -> g.rated, (g, v) -> g.rated = (Boolean) v),
            json("rating_changes", "ratingChanges", g -> g.ratingChanges, (g, v) -> g.ratingChanges = cast(v)),
            new Column("tournament_id", "tournamentId", Kind.UUID, g -> g.tournamentId,
                    (g, v) -> g.tournamentId = (UUID) v),
            new Column("tournament_round", "tournamentRound", Kind.INT, g -> g.tournamentRound,
                    (g, v) -> g.tournamentRound = (Integer) v),
            json("berserk", "berserk", g -> g.berserk, (g, v) -> g.berserk = cast(v)),
            new Column("updated_at", "updatedAt", Kind.INSTANT, g -> g.updatedAt, (g, v) -> g.updatedAt = (Instant) v));

    /** Every column of the row: the key, the version, the creation time and the changeable ones. */
    public static final List<Column> ALL = Stream.concat(Stream.of(ID, VERSION, CREATED_AT), CHANGEABLE.stream()).toList();

    private static Column json(String name, String attribute, Function<GameEntity, Object> get,
                               BiConsumer<GameEntity, Object> set) {
        return new Column(name, attribute, Kind.JSON, get, set);
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object value) {
        return (T) value;
    }

    /** Reads a column that is not JSON (a JSON one is text here; the caller maps it). */
    public static Object read(ResultSet rows, int index, Kind kind) throws SQLException {
        return switch (kind) {
            case UUID -> rows.getObject(index, UUID.class);
            case TEXT, JSON -> rows.getString(index);
            case INT -> {
                int value = rows.getInt(index);
                yield rows.wasNull() ? null : value;
            }
            case LONG -> rows.getLong(index);
            case BOOL -> rows.getBoolean(index);
            case BYTES -> rows.getBytes(index);
            case INSTANT -> {
                OffsetDateTime at = rows.getObject(index, OffsetDateTime.class);
                yield at == null ? null : at.toInstant();
            }
        };
    }

    /** Binds a value (a JSON one already as text), a null as a null of the column's type. */
    public static void bind(PreparedStatement statement, int index, Kind kind, Object value) throws SQLException {
        if (value == null) {
            statement.setNull(index, switch (kind) {
                case UUID -> Types.OTHER;
                case TEXT, JSON -> Types.VARCHAR;
                case INT -> Types.INTEGER;
                case LONG -> Types.BIGINT;
                case BOOL -> Types.BOOLEAN;
                case BYTES -> Types.BINARY;
                case INSTANT -> Types.TIMESTAMP_WITH_TIMEZONE;
            });
            return;
        }
        switch (kind) {
            case UUID -> statement.setObject(index, value);
            case TEXT, JSON -> statement.setString(index, (String) value);
            case INT -> statement.setInt(index, (Integer) value);
            case LONG -> statement.setLong(index, (Long) value);
            case BOOL -> statement.setBoolean(index, (Boolean) value);
            case BYTES -> statement.setBytes(index, (byte[]) value);
            case INSTANT -> statement.setObject(index, OffsetDateTime.ofInstant((Instant) value, ZoneOffset.UTC));
        }
    }
}
