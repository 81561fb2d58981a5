package org.ringgames.web.games;

import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.ringgames.support.RestartableDatabase;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.SharedReplicas;
import org.ringgames.support.Standalone;

/**
 * Computer seats on two packaged replicas sharing one PostgreSQL: games between computer seats go
 * on to their end though the replica thinking about their turns is killed ({@code kill -9}) and
 * though the database goes away for a while; every ply is played exactly once (history, events).
 */
@Standalone
@ResourceLock(SharedReplicas.OPEN)
class ComputerSeatsIT {

    private static final int GAMES = 4;
    private static final int MAX_PLIES = 10;

    private SharedReplicas replicas;
    private RestartableDatabase database;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeEach
    void replicas() throws Exception {
        replicas = SharedReplicas.open();
        database = replicas.database();
    }

    private JsonPath send(ServiceProcess service, String method, String path, String body, int expected) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(service.url(path)))
                .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as("%s %s: %s", method, path, response.body()).isEqualTo(expected);
            return JsonPath.from(response.body());
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + path, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Test
    void computerGamesGoOnToTheirEndThoughTheThinkingReplicaDiesAndTheDatabaseGoesAway() throws Exception {
        ServiceProcess a = replicas.a();
        ServiceProcess b = replicas.b();
        List<String> games = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            // Level 6 thinks 800 ms a move: long enough to be caught thinking.
            games.add(send(i % 2 == 0 ? a : b, "POST", "/api/v1/games", "{\"game\":\"gyges\",\"rules\":{\"maxPlies\":"
                    + MAX_PLIES + "},\"seats\":{\"south\":{\"engine\":{\"level\":6}},\"north\":{\"engine\":{\"level\":6}}}}",
                    201).getString("id"));
        }
        // A holds a live lease: it is thinking about a turn nobody else may claim. Killed, it never plays
        // it; that every game still ends shows B took the turn over once the lease lapsed.
        awaitLeasedBy("a", Duration.ofSeconds(60));
        a.kill();
        // B plays on, A's claims included once their leases lapse; then the database goes away and comes back.
        awaitPlies(games, 4, Duration.ofSeconds(90));
        database.stop();
        Thread.sleep(3_000);
        database.start();
        for (String id : games) {
            JsonPath end = awaitFinished(b, id, Duration.ofSeconds(120));
            assertThat(end.getString("result.reason")).isIn("goal", "max-plies", "double-pass");
            List<Map<String, Object>> history = send(b, "GET", "/api/v1/games/" + id + "/moves", null, 200)
                    .getList("moves");
            assertThat(history).hasSize(end.getInt("ply"));
            for (int ply = 1; ply <= history.size(); ply++) {
                assertThat(history.get(ply - 1).get("ply")).isEqualTo(ply);
                assertThat(history.get(ply - 1).get("seat")).isEqualTo(ply % 2 == 1 ? "south" : "north");
            }
            assertThat(moveEvents(id)).as("one move event per ply of game %s", id).isEqualTo(history.size());
        }
        assertThat(owedTurns(games)).isZero();
    }

    private void awaitLeasedBy(String replica, Duration patience) throws Exception {
        Instant until = Instant.now().plus(patience);
        while (true) {
            try (Connection c = database.connect();
                 PreparedStatement q = c.prepareStatement(
                         "SELECT count(*) FROM computer_turn WHERE leased_by = ? AND lease_until > now()")) {
                q.setString(1, replica);
                try (ResultSet r = q.executeQuery()) {
                    r.next();
                    if (r.getInt(1) > 0) {
                        return;
                    }
                }
            }
            assertThat(Instant.now()).as("replica %s never claimed a turn", replica).isBefore(until);
            Thread.sleep(10);
        }
    }

    private void awaitPlies(List<String> games, int plies, Duration patience) throws Exception {
        Instant until = Instant.now().plus(patience);
        while (true) {
            try (Connection c = database.connect();
                 PreparedStatement q = c.prepareStatement("SELECT min(ply) FROM game WHERE id = ANY (?)")) {
                q.setArray(1, c.createArrayOf("uuid", games.stream().map(UUID::fromString).toArray()));
                try (ResultSet r = q.executeQuery()) {
                    r.next();
                    if (r.getInt(1) >= plies) {
                        return;
                    }
                }
            }
            assertThat(Instant.now()).as("the games did not reach ply %d", plies).isBefore(until);
            Thread.sleep(100);
        }
    }

    private JsonPath awaitFinished(ServiceProcess service, String id, Duration patience) throws InterruptedException {
        Instant until = Instant.now().plus(patience);
        while (true) {
            HttpRequest request = HttpRequest.newBuilder(URI.create(service.url("/api/v1/games/" + id)))
                    .timeout(Duration.ofSeconds(10)).build();
            try {
                HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                if (response.statusCode() == 200) {
                    JsonPath state = JsonPath.from(response.body());
                    if (state.getString("status").equals("finished")) {
                        return state;
                    }
                }
            } catch (IOException stillComingBack) {
                // The database (or the replica's pool) is still returning.
            }
            assertThat(Instant.now()).as("game %s did not finish", id).isBefore(until);
            Thread.sleep(200);
        }
    }

    private int moveEvents(String id) throws SQLException {
        try (Connection c = database.connect();
             PreparedStatement q = c.prepareStatement("SELECT count(*) FROM game_event WHERE game_id = ? AND type = 'move'")) {
            q.setObject(1, UUID.fromString(id));
            try (ResultSet r = q.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    private int owedTurns(List<String> games) throws SQLException {
        try (Connection c = database.connect();
             PreparedStatement q = c.prepareStatement("SELECT count(*) FROM computer_turn WHERE game_id = ANY (?)")) {
            q.setArray(1, c.createArrayOf("uuid", games.stream().map(UUID::fromString).toArray()));
            try (ResultSet r = q.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }
}
