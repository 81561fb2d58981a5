package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.LocatorAssertions;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/**
 * The engine's review on a finished game's page: asked for with its button, followed until done,
 * the judgements beside the moves they judge, and the buttons that step to each judged move with
 * what the engine would have played. The game is one in which both sides throw a win in one away,
 * so that the rules themselves prove which two moves are blunders.
 */
@QuarkusTest
class ReviewBrowserTest extends BrowserTest {

    /**
     * South to move wins at once; a2-a1 gives North a win at once instead, and North has a move that
     * does not win and gives South a win at once again (the rules check both below).
     */
    private static final String THROWN_AWAY = "....../.3.2../....2./....../13.3../...... S";
    private static final String SOUTH_THROWS = "a2-a1";
    private static final LocatorAssertions.HasAttributeOptions REVIEWING =
            new LocatorAssertions.HasAttributeOptions().setTimeout(60_000);

    @Test
    void aPlayerAsksForTheReviewReadsWhichMovesLostAndStepsToEach() {
        Game game = gameWithTwoWinsThrownAway();
        Page page = browsers.game(game.id, "north", game.tokens.get("north"));
        Locator review = page.locator("#review");
        // Not while the game is on: there is nothing to review yet.
        assertThat(review).isHidden();
        post(game, "south", game.moves.get(2), 2);
        assertThat(page.locator("#game")).hasAttribute("data-status", "finished");
        assertThat(review).isVisible();
        assertThat(page.locator(".history-move")).hasCount(3);
        assertThat(page.locator(".history-move .judgement")).hasCount(0);

        review.locator("[data-action=review]").click();
        assertThat(review).hasAttribute("data-review", "done", REVIEWING);

        // The marks are the API's judgements, ply by ply, and the rules' proof says which they are.
        JsonPath answer = given().get("/api/v1/games/" + game.id + "/review").then().statusCode(200).extract()
                .jsonPath();
        List<Map<String, Object>> plies = answer.getList("plies");
        assertThat(plies).extracting(p -> p.get("judgement")).containsExactly("blunder", "blunder", null);
        for (Map<String, Object> ply : plies) {
            Locator move = page.locator(".history-move[data-ply=\"" + ply.get("ply") + "\"]");
            if (ply.get("judgement") == null) {
                assertThat(move.locator(".judgement")).hasCount(0);
            } else {
                assertThat(move.locator(".judgement")).hasText("??");
                assertThat(move).hasAttribute("data-judgement", "blunder");
                assertThat(move).hasAttribute("aria-label", java.util.regex.Pattern.compile(", a blunder$"));
            }
        }
        assertThat(review.locator(".review-summary")).containsText("2 blunders, no mistakes, no inaccuracies");

        // From the final position, "next" goes to the first judged move, then the second, then no further.
        Locator next = review.locator("[data-review-step=next]");
        Locator previous = review.locator("[data-review-step=previous]");
        next.click();
        shows(page, 1, game.positions.get(0));
        assertThat(review.locator("#review-note")).hasText("1. South played " + SOUTH_THROWS + ": a blunder. The engine's move: "
                + plies.get(0).get("best") + ". For South: a win in 1 ply before it, a loss in 1 ply after it.");
        assertThat(previous).isDisabled();
        // The button pressed keeps the focus, so that a keyboard steps on with Enter.
        assertThat(page.evaluate("() => document.activeElement.dataset.reviewStep")).isEqualTo("next");
        page.keyboard().press("Enter");
        shows(page, 2, game.positions.get(1));
        assertThat(review.locator("#review-note")).containsText("2. North played " + game.moves.get(1)
                + ": a blunder.");
        assertThat(review.locator("#review-note"))
                .containsText("For North: a win in 1 ply before it, a loss in 1 ply after it.");
        assertThat(next).isDisabled();
        previous.click();
        shows(page, 1, game.positions.get(0));
        // Any move of the list tells its review too, judged or not.
        page.locator(".history-move[data-ply=\"3\"]").click();
        assertThat(review.locator("#review-note")).containsText("3. South played " + game.moves.get(2) + ".");
        assertThat(review.locator("#review-note")).containsText("won after it");
        AccessibilityBrowserTest.assertNoSeriousViolations(page, "a reviewed game's page");

        // Anyone opening the game later reads the review without asking for it again.
        Page later = browsers.game(game.id, null, null);
        assertThat(later.locator("#review")).hasAttribute("data-review", "done");
        assertThat(later.locator(".history-move .judgement")).hasCount(2);
    }

    /** The game, its moves and the board after each, as the rules give them. */
    private record Game(String id, Map<String, String> tokens, List<String> moves, List<String> positions) {
    }

    /**
     * From {@link #THROWN_AWAY}: South plays {@link #SOUTH_THROWS} (North could then win at once), North plays a
     * move that does not win and leaves South a win at once, and South wins. Only the last move is
     * left to play, so that the page sees the game end.
     */
    private static Game gameWithTwoWinsThrownAway() {
        MoveGenerator rules = new MoveGenerator(Rules.STANDARD);
        Position start = ((Parsed.Ok<Position>) PositionText.parse(THROWN_AWAY)).value();
        Position afterSouth = start.play(find(rules, start, SOUTH_THROWS));
        LegalMove northThrows = rules.legalMoves(afterSouth).stream()
                .filter(m -> !m.move().isWin() && rules.hasWinningMove(afterSouth.play(m.move())))
                .findFirst().orElseThrow(() -> new AssertionError("North has no move that leaves South a win"));
        Position afterNorth = afterSouth.play(northThrows.move());
        LegalMove southWins = rules.legalMoves(afterNorth).stream().filter(m -> m.move().isWin()).findFirst()
                .orElseThrow();
        assertThat(rules.hasWinningMove(start)).isTrue();
        assertThat(rules.hasWinningMove(afterSouth)).isTrue();

        JsonPath created = given().contentType(ContentType.JSON)
                .body("{\"game\":\"gyges\",\"start\":{\"position\":\"" + THROWN_AWAY + "\"}}")
                .post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        Game game = new Game(created.getString("id"), Map.of("south", created.getString("seats.south.token"),
                "north", created.getString("seats.north.token")),
                List.of(SOUTH_THROWS, northThrows.move().toText(), southWins.move().toText()),
                List.of(afterSouth.toString(), afterNorth.toString()));
        post(game, "south", game.moves.get(0), 0);
        post(game, "north", game.moves.get(1), 1);
        return game;
    }

    private static org.ringgames.rules.gyges.Move find(MoveGenerator rules, Position position, String text) {
        return rules.legalMoves(position).stream().map(LegalMove::move).filter(m -> m.toText().equals(text))
                .findFirst().orElseThrow();
    }

    private static void post(Game game, String seat, String move, int expectedPly) {
        given().header("Authorization", "Bearer " + game.tokens.get(seat)).contentType(ContentType.JSON)
                .body(Map.of("move", move, "expectedPly", expectedPly))
                .post("/api/v1/games/" + game.id + "/moves").then().statusCode(201);
    }

    /** The page shows the position after move {@code ply}, with that move current in the list. */
    private static void shows(Page page, int ply, String position) {
        assertThat(page.locator("#game")).hasAttribute("data-replay", String.valueOf(ply));
        assertThat(page.locator(".history-move[data-ply=\"" + ply + "\"]")).hasAttribute("aria-current", "step");
        assertThat(new GygesBoardPage(page).drawnBoard()).isEqualTo(GygesBoardPage.boardOf(position));
    }
}
