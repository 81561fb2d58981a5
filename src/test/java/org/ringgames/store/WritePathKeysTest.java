package org.ringgames.store;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ringgames.support.RecordedStatements;

/**
 * docs/capacity.md: the write path can be sharded by game id because every statement it sends
 * names one game — by {@code game.id} or a {@code game_id} column — so each table can be distributed
 * on it. Recorded from Hibernate (entity operations and native queries) on the request threads
 * while whole games are created, set up, played, offered a draw, resigned and replayed under an
 * Idempotency-Key, for both games and with a computer seat; and a rated game of two players resigned.
 */
@QuarkusTest
class WritePathKeysTest {

    /** A condition that fixes one game: game.id, or a game_id column, equal to a parameter. */
    private static final Pattern WHERE_KEYED = Pattern.compile("\\b(\\w+\\.)?(game_)?id\\s*=\\s*\\?");
    /**
     * The one exception (docs/capacity.md): creating a game against the engine locks its owner and
     * counts the owner's games against the engine in play, the cap of the engine's fair share.
     */
    private static final List<String> ENGINE_CAP = List.of("select pg_advisory_xact_lock(hashtextextended(?, 38))",
            "select count(*) from game where engine_owner = ? and status <> 'finished'");

    /**
     * The second exception (docs/capacity.md, docs/ratings.md): the end of a rated game moves its
     * players' ratings, rows of a player and a pool, not of the game; each is locked in the order
     * of the players' ids, in the transaction that ends the game under its row lock.
     */
    private static final List<String> RATINGS = List.of(
            "insert into player_rating (player_id, pool, rating, deviation, volatility, games, last_rated_at) values "
                    + "(?, ?, ?, ?, ?, 0, ?) on conflict do nothing",
            "select player_id, rating, deviation, volatility, games, last_rated_at from player_rating where "
                    + "player_id = ? and pool = ? for update",
            "update player_rating set rating = ?, deviation = ?, volatility = ?, games = ?, last_rated_at = ? where "
                    + "player_id = ? and pool = ?");

    /** An INSERT's table and column list. */
    private static final Pattern INSERT = Pattern.compile("insert into (\\w+) \\(([^)]*)\\)");

    /** An UPDATE or DELETE, alone or inside a WITH (the row lock's "for no key update" is a read). */
    private static final Pattern UPDATE_OR_DELETE = Pattern.compile("\\bupdate \\w+ set\\b|\\bdelete from\\b");

    /**
     * Whether a statement names one game: each of its inserts by the key column, anything else by
     * its WHERE; a statement that also updates or deletes (a move's one statement: the game row's
     * UPDATE with the inserts of its move, key and events) needs the WHERE as well.
     */
    static boolean keyed(String sql) {
        Matcher insert = INSERT.matcher(sql);
        boolean inserts = false;
        while (insert.find()) {
            inserts = true;
            List<String> columns = List.of(insert.group(2).replace(" ", "").split(","));
            boolean key = columns.contains("game_id") || insert.group(1).equals("game") && columns.contains("id");
            if (!key) {
                return false;
            }
        }
        return inserts && !UPDATE_OR_DELETE.matcher(sql).find() || WHERE_KEYED.matcher(sql).find();
    }

    @Test
    void everyStatementOfTheWritePathNamesOneGame() {
        // Made before the recording: a challenge's and its players' statements are not a game's write path.
        RatedGame rated = ratedGame();
        RecordedStatements.start();
        try {
            playGyges();
            playXeQueoRound();
            post("/api/v1/games/" + rated.id() + "/resign", rated.loserToken(), "", 200, null);
            given().contentType(ContentType.JSON).body("{\"game\":\"gyges\",\"seats\":{\"north\":{\"engine\":{\"level\":1}}}}")
                    .post("/api/v1/games").then().statusCode(201);
        } finally {
            List<RecordedStatements.Statement> statements = RecordedStatements.stop();
            List<String> unkeyed = new ArrayList<>();
            int seen = 0;
            for (RecordedStatements.Statement s : statements) {
                if (!s.thread().startsWith("executor-thread")) {
                    continue; // background work (sweeps, computer turns, catch-up) is not the write path
                }
                seen++;
                String sql = s.sql().toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
                if (!keyed(sql) && !sql.equals("select pg_notify('game_events', ?)") && !ENGINE_CAP.contains(sql)
                        && !RATINGS.contains(sql)) {
                    unkeyed.add(sql);
                }
            }
            if (Boolean.getBoolean("writepath.print")) {
                statements.forEach(st -> System.out.println("SQL " + st.thread() + " | " + st.sql()));
            }
            assertThat(seen).as("statements recorded on the request threads").isGreaterThan(30);
            // The move path's own JDBC statements (MoveRows) are among them: its read and its write; and
            // the locked path's record of a change (EventRows, JDBC on the transaction's connection).
            assertThat(statements).extracting(st -> st.sql().toLowerCase(Locale.ROOT))
                    .anyMatch(sql -> sql.contains("left join idempotent_request r on r.game_id = g.id"))
                    .anyMatch(sql -> sql.startsWith("with g as (update game set"))
                    .anyMatch(sql -> sql.startsWith("with g as (select cast(? as uuid) as id"));
            assertThat(unkeyed).as("statements of the write path that do not name one game").isEmpty();
            // The rated game's end wrote its two players' ratings, once each.
            assertThat(statements).extracting(st -> st.sql().toLowerCase(Locale.ROOT).replaceAll("\\s+", " "))
                    .filteredOn(RATINGS.get(2)::equals).hasSize(2);
            // A clocked move's history row is inserted once, already charged: no second write of it.
            assertThat(statements).extracting(st -> st.sql().toLowerCase(Locale.ROOT))
                    .noneMatch(sql -> sql.startsWith("update game_move"));
        }
    }

