package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Gygès through the browser client, in headless Chromium: two people in two browser contexts set
 * up and play a whole game with clicks only (a replace and a bounce path among the moves), and a
 * person plays the computer to the end, with the keyboard for a move. After every move both pages
 * must draw exactly the API's position.
 */
@QuarkusTest
class GygesBrowserTest extends BrowserTest {


    /** A link may name its seat, or carry the token alone (the page asks the API whose it is). */
    private GygesBoardPage open(String id, String seat, String token) {
        return new GygesBoardPage(browsers.game(id, seat, token));
    }

    @Test
    void twoPeopleSetUpAndPlayAWholeGameWithClicksOnly() {
        JsonPath created = given().contentType(ContentType.JSON).body(Map.of("game", "gyges"))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        Map<String, String> tokens = Map.of("south", created.getString("seats.south.token"),
                "north", created.getString("seats.north.token"));
        GygesBoardPage south = open(id, "south", tokens.get("south"));
        GygesBoardPage north = open(id, null, tokens.get("north"));
        assertThat(south.page.locator("#title")).containsText("you play South");
        assertThat(north.page.locator("#title")).containsText("you play North");

        south.place(List.of("a1", "b1", "c1", "d1", "e1", "f1"), "321123", true);
        assertThat(north.page.locator("#status")).containsText("North (you)");
        north.place(List.of("a6", "b6", "c6", "d6", "e6", "f6"), "123321", true);
        south.waitForStatus("playing");
        north.waitForStatus("playing");
        assertThat(GygesBoardPage.boardOf(GygesBoardPage.state(id).getString("position")))
                .isEqualTo("123321/....../....../....../....../321123");

        // A path the rules refuse: the page shows the problem's detail, as the API words it, and plays nothing.
        south.clickPath(List.of("b1", "b2"), null);
        String detail = given().header("Authorization", "Bearer " + tokens.get("south")).contentType(ContentType.JSON)
                .body(Map.of("move", "b1-b2", "expectedPly", 0)).when().post("/api/v1/games/" + id + "/moves")
                .then().statusCode(422).extract().path("detail");
        assertThat(south.page.locator("#error")).hasText(detail);
        assertThat(GygesBoardPage.state(id).getInt("ply")).isZero();
        south.action("choose-the-path").click();

        Map<String, GygesBoardPage> pages = Map.of("south", south, "north", north);
        boolean replaced = false;
        boolean bounced = false;
        for (int ply = 0; ; ply++) {
            JsonPath state = GygesBoardPage.state(id);
            checkBoth(pages, state);
            if (state.getString("status").equals("finished")) {
                assertThat(replaced).as("a replace was played").isTrue();
                assertThat(bounced).as("a bounce path was played").isTrue();
                assertThat(state.getString("result.reason")).isEqualTo("goal");
                String winner = state.getString("result.winner");
                assertThat(south.page.locator("#ending h2")).hasText(winner.equals("south") ? "You win" : "You lose");
                assertThat(north.page.locator("#ending h2")).hasText(winner.equals("north") ? "You win" : "You lose");
                return;
            }
            assertThat(ply).as("the game should be over by now").isLessThan(150);
            String seat = state.getString("toMove");
            GygesBoardPage mover = pages.get(seat);
            List<Map<String, Object>> moves = GygesBoardPage.legalMoves(id, tokens.get(seat)).getList("moves");
            Optional<Map<String, Object>> win = first(moves, m -> Boolean.TRUE.equals(m.get("wins")));
            Optional<Map<String, Object>> replace = first(moves, m -> m.get("replace") != null);
            Optional<Map<String, Object>> bounce = first(moves, m -> m.get("replace") == null
                    && !Boolean.TRUE.equals(m.get("wins")) && isBounce(m, state));
            if (win.isPresent() && replaced && bounced) {
                mover.clickMove(win.get());
            } else if (!replaced && replace.isPresent()) {
                mover.clickMove(replace.get());
                replaced = true;
            } else if (!bounced && bounce.isPresent()) {
                @SuppressWarnings("unchecked")
                List<String> path = (List<String>) bounce.get().get("path");
                mover.clickPath(path, null);
                bounced = true;
                mover.waitForPly(ply + 1);
                JsonPath after = given().when().get("/api/v1/games/" + id + "/moves").then().extract().jsonPath();
                assertThat(after.getList("moves.path").get(ply)).as("the path clicked is the path played").isEqualTo(path);
            } else {
                String move = seat.equals("south") || win.isEmpty() ? GygesBoardPage.engineMove(state, 3)
                        : (String) moves.get(0).get("move");
                mover.clickMove(first(moves, m -> m.get("move").equals(move)).orElseThrow());
            }
            south.waitForPly(ply + 1);
            north.waitForPly(ply + 1);
        }
    }

