package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A person plays a bot from the browser client: bots (players made over the REST API here) post
 * open challenges and seeks; the person takes one from the home page's "Play a bot", or opens a
 * challenge's own page ({@code url}, {@code /play/challenge/{id}}) and takes it there. The page
 * makes the person a player on the first take and keeps it in the browser; the game page then
 * plays that player's seat with the player's token, which no address carries.
 *
 * <p>Every seek here has a clock of its own, so that it meets no other test's seek.
 */
@QuarkusTest
class PlayBotsBrowserTest extends BrowserTest {

    private static final Pattern PLAYER_GAME = Pattern.compile(".*/games/([^#/]+)#seat=(\\w+)&player=([^&]+)$");

    @Test
    void aPersonTakesABotsOpenChallengeFromTheListAndSetsUpAndMovesAsThePlayer() {
        Bot bot = Bot.named("bot-7");
        String id = bot.challenge(Map.of("game", "gyges", "seat", "north",
                "clock", Map.of("initialSeconds", 300, "incrementSeconds", 3))).getString("id");
        String seekId = bot.seek(Map.of("game", "gyges", "rules", Map.of("pathRule", "SQUARE"),
                "clock", Map.of("initialSeconds", 660, "incrementSeconds", 1))).getString("id");
        Page page = browsers.leavingPage();
        page.navigate("/");

        Locator challenge = page.locator("#challenges tr[data-challenge-id='" + id + "']");
        assertThat(challenge).containsText("Gygès, standard rules");
        assertThat(challenge).containsText("5 min + 3 s");
        assertThat(challenge).containsText("bot-7 (plays North)");
        assertThat(challenge.locator("a")).hasAttribute("href", "/play/challenge/" + id);
        Locator seek = page.locator("#seeks tr[data-seek-id='" + seekId + "']");
        assertThat(seek).containsText("Gygès, SQUARE paths");
        assertThat(seek).containsText("11 min + 1 s");
        assertThat(page.locator("#player-name")).hasValue(Pattern.compile("guest-\\d{4}"));
        page.locator("#player-name").fill("ann");
        AccessibilityBrowserTest.assertNoSeriousViolations(page, "the home page listing a challenge and a seek");

        challenge.getByRole(com.microsoft.playwright.options.AriaRole.BUTTON).click();
        String gameId = waitForGame(page, "south");
        assertThat(page.locator("#title")).containsText("you play South");
        assertThat(page.locator("#players")).hasText("South: ann (you) · North: bot-7");
        JsonPath taken = given().when().get("/api/v1/challenges/" + id).then().statusCode(200).extract().jsonPath();
        assertThat(taken.getString("status")).isEqualTo("accepted");
        assertThat(taken.getString("gameId")).isEqualTo(gameId);
        assertThat(GygesBoardPage.state(gameId).getString("players.south.name")).isEqualTo("ann");

        // The page sets up and moves with the player's token, which only this browser's storage holds.
        GygesBoardPage south = new GygesBoardPage(page);
        south.place(List.of("a1", "b1", "c1", "d1", "e1", "f1"), "321123", true);
        assertThat(page.locator("#status")).containsText("waiting for North");
        bot.setUp(gameId, "123321");
        south.waitForStatus("playing");
        Map<String, Object> move = GygesBoardPage.legalMoves(gameId, playerToken(page)).<Map<String, Object>>getList("moves").get(0);
        south.clickMove(move);
        south.waitForPly(1);
        JsonPath history = given().when().get("/api/v1/games/" + gameId + "/moves").then().statusCode(200).extract().jsonPath();
        assertThat(history.getString("moves[0].seat")).isEqualTo("south");
        assertThat(history.getString("moves[0].move")).isEqualTo(move.get("move"));
        assertThat(page.locator("#error")).isHidden();
    }

