package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A game's page names who sits where, as the state names them: the portal's label where the reader
 * is shown one (here, in open mode, a game of no portal shows its labels to anyone), else the player
 * holding the seat (PlayBotsBrowserTest), else "Computer (level n)"; a seat nobody names shows its
 * seat's name alone, and a game naming nobody shows no line at all.
 */
@QuarkusTest
class SeatNamesBrowserTest extends BrowserTest {

    @Test
    void aBulkGamesPageShowsThePortalsLabelsToASpectatorAndToASeat() {
        JsonPath games = given().contentType(ContentType.JSON).body(Map.of("games", java.util.List.of(
                        Map.of("game", "gyges", "labels", Map.of("south", "Ann", "north", "Bob")),
                        Map.of("game", "xequeo", "labels", Map.of("ringer", "Bea")))))
                .when().post("/api/v1/games/bulk").then().statusCode(201).extract().jsonPath();
        String gyges = games.getString("games[0].id");

        Page spectator = browsers.game(gyges, null, null);
        assertThat(spectator.locator("#players")).isVisible();
        assertThat(spectator.locator("#players")).hasText("South: Ann · North: Bob");
        assertThat(spectator.locator("#players [data-seat=north]")).hasText("North: Bob");
        AccessibilityBrowserTest.assertNoSeriousViolations(spectator, "a game's page naming its seats");

        Page north = browsers.game(gyges, "north", games.getString("games[0].seats.north.token"));
        assertThat(north.locator("#players")).hasText("South: Ann · North: Bob (you)");

        Page xequeo = browsers.game(games.getString("games[1].id"), null, null);
        assertThat(xequeo.locator("#players")).hasText("Placer · Ringer: Bea");
    }

    @Test
    void aSeatPlayedByTheComputerIsNamedWithItsLevel() {
        JsonPath created = given().contentType(ContentType.JSON)
                .body(Map.of("game", "gyges", "seats", Map.of("north", Map.of("engine", Map.of("level", 2)))))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        Page page = browsers.game(created.getString("id"), "south", created.getString("seats.south.token"));
        assertThat(page.locator("#players")).hasText("South (you) · North: Computer (level 2)");
    }

    @Test
    void aGameThatNamesNobodyShowsNoLineOfNames() {
        JsonPath created = given().contentType(ContentType.JSON).body(Map.of("game", "gyges"))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        Page page = browsers.game(created.getString("id"), "south", created.getString("seats.south.token"));
        assertThat(page.locator("#status")).containsText("Setting up");
        assertThat(page.locator("#players")).isHidden();
    }
}
