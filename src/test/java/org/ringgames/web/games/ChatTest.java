package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.net.URL;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.support.EventStream;
import org.ringgames.support.FeedStream;

/**
 * A game's chat in open mode (docs/chat.md): who may write and read each room, what a line may hold,
 * and where it goes (the game's stream of each reader who may see its room, the players' streams).
 */
@QuarkusTest
class ChatTest {

    @TestHTTPResource("/")
    URL root;

    record Player(String id, String name, String token) {
        String bearer() {
            return "Bearer " + token;
        }
    }

    static Player player(String name) {
        JsonPath created = given().contentType(ContentType.JSON).body(Map.of("name", name)).post("/api/v1/players")
                .then().statusCode(201).extract().jsonPath();
        return new Player(created.getString("id"), name, created.getString("token"));
    }

    static Response say(String game, String authorization, String room, String text) {
        RequestSpecification request = given().contentType(ContentType.JSON).body(Map.of("room", room, "text", text));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return request.post("/api/v1/games/" + game + "/chat");
    }

    static List<String> texts(String game, String authorization, String query) {
        RequestSpecification request = given();
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return request.get("/api/v1/games/" + game + "/chat" + query).then().statusCode(200).extract()
                .jsonPath().getList("lines.text");
    }

    @Test
    void theSeatsChatInThePlayerRoomWhichOnlyTheyRead() {
        GameClient.Game game = GameClient.create(null);
        String south = "Bearer " + game.token("south");
        String north = "Bearer " + game.token("north");
        String etag = given().get(game.path("")).then().statusCode(200).extract().header("ETag");
        say(game.id(), south, "player", "  good luck  ").then().statusCode(201)
                .body("id", equalTo(1)).body("room", equalTo("player")).body("text", equalTo("good luck"))
                .body("author.kind", equalTo("seat")).body("author.name", equalTo("south"))
                .body("author.seat", equalTo("south")).body("author.playerId", nullValue());
        say(game.id(), north, "spectator", "hello all").then().statusCode(201).body("id", equalTo(2));
        // Saying something changes nothing of the game: its version, and so its ETag, stay.
        given().header("If-None-Match", etag).get(game.path("")).then().statusCode(304);

        assertThat(texts(game.id(), north, "")).containsExactly("good luck", "hello all");
        assertThat(texts(game.id(), north, "?room=player")).containsExactly("good luck");
        assertThat(texts(game.id(), north, "?after=1")).containsExactly("hello all");
        assertThat(texts(game.id(), north, "?limit=1")).containsExactly("good luck");
        // Anyone reads the spectator room of a public game, and not the player room.
        assertThat(texts(game.id(), null, "")).containsExactly("hello all");
        given().get("/api/v1/games/" + game.id() + "/chat?room=player").then().statusCode(401)
                .body("type", equalTo("/problems/unauthorized"));
        Player stranger = player("stranger");
        given().header("Authorization", stranger.bearer()).get("/api/v1/games/" + game.id() + "/chat?room=player")
                .then().statusCode(403).body("type", equalTo("/problems/wrong-seat"));
        assertThat(texts(game.id(), stranger.bearer(), "")).containsExactly("hello all");
    }

    @Test
    void nobodyWritesWithoutACredentialAndAStrangerPlayerOnlyInTheSpectatorRoom() {
        GameClient.Game game = GameClient.create(null);
        say(game.id(), null, "spectator", "anonymous").then().statusCode(401).body("type", equalTo("/problems/unauthorized"));
        say(game.id(), null, "player", "anonymous").then().statusCode(401);
        say(game.id(), "Bearer not-a-token-of-anything", "spectator", "who").then().statusCode(401);
        // Open mode: every player is open mode's, so any player may speak to the spectators.
        Player kibitzer = player("kibitzer");
        say(game.id(), kibitzer.bearer(), "spectator", "nice opening").then().statusCode(201)
                .body("author.kind", equalTo("player")).body("author.name", equalTo("kibitzer"))
                .body("author.playerId", equalTo(kibitzer.id())).body("author.seat", nullValue());
        say(game.id(), kibitzer.bearer(), "player", "psst").then().statusCode(403)
                .body("type", equalTo("/problems/wrong-seat"));
        assertThat(texts(game.id(), "Bearer " + game.token("south"), "")).containsExactly("nice opening");
    }