    @Test
    void aChallengesOwnPageTakesItAndSaysItIsClosedOnceTaken() {
        Bot bot = Bot.named("ringer-bot");
        JsonPath posted = bot.challenge(Map.of("game", "xequeo", "seat", "ringer",
                "clock", Map.of("daysPerMove", 2)));
        String id = posted.getString("id");
        assertThat(posted.getString("url")).isEqualTo("/play/challenge/" + id);
        Page page = browsers.leavingPage();
        page.navigate(posted.getString("url"));

        Locator main = page.locator("#challenge");
        assertThat(main).hasAttribute("data-status", "open");
        assertThat(page.locator("h1")).hasText("Xe Queo challenge from ringer-bot");
        assertThat(page.locator("#c-clock")).hasText("2 days per move");
        assertThat(page.locator("#c-seat")).hasText("ringer-bot plays Ringer; you play Placer");
        AccessibilityBrowserTest.assertNoSeriousViolations(page, "an open challenge's page");

        page.locator("[data-action=take-challenge]").click();
        String gameId = waitForGame(page, "placer");
        assertThat(page.locator("#title")).containsText("you play Placer");
        assertThat(page.locator("#board")).hasAttribute("data-mode", "discs");
        assertThat(page.url()).doesNotContain(playerToken(page));

        // Taken: the same page now says so, links the game, and offers nothing to take.
        page.navigate(posted.getString("url"));
        assertThat(main).hasAttribute("data-status", "accepted");
        assertThat(page.locator("#closed")).containsText("This challenge was taken");
        assertThat(page.locator("#closed a")).hasAttribute("href", Pattern.compile(".*/games/" + gameId + "$"));
        assertThat(page.locator("#take")).isHidden();
        AccessibilityBrowserTest.assertNoSeriousViolations(page, "a taken challenge's page");
    }

    @Test
    void aChallengesPageIsServedLikeAGamesAndAnUnknownOneSaysThereIsNone() {
        String id = java.util.UUID.randomUUID().toString();
        given().when().get("/play/challenge/" + id).then().statusCode(200)
                .contentType(org.hamcrest.Matchers.startsWith("text/html"))
                .header("Content-Security-Policy", org.hamcrest.Matchers.endsWith("; frame-ancestors 'self'"))
                .header("Referrer-Policy", "no-referrer");
        Page page = browsers.leavingPage();
        page.navigate("/play/challenge/" + id);
        assertThat(page.locator("#challenge")).hasAttribute("data-status", "unknown");
        assertThat(page.locator("#summary")).hasText("There is no such challenge.");
        assertThat(page.locator("#take")).isHidden();
        assertThat(page.locator("#error")).isHidden();
    }

    @Test
    void takingAWaitingSeekFromTheListPairsAtOnceAndOpensTheGame() {
        Map<String, Object> wanted = Map.of("game", "gyges", "clock", Map.of("initialSeconds", 420, "incrementSeconds", 2));
        Bot bot = Bot.named("seeker-bot");
        String seekId = bot.seek(wanted).getString("id");
        Page page = browsers.leavingPage();
        page.navigate("/");

        Locator seek = page.locator("#seeks tr[data-seek-id='" + seekId + "']");
        assertThat(seek).containsText("seeker-bot");
        seek.locator("[data-action=take-seek]").click();
        String gameId = waitForGame(page, null);
        JsonPath paired = bot.seekNow(seekId);
        assertThat(paired.getString("status")).isEqualTo("paired");
        assertThat(paired.getString("gameId")).isEqualTo(gameId);
        String mine = PLAYER_GAME.matcher(page.url()).replaceFirst("$2");
        assertThat(mine).isNotEqualTo(paired.getString("seat"));
        assertThat(page.locator("#title")).containsText("you play " + (mine.equals("south") ? "South" : "North"));
    }

    @Test
    void aSeekGoneBeforeItIsTakenWaitsUntilCanceledOrUntilABotSeeksTheSameThenOpensTheGame() {
        Map<String, Object> wanted = Map.of("game", "gyges", "clock", Map.of("initialSeconds", 480, "incrementSeconds", 2));
        Bot bot = Bot.named("late-bot");
        String gone = bot.seek(wanted).getString("id");
        Page page = browsers.leavingPage();
        page.navigate("/");
        Locator row = page.locator("#seeks tr[data-seek-id='" + gone + "']");
        assertThat(row).isVisible();
        // The list is not read again from here on, so the row stays while its seek goes away.
        page.route("**/api/v1/seeks", route -> {
            if (route.request().method().equals("GET")) {
                route.abort();
            } else {
                route.fallback();
            }
        });
        bot.withdraw(gone);

        row.locator("[data-action=take-seek]").click();
        Locator seeking = page.locator("#seeking");
        assertThat(seeking).hasAttribute("data-status", "waiting");
        assertThat(page.locator("#seeking-what")).containsText("You wait for an opponent: Gygès, standard rules, 8 min + 2 s.");
        assertThat(row.locator("[data-action=take-seek]")).isDisabled();
        String first = seeking.getAttribute("data-seek-id");
        page.locator("#cancel-seek").click();
        assertThat(seeking).hasAttribute("data-status", "withdrawn");
        assertThat(given().when().get("/api/v1/seeks/" + first).then().statusCode(200).extract().<String>path("status"))
                .isEqualTo("withdrawn");

        row.locator("[data-action=take-seek]").click();
        assertThat(seeking).hasAttribute("data-status", "waiting");
        assertThat(seeking).not().hasAttribute("data-seek-id", first);
        JsonPath pairing = bot.seek(wanted);
        assertThat(pairing.getString("status")).isEqualTo("paired");
        String gameId = waitForGame(page, null);
        assertThat(gameId).isEqualTo(pairing.getString("gameId"));
        assertThat(PLAYER_GAME.matcher(page.url()).replaceFirst("$2")).isNotEqualTo(pairing.getString("seat"));
    }

