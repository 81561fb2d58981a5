package org.ringgames.web.portals;

import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.path.json.JsonPath;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.ringgames.support.FeedStream;
import org.ringgames.support.ReplicaCalls;
import org.ringgames.support.RestartableDatabase;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.SharedReplicas;
import org.ringgames.support.Standalone;
import org.ringgames.support.WebhookReceiver;

/**
 * Webhooks and the portal stream on two packaged replicas sharing one PostgreSQL: while games are
 * played on both, the replica holding the portal stream and delivering to a slow receiver is killed
 * ({@code kill -9}) mid-delivery, and then PostgreSQL stops for a few seconds. Every event of every
 * game still reaches the receiver, each under one webhook-id (duplicates only with it), each game's
 * first in order; and the portal stream, resumed on the other replica with its last cursor, has
 * every event exactly once. The events expected are read from {@code game_event} (JDBC).
 */
@Standalone
@ResourceLock(SharedReplicas.OPEN)
class WebhookReplicasIT {

    private static final int GAMES = 12;
    private static final Duration WAIT = Duration.ofSeconds(120);

    private SharedReplicas replicas;
    private RestartableDatabase database;
    private final ExecutorService pool = Executors.newFixedThreadPool(6);
    private WebhookReceiver receiver;

    @BeforeEach
    void replicasAndReceiver() throws Exception {
        replicas = SharedReplicas.open();
        database = replicas.database();
        receiver = WebhookReceiver.start();
    }

    @AfterEach
    void stopReceiver() {
        pool.shutdownNow();
        receiver.close();
    }

    /** A game being played on one replica. */
    record Game(String id, String south, String north) {
        String path(String tail) {
            return "/api/v1/games/" + id + tail;
        }
    }

    /** One event as it must arrive: its game, the version it made and its type. */
    record Expected(String gameId, long version, String type) {
    }

    @Test
    void everyEventIsDeliveredThroughAReplicasDeathAndADatabaseOutage() throws Exception {
        ServiceProcess a = replicas.a();
        ServiceProcess b = replicas.b();
        JsonPath webhook = send(a, "POST", "/api/v1/webhooks", null, "{\"url\":\"" + receiver.url() + "\"}", 201);
        receiver.secret(webhook.getString("secret"));
        // Slow answers, so that many deliveries are in flight when a replica dies.
        receiver.answerAfter(Duration.ofMillis(300));
        FeedStream before = FeedStream.open(a.url("/api/v1/events"), null, null, false);

        List<Callable<Game>> creating = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
            ServiceProcess home = i % 2 == 0 ? a : b;
            creating.add(() -> {
                Game game = create(home);
                play(home, game, 4);
                return game;
            });
        }
        List<Game> games = inParallel(creating);
        // Deliveries are under way (the receiver takes its time): kill the replica making half of them.
        receiver.await(r -> true, 15, WAIT);
        List<FeedStream.Event> streamed = new ArrayList<>(drain(before));
        a.kill();
        before.close();
        receiver.answerAfter(Duration.ofMillis(10));
        inParallel(games.stream().<Callable<Game>>map(game -> () -> {
            play(b, game, 2);
            return game;
        }).toList());
        database.stop();
        Thread.sleep(3_000);
        database.start();
        inParallel(games.stream().<Callable<Game>>map(game -> () -> {
            send(b, "POST", game.path("/resign"), game.south(), null, 200);
            return game;
        }).toList());

        List<Expected> expected = expected(games);
        assertThat(expected).hasSizeGreaterThan(GAMES * 9);
        Set<String> gameIds = new HashSet<>(games.stream().map(Game::id).toList());
        receiver.await(r -> gameIds.contains(r.gameId()), expected.size(), WAIT);

        // Each event under one webhook-id, each webhook-id one event; every event accepted.
        Map<Expected, Set<String>> idsOf = new HashMap<>();
        Map<String, Set<Expected>> eventsOf = new HashMap<>();
        for (WebhookReceiver.Received r : receiver.all()) {
            if (gameIds.contains(r.gameId())) {
                Expected event = new Expected(r.gameId(), r.version(), r.event());
                idsOf.computeIfAbsent(event, e -> new HashSet<>()).add(r.id());
                eventsOf.computeIfAbsent(r.id(), id -> new HashSet<>()).add(event);
            }
        }
        assertThat(idsOf.values()).allMatch(ids -> ids.size() == 1);
        assertThat(eventsOf.values()).allMatch(events -> events.size() == 1);
        assertThat(receiver.all()).allMatch(WebhookReceiver.Received::signed);
        Map<String, List<Expected>> firstAccepted = new LinkedHashMap<>();
        for (WebhookReceiver.Received r : receiver.accepted()) {
            if (gameIds.contains(r.gameId())) {
                firstAccepted.computeIfAbsent(r.gameId(), id -> new ArrayList<>())
                        .add(new Expected(r.gameId(), r.version(), r.event()));
            }
        }
        Map<String, List<Expected>> expectedByGame = byGame(expected);
        assertThat(firstAccepted).isEqualTo(expectedByGame);
        long duplicates = receiver.all().stream().filter(r -> gameIds.contains(r.gameId())).count() - expected.size();
        System.out.printf("[webhook-replicas] %d events of %d games delivered, %d attempts more than events%n",
                expected.size(), GAMES, duplicates);

