package org.ringgames.web.admin;

import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.ringgames.support.RestartableDatabase;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.SharedReplicas;
import org.ringgames.support.Standalone;

/**
 * Portal keys on two packaged replicas sharing one PostgreSQL: a key added on one is in force on
 * the other, a key revoked on one is refused by the other, each found by polling (a timing never
 * decides); and while the database is down a replica keeps its last view of the keys.
 */
@Standalone
@ResourceLock(SharedReplicas.KEYED)
class PortalKeyReplicasIT {

    private static final String ADMIN = SharedReplicas.ADMIN_KEY;

    private SharedReplicas replicas;
    private RestartableDatabase database;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeEach
    void replicas() throws Exception {
        replicas = SharedReplicas.keyed();
        database = replicas.database();
    }

    private record Answer(int status, String body) {
    }

    private Answer send(ServiceProcess service, String method, String path, String header, String value) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(service.url(path)))
                .timeout(Duration.ofSeconds(20)).header(header, value);
        if (method.equals("POST") && path.equals("/api/v1/games")) {
            request.header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"gyges\"}"));
        } else {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        }
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(response.statusCode(), response.body());
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + path, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** An admin request about the keys of {@code portal} (each test its own portal: the replicas are shared). */
    private Answer admin(ServiceProcess service, String portal, String method, String path) {
        return send(service, method, "/api/v1/admin/portals/" + portal + "/keys" + path, "Authorization", "Bearer " + ADMIN);
    }

    private int createGame(ServiceProcess service, String key) {
        return send(service, "POST", "/api/v1/games", "X-Api-Key", key).status();
    }

    /** Polls until {@code status} answers {@code expected}; fails after five seconds with the last answer. */
    private static void awaitStatus(String what, IntSupplier status, int expected) throws InterruptedException {
        Instant giveUp = Instant.now().plus(Duration.ofSeconds(5));
        int last = status.getAsInt();
        while (last != expected && Instant.now().isBefore(giveUp)) {
            Thread.sleep(50);
            last = status.getAsInt();
        }
        assertThat(last).as(what + ", polled for five seconds").isEqualTo(expected);
    }


    @Test
    void aKeyAddedOnOneReplicaWorksOnTheOtherAndOneRevokedThereIsRefusedOnTheFirst() throws Exception {
        ServiceProcess one = replicas.a();
        ServiceProcess two = replicas.b();
        assertThat(createGame(two, "no-key-yet")).isEqualTo(401);

        Answer added = admin(one, "alpha", "POST", "");
        assertThat(added.status()).as(added.body()).isEqualTo(201);
        String key = JsonPath.from(added.body()).getString("key");
        String id = JsonPath.from(added.body()).getString("id");
        assertThat(createGame(one, key)).as("on the replica that added it").isEqualTo(201);
        awaitStatus("a game created on replica 2 with the key added on replica 1", () -> createGame(two, key), 201);

        Answer revoked = admin(two, "alpha", "DELETE", "/" + id);
        assertThat(revoked.status()).as(revoked.body()).isEqualTo(204);
        assertThat(createGame(two, key)).as("on the replica that revoked it").isEqualTo(401);
        awaitStatus("a game created on replica 1 with the key revoked on replica 2", () -> createGame(one, key), 401);
        assertThat(JsonPath.from(admin(one, "alpha", "GET", "").body()).getString("keys[0].revokedAt")).isNotNull();
    }

    @Test
    void whileTheDatabaseIsDownAReplicaKeepsItsLastViewOfTheKeys() throws Exception {
        ServiceProcess one = replicas.a();
        ServiceProcess two = replicas.b();
        String key = JsonPath.from(admin(one, "omega", "POST", "").body()).getString("key");
        awaitStatus("the new key on replica 2", () -> createGame(two, key), 201);

        long loggedBefore = Files.size(two.log());
        database.stop();
        awaitStatus("replica 2's readiness without its database", two::readiness, 503);
        Thread.sleep(1000); // several refresh intervals, each failing
        // The key is still known (the game cannot be stored: 503), an unknown key still refused (401).
        assertThat(send(two, "GET", "/api/v1/games", "X-Api-Key", key).status()).isEqualTo(503);
        assertThat(send(two, "GET", "/api/v1/games", "X-Api-Key", "unknown").status()).isEqualTo(401);
        byte[] log = Files.readAllBytes(two.log());
        assertThat(new String(log, (int) loggedBefore, log.length - (int) loggedBefore, StandardCharsets.UTF_8))
                .as("what replica 2 logged during the outage")
                .contains("Stored portal keys: the database cannot be reached");

        database.start();
        awaitStatus("the key once the database is back", () -> createGame(two, key), 201);
    }
}