    /**
     * Waits for the game page a take opened, as the player kept in the browser (in {@code seat},
     * when given), and returns the game's id. Its address names the player, never the token.
     */
    private static String waitForGame(Page page, String seat) {
        page.waitForURL(PLAYER_GAME);
        assertThat(page.locator("#game")).hasAttribute("aria-busy", "false");
        var match = PLAYER_GAME.matcher(page.url());
        assertThat(match.matches()).isTrue();
        if (seat != null) {
            assertThat(match.group(2)).isEqualTo(seat);
        }
        String player = (String) page.evaluate("JSON.parse(localStorage.getItem('ringgames.player')).id");
        assertThat(match.group(3)).isEqualTo(player);
        assertThat(URI.create(page.url()).getRawFragment()).doesNotContain("token");
        return match.group(1);
    }

    private static String playerToken(Page page) {
        return (String) page.evaluate("JSON.parse(localStorage.getItem('ringgames.player')).token");
    }

    /** A bot: a player made over the REST API, acting with its token. */
    /** The bots the running test made. */
    private static final List<Bot> MADE = new java.util.ArrayList<>();

    @org.junit.jupiter.api.AfterEach
    void resignTheBotsGames() {
        MADE.forEach(Bot::resignGames);
        MADE.clear();
    }

    private record Bot(String id, String token) {

        static Bot named(String name) {
            JsonPath created = given().contentType(ContentType.JSON).body(Map.of("name", name))
                    .when().post("/api/v1/players").then().statusCode(201).extract().jsonPath();
            Bot bot = new Bot(created.getString("id"), created.getString("token"));
            MADE.add(bot);
            return bot;
        }

        /** Resigns the bot's games still going: a timed one would end on time later, under another test. */
        void resignGames() {
            List<String> going = given().when().get("/api/v1/games?player=" + id).then().statusCode(200).extract()
                    .jsonPath().<String>getList("games.findAll { it.status != 'finished' }.id");
            for (String game : going) {
                given().header("Authorization", "Bearer " + token).when().post("/api/v1/games/" + game + "/resign")
                        .then().statusCode(200);
            }
        }

        JsonPath challenge(Map<String, Object> body) {
            return given().header("Authorization", "Bearer " + token).contentType(ContentType.JSON).body(body)
                    .when().post("/api/v1/challenges").then().statusCode(201).extract().jsonPath();
        }

        JsonPath seek(Map<String, Object> body) {
            return given().header("Authorization", "Bearer " + token).contentType(ContentType.JSON).body(body)
                    .when().post("/api/v1/seeks").then().statusCode(201).extract().jsonPath();
        }

        JsonPath seekNow(String seekId) {
            return given().header("Authorization", "Bearer " + token).when().get("/api/v1/seeks/" + seekId)
                    .then().statusCode(200).extract().jsonPath();
        }

        void withdraw(String seekId) {
            given().header("Authorization", "Bearer " + token).when().delete("/api/v1/seeks/" + seekId)
                    .then().statusCode(204);
        }

        void setUp(String gameId, String row) {
            given().header("Authorization", "Bearer " + token).contentType(ContentType.JSON).body(Map.of("row", row))
                    .when().post("/api/v1/games/" + gameId + "/setup").then().statusCode(200);
        }
    }
}
