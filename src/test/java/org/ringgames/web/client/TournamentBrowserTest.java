package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.web.portals.KeyedPortals;

/**
 * A portal runs a small Swiss by the API alone (four players, two rounds, with portal keys on:
 * only a portal runs tournaments), and a player follows it on the tournament page opened from the
 * portal's link ({@code /tournaments/{id}#token=<the player's token>}): the page lists the players
 * until the start, then shows round 1's
 * pairings with links to the games (the player's own with its token, to play it), the games in
 * play and the standings' tiebreak columns; when a game finishes, its result appears and its game
 * leaves the games in play; when the round's last game finishes, round 2's pairings and the
 * standings after round 1 appear, all without a reload; round 1 can be shown again, closed, with its
 * results; the player's game link opens its seat's page, which links back; and when round 2's games
 * end, the page says the tournament is over and who won. An arena's page shows
 * its latest pairing wave and every game in play, whatever its wave, and the arena's standings.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class TournamentBrowserTest extends BrowserTest {

    private static final String KEY = PortalKeysHomeBrowserTest.KEY;
    private static final List<String> TIEBREAKS = List.of("buchholz-cut1", "buchholz", "sonneborn-berger");

    record Player(String id, String name, String token) {
    }

    @Test
    void aPlayerFollowsASwissOnItsPageAsRoundOnesGamesFinishAndRoundTwoIsPaired() {
        List<Player> players = players("Ann", "Bob", "Cid", "Dora");
        String id = given().header("X-Api-Key", KEY).contentType(ContentType.JSON)
                .body(Map.of("system", "swiss", "game", "gyges", "name", "Friday Swiss", "rounds", 2,
                        "tiebreaks", TIEBREAKS, "players", players.stream().map(Player::id).toList()))
                .when().post("/api/v1/tournaments").then().statusCode(201).extract().jsonPath().getString("id");
        Player ann = players.get(0);
        Page page = browsers.page();
        page.navigate("/tournaments/" + id + "#token=" + ann.token());
        Locator main = page.locator("#tournament");
        assertThat(main).hasAttribute("aria-busy", "false");

        // Before the start: the players entered, no pairings yet.
        assertThat(main).hasAttribute("data-status", "created");
        assertThat(page.locator("#summary")).hasText("Not started yet.");
        assertThat(page.locator("#entrants li")).hasText(new String[] {"Ann (you)", "Bob", "Cid", "Dora"});
        assertThat(page.locator("#pairings-box")).isHidden();

        given().header("X-Api-Key", KEY).when().post("/api/v1/tournaments/" + id + "/start").then().statusCode(200);
        JsonPath round1 = round(id, 1);
        assertThat(round1.getList("pairings")).hasSize(2);
        assertThat(main).hasAttribute("data-status", "started");
        assertThat(page.locator("#entrants-box")).isHidden();
        assertThat(page.locator("#title")).hasText("Friday Swiss");
        assertThat(page.locator("#t-system")).hasText("Swiss, 2 rounds");
        assertThat(page.locator("#t-round")).hasText("1 of 2");
        assertThat(page.locator("#summary")).hasText("Round 1 of 2 in play.");

        // Round 1: both boards as the API pairs them, no result yet, both games in play.
        Locator rows = page.locator("#pairings tbody tr");
        assertThat(rows).hasCount(2);
        for (int b = 0; b < 2; b++) {
            Locator row = page.locator("#pairings tr[data-board='" + round1.getInt("pairings[" + b + "].board") + "']");
            assertThat(row).hasAttribute("data-game", round1.getString("pairings[" + b + "].gameId"));
            assertThat(row.locator("td").nth(0)).hasAttribute("data-player", round1.getString("pairings[" + b + "].white.id"));
            assertThat(row.locator("td").nth(2)).hasAttribute("data-player", round1.getString("pairings[" + b + "].black.id"));
            assertThat(row.locator(".result")).hasText("");
        }
        assertThat(page.locator("#live-games li")).hasCount(2);
        assertThat(page.locator("#standings thead th[data-tiebreak]"))
                .hasText(new String[] {"Buchholz Cut-1", "Buchholz", "Sonneborn-Berger"});

        // Ann's own game is linked with her token (her seat's page); the other game with nothing.
        int annBoard = boardOf(round1, ann.id());
        String annGame = round1.getString("pairings[" + annBoard + "].gameId");
        String otherGame = round1.getString("pairings[" + (1 - annBoard) + "].gameId");
        assertThat(page.locator("#pairings a[data-game='" + annGame + "']"))
                .hasAttribute("href", "/games/" + annGame + "#token=" + ann.token());
        assertThat(page.locator("#pairings a[data-game='" + otherGame + "']")).hasAttribute("href", "/games/" + otherGame);
        assertThat(page.locator("#pairings [data-player='" + ann.id() + "']").first()).hasText("Ann (you)");
        AccessibilityBrowserTest.assertNoSeriousViolations(page, "a Swiss's page in round 1");

        // The other board's black resigns: white's win appears, and that game leaves the games in play.
        resign(round1, 1 - annBoard, "black", players);
        Locator other = page.locator("#pairings tr[data-game='" + otherGame + "']");
        assertThat(other).hasAttribute("data-finished", "true");
        assertThat(other.locator(".result")).hasText("1-0");
        assertThat(page.locator("#live-games li")).hasCount(1);
        assertThat(page.locator("#live-games a")).hasAttribute("data-game", annGame);
        assertThat(main).hasAttribute("data-round", "1");

        // Ann's game ends too (she resigns): the round closes, round 2 is paired, the standings count round 1.
        String annSeat = round1.getString("pairings[" + annBoard + "].white.id").equals(ann.id()) ? "white" : "black";
        resign(round1, annBoard, annSeat, players);
        assertThat(main).hasAttribute("data-round", "2");
        assertThat(main).hasAttribute("data-rounds-closed", "1");
        JsonPath round2 = round(id, 2);
        assertThat(page.locator("#pairings-title")).hasText("Pairings, round 2");
        assertThat(rows).hasCount(2);
        for (Map<String, Object> board : round2.<Map<String, Object>>getList("pairings")) {
            assertThat(page.locator("#pairings tr[data-board='" + board.get("board") + "']"))
                    .hasAttribute("data-game", (String) board.get("gameId"));
        }
        assertThat(page.locator("#live-games li")).hasCount(2);

        JsonPath state = given().header("X-Api-Key", KEY).when().get("/api/v1/tournaments/" + id).then().statusCode(200)
                .extract().jsonPath();
        List<Map<String, Object>> standings = state.getList("standings");
        assertThat(standings).hasSize(4);
        Locator standingRows = page.locator("#standings tbody tr");
        assertThat(standingRows).hasCount(4);
        for (int i = 0; i < 4; i++) {
            Map<String, Object> s = standings.get(i);
            @SuppressWarnings("unchecked")
            Map<String, Object> player = (Map<String, Object>) s.get("player");
            Locator row = standingRows.nth(i);
            assertThat(row).hasAttribute("data-player", (String) player.get("id"));
            assertThat(row.locator(".points")).hasText(shown(((Number) s.get("points")).doubleValue()));
            @SuppressWarnings("unchecked")
            Map<String, Object> values = (Map<String, Object>) s.get("tiebreaks");
            for (String tiebreak : TIEBREAKS) {
                assertThat(row.locator("td[data-tiebreak='" + tiebreak + "']"))
                        .hasText(shown(((Number) values.get(tiebreak)).doubleValue()));
            }
        }
        // Ann lost round 1: she is in the bottom half, with no point.
        assertThat(page.locator("#standings tr[data-player='" + ann.id() + "'] .points")).hasText("0");
        assertThat(page.locator("#standings tr[data-player='" + ann.id() + "'] th")).hasText("Ann (you)");
        AccessibilityBrowserTest.assertNoSeriousViolations(page, "a Swiss's page in round 2 with standings");
        Browsers.screenshot(page, "tournament");
        // axe leaves a button's colours under a state rule "to review": the round shown is read here.
        AccessibilityBrowserTest.assertTextContrastAtLeast(page, "#rounds button[aria-pressed='true']", 4.5);
        AccessibilityBrowserTest.assertTextContrastAtLeast(page, "#rounds button[aria-pressed='false']", 4.5);
        // On a phone the page does not scroll sideways (the standings scroll in their own region).
        page.setViewportSize(PhoneWidthBrowserTest.PHONE_WIDTH, PhoneWidthBrowserTest.PHONE_HEIGHT);
        PhoneWidthBrowserTest.assertNoSidewaysScroll(page, "a Swiss's page");
        page.setViewportSize(1100, 900);

        // Round 1 again, closed, with both results; the games in play stay round 2's.
        page.locator("#rounds button[data-round='1']").click();
        assertThat(page.locator("#pairings-title")).hasText("Pairings, round 1 (closed)");
        assertThat(page.locator("#rounds button[data-round='1']")).hasAttribute("aria-pressed", "true");
        assertThat(page.locator("#pairings tr[data-game='" + otherGame + "'] .result")).hasText("1-0");
        assertThat(page.locator("#pairings tr[data-game='" + annGame + "'] .result"))
                .hasText(annSeat.equals("white") ? "0-1" : "1-0");
        assertThat(page.locator("#live-games li")).hasCount(2);
        page.locator("#rounds button[data-round='2']").click();
        assertThat(page.locator("#pairings-title")).hasText("Pairings, round 2");

        // Ann's game link opens her seat's page, which links back to the tournament.
        String annGame2 = round2.getString("pairings[" + boardOf(round2, ann.id()) + "].gameId");
        page.locator("#pairings a[data-game='" + annGame2 + "']").click();
        assertThat(page.locator("#game")).hasAttribute("aria-busy", "false");
        assertThat(page.locator("#title")).containsText("you play");
        assertThat(page.locator("#tournament-link a")).hasText("Round 2 of the tournament");
        assertThat(page.locator("#tournament-link a")).hasAttribute("href", "/tournaments/" + id + "#token=" + ann.token());

        // Back on the tournament's page, round 2's games end: the tournament is over, its winner named.
        page.locator("#tournament-link a").click();
        assertThat(main).hasAttribute("data-round", "2");
        for (int b = 0; b < 2; b++) {
            resign(round2, b, "black", players);
        }
        assertThat(main).hasAttribute("data-status", "finished");
        JsonPath last = given().header("X-Api-Key", KEY).when().get("/api/v1/tournaments/" + id).then().statusCode(200)
                .extract().jsonPath();
        assertThat(page.locator("#summary")).hasText("Finished: " + last.getString("standings[0].player.name")
                + (last.getString("standings[0].player.id").equals(ann.id()) ? " (you)" : "") + " wins.");
        assertThat(page.locator("#live-box")).isHidden();
        assertThat(page.locator("#pairings tr[data-finished='true']")).hasCount(2);
    }

    @Test
    void aPlayerFollowsAnArenaWhosePairingWavesAndGamesInPlayChangeAsGamesFinish() {
        List<Player> players = players("Eve", "Finn", "Gus", "Hal");
        String id = given().header("X-Api-Key", KEY).contentType(ContentType.JSON)
                .body(Map.of("system", "arena", "game", "gyges", "name", "Blitz arena", "minutes", 30,
                        "players", players.stream().map(Player::id).toList()))
                .when().post("/api/v1/tournaments").then().statusCode(201).extract().jsonPath().getString("id");
        given().header("X-Api-Key", KEY).when().post("/api/v1/tournaments/" + id + "/start").then().statusCode(200);
        JsonPath wave1 = round(id, 1);
        assertThat(wave1.getList("pairings")).hasSize(2);

        Player eve = players.get(0);
        Page page = browsers.page();
        page.navigate("/tournaments/" + id + "#token=" + eve.token());
        Locator main = page.locator("#tournament");
        assertThat(main).hasAttribute("data-status", "started");
        assertThat(page.locator("#t-system")).hasText("Arena, 30 minutes");
        assertThat(page.locator("#t-round")).isHidden();
        assertThat(page.locator("#rounds")).isHidden();
        assertThat(page.locator("#pairings-title")).hasText("Latest pairing (wave 1)");
        assertThat(page.locator("#pairings tbody tr")).hasCount(2);
        assertThat(page.locator("#live-games li")).hasCount(2);
        assertThat(page.locator("#standings thead th[data-tiebreak]")).hasText(new String[] {"Games", "Streak"});

        // The other board ends: its two players are free at once and paired again, with each other (the only
        // free ones); Eve's game of wave 1 and their new one are the games in play.
        int eveBoard = boardOf(wave1, eve.id());
        String eveGame = wave1.getString("pairings[" + eveBoard + "].gameId");
        resign(wave1, 1 - eveBoard, "black", players);
        assertThat(main).hasAttribute("data-round", "2");
        JsonPath wave2 = round(id, 2);
        assertThat(page.locator("#pairings-title")).hasText("Latest pairing (wave 2)");
        assertThat(page.locator("#pairings tbody tr")).hasCount(1);
        assertThat(page.locator("#pairings tbody tr")).hasAttribute("data-game", wave2.getString("pairings[0].gameId"));
        assertThat(page.locator("#live-games a[data-game]")).hasCount(2);
        assertThat(page.locator("#live-games a[data-game='" + eveGame + "']"))
                .hasAttribute("href", "/games/" + eveGame + "#token=" + eve.token());
        assertThat(page.locator("#live-games a[data-game='" + wave2.getString("pairings[0].gameId") + "']")).hasCount(1);

        // The winner has 2 points from 1 game; the page's standings are the API's.
        String winner = wave1.getString("pairings[" + (1 - eveBoard) + "].white.id");
        Locator winnerRow = page.locator("#standings tr[data-player='" + winner + "']");
        assertThat(winnerRow.locator(".points")).hasText("2");
        assertThat(winnerRow.locator("td[data-tiebreak='games']")).hasText("1");
        assertThat(winnerRow.locator("td[data-tiebreak='streak']")).hasText("1");
        assertThat(page.locator("#standings tbody tr").first()).hasAttribute("data-player", winner);
        AccessibilityBrowserTest.assertNoSeriousViolations(page, "an arena's page");
    }

    private static List<Player> players(String... names) {
        List<Player> players = new ArrayList<>();
        for (String name : names) {
            JsonPath p = given().header("X-Api-Key", KEY).contentType(ContentType.JSON).body(Map.of("name", name))
                    .when().post("/api/v1/players").then().statusCode(201).extract().jsonPath();
            players.add(new Player(p.getString("id"), name, p.getString("token")));
        }
        return players;
    }

    /** The page's way of writing points: 1, ½, 1½, 2.75. */
    private static String shown(double value) {
        int whole = (int) Math.floor(value);
        boolean half = Math.abs(value - whole - 0.5) < 1e-9;
        if (half) {
            return (whole == 0 ? "" : String.valueOf(whole)) + "½";
        }
        return value == Math.rint(value) ? String.valueOf(whole) : String.valueOf(Math.round(value * 100) / 100.0);
    }

    private static JsonPath round(String id, int n) {
        return given().header("X-Api-Key", KEY).when().get("/api/v1/tournaments/" + id + "/rounds/" + n)
                .then().statusCode(200).extract().jsonPath();
    }

    private static int boardOf(JsonPath round, String player) {
        for (int b = 0; b < round.getList("pairings").size(); b++) {
            if (player.equals(round.getString("pairings[" + b + "].white.id"))
                    || player.equals(round.getString("pairings[" + b + "].black.id"))) {
                return b;
            }
        }
        throw new AssertionError("player " + player + " has no board in " + round.prettify());
    }

    /** The player on that side of that board resigns its game, with its own token. */
    private static void resign(JsonPath round, int board, String side, List<Player> players) {
        String who = round.getString("pairings[" + board + "]." + side + ".id");
        String token = players.stream().filter(p -> p.id().equals(who)).findFirst().orElseThrow().token();
        given().header("Authorization", "Bearer " + token).contentType(ContentType.JSON).body("{}")
                .when().post("/api/v1/games/" + round.getString("pairings[" + board + "].gameId") + "/resign")
                .then().statusCode(200);
    }
}