    @Test
    void aPersonPlaysTheComputerToTheEndSettingUpOnePieceAtATimeOnTwoRows() {
        JsonPath created = given().contentType(ContentType.JSON)
                .body(Map.of("game", "gyges", "rules", Map.of("setupOrder", "ALTERNATE", "setupRows", 2),
                        "seats", Map.of("north", Map.of("engine", Map.of("level", 1)))))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        String token = created.getString("seats.south.token");
        GygesBoardPage south = open(id, "south", token);

        List<String> squares = List.of("a1", "b2", "c1", "d2", "e1", "f2");
        String sizes = "123321";
        for (int placed = 0; placed < 6; ) {
            JsonPath state = GygesBoardPage.state(id);
            waitForVersion(south, state.getLong("version"));
            if (state.getList("setup.awaiting.seat").contains("south")) {
                south.place(List.of(squares.get(placed)), sizes.substring(placed, placed + 1), false);
                placed++;
                waitForVersionAfter(south, state.getLong("version"));
            } else {
                waitForVersionAfter(south, state.getLong("version"));
            }
        }
        south.waitForStatus("playing");
        Browsers.screenshot(south.page, "gyges");

        boolean keyboard = false;
        int checked = 0;
        for (int turns = 0; ; turns++) {
            JsonPath state = GygesBoardPage.state(id);
            waitForVersion(south, state.getLong("version"));
            GygesBoardPage.Drawn drawn = south.drawn();
            if (drawn.version() == state.getLong("version")) {
                // The computer may have moved again meanwhile; a page ahead is checked next time round.
                assertThat(drawn.board()).isEqualTo(GygesBoardPage.boardOf(state.getString("position")));
                checked++;
            }
            if (state.getString("status").equals("finished")) {
                assertThat(state.getString("result.winner")).isNotNull();
                assertThat(south.page.locator("#ending h2"))
                        .hasText(state.getString("result.winner").equals("south") ? "You win" : "You lose");
                assertThat(keyboard).isTrue();
                assertThat(checked).as("positions compared with the API").isPositive();
                return;
            }
            assertThat(turns).as("the game should be over by now").isLessThan(300);
            if (state.getString("toMove").equals("north")) {
                waitForVersionAfter(south, state.getLong("version"));
                continue;
            }
            List<Map<String, Object>> moves = GygesBoardPage.legalMoves(id, token).getList("moves");
            Optional<Map<String, Object>> win = first(moves, m -> Boolean.TRUE.equals(m.get("wins")));
            String chosen = win.map(m -> (String) m.get("move")).orElseGet(() -> GygesBoardPage.engineMove(state, 3));
            Map<String, Object> move = first(moves, m -> m.get("move").equals(chosen)).orElseThrow();
            if (!keyboard) {
                south.keyboardMove(move);
                keyboard = true;
            } else {
                south.clickMove(move);
            }
            waitForVersionAfter(south, state.getLong("version"));
        }
    }

    @Test
    void aSecondClickOnThePiecePickedDropsItAndStayingPutIsPlayedOnlyByItsOwnButton() {
        JsonPath created = given().contentType(ContentType.JSON).body(Map.of("game", "gyges"))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        Map<String, String> tokens = Map.of("south", created.getString("seats.south.token"),
                "north", created.getString("seats.north.token"));
        AccessibilityBrowserTest.setUpGyges(id, tokens.get("south"), tokens.get("north"));
        Map<String, Object> stay = playUntilAPieceMayStayPut(id, tokens);
        JsonPath state = GygesBoardPage.state(id);
        int ply = state.getInt("ply");
        String seat = state.getString("toMove");
        String other = seat.equals("south") ? "north" : "south";
        String from = (String) stay.get("from");
        GygesBoardPage mover = open(id, seat, tokens.get(seat));
        GygesBoardPage waiting = open(id, other, tokens.get(other));
        Pattern selected = Pattern.compile("\\bselected\\b");

        // Clicks that do nothing say why: another seat's turn, a piece that may not move.
        waiting.square(from).click();
        assertThat(waiting.locator("#notice")).hasText("It is " + name(seat) + "'s turn: wait for their move.");
        List<String> origins = GygesBoardPage.legalMoves(id, tokens.get(seat)).getList("moves.from");
        String stuck = occupied(state.getString("position")).stream().filter(sq -> !origins.contains(sq)).findFirst().orElseThrow();
        assertThat(mover.square(from)).hasClass(Pattern.compile("\\bmovable\\b"));
        mover.square(stuck).click();
        assertThat(mover.locator("#notice")).containsText("The piece on " + stuck + " cannot move now");

        // Picked, its destinations lit, clicked again: dropped, nothing played.
        mover.square(from).click();
        assertThat(mover.square(from)).hasClass(selected);
        assertThat(mover.action("stay-put")).hasText("Leave it on " + from + " (" + stay.get("move") + ")");
        mover.square(from).click();
        assertThat(mover.square(from)).not().hasClass(selected);
        assertThat(mover.locator("#board .target")).hasCount(0);
        assertThat(mover.action("stay-put")).hasCount(0);
        assertThat(mover.locator("#notice")).hasText(from + " dropped: choose a piece.");
        // A double click (two clicks before the piece's moves are even read): dropped too.
        mover.square(from).dblclick();
        assertThat(mover.locator("#notice")).hasText(from + " dropped: choose a piece.");

        // Staying put is a move of its own, played by its button. Had a click above played it,
        // this one would be refused (stale) or be the second move since the page opened.
        mover.square(from).click();
        assertThat(mover.square(from)).hasClass(selected);
        mover.action("stay-put").click();
        mover.waitForPly(ply + 1);
        List<String> played = given().when().get("/api/v1/games/" + id + "/moves").then().statusCode(200)
                .extract().jsonPath().getList("moves.move");
        assertThat(played).hasSize(ply + 1);
        assertThat(played.get(ply)).isEqualTo(stay.get("move"));
        assertThat(mover.locator("#error")).isHidden();
    }

