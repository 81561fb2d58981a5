package org.ringgames.web.portals;

import static io.restassured.RestAssured.given;

import io.agroal.api.AgroalDataSource;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** What a portal sends, for the tests of this package: plain HTTP, and the game table counted by JDBC. */
final class PortalCalls {

    static final String GAMES = "/api/v1/games";

    private PortalCalls() {
    }

    /** A request with the portal's key, or none (null: open mode). */
    static RequestSpecification as(String key) {
        RequestSpecification request = given().contentType(ContentType.JSON);
        return key == null ? request : request.header("X-Api-Key", key);
    }

    static Response bulk(String key, String body) {
        return as(key).body(body).post(GAMES + "/bulk");
    }

    static Response create(String key, String body) {
        return as(key).body(body).post(GAMES);
    }

    /** A bulk body of these games (each a create body's JSON), with an optional startClocksAt. */
    static String batch(List<String> games, String startClocksAt) {
        return "{\"games\": [" + String.join(", ", games) + "]"
                + (startClocksAt == null ? "" : ", \"startClocksAt\": \"" + startClocksAt + "\"") + "}";
    }

    static String gyges(String externalId, String south, String north) {
        return "{\"game\": \"gyges\", \"externalId\": \"" + externalId + "\", \"labels\": {\"south\": \"" + south
                + "\", \"north\": \"" + north + "\"}}";
    }

    /** Ids unique to one test run: the database outlives a test class. */
    static String unique(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    static List<String> gygesBatch(String prefix, int n) {
        List<String> games = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            games.add(gyges(prefix + "-" + k, "player " + k, "bot " + k));
        }
        return games;
    }

    static long games(AgroalDataSource database) {
        return count(database, "SELECT count(*) FROM game", null);
    }

    /** Games whose externalId starts with this prefix. */
    static long countExternal(AgroalDataSource database, String prefix) {
        try (Connection c = database.getConnection(); PreparedStatement q = c.prepareStatement(
                "SELECT count(*) FROM game WHERE external_id LIKE ?")) {
            q.setString(1, prefix + "%");
            try (ResultSet rows = q.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    static long count(AgroalDataSource database, String sql, UUID game) {
        try (Connection c = database.getConnection(); PreparedStatement q = c.prepareStatement(sql)) {
            if (game != null) {
                q.setObject(1, game);
            }
            try (ResultSet rows = q.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The game's events of one type, as (version, data) in order. */
    static List<String[]> events(AgroalDataSource database, UUID game, String type) {
        try (Connection c = database.getConnection(); PreparedStatement q = c.prepareStatement(
                "SELECT version, data FROM game_event WHERE game_id = ? AND type = ? ORDER BY version, ordinal")) {
            q.setObject(1, game);
            q.setString(2, type);
            List<String[]> found = new ArrayList<>();
            try (ResultSet rows = q.executeQuery()) {
                while (rows.next()) {
                    found.add(new String[] {String.valueOf(rows.getLong(1)), rows.getString(2)});
                }
            }
            return found;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    static void update(AgroalDataSource database, String sql, UUID game) {
        try (Connection c = database.getConnection(); PreparedStatement q = c.prepareStatement(sql)) {
            q.setObject(1, game);
            q.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
