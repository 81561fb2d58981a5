package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.web.client.XeQueoPageChecks.GAMES;
import static org.ringgames.web.client.XeQueoPageChecks.as;
import static org.ringgames.web.client.XeQueoPageChecks.checkView;
import static org.ringgames.web.client.XeQueoPageChecks.discsOf;
import static org.ringgames.web.client.XeQueoPageChecks.json;
import static org.ringgames.web.client.XeQueoPageChecks.state;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ringgames.support.OpenApiContract;
import org.ringgames.web.client.XeQueoPageChecks.Seat;

/**
 * The Xe Queo board in a real browser: a whole round set up and played through the page only
 * (clicks and keys; the API is read only to decide what to click), every position the page shows
 * compared with the API's, and the secret boundary checked from each seat's side — its own secret
 * shown, the other's nowhere in the page, its storage or anything the page received, until the
 * round is over, when both see both.
 */
@QuarkusTest
class XeQueoBrowserTest {

    /**
     * Disc n on {@code DISCS.get(n - 1)}. From d1, disc 1 reaches d5 by two jump paths (over e2 and
     * e4, or over c2 and c4), so the page must offer the choice; the ring goes on d7.
     */
    private static final List<String> DISCS = List.of("d1", "c2", "e2", "c4", "e4", "a7", "g7");
    private static final String RING = "d7";
    /** Plies after which the seat to move guesses, so that a round always ends within the test. */
    private static final int GUESS_FROM_PLY = 6;

    static {
        // The pages wait on the service's events (and the computer's replies), as a person would.
        PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
    }

    @TestHTTPResource("/")
    URI base;

    @Test
    void eachSeatSeesItsOwnSecretAndNeverTheOthers() throws IOException {
        JsonNode created = create("{\"game\":\"xequeo\"}");
        String id = created.get("id").asText();
        Seat placer = open(id, "placer", created.at("/seats/placer/token").asText(), 3, 1100);
        // The ringer plays at phone width: the board must fit 400 px without scrolling sideways.
        Seat ringer = open(id, "ringer", created.at("/seats/ringer/token").asText(), 5, 400);
        List<Seat> both = List.of(placer, ringer);
        // A spectator (no token, no secret): must see neither secret while the round is played.
        Seat spectator = open(id, "spectator", null, 0, 1100);
        List<Seat> everyone = List.of(placer, ringer, spectator);

        placeDiscs(placer);
        assertThat(ringer.page().locator("#board")).hasAttribute("data-mode", "ring");
        assertThat(ringer.page().locator("[data-square='" + RING + "']")).hasClass(Pattern.compile("\\btarget\\b"));
        assertThat(ringer.page().locator("[data-square='d3']")).not().hasClass(Pattern.compile("\\btarget\\b"));
        // The ring by keyboard: from a1 (the roving tab stop) six up and three right to d7, then Enter.
        Page phone = ringer.page();
        phone.locator("[data-square='a1']").focus();
        for (int i = 0; i < 6; i++) {
            phone.keyboard().press("ArrowUp");
        }
        for (int i = 0; i < 3; i++) {
            phone.keyboard().press("ArrowRight");
        }
        assertThat(phone.locator("[data-square='" + RING + "']")).isFocused();
        assertThat(phone.locator("[data-square='" + RING + "']")).hasAttribute("tabindex", "0");
        phone.keyboard().press("Enter");

        for (Seat s : both) {
            chooseSecret(s);
        }
        for (Seat s : both) {
            assertThat(s.page().locator("#game")).hasAttribute("data-status", "playing");
            assertThat(s.page().locator("#xq-my-secret")).containsText("Your secret: " + s.secret());
            assertThat(s.page().locator("#board")).hasAttribute("data-position",
                    state(id, s.token()).get("position").asText());
        }
        assertThat((Boolean) phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).isTrue();

        boolean jumpedByChoice = false;
        while (state(id, null).get("rounds").isEmpty()) {
            JsonNode now = state(id, null);
            int ply = now.get("ply").asInt();
            for (Seat s : everyone) {
                checkView(id, s, false);
            }
            assertThat(spectator.page().locator("#panel button")).hasCount(0);
            if (ply == 2) {
                Browsers.screenshot(placer.page(), "xequeo");
            }
            Seat mover = now.get("toMove").asText().equals("placer") ? placer : ringer;
            if (ply == 0) {
                // The placer's first move: d1 to d5 has two jump paths; take the one that is not the witness.
                playByClicks(mover, "d1", "d5", "d1-b3-d5");
                assertThat(textList(state(id, null).at("/lastMove/path"))).containsExactly("d1", "b3", "d5");
                jumpedByChoice = true;
            } else {
                playOneTurn(mover, ply, ply >= GUESS_FROM_PLY, ply == 1);
            }
            for (Seat s : both) {
                s.page().waitForSelector("#game[data-ply='" + (ply + 1) + "']");
            }
        }
        assertThat(jumpedByChoice).isTrue();

        JsonNode over = state(id, null);
        JsonNode secrets = over.at("/rounds/0/secrets");
        assertThat(secrets.get("placer").asInt()).isEqualTo(placer.secret());
        assertThat(secrets.get("ringer").asInt()).isEqualTo(ringer.secret());
        for (Seat s : both) {
            Page page = s.page();
            assertThat(page.locator("[data-round='1'] [data-round-secret='placer']")).hasText(String.valueOf(placer.secret()));
            assertThat(page.locator("[data-round='1'] [data-round-secret='ringer']")).hasText(String.valueOf(ringer.secret()));
            assertThat(page.locator("[data-round='1']")).hasAttribute("data-winner", over.at("/rounds/0/winner").asText());
            checkView(id, s, true);
        }
        checkView(id, spectator, true);

        // Replay: the position after move 1, and the start (move 1 undone: the discs as placed).
        Page page = placer.page();
        page.locator(".history-move[data-ply='1']").click();
        assertThat(page.locator("#board")).hasAttribute("data-view", "replay");
        assertThat(page.locator("#board")).hasAttribute("data-mode", "view");
        assertThat(page.locator("[data-square='d5'] [data-disc='1']")).hasCount(1);
        assertThat(page.locator("[data-square='d1'] [data-disc]")).hasCount(0);
        assertThat(page.locator("[data-square='d5']")).hasClass(Pattern.compile("\\blast-path\\b"));
        page.locator("[data-replay='first']").click();
        for (int n = 1; n <= 7; n++) {
            assertThat(page.locator("[data-square='" + DISCS.get(n - 1) + "'] [data-disc='" + n + "']")).hasCount(1);
        }
        assertThat(page.locator("#board [data-ring]")).hasAttribute("data-square", RING);
        page.locator("[data-replay='live']").click();
        assertThat(page.locator("#board")).hasAttribute("data-view", "live");

        // The embed page: the board and what a viewer needs, no controls.
        Page embed = spectator.context().newPage();
        embed.navigate("/embed/games/" + id);
        assertThat(embed.locator("#board [data-square]")).hasCount(49);
        assertThat(embed.locator("#board")).hasAttribute("data-mode", "view");
        assertThat(embed.locator("#panel [data-round='1']")).hasCount(1);
        assertThat(embed.locator("#panel button")).hasCount(0);

        for (Seat s : everyone) {
            Browsers.checkAgainstContract(s.seen());
            s.context().close();
        }
    }