    /**
     * Plays (over the API, seeded, never a winning move) until the side to move has a move that
     * ends on its own origin, and returns it as the API lists it.
     */
    private static Map<String, Object> playUntilAPieceMayStayPut(String id, Map<String, String> tokens) {
        java.util.Random random = new java.util.Random(11);
        for (int ply = 0; ply < 200; ply++) {
            String seat = GygesBoardPage.state(id).getString("toMove");
            List<Map<String, Object>> moves = GygesBoardPage.legalMoves(id, tokens.get(seat)).getList("moves");
            Optional<Map<String, Object>> stay = first(moves, m -> m.get("from") != null && m.get("from").equals(m.get("to")));
            if (stay.isPresent()) {
                return stay.get();
            }
            List<Map<String, Object>> quiet = moves.stream().filter(m -> !Boolean.TRUE.equals(m.get("wins"))).toList();
            given().header("Authorization", "Bearer " + tokens.get(seat)).contentType(ContentType.JSON)
                    .body(Map.of("move", quiet.get(random.nextInt(quiet.size())).get("move"), "expectedPly", ply))
                    .when().post("/api/v1/games/" + id + "/moves").then().statusCode(201);
        }
        throw new AssertionError("no position with a stay-put move within 200 plies");
    }

    private static List<String> occupied(String position) {
        List<String> squares = new java.util.ArrayList<>();
        for (char file = 'a'; file <= 'f'; file++) {
            for (int rank = 1; rank <= 6; rank++) {
                if (sizeAt(position, "" + file + rank) > 0) {
                    squares.add("" + file + rank);
                }
            }
        }
        return squares;
    }

    private static String name(String seat) {
        return seat.equals("south") ? "South" : "North";
    }

    private static void waitForVersion(GygesBoardPage page, long version) {
        page.page.waitForFunction("v => Number(document.getElementById('game').dataset.version) >= v", (int) version);
    }

    private static void waitForVersionAfter(GygesBoardPage page, long version) {
        waitForVersion(page, version + 1);
    }

    private static void checkBoth(Map<String, GygesBoardPage> pages, JsonPath state) {
        for (GygesBoardPage page : pages.values()) {
            page.waitForPly(state.getInt("ply"));
            assertThat(page.drawnBoard()).as("the board drawn at ply " + state.getInt("ply"))
                    .isEqualTo(GygesBoardPage.boardOf(state.getString("position")));
        }
    }

    /** A move whose path is longer than its piece's size: it bounced on the way. */
    private static boolean isBounce(Map<String, Object> move, JsonPath state) {
        String from = (String) move.get("from");
        int size = sizeAt(state.getString("position"), from);
        return ((List<?>) move.get("path")).size() - 1 > size;
    }

    static int sizeAt(String position, String square) {
        String[] rows = position.split(" ")[0].split("/");
        char cell = rows[6 - (square.charAt(1) - '0')].charAt(square.charAt(0) - 'a');
        return cell == '.' ? 0 : cell - '0';
    }

    private static Optional<Map<String, Object>> first(List<Map<String, Object>> moves,
                                                       Predicate<Map<String, Object>> test) {
        return moves.stream().filter(test).findFirst();
    }
}
