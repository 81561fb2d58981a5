package org.ringgames.bench;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The pgbench scripts of bench/ run on today's schema, so that a migration that changes what a
 * move writes breaks them here and not months later in a benchmark nobody can run. Each script runs
 * once, as pgbench would with bench/database/pgbench-move.sh's -D values: its {@code \set} lines evaluated,
 * {@code \gset} storing the last row, every {@code :name} bound as a parameter of unknown type
 * ({@code -M prepared}); and the move it plays must have written its rows.
 */
@QuarkusTest
class BenchSqlScriptsTest {

    private static final Pattern VARIABLE = Pattern.compile("(?<!:):([A-Za-z_][A-Za-z0-9_]*+)");

    @Inject
    AgroalDataSource database;

    @ParameterizedTest
    @ValueSource(strings = {"pgbench-move.sql", "pgbench-move-cas.sql"})
    void aBenchScriptPlaysOneMoveOnTodaysSchema(String script) throws Exception {
        String id = given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}").when().post("/api/v1/games")
                .then().statusCode(201).extract().path("id");
        Map<String, String> vars = new HashMap<>(Map.of("games", "1", "pos", "123321/....../....../....../.3..../32.123 N",
                "move", "b1-b3", "path", "[\"b1\",\"b2\",\"b3\"]", "seat", "south",
                "lastmove", "{\"ply\":1,\"seat\":\"south\",\"move\":\"b1-b3\",\"path\":[\"b1\",\"b2\",\"b3\"]}",
                "ts", "2026-12-01 12:00:00.123456+00", "etype", "move", "data", "{\"bench\":true}", "key", "no-such-key"));
        try (Connection c = database.getConnection(); Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            s.execute("DROP TABLE IF EXISTS bench_game");
            s.execute("CREATE TABLE bench_game (n int PRIMARY KEY, id uuid NOT NULL)");
            s.execute("INSERT INTO bench_game VALUES (1, '" + id + "')");
            long moves = count(c, "SELECT count(*) FROM game_move WHERE game_id = '" + id + "'");
            long events = count(c, "SELECT count(*) FROM game_event WHERE game_id = '" + id + "'");
            long version = count(c, "SELECT version FROM game WHERE id = '" + id + "'");

            run(c, Files.readAllLines(Path.of("bench", "database", script)), vars);

            assertThat(count(c, "SELECT count(*) FROM game_move WHERE game_id = '" + id + "'")).isEqualTo(moves + 1);
            assertThat(count(c, "SELECT count(*) FROM game_event WHERE game_id = '" + id + "'")).isEqualTo(events + 1);
            assertThat(count(c, "SELECT version FROM game WHERE id = '" + id + "'")).isEqualTo(version + 1);
            s.execute("DROP TABLE bench_game");
        }
    }

    private static void run(Connection c, List<String> lines, Map<String, String> vars) throws Exception {
        Map<String, String> lastRow = Map.of();
        for (String line : lines) {
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("--")) {
                continue;
            }
            if (text.startsWith("\\set ")) {
                String[] parts = text.substring(5).split(" ", 2);
                vars.put(parts[0], String.valueOf(evaluate(parts[1].strip(), vars)));
            } else if (text.startsWith("\\gset")) {
                String prefix = text.substring(5).strip();
                lastRow.forEach((column, value) -> vars.put(prefix + column, value));
            } else {
                lastRow = execute(c, text, vars);
            }
        }
    }

    /** pgbench's \set, as far as the scripts use it: random(1, :games) (here its lower end), or :a + 1. */
    private static long evaluate(String expression, Map<String, String> vars) {
        String bound = VARIABLE.matcher(expression).replaceAll(m -> vars.get(m.group(1)));
        if (bound.startsWith("random(")) {
            return Long.parseLong(bound.substring(7, bound.indexOf(',')).strip());
        }
        String[] sum = bound.split("\\+");
        long total = 0;
        for (String term : sum) {
            total += Long.parseLong(term.strip());
        }
        return total;
    }

    private static Map<String, String> execute(Connection c, String sql, Map<String, String> vars) throws Exception {
        List<String> values = new ArrayList<>();
        Matcher m = VARIABLE.matcher(sql);
        StringBuilder bound = new StringBuilder();
        while (m.find()) {
            String value = vars.get(m.group(1));
            assertThat(value).as("variable :%s of %s", m.group(1), sql).isNotNull();
            values.add(value);
            m.appendReplacement(bound, "?");
        }
        m.appendTail(bound);
        String statement = bound.toString();
        if (statement.equalsIgnoreCase("BEGIN;") || statement.equalsIgnoreCase("COMMIT;")) {
            c.setAutoCommit(statement.equalsIgnoreCase("COMMIT;"));
            return Map.of();
        }
        try (PreparedStatement p = c.prepareStatement(statement.endsWith(";") ? statement.substring(0, statement.length() - 1) : statement)) {
            for (int i = 0; i < values.size(); i++) {
                p.setObject(i + 1, values.get(i), Types.OTHER);
            }
            if (!p.execute()) {
                return Map.of();
            }
            try (ResultSet r = p.getResultSet()) {
                Map<String, String> row = new HashMap<>();
                if (r.next()) {
                    ResultSetMetaData meta = r.getMetaData();
                    for (int i = 1; i <= meta.getColumnCount(); i++) {
                        row.put(meta.getColumnLabel(i), r.getString(i));
                    }
                }
                return row;
            }
        }
    }

    private static long count(Connection c, String sql) throws Exception {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            r.next();
            return r.getLong(1);
        }
    }
}