    @Test
    void aSeatPlaysAWholeRoundAgainstTheComputerThroughThePage() {
        JsonNode created = create("{\"game\":\"xequeo\",\"seats\":{\"ringer\":{\"engine\":{\"level\":1}}}}");
        String id = created.get("id").asText();
        Seat placer = open(id, "placer", created.at("/seats/placer/token").asText(), 4, 1100);
        Page page = placer.page();

        placeDiscs(placer);
        // The computer places the ring; then the page asks for the secret.
        chooseSecret(placer);
        assertThat(page.locator("#game")).hasAttribute("data-status", "playing");

        while (state(id, null).get("rounds").isEmpty()) {
            // Until it is this seat's turn with its moves in hand, or the computer ended the round.
            page.waitForFunction("() => document.querySelector('[data-round=\"1\"]') !== null"
                    + " || (document.querySelector('#board').dataset.mode === 'play'"
                    + "     && document.querySelector('#board').dataset.movesPly === document.querySelector('#game').dataset.ply)");
            JsonNode now = state(id, null);
            if (!now.get("rounds").isEmpty()) {
                break;
            }
            int ply = now.get("ply").asInt();
            checkView(id, placer, false);
            playOneTurn(placer, ply, ply >= GUESS_FROM_PLY, false);
            page.waitForSelector("#game:not([data-ply='" + ply + "'])");
        }
        JsonNode over = state(id, null);
        assertThat(page.locator("[data-round='1'] [data-round-secret='placer']")).hasText(String.valueOf(placer.secret()));
        assertThat(page.locator("[data-round='1'] [data-round-secret='ringer']"))
                .hasText(over.at("/rounds/0/secrets/ringer").asText());
        checkView(id, placer, true);
        Browsers.checkAgainstContract(placer.seen());
        placer.context().close();
    }

    // --- the page, driven as a person would ---

    private Seat open(String id, String seat, String token, int secret, int width) {
        List<OpenApiContract.Exchange> seen = new ArrayList<>();
        BrowserContext context = Browsers.context(base, seen);
        Page page = context.newPage();
        page.setViewportSize(width, 900);
        page.navigate("/games/" + id + (token == null ? "" : "#seat=" + seat + "&token=" + token));
        page.waitForSelector("#game[data-status='setup']");
        assertThat(page.locator("#board [data-square]")).hasCount(49);
        return new Seat(seat, token, secret, context, page, seen);
    }

