package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The pages at a phone's width (390 × 844 CSS pixels, an iPhone 12–15 held upright): nothing makes
 * the page scroll sideways (a board half off-screen cannot be played), every board square is at
 * least 40 px wide (about the smallest a fingertip hits reliably; WCAG 2.5.5 asks 44, 2.5.8 at
 * least 24), a move is played by tapping its origin, then its destination, the home page's start
 * button is in sight without scrolling, and checkboxes and radios stay beside their words.
 */
@QuarkusTest
class PhoneWidthBrowserTest extends BrowserTest {

    static final int PHONE_WIDTH = 390;
    static final int PHONE_HEIGHT = 844;
    static final int SMALLEST_SQUARE = 40;


    @Test
    void theHomePageDoesNotScrollSidewaysOnAPhone() {
        AccessibilityBrowserTest.gamesToWatch();
        Page page = phone();
        page.navigate("/");
        page.waitForFunction("() => !document.body.textContent.includes('Loading…')");
        assertNoSidewaysScroll(page, "the home page");
        page.locator("#new-game button[type=submit]").click();
        assertThat(page.locator("#friend-link")).not().hasValue("");
        assertNoSidewaysScroll(page, "the home page with a new game's links");
    }

    @Test
    void onAPhoneTheStartButtonIsAboveTheFoldAndEveryCheckboxAndRadioSitsBesideItsWords() {
        Page page = phone();
        page.navigate("/");
        Locator start = page.locator("#new-game button[type=submit]");
        assertThat(start).isVisible();
        assertThat(((Number) page.evaluate("scrollY")).intValue()).isZero();
        BoundingBox box = start.boundingBox();
        assertThat(box.y + box.height).as("the start button's bottom edge, at %d px high", PHONE_HEIGHT)
                .isLessThanOrEqualTo(PHONE_HEIGHT);
        // The rules and clock are folded away under the button; unfolded, their checkboxes count too.
        page.locator("#options summary").click();
        assertThat(page.locator("#options input[type=checkbox] >> nth=0")).isVisible();
        assertNoSidewaysScroll(page, "the home page with the rules unfolded");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> boxes = (List<Map<String, Object>>) page.evaluate("""
                () => [...document.querySelectorAll('input[type=checkbox], input[type=radio]')]
                    .filter(i => i.getClientRects().length).map(i => {
                        const label = i.closest('label');
                        const text = [...label.childNodes].find(n => n.nodeType === 3 && n.textContent.trim());
                        const range = document.createRange();
                        range.selectNodeContents(text);
                        const words = [...range.getClientRects()].find(r => r.width > 0);
                        const box = i.getBoundingClientRect();
                        return {name: i.name + '=' + i.value, gap: words.left - box.right,
                                overlap: Math.min(words.bottom, box.bottom) - Math.max(words.top, box.top)};
                    })""");
        assertThat(boxes).hasSizeGreaterThanOrEqualTo(6);
        for (Map<String, Object> b : boxes) {
            assertThat(((Number) b.get("overlap")).doubleValue()).as("%s: its words start on the box's line", b.get("name"))
                    .isPositive();
            assertThat(((Number) b.get("gap")).doubleValue()).as("%s: its words start just right of the box", b.get("name"))
                    .isBetween(0.0, 16.0);
        }
    }

    @Test
    void aGygesSeatSettingUpOnAPhoneSeesTheWholeBoardAndTrayWithSquaresAFingerCanHit() {
        JsonPath created = create();
        GygesBoardPage south = open(created.getString("id"), "south", created.getString("seats.south.token"));
        assertThat(south.page.locator("[data-tray-size]")).hasCount(3);
        assertNoSidewaysScroll(south.page, "a Gygès seat setting up");
        assertSquaresAtLeast(south.page, SMALLEST_SQUARE);
    }

    @Test
    void aGygesSeatOnAPhonePlaysAMoveByTappingOriginThenDestination() {
        JsonPath created = create();
        String id = created.getString("id");
        String token = created.getString("seats.south.token");
        AccessibilityBrowserTest.setUpGyges(id, token, created.getString("seats.north.token"));
        GygesBoardPage south = open(id, "south", token);
        south.waitForStatus("playing");
        assertNoSidewaysScroll(south.page, "a Gygès seat playing");
        assertSquaresAtLeast(south.page, SMALLEST_SQUARE);

        Map<String, Object> move = GygesBoardPage.legalMoves(id, token).<Map<String, Object>>getList("moves").stream()
                .filter(m -> m.get("replace") == null && !Boolean.TRUE.equals(m.get("wins")))
                .findFirst().orElseThrow();
        south.clickMove(move);
        south.waitForPly(1);
        assertThat(GygesBoardPage.state(id).getString("lastMove.move")).isEqualTo(move.get("move"));
        // The board is redrawn after the move: it must still fit.
        assertNoSidewaysScroll(south.page, "a Gygès seat after a move");
    }

    // --- checks ---

    static void assertNoSidewaysScroll(Page page, String what) {
        @SuppressWarnings("unchecked")
        Map<String, Object> widths = (Map<String, Object>) page.evaluate("""
                () => ({scroll: document.scrollingElement.scrollWidth, inner: innerWidth,
                        widest: [...document.body.querySelectorAll('*')]
                            .filter(e => e.getBoundingClientRect().right > innerWidth + 0.5)
                            .slice(0, 5).map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
                                + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : ''))})""");
        assertThat(((Number) widths.get("scroll")).intValue())
                .as("%s scrolls sideways at %d px; past the right edge: %s", what, PHONE_WIDTH, widths.get("widest"))
                .isLessThanOrEqualTo(((Number) widths.get("inner")).intValue());
    }

    static void assertSquaresAtLeast(Page page, int pixels) {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> squares = (List<Map<String, Object>>) page.evaluate("""
                () => [...document.querySelectorAll('#board [data-square]')].map(b => {
                    const r = b.getBoundingClientRect();
                    return {square: b.dataset.square, width: r.width, height: r.height};
                })""");
        assertThat(squares).as("board squares").hasSizeGreaterThanOrEqualTo(36);
        List<String> small = squares.stream()
                .filter(s -> ((Number) s.get("width")).doubleValue() < pixels || ((Number) s.get("height")).doubleValue() < pixels)
                .map(s -> s.get("square") + " " + s.get("width") + "×" + s.get("height"))
                .toList();
        assertThat(small).as("squares smaller than %d px", pixels).isEmpty();
    }

    // --- pages ---

    private Page phone() {
        Page page = browsers.page();
        page.setViewportSize(PHONE_WIDTH, PHONE_HEIGHT);
        return page;
    }

    private GygesBoardPage open(String id, String seat, String token) {
        return new GygesBoardPage(BrowserSession.game(phone(), id, seat, token));
    }

    private static JsonPath create() {
        return given().contentType(ContentType.JSON).body(Map.of("game", "gyges"))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
    }
}
