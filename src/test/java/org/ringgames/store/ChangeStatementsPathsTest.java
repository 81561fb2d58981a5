package org.ringgames.store;

import org.ringgames.store.events.ChangeStatements;
import org.ringgames.store.events.PlayerEventRow;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The Citus path of {@link ChangeStatements} (its statements routed to the game's shard) writes the
 * rows the plain-PostgreSQL statement writes: the move, the key's answer, the events with their
 * feed key, the webhook deliveries (waiting behind a pending one of the game, or due) and the
 * players' rows. CitusClusterIT runs the routed path on Citus where Citus is installed; here both
 * run on PostgreSQL, for two games of the same shape, in one transaction that is rolled back (no
 * delivery is ever claimed, no notification sent).
 */
@QuarkusTest
class ChangeStatementsPathsTest {

    @Inject
    AgroalDataSource dataSource;

    @Test
    void theRoutedStatementsWriteTheRowsOfTheOneStatement() throws SQLException {
        UUID one = game();
        UUID other = game();
        UUID south = player();
        UUID north = player();
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            try {
                UUID every = webhook(c, null);
                UUID finished = webhook(c, "{finished}");
                UUID others = webhook(c, "{setup}");
                Map<UUID, String> hooks = Map.of(every, "every", finished, "finished", others, "setup");
                // A delivery of each game to the first webhook is pending: the change's own wait behind it.
                pending(c, every, one);
                pending(c, every, other);

                ChangeStatements.Bound statement = ChangeStatements.appendLocked(change(one, south, north));
                try (PreparedStatement s = c.prepareStatement(statement.sql)) {
                    statement.bind(s);
                    try (ResultSet notified = s.executeQuery()) {
                        assertThat(notified.next()).isTrue();
                    }
                }
                assertThat(ChangeStatements.appendRouted(c, sql -> sql, change(other, south, north))).isTrue();

                List<String> written = rows(c, one, hooks);
                assertThat(written).hasSize(1 + 1 + 2 + 4 + 2)
                        .anyMatch(r -> r.startsWith("delivery every 50 0 move pending waiting"))
                        .anyMatch(r -> r.startsWith("delivery finished 50 1 finished pending due"))
                        .anyMatch(r -> r.startsWith("player " + north + " ") && r.contains("drawDeclined") && r.endsWith("later"));
                assertThat(rows(c, other, hooks)).isEqualTo(written);
                // A second write of the same key through the routed path writes no answer and says so.
                assertThat(ChangeStatements.appendRouted(c, sql -> sql, new ChangeStatements.Change(other, null, 51,
                        Optional.empty(), change(other, south, north).key(), List.of(), "{}", Instant.now(), List.of())))
                        .isFalse();
            } finally {
                c.rollback();
                c.setAutoCommit(true);
            }
        }
    }

    private static ChangeStatements.Change change(UUID game, UUID south, UUID north) {
        Instant at = Instant.parse("2026-03-04T05:06:07.123456Z");
        return new ChangeStatements.Change(game, null, 50,
                Optional.of(new ChangeStatements.NewMove(1, "south", "b1-b3", List.of("b1", "b2", "b3"), "position", at,
                        1_500L, null)),
                Optional.of(new ChangeStatements.KeyedAnswer("south", "paths-key", new byte[] {1, 2}, 201, "{\"ok\":1}")),
                List.of("move", "finished"), "{\"data\":1}", at,
                List.of(new PlayerEventRow(south, "south", "gameFinish"),
                        new PlayerEventRow(north, "north", "drawDeclined", Optional.of("later"))));
    }

    /** The rows a change wrote for a game, its id left out, in an order of their own. */
    private static List<String> rows(Connection c, UUID game, Map<UUID, String> hooks) throws SQLException {
        List<String> rows = new ArrayList<>();
        read(c, "SELECT 'move', ply, seat, move, path::text, position_after, played_at, time_spent_us, remaining_us "
                + "FROM game_move WHERE game_id = ?", game, rows, Map.of());
        read(c, "SELECT 'key', seat, key, encode(request_hash, 'hex'), status, response, created_at "
                + "FROM idempotent_request WHERE game_id = ?", game, rows, Map.of());
        read(c, "SELECT 'event', version, ordinal, type, data, created_at, portal, "
                + "feed_key = pg_current_xact_id() FROM game_event WHERE game_id = ? AND version = 50 ORDER BY ordinal",
                game, rows, Map.of());
        read(c, "SELECT 'delivery', webhook_id, version, ordinal, type, status, CASE WHEN next_attempt_at = 'infinity' "
                + "THEN 'waiting' WHEN next_attempt_at = created_at THEN 'due' ELSE next_attempt_at::text END, created_at, "
                + "attempts FROM webhook_delivery WHERE game_id = ? ORDER BY version, ordinal, webhook_id", game, rows, hooks);
        read(c, "SELECT 'player', player_id, type, seat, version, shard_key = game_id, created_at, "
                + "feed_key = pg_current_xact_id(), reason FROM player_event WHERE game_id = ? AND version = 50 "
                + "ORDER BY player_id, type", game, rows, Map.of());
        rows.sort(null);
        return rows;
    }

    private static void read(Connection c, String sql, UUID game, List<String> into, Map<UUID, String> names)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setObject(1, game);
            try (ResultSet r = s.executeQuery()) {
                int columns = r.getMetaData().getColumnCount();
                while (r.next()) {
                    List<String> row = new ArrayList<>();
                    for (int i = 1; i <= columns; i++) {
                        Object value = r.getObject(i);
                        row.add(value instanceof UUID id && names.containsKey(id) ? names.get(id) : String.valueOf(value));
                    }
                    into.add(String.join(" ", row));
                }
            }
        }
    }

    private static UUID webhook(Connection c, String events) throws SQLException {
        UUID id = UUID.randomUUID();
        try (PreparedStatement s = c.prepareStatement("INSERT INTO webhook (id, portal, url, events, secret, created_at) "
                + "VALUES (?, NULL, 'http://127.0.0.1:9/never', CAST(? AS text[]), 'secret', now())")) {
            s.setObject(1, id);
            s.setString(2, events);
            s.executeUpdate();
        }
        return id;
    }

    private static void pending(Connection c, UUID webhook, UUID game) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO webhook_delivery (id, webhook_id, game_id, version, "
                + "ordinal, type, status, next_attempt_at, created_at) VALUES (?, ?, ?, 1, 0, 'created', 'pending', now(), now())")) {
            s.setObject(1, UUID.randomUUID());
            s.setObject(2, webhook);
            s.setObject(3, game);
            s.executeUpdate();
        }
    }

    private static UUID game() {
        return UUID.fromString(given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}").post("/api/v1/games")
                .then().statusCode(201).extract().path("id"));
    }

    private static UUID player() {
        String name = "paths-" + Long.toString(Instant.now().truncatedTo(ChronoUnit.MICROS).toEpochMilli() % 100000)
                + UUID.randomUUID().toString().substring(0, 4);
        return UUID.fromString(given().contentType(ContentType.JSON).body("{\"name\":\"" + name + "\"}")
                .post("/api/v1/players").then().statusCode(201).extract().path("id"));
    }
}