    /** Discs 1–6 from the tray by clicking, disc 7 by keyboard; then Confirm. */
    private static void placeDiscs(Seat placer) {
        Page page = placer.page();
        assertThat(page.locator("#board")).hasAttribute("data-mode", "discs");
        for (int n = 1; n <= 6; n++) {
            page.locator("[data-tray-disc='" + n + "']").click();
            page.locator("[data-square='" + DISCS.get(n - 1) + "']").click();
        }
        page.locator("[data-tray-disc='7']").click();
        page.locator("[data-square='" + DISCS.get(6) + "']").press("Enter");
        for (int n = 1; n <= 7; n++) {
            assertThat(page.locator("[data-square='" + DISCS.get(n - 1) + "'] [data-disc='" + n + "']")).hasCount(1);
        }
        page.locator("[data-action='confirm-discs']").click();
        // Next the ring: the page waits for it, or (a computer placing it at once) asks for the secret.
        assertThat(page.locator("#board")).hasAttribute("data-mode", java.util.regex.Pattern.compile("^(wait|secret)$"));
    }

    private static void chooseSecret(Seat seat) {
        Page page = seat.page();
        assertThat(page.locator("#board")).hasAttribute("data-mode", "secret");
        page.locator("[data-secret-choice='" + seat.secret() + "']").click();
        assertThat(page.locator("#xq-my-secret")).hasAttribute("data-my-secret", String.valueOf(seat.secret()));
    }

    /**
     * One turn of the seat to move, chosen from the API's list for its token: enter the ring when it
     * can, guess when told to (or when no disc can move), otherwise the first move of its own secret
     * disc, or the first move at all.
     */
    private void playOneTurn(Seat mover, int ply, boolean guess, boolean byKeyboard) {
        Page page = mover.page();
        page.waitForSelector("#board[data-moves-ply='" + ply + "']");
        JsonNode legal = json(as(mover.token()).get(GAMES + "/" + gameOf(page) + "/legal-moves").asString());
        Map<String, Integer> discs = discsOf(legal.get("position").asText());
        JsonNode chosen = null;
        for (JsonNode move : legal.get("moves")) {
            if (move.path("entersRing").asBoolean(false)) {
                chosen = move;
                break;
            }
        }
        if (chosen == null && !guess) {
            for (JsonNode move : legal.get("moves")) {
                boolean own = move.has("from") && discs.get(move.get("from").asText()) == mover.secret();
                if (move.has("from") && (chosen == null || own)) {
                    chosen = move;
                    if (own) {
                        break;
                    }
                }
            }
        }
        if (chosen == null) {
            page.locator("[data-guess='1']").click();
            page.waitForSelector("#game:not([data-ply='" + ply + "'])");
            return;
        }
        String from = chosen.get("from").asText();
        String to = chosen.get("to").asText();
        if (byKeyboard) {
            page.locator("[data-square='" + from + "']").press("Enter");
            assertThat(page.locator("[data-square='" + from + "']")).hasClass(Pattern.compile("\\bselected\\b"));
            page.locator("[data-square='" + to + "']").press("Space");
        } else {
            playByClicks(mover, from, to, null);
            return;
        }
        choosePathIfAsked(page, ply, null);
    }

    /** Clicks a disc, checks its destination lights up, clicks it; picks {@code path} if offered a choice. */
    private static void playByClicks(Seat mover, String from, String to, String path) {
        Page page = mover.page();
        int ply = Integer.parseInt(page.locator("#game").getAttribute("data-ply"));
        page.waitForSelector("#board[data-moves-ply='" + ply + "']");
        page.locator("[data-square='" + from + "']").click();
        assertThat(page.locator("[data-square='" + to + "']")).hasClass(Pattern.compile("\\btarget\\b"));
        page.locator("[data-square='" + to + "']").click();
        choosePathIfAsked(page, ply, path);
    }

    private static void choosePathIfAsked(Page page, int ply, String path) {
        page.waitForSelector("#game:not([data-ply='" + ply + "']), #xq-paths");
        if (page.locator("#xq-paths").count() > 0) {
            page.locator(path == null ? "#xq-paths [data-path] >> nth=0" : "#xq-paths [data-path='" + path + "']").click();
        } else if (path != null) {
            throw new AssertionError("the page offered no choice of jump path for " + path);
        }
        page.waitForSelector("#game:not([data-ply='" + ply + "'])");
        assertThat(page.locator("#error")).isHidden();
    }

    // --- the API, read to decide and to compare ---
    private static JsonNode create(String body) {
        return json(given().contentType(ContentType.JSON).body(body).post(GAMES).then().statusCode(201).extract().asString());
    }

    private static String gameOf(Page page) {
        String path = URI.create(page.url()).getPath();
        return path.substring(path.lastIndexOf('/') + 1);
    }

    private static List<String> textList(JsonNode array) {
        List<String> items = new ArrayList<>();
        array.forEach(item -> items.add(item.asText()));
        return items;
    }
}
