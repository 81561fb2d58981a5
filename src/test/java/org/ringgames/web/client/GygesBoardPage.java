package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;

import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;

/**
 * A Gygès game page as a person uses it: clicks on squares, the tray and the panel's buttons; and
 * the board as it reads, square by square ({@code data-square}, {@code data-size}), to compare
 * with the API's position.
 */
final class GygesBoardPage {

    private static final java.util.regex.Pattern TARGET = java.util.regex.Pattern.compile("\\btarget\\b");
    private static final java.util.regex.Pattern MOVABLE = java.util.regex.Pattern.compile("\\bmovable\\b");

    final Page page;
    /** The document the board is in: the page's own, or an embed's frame in a portal's page. */
    final Frame frame;

    GygesBoardPage(Page page) {
        this(page, page.mainFrame());
    }

    GygesBoardPage(Page page, Frame frame) {
        this.page = page;
        this.frame = frame;
    }

    Locator locator(String selector) {
        return frame.locator(selector);
    }

    Locator square(String name) {
        return frame.locator("#board [data-square=\"" + name + "\"]");
    }

    Locator action(String name) {
        return frame.locator("#panel [data-action=\"" + name + "\"]");
    }

    /** Waits until the page shows the game at this ply (after the events or the answer reach it). */
    void waitForPly(int ply) {
        assertThat(frame.locator("#game")).hasAttribute("data-ply", String.valueOf(ply));
    }

    void waitForStatus(String status) {
        assertThat(frame.locator("#game")).hasAttribute("data-status", status);
    }

    /** Places pieces through the tray: the i-th size of {@code sizes} on the i-th square. */
    void place(List<String> squares, String sizes, boolean confirm) {
        for (int i = 0; i < squares.size(); i++) {
            frame.locator("[data-tray-size=\"" + sizes.charAt(i) + "\"]").click();
            square(squares.get(i)).click();
        }
        if (confirm) {
            action("confirm-setup").click();
        }
    }

    /**
     * Picks the piece on {@code from} once the page shows that it may move: until the page has read
     * the legal moves, it ignores a click on a piece, as it must (a test that clicks sooner races it).
     */
    void pick(String from) {
        assertThat(square(from)).hasClass(MOVABLE);
        square(from).click();
    }

    /** Plays a listed move by picking its origin, clicking its destination and, to replace, the target. */
    void clickMove(Map<String, Object> move) {
        pick((String) move.get("from"));
        assertThat(square((String) move.get("to"))).hasClass(TARGET);
        square((String) move.get("to")).click();
        Object replace = move.get("replace");
        if (replace != null) {
            assertThat(square((String) replace)).hasClass(TARGET);
            square((String) replace).click();
        }
    }

    /**
     * Plays a move with the keyboard only: arrow keys from the board's first square to the origin,
     * Enter, arrows to the destination (up off row 6 into the North goal), Enter, and for a replace
     * arrows to the target and Enter (South's view: files left to right, row 6 on top).
     */
    void keyboardMove(Map<String, Object> move) {
        String from = (String) move.get("from");
        String to = (String) move.get("to");
        square("a6").focus();
        walk("a6", from);
        assertThat(square(from)).isFocused();
        page.keyboard().press("Enter");
        // As a person would: wait for the destinations to light up before choosing one.
        assertThat(square(to)).hasClass(TARGET);
        if (to.equals("N")) {
            walk(from, from.charAt(0) + "6");
            page.keyboard().press("ArrowUp");
        } else {
            walk(from, to);
        }
        assertThat(square(to)).isFocused();
        page.keyboard().press("Enter");
        Object replace = move.get("replace");
        if (replace != null) {
            assertThat(square((String) replace)).hasClass(TARGET);
            walk(to, (String) replace);
            assertThat(square((String) replace)).isFocused();
            page.keyboard().press("Enter");
        }
    }

    private void walk(String from, String to) {
        int dx = to.charAt(0) - from.charAt(0);
        int dy = from.charAt(1) - to.charAt(1);
        for (int i = 0; i < Math.abs(dx); i++) {
            page.keyboard().press(dx > 0 ? "ArrowRight" : "ArrowLeft");
        }
        for (int i = 0; i < Math.abs(dy); i++) {
            page.keyboard().press(dy > 0 ? "ArrowDown" : "ArrowUp");
        }
    }

    /** Plays a move by clicking every square of its path in "Choose the path" mode. */
    void clickPath(List<String> path, String replace) {
        action("choose-the-path").click();
        pick(path.get(0));
        // The page reads the piece's moves first, as a person sees it picked before going on.
        assertThat(square(path.get(0))).hasClass(java.util.regex.Pattern.compile("\\bselected\\b"));
        for (String square : path.subList(1, path.size())) {
            square(square).click();
        }
        action("play-this-path").click();
        if (replace != null) {
            square(replace).click();
        }
    }

    /** The board as drawn, in position text without the side to move: rows 6 to 1. */
    String drawnBoard() {
        return drawn().board();
    }

    /** The state version the page shows and its board, read at one instant. */
    record Drawn(long version, String board) {
    }

    Drawn drawn() {
        @SuppressWarnings("unchecked")
        Map<String, Object> read = (Map<String, Object>) frame.evaluate("""
                () => ({version: document.getElementById('game').dataset.version,
                        sizes: Object.fromEntries([...document.querySelectorAll('#board [data-square]')]
                            .filter(b => b.dataset.square.length === 2)
                            .map(b => [b.dataset.square, b.querySelector('[data-size]')?.dataset.size ?? '.']))})""");
        @SuppressWarnings("unchecked")
        Map<String, Object> sizes = (Map<String, Object>) read.get("sizes");
        StringBuilder text = new StringBuilder();
        for (int rank = 6; rank >= 1; rank--) {
            for (char file = 'a'; file <= 'f'; file++) {
                text.append(sizes.get("" + file + rank));
            }
            if (rank > 1) {
                text.append('/');
            }
        }
        return new Drawn(Long.parseLong((String) read.get("version")), text.toString());
    }

    static String boardOf(String position) {
        return position.split(" ")[0];
    }

    static JsonPath state(String id) {
        return given().when().get("/api/v1/games/" + id).then().statusCode(200).extract().jsonPath();
    }

    static JsonPath legalMoves(String id, String token) {
        return given().header("Authorization", "Bearer " + token).when().get("/api/v1/games/" + id + "/legal-moves")
                .then().statusCode(200).extract().jsonPath();
    }

    /** The engine's choice at a small depth: good enough to end a game in a few dozen moves. */
    static String engineMove(JsonPath state, int depth) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("game", "gyges", "position", state.getString("position"),
                        "rules", state.getMap("rules"), "limits", Map.of("depth", depth)))
                .when().post("/api/v1/positions/analysis").then().statusCode(200).extract().path("bestMove");
    }
}
