package org.ringgames.web.tournaments;

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
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.ringgames.support.RestartableDatabase;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.SharedReplicas;
import org.ringgames.support.Standalone;

/**
 * A Swiss on two packaged replicas sharing one PostgreSQL: the replica the portal ran it on is
 * killed ({@code kill -9}) the moment the round's last game ends on it, and the tournament is
 * advanced (advance auto) exactly once: by the killed replica before it died, or by the other.
 * The next round's games exist once each, and the other replica goes on serving it.
 */
@Standalone
@ResourceLock(SharedReplicas.KEYED)
class TournamentReplicasIT {

    private static final String KEY = SharedReplicas.PORTAL_KEY;

    private SharedReplicas replicas;
    private RestartableDatabase database;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeEach
    void replicas() throws Exception {
        replicas = SharedReplicas.keyed();
        database = replicas.database();
    }

    private JsonPath send(ServiceProcess service, String method, String path, String authorization, String body,
                          int expected) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(service.url(path)))
                .timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (authorization != null) {
            request.header("Authorization", "Bearer " + authorization);
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != expected) {
            throw new AssertionError(method + " " + path + " answered " + response.statusCode() + ", not " + expected
                    + ": " + response.body());
        }
        return JsonPath.from(response.body());
    }

    private long games(String tournament, int round) throws Exception {
        try (Connection c = database.connect(); PreparedStatement q = c.prepareStatement(
                "SELECT count(*) FROM game WHERE tournament_id = ? AND tournament_round = ?")) {
            q.setObject(1, UUID.fromString(tournament));
            q.setInt(2, round);
            try (ResultSet rows = q.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }

    @Test
    void aReplicaKilledMidRoundLeavesTheOtherToAdvanceTheTournamentOnce() throws Exception {
        ServiceProcess a = replicas.a();
        ServiceProcess b = replicas.b();
        Map<String, String> tokens = new HashMap<>();
        List<String> ids = new ArrayList<>();
        for (int k = 1; k <= 8; k++) {
            JsonPath player = send(a, "POST", "/api/v1/players", KEY, "{\"name\": \"bot" + k + "\"}", 201);
            ids.add(player.getString("id"));
            tokens.put(player.getString("id"), player.getString("token"));
        }
        String id = send(a, "POST", "/api/v1/tournaments", KEY, "{\"system\": \"swiss\", \"game\": \"gyges\", "
                + "\"name\": \"replicas\", \"rounds\": 3, \"players\": [\"" + String.join("\", \"", ids) + "\"]}",
                201).getString("id");
        send(a, "POST", "/api/v1/tournaments/" + id + "/start", KEY, null, 200);
        JsonPath round = send(a, "GET", "/api/v1/tournaments/" + id + "/rounds/1", KEY, null, 200);
        for (int board = 0; board < 3; board++) {
            send(a, "POST", "/api/v1/games/" + round.getString("pairings[" + board + "].gameId") + "/resign",
                    tokens.get(round.getString("pairings[" + board + "].black.id")), null, 200);
        }

        // The round's last game ends on A, and A is killed at once: whether its sweep had begun
        // the advance, committed it or not, B's sweep finds the round to advance, or advanced.
        send(a, "POST", "/api/v1/games/" + round.getString("pairings[3].gameId") + "/resign",
                tokens.get(round.getString("pairings[3].black.id")), null, 200);
        a.kill();

        Instant until = Instant.now().plus(Duration.ofSeconds(60));
        JsonPath state = send(b, "GET", "/api/v1/tournaments/" + id, KEY, null, 200);
        while (state.getInt("tournament.currentRound") < 2 && Instant.now().isBefore(until)) {
            Thread.sleep(200);
            state = send(b, "GET", "/api/v1/tournaments/" + id, KEY, null, 200);
        }
        assertThat(state.getInt("tournament.currentRound")).isEqualTo(2);
        assertThat(state.getInt("roundsClosed")).isEqualTo(1);
        assertThat(games(id, 2)).isEqualTo(4);
        JsonPath second = send(b, "GET", "/api/v1/tournaments/" + id + "/rounds/2", KEY, null, 200);
        Set<String> first = new HashSet<>();
        for (int board = 0; board < 4; board++) {
            first.add(pair(round, board));
        }
        for (int board = 0; board < 4; board++) {
            assertThat(first).doesNotContain(pair(second, board));
        }
        // The dead replica's sweep is gone; B's goes on, and changes nothing more.
        Thread.sleep(1500);
        assertThat(games(id, 2)).isEqualTo(4);
        assertThat(games(id, 3)).isZero();
    }

    @Test
    void aTournamentDueWhileTheDatabaseIsDownStartsOnceWhenItReturns() throws Exception {
        ServiceProcess a = replicas.a();
        ServiceProcess b = replicas.b();
        List<String> ids = new ArrayList<>();
        for (int k = 1; k <= 6; k++) {
            ids.add(send(a, "POST", "/api/v1/players", KEY, "{\"name\": \"due" + k + "\"}", 201).getString("id"));
        }
        Instant startsAt = Instant.now().plusSeconds(4).truncatedTo(java.time.temporal.ChronoUnit.SECONDS);
        String id = send(a, "POST", "/api/v1/tournaments", KEY, "{\"system\": \"swiss\", \"game\": \"gyges\", "
                + "\"name\": \"due\", \"rounds\": 3, \"startsAt\": \"" + startsAt + "\", \"players\": [\""
                + String.join("\", \"", ids) + "\"]}", 201).getString("id");
        database.stop();
        assertThat(Instant.now()).as("the database stopped before the start was due").isBefore(startsAt);
        Thread.sleep(Math.max(0, Duration.between(Instant.now(), startsAt).toMillis()) + 2000);
        database.start();

        Instant until = Instant.now().plus(Duration.ofSeconds(60));
        JsonPath state = null;
        while (Instant.now().isBefore(until)) {
            try {
                state = send(b, "GET", "/api/v1/tournaments/" + id, KEY, null, 200);
                if (state.getInt("tournament.currentRound") >= 1) {
                    break;
                }
            } catch (AssertionError | IOException stillDown) {
                // The replicas reconnect to the database; try again.
            }
            Thread.sleep(200);
        }
        assertThat(state).isNotNull();
        assertThat(state.getString("tournament.status")).isEqualTo("started");
        assertThat(state.getInt("tournament.currentRound")).isEqualTo(1);
        Thread.sleep(1500);
        assertThat(games(id, 1)).isEqualTo(3);
        assertThat(games(id, 2)).isZero();
    }

    private static String pair(JsonPath round, int board) {
        int white = round.getInt("pairings[" + board + "].white.number");
        int black = round.getInt("pairings[" + board + "].black.number");
        return Math.min(white, black) + "-" + Math.max(white, black);
    }
}
