package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.web.admin.PortalKeyAdminTest;
import org.ringgames.web.portals.KeyedPortals;

/**
 * A game's chat with portal keys (docs/chat.md): a portal game's chat is read only by those who
 * may read the game (404 to anyone else, as the game is), who may speak in which room, and the
 * bounds on an author's pace and a game's lines (here 2 lines at once, then one every 10 minutes,
 * and 8 lines a game, so that no timing decides a test).
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class PortalChatTest {

    static final String ADMIN = PortalKeyAdminTest.ADMIN;

    private static String key(String portal) {
        return given().header("Authorization", "Bearer " + ADMIN).post("/api/v1/admin/portals/" + portal + "/keys")
                .then().statusCode(201).extract().path("key");
    }

    record Who(String header, String value) {
        RequestSpecification given() {
            RequestSpecification request = io.restassured.RestAssured.given();
            return header == null ? request : request.header(header, value);
        }
    }

    static final Who ANYONE = new Who(null, null);

    static Who portal(String key) {
        return new Who("X-Api-Key", key);
    }

    static Who bearer(String token) {
        return new Who("Authorization", "Bearer " + token);
    }

    /** A player of the portal: its id and its token as a credential. */
    record Player(String id, Who who) {
    }

    static Player player(String key, String name) {
        JsonPath created = given().header("X-Api-Key", key).contentType(ContentType.JSON).body(Map.of("name", name))
                .post("/api/v1/players").then().statusCode(201).extract().jsonPath();
        return new Player(created.getString("id"), bearer(created.getString("token")));
    }

    static String game(String key, String visibility, Player south, Player north) {
        String body = "{\"games\": [{\"game\": \"gyges\", \"visibility\": \"" + visibility + "\", \"seats\": {\"south\": "
                + "{\"player\": \"" + south.id() + "\"}, \"north\": {\"player\": \"" + north.id() + "\"}}}]}";
        return given().header("X-Api-Key", key).contentType(ContentType.JSON).body(body).post("/api/v1/games/bulk")
                .then().statusCode(201).extract().path("games[0].id");
    }

    static Response say(Who who, String game, String room, String text) {
        return who.given().contentType(ContentType.JSON).body(Map.of("room", room, "text", text))
                .post("/api/v1/games/" + game + "/chat");
    }

    static Response read(Who who, String game, String query) {
        return who.given().get("/api/v1/games/" + game + "/chat" + query);
    }

    static List<String> texts(Who who, String game) {
        return read(who, game, "").then().statusCode(200).extract().jsonPath().getList("lines.text");
    }

    @Test
    void aPortalGamesChatIsNotFoundByStrangersAndEachRoomHasItsWriters() {
        String alpha = key("chat-alpha");
        String beta = key("chat-beta");
        Player ann = player(alpha, "ann");
        Player bob = player(alpha, "bob");
        Player cat = player(alpha, "cat");
        Player bea = player(beta, "bea");
        String game = game(alpha, "portal", ann, bob);

        say(ann.who(), game, "player", "hi bob").then().statusCode(201).body("author.kind", equalTo("player"))
                .body("author.seat", equalTo("south"));
        say(bob.who(), game, "spectator", "hello watchers").then().statusCode(201);

        // Strangers: nobody, another portal's key, another portal's player, and a player of the portal who
        // holds no seat (a portal game is its seats', its portal's and the operator's): as for an unknown game.
        for (Who stranger : List.of(ANYONE, portal(beta), bea.who(), cat.who())) {
            read(stranger, game, "").then().statusCode(404).body("type", equalTo("/problems/not-found"));
            read(stranger, game, "?room=spectator").then().statusCode(404);
            say(stranger, game, "spectator", "let me in").then().statusCode(404);
        }

        // The portal reads both rooms and speaks in the spectator room only.
        say(portal(alpha), game, "spectator", "round 3 starts soon").then().statusCode(201)
                .body("author.kind", equalTo("portal")).body("author.name", equalTo("portal"));
        say(portal(alpha), game, "player", "psst").then().statusCode(403);
        assertThat(texts(portal(alpha), game)).containsExactly("hi bob", "hello watchers", "round 3 starts soon");

        // The operator reads both, and does not speak.
        assertThat(texts(bearer(ADMIN), game)).hasSize(3);
        say(bearer(ADMIN), game, "spectator", "operator here").then().statusCode(403);

        // The seats read both rooms.
        assertThat(texts(bob.who(), game)).containsExactly("hi bob", "hello watchers", "round 3 starts soon");
        // The game's stream is a stranger's 404 too.
        given().get("/api/v1/games/" + game + "/events").then().statusCode(404);
    }

    @Test
    void anotherPortalsPlayerReadsAPublicGamesSpectatorRoomAndDoesNotSpeakInIt() {
        String alpha = key("chat-alpha-public");
        String beta = key("chat-beta-public");
        Player ann = player(alpha, "ann");
        Player bob = player(alpha, "bob");
        Player cat = player(alpha, "cat");
        Player bea = player(beta, "bea");
        String game = game(alpha, "public", ann, bob);
        say(ann.who(), game, "spectator", "welcome").then().statusCode(201);
        say(ann.who(), game, "player", "between us").then().statusCode(201);

        // A player of the game's portal who holds no seat: the spectator room, to read and to write.
        assertThat(texts(cat.who(), game)).containsExactly("welcome");
        read(cat.who(), game, "?room=player").then().statusCode(403).body("type", equalTo("/problems/wrong-seat"));
        say(cat.who(), game, "spectator", "good luck both").then().statusCode(201).body("author.seat", equalTo(null));
        say(cat.who(), game, "player", "psst").then().statusCode(403);
        assertThat(texts(bob.who(), game)).containsExactly("welcome", "between us", "good luck both");

        assertThat(texts(ANYONE, game)).containsExactly("welcome", "good luck both");
        assertThat(texts(bea.who(), game)).containsExactly("welcome", "good luck both");
        say(bea.who(), game, "spectator", "hello from beta").then().statusCode(403)
                .body("type", equalTo("/problems/wrong-seat"));
        say(ANYONE, game, "spectator", "anonymous").then().statusCode(401);
        // Another portal's key reads a public game as anyone does, and is no writer of it.
        assertThat(texts(portal(beta), game)).containsExactly("welcome", "good luck both");
        say(portal(beta), game, "spectator", "beta here").then().statusCode(403);
    }

    @Test
    void anAuthorSaysTwoLinesAtOnceThenWaitsAndAGameHoldsEight() {
        String alpha = key("chat-alpha-limits");
        Player ann = player(alpha, "ann");
        Player bob = player(alpha, "bob");
        Player cat = player(alpha, "cat");
        Player dan = player(alpha, "dan");
        String game = game(alpha, "public", ann, bob);

        say(ann.who(), game, "player", "one").then().statusCode(201);
        say(ann.who(), game, "player", "two").then().statusCode(201);
        Response hasty = say(ann.who(), game, "player", "three");
        hasty.then().statusCode(429).body("type", equalTo("/problems/rate-limited")).body("limit", equalTo("chat"));
        long retryAfter = Long.parseLong(hasty.header("Retry-After"));
        assertThat(retryAfter).isBetween(1L, 600L);
        assertThat(hasty.jsonPath().getLong("retryAfter")).isEqualTo(retryAfter);
        // The bucket is the author's: the same player in another game waits as well.
        String other = game(alpha, "public", ann, cat);
        say(ann.who(), other, "spectator", "elsewhere").then().statusCode(429);
        // Nothing was kept of the refused lines; the other authors still speak.
        assertThat(texts(bob.who(), game)).containsExactly("one", "two");

        say(bob.who(), game, "player", "three").then().statusCode(201);
        say(bob.who(), game, "spectator", "four").then().statusCode(201);
        say(cat.who(), game, "spectator", "five").then().statusCode(201);
        say(cat.who(), game, "spectator", "six").then().statusCode(201);
        say(portal(alpha), game, "spectator", "seven").then().statusCode(201);
        say(portal(alpha), game, "spectator", "eight").then().statusCode(201);
        say(dan.who(), game, "spectator", "nine").then().statusCode(409)
                .body("type", equalTo("/problems/limit-reached")).body("limit", equalTo(8));
        assertThat(texts(bob.who(), game)).hasSize(8).endsWith("eight");
        // The refusal took none of dan's lines: another game still hears him.
        say(dan.who(), other, "spectator", "hello").then().statusCode(201);
    }
}
