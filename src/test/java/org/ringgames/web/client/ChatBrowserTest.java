package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * The game page's chat (docs/chat.md), under the pages' Content-Security-Policy: the two seats'
 * pages share the player room, a line typed in one appears in the other live, and a spectator's
 * page shows the spectator room only.
 */
@QuarkusTest
class ChatBrowserTest {

    private BrowserSession browsers;

    @AfterEach
    void close(TestInfo test) {
        if (browsers != null) {
            browsers.close(test);
        }
    }

    @Test
    void twoSeatsChatAndEachSeesTheOthersLineLive() {
        JsonPath created = given().contentType(ContentType.JSON).body(Map.of("game", "gyges"))
                .post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        String southToken = created.getString("seats.south.token");
        String northToken = created.getString("seats.north.token");

        browsers = new BrowserSession();
        Page south = browsers.game(id, "south", southToken);
        Page north = browsers.game(id, "north", northToken);
        Page watcher = browsers.game(id, null, null);
        for (Page page : new Page[] {south, north}) {
            assertThat(page.locator("#chat")).hasAttribute("data-room", "player");
            assertThat(page.locator("#game")).hasAttribute("data-connection", "live");
        }
        assertThat(watcher.locator("#chat")).hasAttribute("data-room", "spectator");

        south.locator("#chat-input").fill("Good luck, North!");
        south.locator("#chat-form button[type=submit]").click();
        assertThat(north.locator("#chat-lines li")).hasCount(1);
        assertThat(north.locator("#chat-lines li").first()).containsText("South");
        assertThat(north.locator("#chat-lines li").first()).containsText("Good luck, North!");
        assertThat(south.locator("#chat-lines li")).hasCount(1);
        assertThat(south.locator("#chat-input")).hasValue("");

        north.locator("#chat-input").fill("Thanks, you too");
        north.locator("#chat-input").press("Enter");
        assertThat(south.locator("#chat-lines li")).hasCount(2);
        assertThat(south.locator("#chat-lines li").nth(1)).containsText("North");
        assertThat(south.locator("#chat-lines li").nth(1)).containsText("Thanks, you too");

        // A line to the spectators reaches the watcher's page, which never showed the players' lines.
        given().header("Authorization", "Bearer " + southToken).contentType(ContentType.JSON)
                .body(Map.of("room", "spectator", "text", "Enjoy the game")).post("/api/v1/games/" + id + "/chat")
                .then().statusCode(201);
        assertThat(watcher.locator("#chat-lines li")).hasCount(1);
        assertThat(watcher.locator("#chat-lines li").first()).containsText("Enjoy the game");
        // A page opened now reads the lines said before it.
        Page late = browsers.game(id, "north", northToken);
        assertThat(late.locator("#chat-lines li")).hasCount(2);
        assertThat(south.locator("#chat-lines li")).hasCount(2);
        // Nobody at the watcher's browser holds a player: it is told how to chat, and offered no input.
        assertThat(watcher.locator("#chat-input")).hasCount(0);
        assertThat(watcher.locator(".chat-note")).isVisible();

        // A watcher whose browser keeps a player speaks to the spectators as that player.
        JsonPath kibitzer = given().contentType(ContentType.JSON).body(Map.of("name", "kibitzer"))
                .post("/api/v1/players").then().statusCode(201).extract().jsonPath();
        Page speaker = browsers.game(id, null, null);
        speaker.evaluate("p => localStorage.setItem('ringgames.player', JSON.stringify(p))",
                Map.of("id", kibitzer.getString("id"), "name", "kibitzer", "token", kibitzer.getString("token")));
        speaker.reload();
        speaker.locator("#chat-input").fill("What a game");
        speaker.locator("#chat-input").press("Enter");
        assertThat(watcher.locator("#chat-lines li")).hasCount(2);
        assertThat(watcher.locator("#chat-lines li").nth(1)).containsText("kibitzer");
        assertThat(watcher.locator("#chat-lines li").nth(1)).containsText("What a game");
        assertThat(speaker.locator("#chat-lines li")).hasCount(2);
        // The seats' pages show the player room alone.
        assertThat(south.locator("#chat-lines li")).hasCount(2);
        assertThat(south.locator("#chat-lines")).not().containsText("What a game");
    }
}