    @Test
    void aLineIsOneTo140VisibleCharactersAndTheBodyIsReadStrictly() {
        GameClient.Game game = GameClient.create(null);
        String south = "Bearer " + game.token("south");
        String game140 = "\uD83D\uDE00".repeat(140); // 140 characters, 280 UTF-16 units
        say(game.id(), south, "player", game140).then().statusCode(201).body("text", equalTo(game140));
        say(game.id(), south, "player", "x".repeat(141)).then().statusCode(400)
                .body("type", equalTo("/problems/malformed-request")).body("detail", containsString("141 characters"));
        for (String bad : List.of("", "   ", "\u00a0", "hi\u0007", "adm\u202enimda", "zero\u200bwidth", "\uE000")) {
            say(game.id(), south, "player", bad).then().statusCode(400)
                    .body("type", equalTo("/problems/malformed-request"));
        }
        RequestSpecification south2 = given().contentType(ContentType.JSON).header("Authorization", south);
        south2.body("{\"room\": \"player\", \"text\": \"hi\", \"colour\": \"red\"}").post(game.path("/chat")).then()
                .statusCode(400).body("type", equalTo("/problems/malformed-request"));
        given().contentType(ContentType.JSON).header("Authorization", south).body("{\"room\": \"lobby\", \"text\": \"hi\"}")
                .post(game.path("/chat")).then().statusCode(400).body("detail", containsString("room"));
        given().contentType(ContentType.JSON).header("Authorization", south).body("{\"text\": \"hi\"}")
                .post(game.path("/chat")).then().statusCode(400);
        given().contentType(ContentType.JSON).header("Authorization", south).body("{\"room\": \"player\", \"text\": 7}")
                .post(game.path("/chat")).then().statusCode(400);
        given().get(game.path("/chat?room=lobby")).then().statusCode(400);
        given().get(game.path("/chat?limit=0")).then().statusCode(400);
        given().get(game.path("/chat?after=-1")).then().statusCode(400);
        given().get(game.path("/chat?colour=red")).then().statusCode(400);
        // Only the 140-character line was kept.
        assertThat(texts(game.id(), south, "")).containsExactly(game140);
        say("00000000-0000-0000-0000-000000000000", south, "player", "hi").then().statusCode(404);
        given().get("/api/v1/games/not-a-game/chat").then().statusCode(404);
    }

    @Test
    void aFinishedGameKeepsItsChatOpen() {
        GameClient.Game game = GameClient.started(null, "321123", "321123");
        GameClient.as(game, "north").post(game.path("/resign")).then().statusCode(200);
        say(game.id(), "Bearer " + game.token("north"), "player", "gg").then().statusCode(201);
        say(game.id(), "Bearer " + game.token("south"), "spectator", "thanks for watching").then().statusCode(201);
        assertThat(texts(game.id(), "Bearer " + game.token("south"), "")).containsExactly("gg", "thanks for watching");
    }

    @Test
    void aLineReachesThePlayersStreamsInBothRooms() throws Exception {
        Player ann = player("ann");
        Player bob = player("bob");
        String events = new URL(root, "/api/v1/players/me/events").toString();
        Map<String, Object> terms = Map.of("game", "gyges", "rules", Map.of("maxPlies", 321));
        try (FeedStream annStream = FeedStream.player(events, ann.token(), null, true);
             FeedStream bobStream = FeedStream.player(events, bob.token(), null, true)) {
            given().header("Authorization", ann.bearer()).contentType(ContentType.JSON).body(terms).post("/api/v1/seeks")
                    .then().statusCode(201).body("status", equalTo("waiting"));
            String game = given().header("Authorization", bob.bearer()).contentType(ContentType.JSON).body(terms)
                    .post("/api/v1/seeks").then().statusCode(201).body("status", equalTo("paired"))
                    .extract().path("gameId");
            String annSeat = given().get("/api/v1/games/" + game).then().extract().jsonPath()
                    .getString("players.south.id").equals(ann.id()) ? "south" : "north";
            say(game, ann.bearer(), "player", "have fun").then().statusCode(201)
                    .body("author.kind", equalTo("player")).body("author.seat", equalTo(annSeat));
            Player kibitzer = player("kibitzer");
            say(game, kibitzer.bearer(), "spectator", "go bob").then().statusCode(201);

            String firstLine = null;
            for (FeedStream stream : List.of(annStream, bobStream)) {
                List<FeedStream.Event> read = stream.until(e -> e.type().equals("chatLine"), 2, Duration.ofSeconds(20));
                List<FeedStream.Event> lines = read.stream().filter(e -> e.type().equals("chatLine")).toList();
                firstLine = lines.get(0).id();
                assertThat(lines).extracting(e -> e.data().path("line").path("text").asText())
                        .containsExactly("have fun", "go bob");
                assertThat(lines).extracting(e -> e.data().path("line").path("room").asText())
                        .containsExactly("player", "spectator");
                assertThat(lines).allSatisfy(e -> assertThat(e.data().path("gameId").asText()).isEqualTo(game));
            }
            // Resumed after the first line, a player's stream gives the second again.
            try (FeedStream resumed = FeedStream.player(events, bob.token(), firstLine, true)) {
                FeedStream.Event next = resumed.until(e -> e.type().equals("chatLine"), 1, Duration.ofSeconds(20))
                        .stream().filter(e -> e.type().equals("chatLine")).findFirst().orElseThrow();
                assertThat(next.data().path("line").path("text").asText()).isEqualTo("go bob");
                assertThat(next.data().path("seat").asText()).isEqualTo(annSeat.equals("south") ? "north" : "south");
            }
        }
    }

