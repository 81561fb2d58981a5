package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every kind of page the client shows, scanned by axe-core (the WebJar on the test classpath) in
 * the state a person sees it in: the home page, a seat's page while setting up and while playing
 * with a piece in hand, a spectator's, the embed page, an Xe Queo round's end and a finished
 * game's. A serious or critical violation (what keeps someone with a screen reader, a keyboard or
 * low vision from playing) fails the test, naming the rule, its impact and the first elements it
 * found; lesser findings are only printed, for whoever tidies up next.
 */
@QuarkusTest
class AccessibilityBrowserTest extends BrowserTest {

    private static final String AXE = "META-INF/resources/webjars/axe-core/4.6.3/axe.min.js";
    private static final Pattern TARGET = Pattern.compile("\\btarget\\b");


    @Test
    void theHomePageWithGamesToWatchAndANewGamesLinksHasNoSeriousViolations() {
        gamesToWatch();
        Page page = newPage();
        page.navigate("/");
        // The tables of games are filled in by home.js; scan what a person reads, not "Loading…".
        page.waitForFunction("() => !document.body.textContent.includes('Loading…')");
        assertNoSeriousViolations(page, "the home page");
        // Starting a game against a friend shows the two links (a field to copy from): scan those too.
        page.locator("#new-game button[type=submit]").click();
        assertThat(page.locator("#friend-link")).hasValue(Pattern.compile("/games/.+#seat=north&token="));
        assertNoSeriousViolations(page, "the home page with a new game's links");
    }

    @Test
    void aGygesSeatSettingUpWithThePieceTrayHasNoSeriousViolations() {
        JsonPath created = createGyges();
        Page page = open(created.getString("id"), "south", created.getString("seats.south.token"));
        page.locator("[data-tray-size=\"3\"]").click();
        assertThat(page.locator("[data-tray-size=\"3\"]")).hasAttribute("aria-pressed", "true");
        assertNoSeriousViolations(page, "a Gygès seat setting up, a piece chosen from the tray");
    }

    @Test
    void aGygesSeatPlayingWithAPieceSelectedAndItsDestinationsLitHasNoSeriousViolations() {
        JsonPath created = createGyges();
        String id = created.getString("id");
        String south = created.getString("seats.south.token");
        setUpGyges(id, south, created.getString("seats.north.token"));
        Page page = open(id, "south", south);
        assertThat(page.locator("#game")).hasAttribute("data-status", "playing");
        Map<String, Object> move = GygesBoardPage.legalMoves(id, south).<Map<String, Object>>getList("moves").get(0);
        GygesBoardPage board = new GygesBoardPage(page);
        board.pick((String) move.get("from"));
        assertThat(board.square((String) move.get("to"))).hasClass(TARGET);
        assertNoSeriousViolations(page, "a Gygès seat with a piece selected");
    }

    @Test
    void aGygesSpectatorsPageHasNoSeriousViolations() {
        JsonPath created = createGyges();
        String id = created.getString("id");
        setUpGyges(id, created.getString("seats.south.token"), created.getString("seats.north.token"));
        Page page = open(id, null, null);
        assertThat(page.locator("#game")).hasAttribute("data-status", "playing");
        assertNoSeriousViolations(page, "a Gygès spectator's page");
    }

    @Test
    void anXeQueoPlacerPuttingDiscsFromTheTrayHasNoSeriousViolations() {
        JsonPath created = createXeQueo();
        Page page = open(created.getString("id"), "placer", created.getString("seats.placer.token"));
        assertThat(page.locator("#board")).hasAttribute("data-mode", "discs");
        // A disc placed (its tray button dimmed) and the next one chosen: the tray's three looks at once.
        page.locator("[data-tray-disc='1']").click();
        page.locator("[data-square='a1']").click();
        assertThat(page.locator("[data-square='a1'] [data-disc='1']")).hasCount(1);
        page.locator("[data-tray-disc='2']").click();
        assertNoSeriousViolations(page, "an Xe Queo placer putting discs");
        // axe leaves these two "to review" (round buttons, opacity), so their contrast is checked here:
        // the chosen disc under the mouse that chose it, and a placed one.
        page.locator("[data-tray-disc='2']").hover();
        assertTextContrastAtLeast(page, "[data-tray-disc='2']", 4.5);
        assertTextContrastAtLeast(page, "[data-tray-disc='1']", 4.5);
    }

