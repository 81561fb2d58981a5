package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.web.portals.KeyedPortals;

/**
 * The client when the service runs with portal keys ({@code RINGGAMES_API_KEYS}): creating and
 * listing games needs a portal's key, which a browser does not have. The home page then offers no
 * form that could only fail and lists nothing; it says that games are started by the portal. A
 * seat's page of a portal's game still plays, and its end offers no rematch (nor a new game).
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
public class PortalKeysHomeBrowserTest extends BrowserTest {

    public static final String KEY = "a-portal-key";

    @Test
    void theHomePageSaysThatGamesAreStartedByThePortalAndOffersNoFormAndNoList() {
        Page page = browsers.page();
        page.navigate("/");
        assertThat(page.locator("#portal")).isVisible();
        assertThat(page.locator("#portal h2")).hasText("Games here are started by a portal");
        assertThat(page.locator("form, button[type=submit], table, #watch, #start")).hasCount(0);
        assertThat(page.locator("body")).not().containsText("Loading…");
        assertThat(page.locator(".error")).hasCount(0);
        assertThat(page.locator("a[href='/q/swagger-ui']")).isVisible();
        AccessibilityBrowserTest.assertNoSeriousViolations(page, "the home page with portal keys");
    }

    @Test
    void aPortalsGameEndsOnTheSeatsPageWithoutARematchItCouldNotCreate() {
        JsonPath created = given().header("X-Api-Key", KEY).contentType(ContentType.JSON).body(Map.of("game", "gyges"))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        String south = created.getString("seats.south.token");
        given().header("Authorization", "Bearer " + south).when().post("/api/v1/games/" + id + "/resign")
                .then().statusCode(200);
        Page page = browsers.game(id, null, south);
        assertThat(page.locator("#ending h2")).hasText("You lose");
        assertThat(page.locator("#ending")).containsText("New games here are started by the portal that sent you.");
        assertThat(page.locator("#ending [data-action=rematch], #ending [data-action=new-game]")).hasCount(0);
    }

}
