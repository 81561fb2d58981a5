package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.TimeoutError;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.ringgames.support.OpenApiContract;

/**
 * What an Xe Queo seat's page shows, held against the API: the position, its own secret and no
 * other, and nothing the page received or stored that carries the other seat's secret of a round
 * in progress (for {@code XeQueoBrowserTest}).
 */
final class XeQueoPageChecks {

    static final String GAMES = "/api/v1/games";
    private static final ObjectMapper JSON = new ObjectMapper();

    private XeQueoPageChecks() {
    }

    /**
     * One seat's browser: its page, its secret, and every API answer its page received. A
     * spectator has no token and secret 0, so any mySecret or mySeat it received fails the checks.
     */
    record Seat(String name, String token, int secret, BrowserContext context, Page page,
                        List<OpenApiContract.Exchange> seen) {
    }

    // --- what a seat's page shows, against the API ---

    /**
     * The page shows the API's position (every square's disc, the ring), this seat's own secret
     * and only that, and nothing it received or stored carries the other seat's secret of a round
     * in progress.
     */
    static void checkView(String id, Seat seat, boolean roundOver) {
        Page page = seat.page();
        JsonNode publicState = settledState(id, page);
        assertThat(page.locator("#board")).hasAttribute("data-view", "live");
        @SuppressWarnings("unchecked")
        Map<String, String> shown = (Map<String, String>) page.evaluate("() => Object.fromEntries("
                + "[...document.querySelectorAll('#board [data-square]')].map((b) => {"
                + " const d = b.querySelector('[data-disc]'); return [b.dataset.square, d ? d.dataset.disc : '']; }))");
        Map<String, String> expected = new TreeMap<>();
        discsOf(publicState.get("position").asText()).forEach((square, n) -> expected.put(square, String.valueOf(n)));
        Map<String, String> drawn = new TreeMap<>();
        shown.forEach((square, disc) -> {
            if (!disc.isEmpty()) {
                drawn.put(square, disc);
            }
        });
        assertThat(drawn).as("%s's board against %s", seat.name(), publicState.get("position").asText()).isEqualTo(expected);
        JsonNode ring = publicState.get("ring");
        assertThat(page.locator("#board [data-ring]")).hasCount(ring.isNull() ? 0 : 1);
        if (!ring.isNull()) {
            assertThat(page.locator("#board [data-ring]")).hasAttribute("data-square", ring.asText());
            assertThat(page.locator("#board [data-ring]")).hasAttribute("aria-label",
                    Pattern.compile("^" + ring.asText() + ", the ring"));
        }

        // Secrets: only the own one in the page; the page's memory holds only its own.
        int finished = publicState.get("rounds").size();
        assertThat(page.locator("[data-round-secret]")).hasCount(2 * finished);
        if (seat.token() == null) {
            assertThat(page.locator("[data-my-secret]")).hasCount(0);
            assertThat(page.evaluate("window.ringgames.state.mySecret")).isNull();
        } else if (!roundOver) {
            assertThat(page.locator("[data-my-secret]")).hasCount(1);
            assertThat(page.locator("[data-my-secret]")).hasAttribute("data-my-secret", String.valueOf(seat.secret()));
            assertThat(((Number) page.evaluate("window.ringgames.state.mySecret")).intValue()).isEqualTo(seat.secret());
        }
        String content = page.content();
        assertThat(content).doesNotContain("mySecret").doesNotContain("\"secrets\"");
        assertThat(page.evaluate("JSON.stringify(localStorage)")).isEqualTo("{}");
        assertThat(page.evaluate("JSON.stringify(sessionStorage)")).isEqualTo("{}");
        assertThat(seat.context().cookies()).isEmpty();
        assertThat(page.url()).doesNotContain("secret");

        List<OpenApiContract.Exchange> answers;
        synchronized (seat.seen()) {
            answers = List.copyOf(seat.seen());
        }
        assertThat(answers).isNotEmpty();
        for (OpenApiContract.Exchange answer : answers) {
            String body = answer.responseBody();
            if (body == null || body.isEmpty() || !body.startsWith("{")) {
                continue;
            }
            checkAnswer(json(body), seat, roundOver, answer.method() + " " + answer.path());
        }
    }

    /** Walks one answer: any mySecret and mySeat are this seat's; no secrets while the round runs; entries only with its own disc. */
    private static void checkAnswer(JsonNode node, Seat seat, boolean roundOver, String where) {
        if (node.isObject()) {
            if (node.has("mySecret")) {
                assertThat(node.get("mySecret").asInt()).as("mySecret in %s", where).isEqualTo(seat.secret());
            }
            if (node.has("mySeat")) {
                assertThat(node.get("mySeat").asText()).as("mySeat in %s", where).isEqualTo(seat.name());
            }
            if (!roundOver) {
                assertThat(node.has("secrets")).as("secrets in %s while the round is played", where).isFalse();
            }
            if (node.has("moves") && node.has("position") && node.has("ring")) {
                Map<String, Integer> discs = discsOf(node.get("position").asText());
                for (JsonNode move : node.get("moves")) {
                    if (move.path("entersRing").asBoolean(false)) {
                        assertThat(discs.get(move.get("from").asText())).as("a ring entry listed in %s", where)
                                .isEqualTo(seat.secret());
                    }
                }
            }
            node.fields().forEachRemaining(field -> checkAnswer(field.getValue(), seat, roundOver, where));
        } else if (node.isArray()) {
            node.forEach(item -> checkAnswer(item, seat, roundOver, where));
        }
    }


    /**
     * The API's state once the page shows the same version. A computer seat may act in between
     * (its next round's ring and secret), so a version the page has passed is asked for again.
     */
    private static JsonNode settledState(String id, Page page) {
        for (int attempt = 0; ; attempt++) {
            JsonNode now = state(id, null);
            try {
                page.waitForSelector("#game[data-version='" + now.get("version").asText() + "']",
                        new Page.WaitForSelectorOptions().setTimeout(5_000));
                if (now.get("version").equals(state(id, null).get("version"))) {
                    return now;
                }
            } catch (TimeoutError e) {
                if (attempt == 3) {
                    throw new AssertionError("the page never showed version " + now.get("version")
                            + "; it shows " + page.locator("#game").getAttribute("data-version"), e);
                }
            }
        }
    }

    static JsonNode state(String id, String token) {
        return json(as(token).get(GAMES + "/" + id).then().statusCode(200).extract().asString());
    }

    static RequestSpecification as(String token) {
        RequestSpecification request = given().accept(ContentType.JSON);
        return token == null ? request : request.header("Authorization", "Bearer " + token);
    }

    /** The discs of a position text (xequeo.md §7): square → number. */
    static Map<String, Integer> discsOf(String position) {
        String[] rows = position.split(" ")[0].split("/");
        Map<String, Integer> discs = new TreeMap<>();
        for (int row = 0; row < rows.length; row++) {
            for (int file = 0; file < rows[row].length(); file++) {
                char c = rows[row].charAt(file);
                if (c != '.') {
                    discs.put("" + (char) ('a' + file) + (7 - row), c - '0');
                }
            }
        }
        return discs;
    }

    static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + text, e);
        }
    }
}
