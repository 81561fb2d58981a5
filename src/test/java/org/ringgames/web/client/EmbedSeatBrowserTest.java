package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/**
 * An embedded seat does everything a seat's page does: each seat has only its portal's page with
 * the embed in a frame of the README's size (one browser context per seat, and a spectator's),
 * and a whole Gygès game (setup from the tray, a draw offered and declined, moves, a takeback of an
 * avoidable loss, a resignation) and an Xe Queo round (discs, ring, secrets, moves and a guess) are
 * played from the frames only. The API is read to decide what to click and to check.
 */
@QuarkusTest
class EmbedSeatBrowserTest extends BrowserTest {

    private static final String PORTAL = "http://portal.example";
    private static final List<String> DISCS = List.of("d1", "c2", "e2", "c4", "e4", "a7", "g7");

    @TestHTTPResource("/")
    URI base;

    @Test
    void twoEmbeddedSeatsPlayAWholeGygesGameFromSetupToResignation() {
        JsonPath created = given().contentType(ContentType.JSON)
                .body(Map.of("game", "gyges", "rules", Map.of("takebackAvoidableLoss", true)))
                .when().post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        Map<String, String> tokens = Map.of("south", created.getString("seats.south.token"),
                "north", created.getString("seats.north.token"));
        Map<String, GygesBoardPage> seats = Map.of("south", embed(id, tokens.get("south")),
                "north", embed(id, tokens.get("north")));
        GygesBoardPage south = seats.get("south");
        GygesBoardPage north = seats.get("north");
        Frame watcher = PortalFrame.frame(PortalFrame.open(browsers.context(), base, PORTAL, id, ""));

        // Setup from the tray, a piece at a time, then Confirm; an error first, in sight.
        south.square("a1").click();
        assertThat(south.locator("#error")).hasText("Choose a piece from the tray first.");
        PortalFrame.assertFits(south.frame, "a Gygès seat's embed setting up, with an error");
        south.place(List.of("a1", "b1", "c1", "d1", "e1", "f1"), "321123", true);
        north.place(List.of("a6", "b6", "c6", "d6", "e6", "f6"), "123321", true);
        south.waitForStatus("playing");
        north.waitForStatus("playing");

        // A draw offered from one frame and declined from the other.
        south.locator("#actions [data-action=offer-draw]").click();
        assertThat(north.locator("#actions")).containsText("South offers a draw.");
        north.locator("#actions [data-action=decline-draw]").click();
        assertThat(south.locator("#actions [data-action=offer-draw]")).isVisible();
        assertThat((Object) GygesBoardPage.state(id).get("drawOffer")).isNull();

        // Moves, every one clicked in the mover's frame, until North walks into an avoidable loss.
        MoveGenerator engine = new MoveGenerator(Rules.STANDARD);
        Random random = new Random(3);
        for (int ply = 0; ; ply++) {
            JsonPath state = GygesBoardPage.state(id);
            Position position = ((Parsed.Ok<Position>) PositionText.parse(state.getString("position"))).value();
            String seat = state.getString("toMove");
            List<LegalMove> legal = engine.legalMoves(position);
            LegalMove choice = seat.equals("south")
                    ? legal.stream().filter(m -> m.move().isWin()).findFirst()
                            .orElse(legal.stream().filter(m -> !m.move().isWin()
                                    && !engine.hasWinningMove(position.play(m.move()))).findFirst().orElse(legal.get(0)))
                    : legal.stream().filter(m -> engine.hasWinningMove(position.play(m.move()))).findFirst()
                            .orElse(legal.get(random.nextInt(legal.size())));
            String text = choice.move().toText();
            Map<String, Object> listed = GygesBoardPage.legalMoves(id, tokens.get(seat)).<Map<String, Object>>getList("moves")
                    .stream().filter(m -> text.equals(m.get("move"))).findFirst().orElseThrow();
            if (ply == 0) {
                seats.get(seat).pick((String) listed.get("from"));
                assertThat(seats.get(seat).square((String) listed.get("from"))).hasClass(Pattern.compile("\\bselected\\b"));
                PortalFrame.assertFits(seats.get(seat).frame, "a Gygès seat's embed with a piece selected");
                seats.get(seat).square((String) listed.get("from")).click();
            }
            seats.get(seat).clickMove(listed);
            south.waitForPly(ply + 1);
            north.waitForPly(ply + 1);
            if (choice.move().isWin()) {
                break;
            }
            assertThat(ply).as("South should have won by now").isLessThan(120);
        }
        assertThat(GygesBoardPage.state(id).getString("result.winner")).isEqualTo("south");
        assertThat(south.locator("#ending h2")).hasText("You win");
        assertThat(north.locator("#ending h2")).hasText("You lose");
        assertThat(north.locator("#ending")).containsText("South moved a piece into the goal.");
        assertThat(watcher.locator("#ending h2")).hasText("South wins");
        PortalFrame.assertFits(north.frame, "a Gygès seat's embed at the end, with its takeback");

        // The loser takes back from its frame, then resigns from it.
        int lostAt = GygesBoardPage.state(id).getInt("ply");
        north.locator("#actions [data-action=take-back]").click();
        south.waitForPly(lostAt - 2);
        north.waitForStatus("playing");
        assertThat(north.locator("#ending")).isHidden();
        north.page.onDialog(dialog -> dialog.accept());
        north.locator("#actions [data-action=resign]").click();
        for (Frame frame : List.of(south.frame, north.frame, watcher)) {
            assertThat(frame.locator("#game")).hasAttribute("data-status", "finished");
        }
        assertThat(GygesBoardPage.state(id).getString("result.reason")).isEqualTo("resignation");
        assertThat(south.locator("#ending")).containsText("North resigned.");
        assertThat(north.locator("#ending h2")).hasText("You lose");
        assertThat(north.locator("#ending")).containsText("You resigned.");
        assertThat(watcher.locator("#ending h2")).hasText("South wins");
        assertThat(watcher.locator("#actions button, #panel button, [data-action=rematch]")).hasCount(0);
        PortalFrame.assertFits(south.frame, "a Gygès seat's embed at the end");
    }

