package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.endsWith;

import com.microsoft.playwright.FrameLocator;
import com.microsoft.playwright.Page;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The embed page in a portal's page on another origin. The portal's page is served by the browser
 * itself (Playwright answers for http://portal.example), the frame by the service; the test
 * profile lists http://portal.example as the only origin that may frame the board.
 */
@QuarkusTest
class EmbedBrowserTest extends BrowserTest {

    @TestHTTPResource("/")
    URI base;


    @Test
    void theBoardShowsInAFrameOfAPortalOnAnotherOriginAndFollowsTheGame() {
        JsonPath created = given().contentType(ContentType.JSON).body(Map.of("game", "gyges"))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        String south = created.getString("seats.south.token");
        given().header("Authorization", "Bearer " + south).contentType(ContentType.JSON).body(Map.of("row", "321123"))
                .when().post("/api/v1/games/" + id + "/setup").then().statusCode(200);

        Page page = portalPage("http://portal.example", id);
        FrameLocator frame = page.frameLocator("iframe");
        assertThat(frame.locator("#game")).hasAttribute("data-status", "setup");
        assertThat(frame.locator("[data-square=\"c1\"] [data-size=\"1\"]")).hasCount(1);
        assertThat(frame.locator("[data-square]")).hasCount(38);
        assertThat(frame.locator("#moves, #actions button, .bar")).hasCount(0);

        String north = created.getString("seats.north.token");
        given().header("Authorization", "Bearer " + north).contentType(ContentType.JSON).body(Map.of("row", "123321"))
                .when().post("/api/v1/games/" + id + "/setup").then().statusCode(200);
        assertThat(frame.locator("#game")).hasAttribute("data-status", "playing");
        assertThat(frame.locator("[data-square=\"a6\"] [data-size=\"1\"]")).hasCount(1);
        PortalFrame.assertFits(PortalFrame.frame(page), "a spectator's embed");
        Browsers.screenshot(page, "embed");
    }

    @Test
    void aPageOnAnOriginTheOperatorDidNotListCannotFrameTheBoard() {
        String id = given().contentType(ContentType.JSON).body(Map.of("game", "gyges"))
                .when().post("/api/v1/games").then().statusCode(201).extract().path("id");
        Page page = portalPage("http://elsewhere.example", id);
        assertThat(page.locator("body")).hasAttribute("data-loaded", "yes");
        assertThat(page.frameLocator("iframe").locator("[data-square]")).hasCount(0);
        assertThat(page.frames().get(1).url()).doesNotStartWith(base.toString());
    }

    @Test
    void theEmbedPageNamesWhoMayFrameItAndTheGamePageOnlyItsOwnOrigin() {
        given().when().get("/embed/games/any").then().statusCode(200)
                .header("Content-Security-Policy", endsWith("; frame-ancestors http://portal.example"));
        given().when().get("/games/any").then().statusCode(200)
                .header("Content-Security-Policy", endsWith("; frame-ancestors 'self'"));
    }

    private Page portalPage(String origin, String id) {
        return PortalFrame.open(browsers.context(), base, origin, id, "");
    }
}
