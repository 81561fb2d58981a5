package org.ringgames.store;

import org.ringgames.store.events.ChangeStatements;
import org.ringgames.store.events.PlayerEventRow;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One builder records a change ({@link ChangeStatements}): no other source of the service writes a
 * game's events or a webhook's deliveries, and the move path's statement and the locked path's
 * differ only in their {@code g} (the compare-and-set's UPDATE, or the locked game's id and portal).
 */
class ChangeStatementsTest {

    private static final Path SOURCES = Path.of("src/main/java");

    @Test
    void onlyTheBuilderWritesEventsAndWebhookDeliveries() throws IOException {
        List<String> writers;
        try (Stream<Path> files = Files.walk(SOURCES)) {
            writers = files.filter(f -> f.toString().endsWith(".java")).filter(f -> {
                String text = read(f).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
                return text.contains("into webhook_delivery") || text.contains("into game_event ");
            }).map(f -> SOURCES.relativize(f).toString()).toList();
        }
        assertThat(writers).containsExactly("org/ringgames/store/events/ChangeStatements.java");
    }

    @Test
    void theMovePathAndTheLockedPathRecordAChangeWithTheSameStatementAfterTheirG() {
        UUID game = UUID.randomUUID();
        Instant at = Instant.parse("2026-01-02T03:04:05Z");
        ChangeStatements.Change change = new ChangeStatements.Change(game, "portal-a", 8,
                Optional.of(new ChangeStatements.NewMove(7, "south", "b1-b3", List.of("b1", "b2", "b3"), "pos", at,
                        1_000L, 2_000L)),
                Optional.of(new ChangeStatements.KeyedAnswer("south", "k", new byte[] {1}, 201, "{}")),
                List.of("move", "finished"), "{}", at,
                List.of(new PlayerEventRow(UUID.randomUUID(), "south", "gameFinish"),
                        new PlayerEventRow(UUID.randomUUID(), "north", "drawDeclined", Optional.of("later"))));

        String locked = ChangeStatements.appendLocked(change).sql;
        String moved = ChangeStatements.compareAndSet(List.of(new ChangeStatements.Changed(0, "x")), change).sql;

        assertThat(locked).startsWith("WITH g AS (SELECT CAST(? AS uuid) AS id, CAST(? AS text) AS portal), moved AS");
        assertThat(moved).startsWith("WITH g AS (UPDATE game SET ").contains("WHERE id = ? AND version = ? RETURNING id, portal)");
        assertThat(tail(locked)).isEqualTo(tail(moved))
                .contains("INSERT INTO game_move", "INSERT INTO idempotent_request", "INSERT INTO game_event",
                        "INSERT INTO webhook_delivery", "INSERT INTO player_event", ", reason)", "pg_notify('game_events', ?)");
        assertThat(WritePathKeysTest.keyed(locked.toLowerCase(Locale.ROOT))).isTrue();
        assertThat(WritePathKeysTest.keyed(moved.toLowerCase(Locale.ROOT))).isTrue();
    }

    @Test
    void aChangeWithoutEventsWritesNoEventAndStillNotifies() {
        ChangeStatements.Change change = new ChangeStatements.Change(UUID.randomUUID(), null, 3,
                Optional.of(new ChangeStatements.NewMove(2, "north", "pass", List.of(), "pos", Instant.EPOCH, null, null)),
                Optional.empty(), List.of(), "{}", Instant.EPOCH, List.of());

        String sql = ChangeStatements.appendLocked(change).sql;

        assertThat(sql).doesNotContain("INTO game_event ", "webhook_delivery", "player_event")
                .contains("appended AS (SELECT 1 FROM g)").endsWith("SELECT pg_notify('game_events', ?) FROM appended LIMIT 1");
        assertThat(change.writesRows()).isTrue();
        assertThat(new ChangeStatements.Change(UUID.randomUUID(), null, 3, Optional.empty(), Optional.empty(), List.of(),
                "{}", Instant.EPOCH, List.of()).writesRows()).isFalse();
    }

    private static String tail(String sql) {
        return sql.substring(sql.indexOf("), moved AS"));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