    @Test
    void twoEmbeddedSeatsPlayAnXeQueoRoundAndBothAreToldHowItEnded() {
        JsonNode created = XeQueoPageChecks.json(given().contentType(ContentType.JSON).body("{\"game\":\"xequeo\"}")
                .post(XeQueoPageChecks.GAMES).then().statusCode(201).extract().asString());
        String id = created.get("id").asText();
        Map<String, String> tokens = Map.of("placer", created.at("/seats/placer/token").asText(),
                "ringer", created.at("/seats/ringer/token").asText());
        Map<String, Integer> secrets = Map.of("placer", 3, "ringer", 5);
        Map<String, Frame> seats = Map.of("placer", PortalFrame.frame(PortalFrame.open(browsers.context(), base, PORTAL, id,
                "#token=" + tokens.get("placer"))), "ringer", PortalFrame.frame(PortalFrame.open(browsers.context(), base,
                PORTAL, id, "#token=" + tokens.get("ringer"))));
        Frame placer = seats.get("placer");
        Frame ringer = seats.get("ringer");

        assertThat(placer.locator("#board")).hasAttribute("data-mode", "discs");
        for (int n = 1; n <= 7; n++) {
            placer.locator("[data-tray-disc='" + n + "']").click();
            placer.locator("[data-square='" + DISCS.get(n - 1) + "']").click();
        }
        PortalFrame.assertFits(placer, "the placer's embed with the disc tray");
        placer.locator("[data-action='confirm-discs']").click();
        assertThat(ringer.locator("#board")).hasAttribute("data-mode", "ring");
        ringer.locator("[data-square='d7']").click();
        for (String seat : List.of("placer", "ringer")) {
            assertThat(seats.get(seat).locator("#board")).hasAttribute("data-mode", "secret");
            seats.get(seat).locator("[data-secret-choice='" + secrets.get(seat) + "']").click();
        }
        for (Frame frame : seats.values()) {
            assertThat(frame.locator("#game")).hasAttribute("data-status", "playing");
        }

        for (int ply = 0; XeQueoPageChecks.state(id, null).get("rounds").isEmpty(); ply++) {
            JsonNode now = XeQueoPageChecks.state(id, null);
            String seat = now.get("toMove").asText();
            Frame mover = seats.get(seat);
            mover.waitForSelector("#board[data-moves-ply='" + ply + "']");
            if (ply == 0) {
                // A click on the other seat's turn says why nothing happens. The squares are
                // aria-disabled then (still clickable, as a mouse does: Playwright must be forced).
                Frame idle = seats.get(seat.equals("placer") ? "ringer" : "placer");
                idle.locator("[data-square='" + DISCS.get(0) + "']").click(new Locator.ClickOptions().setForce(true));
                assertThat(idle.locator("#notice")).hasText(
                        "It is " + (seat.equals("placer") ? "Placer" : "Ringer") + "'s turn: wait for their move.");
            }
            JsonNode legal = XeQueoPageChecks.json(XeQueoPageChecks.as(tokens.get(seat))
                    .get(XeQueoPageChecks.GAMES + "/" + id + "/legal-moves").asString());
            JsonNode chosen = null;
            for (JsonNode move : legal.get("moves")) {
                if (move.path("entersRing").asBoolean(false) || (chosen == null && move.has("from") && ply < 4)) {
                    chosen = move;
                }
            }
            if (chosen == null) {
                mover.locator("[data-guess='1']").click();
            } else {
                mover.locator("[data-square='" + chosen.get("from").asText() + "']").click();
                mover.locator("[data-square='" + chosen.get("to").asText() + "']").click();
                mover.waitForSelector("#game:not([data-ply='" + ply + "']), #xq-paths");
                if (mover.locator("#xq-paths").count() > 0) {
                    mover.locator("#xq-paths [data-path] >> nth=0").click();
                }
            }
            for (Frame frame : seats.values()) {
                frame.waitForSelector("#game:not([data-ply='" + ply + "'])");
            }
        }

        JsonNode round = XeQueoPageChecks.state(id, null).at("/rounds/0");
        String winner = round.get("winner").asText();
        String loser = winner.equals("placer") ? "ringer" : "placer";
        for (String seat : List.of("placer", "ringer")) {
            Frame frame = seats.get(seat);
            assertThat(frame.locator("#board")).hasAttribute("data-mode", "round-end");
            assertThat(frame.locator("#xq-round-end [data-round-end-secret='placer']")).hasText("3");
            assertThat(frame.locator("#xq-round-end [data-round-end-secret='ringer']")).hasText("5");
            PortalFrame.assertFits(frame, "an Xe Queo seat's embed at the end of a round");
        }
        assertThat(seats.get(winner).locator("#xq-round-end h2")).hasText("Round 1 is over: you won the ring");
        assertThat(seats.get(loser).locator("#xq-round-end h2")).hasText(
                "Round 1 is over: " + (winner.equals("placer") ? "Placer" : "Ringer") + " won the ring");
        // Next round: each seat goes on when it has read the end; then round 2's setup from the frames.
        for (Frame frame : seats.values()) {
            frame.locator("[data-action='next-round']").click();
            assertThat(frame.locator("#xq-round-end")).hasCount(0);
            assertThat(frame.locator("#board")).hasAttribute("data-mode", Pattern.compile("^(ring|secret|wait)$"));
        }
        // The round's loser resigns the match from its frame.
        seats.get(loser).page().onDialog(dialog -> dialog.accept());
        seats.get(loser).locator("#actions [data-action=resign]").click();
        for (Frame frame : seats.values()) {
            assertThat(frame.locator("#game")).hasAttribute("data-status", "finished");
        }
        assertThat(seats.get(winner).locator("#ending h2")).hasText("You win");
        assertThat(seats.get(loser).locator("#ending h2")).hasText("You lose");
        assertThat(seats.get(winner).locator("#ending")).containsText((loser.equals("placer") ? "Placer" : "Ringer") + " resigned.");
        assertThat(seats.get(winner).locator("#ending")).containsText("Final score:");
    }

    private GygesBoardPage embed(String id, String token) {
        Page page = PortalFrame.open(browsers.context(), base, PORTAL, id, "#token=" + token);
        return new GygesBoardPage(page, PortalFrame.frame(page));
    }
}