        // The portal stream, resumed on the other replica after the last event read before the kill.
        String last = streamed.isEmpty() ? null : streamed.get(streamed.size() - 1).id();
        try (FeedStream after = FeedStream.open(b.url("/api/v1/events"), null, last, true)) {
            Set<String> finished = new HashSet<>();
            streamed.addAll(after.until(e -> {
                if (e.type().equals("finished") && gameIds.contains(e.gameId())) {
                    finished.add(e.gameId());
                }
                return finished.size() == GAMES;
            }, 1, WAIT));
        }
        assertThat(streamed.stream().map(FeedStream.Event::id).toList()).doesNotHaveDuplicates().isSorted();
        Map<String, List<Expected>> streamedByGame = new LinkedHashMap<>();
        for (FeedStream.Event e : streamed) {
            if (gameIds.contains(e.gameId())) {
                streamedByGame.computeIfAbsent(e.gameId(), id -> new ArrayList<>())
                        .add(new Expected(e.gameId(), e.version(), e.type()));
            }
        }
        assertThat(streamedByGame).isEqualTo(expectedByGame);
        // The replicas live on for the next test: no more deliveries to a receiver that is gone.
        send(b, "DELETE", "/api/v1/webhooks/" + webhook.getString("id"), null, null, 204);
    }

    private static Map<String, List<Expected>> byGame(List<Expected> events) {
        Map<String, List<Expected>> byGame = new LinkedHashMap<>();
        events.forEach(e -> byGame.computeIfAbsent(e.gameId(), id -> new ArrayList<>()).add(e));
        return byGame;
    }

    /** What the stream has sent so far, read until it has been quiet for a moment. */
    private static List<FeedStream.Event> drain(FeedStream stream) {
        List<FeedStream.Event> read = new ArrayList<>();
        while (!stream.quietFor(Duration.ofMillis(300))) {
            read.add(stream.next(Duration.ofSeconds(1)));
        }
        return read;
    }

    /** Every event of the games, in each game's order, from the database. */
    private List<Expected> expected(List<Game> games) throws Exception {
        List<Expected> events = new ArrayList<>();
        try (Connection connection = database.connect();
             PreparedStatement query = connection.prepareStatement(
                     "SELECT game_id, version, type FROM game_event WHERE game_id = ANY (?) ORDER BY game_id, version, ordinal")) {
            query.setArray(1, connection.createArrayOf("uuid", games.stream().map(g -> UUID.fromString(g.id())).toArray()));
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    events.add(new Expected(rows.getString(1), rows.getLong(2), rows.getString(3)));
                }
            }
        }
        return events;
    }

    private Game create(ServiceProcess home) {
        JsonPath created = send(home, "POST", "/api/v1/games", null, "{\"game\":\"gyges\"}", 201);
        Game game = new Game(created.getString("id"), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
        send(home, "POST", game.path("/setup"), game.south(), "{\"row\":\"321123\"}", 200);
        send(home, "POST", game.path("/setup"), game.north(), "{\"row\":\"321123\"}", 200);
        return game;
    }

    private void play(ServiceProcess home, Game game, int plies) {
        for (int i = 0; i < plies; i++) {
            JsonPath legal = send(home, "GET", game.path("/legal-moves?paths=false"), null, null, 200);
            String seat = legal.getString("toMove");
            send(home, "POST", game.path("/moves"), seat.equals("south") ? game.south() : game.north(),
                    "{\"move\":\"" + legal.getString("moves[0].move") + "\",\"expectedPly\":" + legal.getInt("ply") + "}",
                    201);
        }
    }

    private JsonPath send(ServiceProcess service, String method, String path, String token, String body, int expected) {
        return ReplicaCalls.send(service, method, path, token, body, expected);
    }

    private <T> List<T> inParallel(List<Callable<T>> tasks) throws Exception {
        return ReplicaCalls.inParallel(pool, tasks);
    }
}