    @Test
    void anXeQueoSeatChoosingItsSecretHasNoSeriousViolations() {
        JsonPath created = createXeQueo();
        String id = created.getString("id");
        String placer = created.getString("seats.placer.token");
        setUp(id, placer, "{\"discs\": {\"1\": \"a1\", \"2\": \"c1\", \"3\": \"e1\", \"4\": \"g1\", \"5\": \"a3\", \"6\": \"c3\", \"7\": \"e3\"}}");
        setUp(id, created.getString("seats.ringer.token"), "{\"ring\": \"d6\"}");
        Page page = open(id, "placer", placer);
        assertThat(page.locator("#board")).hasAttribute("data-mode", "secret");
        assertThat(page.locator("[data-secret-choice]")).hasCount(7);
        assertNoSeriousViolations(page, "an Xe Queo seat choosing its secret");
    }

    @Test
    void anXeQueoSeatPlayingWithADiscSelectedHasNoSeriousViolations() {
        JsonPath created = createXeQueo();
        String id = created.getString("id");
        String placer = created.getString("seats.placer.token");
        String ringer = created.getString("seats.ringer.token");
        setUpXeQueo(id, placer, ringer);
        Page page = open(id, "placer", placer);
        assertThat(page.locator("#game")).hasAttribute("data-status", "playing");
        page.waitForSelector("#board[data-moves-ply='0']");
        Map<String, Object> move = firstMoveWithFrom(id, placer);
        page.locator("[data-square='" + move.get("from") + "']").click();
        assertThat(page.locator("[data-square='" + move.get("to") + "']")).hasClass(TARGET);
        assertNoSeriousViolations(page, "an Xe Queo seat with a disc selected");
    }

    @Test
    void anXeQueoSeatToldTheEndOfARoundHasNoSeriousViolations() {
        JsonPath created = createXeQueo();
        String id = created.getString("id");
        String placer = created.getString("seats.placer.token");
        setUpXeQueo(id, placer, created.getString("seats.ringer.token"));
        given().header("Authorization", "Bearer " + placer).contentType(ContentType.JSON)
                .body(Map.of("move", "guess 1", "expectedPly", 0)).when().post("/api/v1/games/" + id + "/moves")
                .then().statusCode(201);
        Page page = open(id, "placer", placer);
        assertThat(page.locator("#board")).hasAttribute("data-mode", "round-end");
        assertThat(page.locator("#xq-round-end [data-round-end-secret='ringer']")).hasText("5");
        assertNoSeriousViolations(page, "an Xe Queo seat told the end of a round");
    }

    @Test
    void theEmbedPageHasNoSeriousViolations() {
        JsonPath created = createXeQueo();
        String id = created.getString("id");
        setUpXeQueo(id, created.getString("seats.placer.token"), created.getString("seats.ringer.token"));
        Page page = newPage();
        page.navigate("/embed/games/" + id);
        assertThat(page.locator("#game")).hasAttribute("aria-busy", "false");
        assertThat(page.locator("#game")).hasAttribute("data-status", "playing");
        assertNoSeriousViolations(page, "the embed page");
    }

    @Test
    void aFinishedGamesPageHasNoSeriousViolations() {
        JsonPath created = createGyges();
        String id = created.getString("id");
        String south = created.getString("seats.south.token");
        String north = created.getString("seats.north.token");
        setUpGyges(id, south, north);
        given().header("Authorization", "Bearer " + north).when().post("/api/v1/games/" + id + "/resign")
                .then().statusCode(200);
        Page page = open(id, "south", south);
        assertThat(page.locator("#game")).hasAttribute("data-status", "finished");
        assertNoSeriousViolations(page, "a finished game's page");
    }

    // --- the scan ---

    /** Runs axe-core on the page as it is now; fails listing every serious or critical violation. */
    @SuppressWarnings("unchecked")
    static void assertNoSeriousViolations(Page page, String what) {
        // Evaluated by the DevTools protocol, not added as a <script>: the page's Content-Security-Policy
        // forbids inline script, as it should, and a tool of the test is no exception to make in it.
        page.evaluate("source => { (0, eval)(source); }", axeSource());
        List<Map<String, Object>> violations = (List<Map<String, Object>>) page.evaluate("""
                async () => (await axe.run(document, {resultTypes: ['violations']})).violations
                    .map(v => ({id: v.id, impact: v.impact, help: v.help,
                                nodes: v.nodes.map(n => n.target.join(' ')).slice(0, 5)}))""");
        List<String> serious = new ArrayList<>();
        for (Map<String, Object> v : violations) {
            String line = v.get("id") + " (" + v.get("impact") + "): " + v.get("help") + " at " + v.get("nodes");
            if ("serious".equals(v.get("impact")) || "critical".equals(v.get("impact"))) {
                serious.add(line);
            } else {
                System.out.println("axe, " + what + ", not failing: " + line);
            }
        }
        if (!serious.isEmpty()) {
            throw new AssertionError("serious or critical accessibility violations on " + what + ":\n  "
                    + String.join("\n  ", serious));
        }
    }