    @Test
    void aStatementThatReachesAcrossGamesIsTold() {
        assertThat(keyed("select g1_0.id from game g1_0 where g1_0.status=? order by g1_0.created_at desc")).isFalse();
        assertThat(keyed("update game set status=? where deadline<?")).isFalse();
        assertThat(keyed("insert into game_move (ply,seat) values (?,?)")).isFalse();
        assertThat(keyed("delete from computer_turn where due_at < ?")).isFalse();
        assertThat(keyed("select g1_0.id,g1_0.ply from game g1_0 where g1_0.id=? for no key update")).isTrue();
        assertThat(keyed("insert into game_move (game_id,move,ply) values (?,?,?)")).isTrue();
        assertThat(keyed("insert into game (clock,id,kind) values (?,?,?)")).isTrue();
        assertThat(keyed("with g as (update game set ply = ? where version = ? returning id), m as (insert into "
                + "game_move (game_id, ply) select id, ? from g returning 1) select 1 from m")).isFalse();
        assertThat(keyed("with g as (update game set ply = ? where id = ? and version = ? returning id), m as (insert "
                + "into game_move (game_id, ply) select id, ? from g returning 1) select 1 from m")).isTrue();
    }

    /** A rated game of two players, in setup, and the token of the player who resigns it. */
    private record RatedGame(String id, String loserToken) {
    }

    private static RatedGame ratedGame() {
        String[] tokens = new String[2];
        String[] ids = new String[2];
        for (int i = 0; i < 2; i++) {
            JsonPath player = given().contentType(ContentType.JSON).body("{\"name\":\"rated-" + i + "\"}")
                    .post("/api/v1/players").then().statusCode(201).extract().jsonPath();
            tokens[i] = player.getString("token");
            ids[i] = player.getString("id");
        }
        String challenge = given().contentType(ContentType.JSON).header("Authorization", "Bearer " + tokens[0])
                .body("{\"to\":\"" + ids[1] + "\",\"game\":\"gyges\",\"rated\":true}").post("/api/v1/challenges")
                .then().statusCode(201).extract().path("id");
        String game = given().header("Authorization", "Bearer " + tokens[1]).post("/api/v1/challenges/" + challenge
                + "/accept").then().statusCode(201).extract().path("gameId");
        return new RatedGame(game, tokens[1]);
    }

    private static JsonPath create(String body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/v1/games").then().statusCode(201)
                .extract().jsonPath();
    }

    private static void post(String path, String token, String body, int status, String key) {
        var request = given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token).body(body);
        if (key != null) {
            request.header("Idempotency-Key", key);
        }
        request.post(path).then().statusCode(status);
    }

    private static void playGyges() {
        JsonPath game = create("{\"game\":\"gyges\",\"clock\":{\"initialSeconds\":600}}");
        String path = "/api/v1/games/" + game.getString("id");
        String south = game.getString("seats.south.token");
        String north = game.getString("seats.north.token");
        post(path + "/setup", south, "{\"row\":\"321123\"}", 200, null);
        post(path + "/setup", north, "{\"row\":\"123321\"}", 200, null);
        post(path + "/moves", south, "{\"move\":\"b1-b3\",\"expectedPly\":0}", 201, "k1");
        post(path + "/moves", south, "{\"move\":\"b1-b3\",\"expectedPly\":0}", 201, "k1");
        post(path + "/draw", north, "{\"action\":\"offer\"}", 200, null);
        post(path + "/draw", south, "{\"action\":\"decline\"}", 200, null);
        post(path + "/moves", north, "{\"move\":\"b6-b4\",\"expectedPly\":1}", 201, null);
        post(path + "/moves", north, "{\"move\":\"a6-a5\",\"expectedPly\":2}", 409, null);
        post(path + "/resign", south, "", 200, null);
    }

    private static void playXeQueoRound() {
        JsonPath game = create("{\"game\":\"xequeo\"}");
        String path = "/api/v1/games/" + game.getString("id");
        String placer = game.getString("seats.placer.token");
        String ringer = game.getString("seats.ringer.token");
        post(path + "/setup", placer, "{\"discs\":{\"1\":\"b2\",\"2\":\"f2\",\"3\":\"b6\",\"4\":\"f6\",\"5\":\"d1\",\"6\":\"a4\",\"7\":\"g4\"}}", 200, null);
        post(path + "/setup", ringer, "{\"ring\":\"d4\"}", 200, null);
        post(path + "/setup", placer, "{\"secret\":3}", 200, null);
        post(path + "/setup", ringer, "{\"secret\":5}", 200, null);
        post(path + "/moves", placer, "{\"move\":\"b2-c3\",\"expectedPly\":0}", 201, null);
        post(path + "/moves", ringer, "{\"move\":\"guess 3\",\"expectedPly\":1}", 201, null);
    }
}
