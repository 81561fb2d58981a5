package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * Players say they are bots when created; GET /api/v1/bots/online lists the bots with a stream
 * open (their presence is kept in the database, under a lease); a stream with ?challenges=open
 * hears of every new open challenge of its portal.
 */
@QuarkusTest
class BotsOnlineTest {

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    private static Player bot(String name) {
        JsonPath created = given().contentType(ContentType.JSON).body(Map.of("name", name, "bot", true))
                .post("/api/v1/players").then().statusCode(201).body("bot", equalTo(true)).extract().jsonPath();
        return new Player(created.getString("id"), created.getString("name"), created.getString("token"));
    }

    private static List<String> online() {
        return given().get("/api/v1/bots/online").then().statusCode(200).extract().jsonPath().getList("bots.id");
    }

    @Test
    void theBotFlagIsSetAtCreationAndShownInThePlayersViews() {
        Player b = bot("flagged-bot");
        Player person = PlayerCalls.create("a-person");
        given().get("/api/v1/players/" + b.id()).then().statusCode(200).body("bot", equalTo(true));
        given().header("Authorization", b.bearer()).get("/api/v1/players/me").then().body("bot", equalTo(true));
        given().get("/api/v1/players/" + person.id()).then().statusCode(200).body("bot", equalTo(false));
        given().contentType(ContentType.JSON).body(Map.of("name", "x", "bot", "yes")).post("/api/v1/players").then()
                .statusCode(400);
    }

    @Test
    void aBotIsOnlineWhileItsStreamIsOpen() throws InterruptedException {
        Player streaming = bot("online-bot");
        Player idle = bot("idle-bot");
        Player person = PlayerCalls.create("online-person");
        assertThat(online()).doesNotContain(streaming.id(), idle.id());
        try (FeedStream stream = FeedStream.player(events.toString(), streaming.token(), null, true);
             FeedStream second = FeedStream.player(events.toString(), streaming.token(), null, true);
             FeedStream personal = FeedStream.player(events.toString(), person.token(), null, true)) {
            assertThat(stream.status()).isEqualTo(200);
            assertThat(personal.status()).isEqualTo(200);
            List<String> now = online();
            assertThat(now).contains(streaming.id()).doesNotContain(idle.id(), person.id());
            given().get("/api/v1/bots/online").then().body("bots.find { it.id == '" + streaming.id() + "' }.name",
                    equalTo("online-bot"));
            second.close();
            // One stream of two closed: still online.
            assertThat(online()).contains(streaming.id());
        }
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (online().contains(streaming.id())) {
            assertThat(System.nanoTime()).as("the bot is still listed after its streams closed").isLessThan(end);
            Thread.sleep(50);
        }
    }

    @Test
    void aClientThatLeavesBeforeItsStreamOpensIsNotLeftOnline() throws Exception {
        Player hasty = bot("hasty-bot");
        // Each client sends its request and hangs up at once: most are gone before the service has
        // read the token and the greeting from the database, so their connection closed before any
        // close handler was set. Each must still release the bot's presence (else its lease is
        // renewed for ever and it stays listed).
        for (int i = 0; i < 20; i++) {
            try (Socket socket = new Socket(events.getHost(), events.getPort())) {
                socket.getOutputStream().write(("GET " + events.getPath() + " HTTP/1.1\r\nHost: localhost\r\n"
                        + "Authorization: " + hasty.bearer() + "\r\nAccept: application/x-ndjson\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                socket.setSoLinger(true, 0); // a reset, as a client that crashed
            }
        }
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (online().contains(hasty.id())) {
            assertThat(System.nanoTime()).as("the bot is still listed after every client left").isLessThan(end);
            Thread.sleep(50);
        }
    }

    @Test
    void aStreamThatAsksHearsOfEveryNewOpenChallengeAndOthersDoNot() {
        Player listener = bot("open-listener");
        Player deaf = bot("open-deaf");
        Player maker = PlayerCalls.create("open-maker");
        given().header("Authorization", listener.bearer()).get(events + "?challenges=later").then().statusCode(400);
        try (FeedStream listening = FeedStream.player(events + "?challenges=open", listener.token(), null, true);
             FeedStream notListening = FeedStream.player(events.toString(), deaf.token(), null, true)) {
            assertThat(listening.status()).isEqualTo(200);
            String open = PlayerCalls.openChallenge(maker).then().statusCode(201).extract().path("id");
            FeedStream.Event heard = listening.until(e -> e.type().equals("challenge"), 1, Duration.ofSeconds(20)).get(0);
            assertThat(heard.data().at("/challenge/id").asText()).isEqualTo(open);
            assertThat(heard.data().at("/challenge/to").isNull()).isTrue();
            // The other stream's next challenge event is one sent to it, not the open one.
            String direct = PlayerCalls.post(maker, "/api/v1/challenges", Map.of("to", deaf.id(), "game", "gyges"))
                    .then().statusCode(201).extract().path("id");
            FeedStream.Event next = notListening.until(e -> e.type().equals("challenge"), 1, Duration.ofSeconds(20)).get(0);
            assertThat(next.data().at("/challenge/id").asText()).isEqualTo(direct);
        }
    }
}