    /**
     * The contrast of a button's text on its own background (WCAG's formula), both seen through the
     * button's opacity over the page's paper colour; enough for the flat buttons of the panels.
     */
    static void assertTextContrastAtLeast(Page page, String selector, double ratio) {
        double contrast = ((Number) page.evaluate("""
                (selector) => {
                    const style = getComputedStyle(document.querySelector(selector));
                    const alpha = Number(style.opacity);
                    const paper = [251, 250, 247];
                    const seen = (css) => css.match(/[\\d.]+/g).slice(0, 3).map(Number)
                        .map((v, i) => alpha * v + (1 - alpha) * paper[i]);
                    const luminance = (rgb) => rgb.map((v) => v / 255)
                        .map((v) => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
                        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
                    const [light, dark] = [luminance(seen(style.color)), luminance(seen(style.backgroundColor))]
                        .sort((a, b) => b - a);
                    return (light + 0.05) / (dark + 0.05);
                }""", selector)).doubleValue();
        org.assertj.core.api.Assertions.assertThat(contrast).as("text contrast of %s", selector)
                .isGreaterThanOrEqualTo(ratio);
    }

    private static String axeSource() {
        try (InputStream in = AccessibilityBrowserTest.class.getClassLoader().getResourceAsStream(AXE)) {
            if (in == null) {
                throw new AssertionError("axe-core is not on the test classpath at " + AXE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // --- pages and games ---

    private Page newPage() {
        return browsers.page();
    }

    private Page open(String id, String seat, String token) {
        return browsers.game(id, seat, token);
    }

    private static JsonPath createGyges() {
        return create("{\"game\": \"gyges\"}");
    }

    private static JsonPath createXeQueo() {
        return create("{\"game\": \"xequeo\"}");
    }

    private static JsonPath create(String body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/api/v1/games")
                .then().statusCode(201).extract().jsonPath();
    }

    /** A Gygès game being played and one finished (by resignation), so that both home tables list one. */
    static void gamesToWatch() {
        JsonPath playing = createGyges();
        setUpGyges(playing.getString("id"), playing.getString("seats.south.token"), playing.getString("seats.north.token"));
        JsonPath finished = createGyges();
        setUpGyges(finished.getString("id"), finished.getString("seats.south.token"), finished.getString("seats.north.token"));
        given().header("Authorization", "Bearer " + finished.getString("seats.north.token"))
                .when().post("/api/v1/games/" + finished.getString("id") + "/resign").then().statusCode(200);
    }

    static void setUpGyges(String id, String south, String north) {
        setUp(id, south, "{\"row\": \"321123\"}");
        setUp(id, north, "{\"row\": \"321123\"}");
    }

    private static void setUpXeQueo(String id, String placer, String ringer) {
        setUp(id, placer, "{\"discs\": {\"1\": \"a1\", \"2\": \"c1\", \"3\": \"e1\", \"4\": \"g1\", \"5\": \"a3\", \"6\": \"c3\", \"7\": \"e3\"}}");
        setUp(id, ringer, "{\"ring\": \"d6\"}");
        setUp(id, placer, "{\"secret\": 3}");
        setUp(id, ringer, "{\"secret\": 5}");
    }

    private static void setUp(String id, String token, String body) {
        given().header("Authorization", "Bearer " + token).contentType(ContentType.JSON).body(body)
                .when().post("/api/v1/games/" + id + "/setup").then().statusCode(200);
    }

    private static Map<String, Object> firstMoveWithFrom(String id, String token) {
        List<Map<String, Object>> moves = given().header("Authorization", "Bearer " + token)
                .when().get("/api/v1/games/" + id + "/legal-moves").then().statusCode(200).extract().jsonPath()
                .getList("moves");
        return moves.stream().filter(m -> m.get("from") != null).findFirst()
                .orElseThrow(() -> new AssertionError("no disc move in " + moves));
    }
}
