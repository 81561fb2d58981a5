package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/**
 * The buttons beside the board: a draw offered and accepted, a takeback of an avoidable loss, a
 * resignation; and the end as the winner, the loser and a spectator are told it, with a rematch.
 */
@QuarkusTest
class GameEndingsBrowserTest extends BrowserTest {


    @Test
    void oneSeatOffersADrawFromItsPageAndTheOtherAcceptsFromItsOwn() {
        JsonPath created = started(Map.of());
        String id = created.getString("id");
        Page south = open(id, created.getString("seats.south.token"));
        Page north = open(id, created.getString("seats.north.token"));

        south.locator("#actions [data-action=offer-draw]").click();
        assertThat(south.locator("#actions")).containsText("You offered a draw.");
        assertThat(north.locator("#actions")).containsText("South offers a draw.");
        north.locator("#actions [data-action=accept-draw]").click();
        for (Page page : List.of(south, north)) {
            assertThat(page.locator("#game")).hasAttribute("data-status", "finished");
            assertThat(page.locator("#status")).containsText("Draw: a draw was agreed.");
            assertThat(page.locator("#ending h2")).hasText("Draw");
            assertThat(page.locator("#ending")).containsText("A draw was agreed.");
            assertThat(page.locator("#actions button")).hasCount(0);
        }
    }

    @Test
    void theLoserTakesBackAnAvoidableLossFromItsPageThenResigns() {
        JsonPath created = started(Map.of("takebackAvoidableLoss", true));
        String id = created.getString("id");
        Map<String, String> tokens = Map.of("south", created.getString("seats.south.token"),
                "north", created.getString("seats.north.token"));
        playToAnAvoidableLoss(id, tokens);
        JsonPath lost = GygesBoardPage.state(id);
        String loser = lost.getString("result.winner").equals("south") ? "north" : "south";
        Page page = open(id, tokens.get(loser));
        Page winner = open(id, tokens.get(loser.equals("south") ? "north" : "south"));
        assertThat(winner.locator("#actions [data-action=take-back]")).hasCount(0);

        page.locator("#actions [data-action=take-back]").click();
        assertThat(page.locator("#game")).hasAttribute("data-status", "playing");
        assertThat(page.locator("#game")).hasAttribute("data-ply", String.valueOf(lost.getInt("ply") - 2));
        assertThat(winner.locator("#game")).hasAttribute("data-ply", String.valueOf(lost.getInt("ply") - 2));

        page.onDialog(dialog -> dialog.accept());
        Page spectator = browsers.game(id, null, null);
        page.locator("#actions [data-action=resign]").click();
        assertThat(page.locator("#game")).hasAttribute("data-status", "finished");
        String winnerName = loser.equals("south") ? "North" : "South";
        String loserName = loser.equals("south") ? "South" : "North";

        // The end, as each reader is told it: the winner, the loser and a spectator.
        assertThat(winner.locator("#status")).hasText("You win: " + loserName + " resigned.");
        assertThat(winner.locator("#ending h2")).hasText("You win");
        assertThat(winner.locator("#ending .ending-reason")).hasText(loserName + " resigned.");
        assertThat(page.locator("#ending h2")).hasText("You lose");
        assertThat(page.locator("#ending .ending-reason")).hasText("You resigned.");
        assertThat(spectator.locator("#ending h2")).hasText(winnerName + " wins");
        assertThat(spectator.locator("#ending .ending-reason")).hasText(loserName + " resigned.");
        // The final position stays on the board, for all three.
        String finalBoard = GygesBoardPage.boardOf(GygesBoardPage.state(id).getString("position"));
        for (Page reader : List.of(page, winner, spectator)) {
            assertThat(new GygesBoardPage(reader).drawnBoard()).isEqualTo(finalBoard);
            assertThat(reader.locator("#ending [data-action=new-game]")).hasAttribute("href", "/");
        }
        assertThat(spectator.locator("#ending [data-action=rematch]")).hasCount(0);

        // Rematch from the loser's page: same rules, seats swapped, the other seat's link to send.
        page.locator("#ending [data-action=rematch]").click();
        String mine = page.locator("[data-rematch-link=mine]").getAttribute("href");
        String theirs = page.locator("#rematch-friend-link").inputValue();
        String rematch = mine.replaceAll(".*/games/([^#]+)#.*", "$1");
        assertThat(rematch).isNotEqualTo(id);
        assertThat(theirs).contains("/games/" + rematch + "#");
        JsonPath again = given().header("Authorization", "Bearer " + mine.replaceAll(".*token=", ""))
                .when().get("/api/v1/games/" + rematch).then().statusCode(200).extract().jsonPath();
        assertThat(again.getString("mySeat")).isEqualTo(loser.equals("south") ? "north" : "south");
        assertThat(again.getMap("rules")).isEqualTo(lost.getMap("rules"));
        assertThat(again.getString("status")).isEqualTo("setup");
    }

    private JsonPath started(Map<String, Object> rules) {
        JsonPath created = given().contentType(ContentType.JSON).body(Map.of("game", "gyges", "rules", rules))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        for (String[] seat : new String[][] {{"south", "321123"}, {"north", "123321"}}) {
            given().header("Authorization", "Bearer " + created.getString("seats." + seat[0] + ".token"))
                    .contentType(ContentType.JSON).body(Map.of("row", seat[1]))
                    .when().post("/api/v1/games/" + created.getString("id") + "/setup").then().statusCode(200);
        }
        return created;
    }

    private Page open(String id, String token) {
        return browsers.game(id, null, token);
    }

    /**
     * Over the API, a game in which one side walks into a loss it could have avoided: it plays a
     * move that leaves the other a win while it had moves that did not (seeded, so always the same).
     */
    private static void playToAnAvoidableLoss(String id, Map<String, String> tokens) {
        MoveGenerator engine = new MoveGenerator(Rules.STANDARD);
        Random random = new Random(3);
        Position position = ((Parsed.Ok<Position>) PositionText.parse(GygesBoardPage.state(id).getString("position")))
                .value();
        for (int ply = 0; ; ply++) {
            List<LegalMove> legal = engine.legalMoves(position);
            Position current = position;
            LegalMove choice = legal.stream().filter(m -> m.move().isWin()).findFirst()
                    .or(() -> legal.stream().filter(m -> engine.hasWinningMove(current.play(m.move())))
                            .skip(random.nextInt(3)).findFirst())
                    .orElse(legal.get(random.nextInt(legal.size())));
            given().header("Authorization", "Bearer " + tokens.get(position.toMove().lowerName()))
                    .contentType(ContentType.JSON).body(Map.of("move", choice.move().toText(), "expectedPly", ply))
                    .when().post("/api/v1/games/" + id + "/moves").then().statusCode(201);
            if (choice.move().isWin()) {
                return;
            }
            position = position.play(choice.move());
        }
    }
}
