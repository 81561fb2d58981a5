package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;

/**
 * A spectator's page (no token) follows a clocked Gygès game live while the seats play over the
 * API: the clock ticks between events, the connection drops (cut between browser and service, and
 * refused for a while) and the board catches up without a reload, and once the game is over the moves replay step by step.
 */
@QuarkusTest
class SpectatorBrowserTest {

    @TestHTTPResource("/")
    URI base;

    private CuttableProxy proxy;
    private BrowserSession browsers;

    @AfterEach
    void close(TestInfo test) {
        if (browsers != null) {
            browsers.close(test);
        }
        if (proxy != null) {
            proxy.close();
        }
    }

    @Test
    void aSpectatorFollowsAGameLiveThroughADroppedConnectionAndReplaysItAfterwards() {
        JsonPath created = given().contentType(ContentType.JSON)
                .body(Map.of("game", "gyges", "clock", Map.of("initialSeconds", 600, "incrementSeconds", 0)))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        Map<String, String> tokens = Map.of("south", created.getString("seats.south.token"),
                "north", created.getString("seats.north.token"));
        setUp(id, tokens.get("south"), "321123");
        setUp(id, tokens.get("north"), "123321");

        proxy = new CuttableProxy(base);
        browsers = new BrowserSession(proxy.base());
        BrowserContext context = browsers.context();
        Page page = context.newPage();
        page.navigate("/games/" + id);
        GygesBoardPage board = new GygesBoardPage(page);
        assertThat(page.locator("#game")).hasAttribute("data-connection", "live");
        page.evaluate("() => { window.sameDocument = true; }");
        assertThat(page.locator("#actions button")).hasCount(0);

        // South's first-move time runs: the page counts it down by itself, between events.
        int shown = remainingMs(page, "south");
        page.waitForFunction("ms => Number(document.querySelector('.clock[data-seat=south]').dataset.remainingMs) < ms",
                shown - 300);

        play(id, tokens, 2);
        board.waitForPly(2);
        assertThat(board.drawnBoard()).isEqualTo(GygesBoardPage.boardOf(GygesBoardPage.state(id).getString("position")));

        proxy.cut();
        assertThat(page.locator("#game")).hasAttribute("data-connection", "reconnecting");
        play(id, tokens, 2);
        proxy.restore();
        board.waitForPly(4);
        assertThat(page.locator("#game")).hasAttribute("data-connection", "live");
        assertThat(board.drawnBoard()).isEqualTo(GygesBoardPage.boardOf(GygesBoardPage.state(id).getString("position")));
        assertThat(page.evaluate("() => window.sameDocument === true")).as("caught up without a reload").isEqualTo(true);

        given().header("Authorization", "Bearer " + tokens.get("north")).contentType(ContentType.JSON).body("{}")
                .when().post("/api/v1/games/" + id + "/resign").then().statusCode(200);
        board.waitForStatus("finished");
        assertThat(page.locator("#status")).containsText("South wins");
        assertThat(page.locator("#game")).hasAttribute("data-connection", "ended");

        List<String> positions = given().when().get("/api/v1/games/" + id + "/moves").then().statusCode(200)
                .extract().jsonPath().getList("moves.position");
        assertThat(page.locator(".history-move")).hasCount(4);
        page.locator("[data-replay=first]").click();
        assertThat(page.locator("#game")).hasAttribute("data-replay", "0");
        assertThat(board.drawnBoard()).isEqualTo("123321/....../....../....../....../321123");
        for (int ply = 1; ply <= 4; ply++) {
            page.locator("[data-replay=forward]").click();
            assertThat(page.locator("#game")).hasAttribute("data-replay", String.valueOf(ply));
            assertThat(board.drawnBoard()).isEqualTo(GygesBoardPage.boardOf(positions.get(ply - 1)));
        }
        page.locator(".history-move[data-ply=\"2\"]").click();
        assertThat(board.drawnBoard()).isEqualTo(GygesBoardPage.boardOf(positions.get(1)));
        page.locator("[data-replay=live]").click();
        assertThat(page.locator("#game")).hasAttribute("data-replay", "live");
        assertThat(board.drawnBoard()).isEqualTo(GygesBoardPage.boardOf(positions.get(3)));
    }

    private static int remainingMs(Page page, String seat) {
        assertThat(page.locator(".clock[data-seat=" + seat + "].running")).hasCount(1);
        return Integer.parseInt(page.locator(".clock[data-seat=" + seat + "]").getAttribute("data-remaining-ms"));
    }

    private static void setUp(String id, String token, String row) {
        given().header("Authorization", "Bearer " + token).contentType(ContentType.JSON).body(Map.of("row", row))
                .when().post("/api/v1/games/" + id + "/setup").then().statusCode(200);
    }

    /** The seats play the first legal move, {@code count} times, over the API. */
    private static void play(String id, Map<String, String> tokens, int count) {
        for (int i = 0; i < count; i++) {
            JsonPath state = GygesBoardPage.state(id);
            String seat = state.getString("toMove");
            String move = GygesBoardPage.legalMoves(id, tokens.get(seat)).getString("moves[0].move");
            given().header("Authorization", "Bearer " + tokens.get(seat)).contentType(ContentType.JSON)
                    .body(Map.of("move", move, "expectedPly", state.getInt("ply")))
                    .when().post("/api/v1/games/" + id + "/moves").then().statusCode(201);
        }
    }
}