    @Test
    void theGameStreamCarriesEachReaderTheRoomsItMaySeeAndResumesFromALine() throws Exception {
        GameClient.Game game = GameClient.started(null, "321123", "321123");
        String url = new URL(root, "/api/v1/games/" + game.id() + "/events").toString();
        String south = "Bearer " + game.token("south");
        try (EventStream seat = EventStream.open(url, null, true, "Authorization", south);
             EventStream anyone = EventStream.open(url, null, false, null, null)) {
            long version = seat.next(Duration.ofSeconds(10)).id();
            assertThat(anyone.next(Duration.ofSeconds(10)).type()).isEqualTo("state");
            say(game.id(), "Bearer " + game.token("north"), "player", "for the seats").then().statusCode(201);
            say(game.id(), south, "spectator", "for everyone").then().statusCode(201);
            GameClient.move(game, "south", "b1-b2-b3", 0).then().statusCode(201);
            say(game.id(), south, "spectator", "after the move").then().statusCode(201);

            EventStream.Event e1 = seat.next(Duration.ofSeconds(10));
            EventStream.Event e2 = seat.next(Duration.ofSeconds(10));
            EventStream.Event e3 = seat.next(Duration.ofSeconds(10));
            EventStream.Event e4 = seat.next(Duration.ofSeconds(10));
            assertThat(List.of(e1.type(), e2.type(), e3.type(), e4.type()))
                    .containsExactly("chatLine", "chatLine", "move", "chatLine");
            assertThat(e1.textId()).isEqualTo(version + ":1");
            assertThat(e1.data().path("text").asText()).isEqualTo("for the seats");
            assertThat(e2.textId()).isEqualTo(version + ":2");
            assertThat(e3.id()).isEqualTo(version + 1);
            assertThat(e4.textId()).isEqualTo((version + 1) + ":3");

            EventStream.Event a1 = anyone.next(Duration.ofSeconds(10));
            EventStream.Event a2 = anyone.next(Duration.ofSeconds(10));
            EventStream.Event a3 = anyone.next(Duration.ofSeconds(10));
            assertThat(List.of(a1.type(), a2.type(), a3.type())).containsExactly("chatLine", "move", "chatLine");
            assertThat(a1.data().path("text").asText()).isEqualTo("for everyone");
            assertThat(a3.data().path("text").asText()).isEqualTo("after the move");

            // Resumed after a line: the events and lines after it, and no earlier one.
            try (EventStream resumed = EventStream.open(url, version + ":1", true, "Authorization", south)) {
                assertThat(resumed.next(Duration.ofSeconds(10)).type()).isEqualTo("state");
                assertThat(List.of(resumed.next(Duration.ofSeconds(10)).textId(),
                        resumed.next(Duration.ofSeconds(10)).textId(), resumed.next(Duration.ofSeconds(10)).textId()))
                        .containsExactly(version + ":2", String.valueOf(version + 1), (version + 1) + ":3");
            }
            // Resumed after a version: the lines said since it, then the next version's events.
            try (EventStream resumed = EventStream.open(url, String.valueOf(version), true, "Authorization", south)) {
                assertThat(resumed.next(Duration.ofSeconds(10)).type()).isEqualTo("state");
                assertThat(List.of(resumed.next(Duration.ofSeconds(10)).textId(),
                        resumed.next(Duration.ofSeconds(10)).textId(), resumed.next(Duration.ofSeconds(10)).textId(),
                        resumed.next(Duration.ofSeconds(10)).textId()))
                        .containsExactly(version + ":1", version + ":2", String.valueOf(version + 1), (version + 1) + ":3");
            }
            // A line id the game does not have is a 400.
            try (EventStream lost = EventStream.open(url, version + ":99", true, "Authorization", south)) {
                assertThat(lost.status()).isEqualTo(400);
            }
        }
    }
}
