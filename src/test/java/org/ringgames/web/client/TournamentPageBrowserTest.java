package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/**
 * A tournament's page, {@code /tournaments/{id}}: served under the client's Content-Security-Policy,
 * and, opened without a credential (no {@code #token=} and no player kept in the browser), it asks
 * for the portal's link instead of reading a tournament it may not read. The page following a real
 * tournament is {@code TournamentBrowserTest}.
 */
@QuarkusTest
class TournamentPageBrowserTest extends BrowserTest {

    @Test
    void theTournamentPageIsServedUnderTheClientsPolicyWithItsOwnScript() {
        given().when().get("/tournaments/some-id").then().statusCode(200)
                .contentType(containsString("text/html"))
                .header("Content-Security-Policy", containsString("script-src 'self'"))
                .header("Content-Security-Policy", containsString("frame-ancestors 'self'"))
                .header("Referrer-Policy", "no-referrer")
                .body(containsString("<script type=\"module\" src=\"/app/tournament.js\"></script>"));
    }

    @Test
    void aTournamentPageOpenedWithoutACredentialAsksForThePortalsLinkAndReadsNothing() {
        Page page = browsers.page();
        java.util.List<String> apiCalls = new java.util.ArrayList<>();
        page.onRequest(r -> {
            if (r.url().contains("/api/")) {
                apiCalls.add(r.url());
            }
        });
        page.navigate("/tournaments/3f1c9a52-8d0e-4b7a-9c61-2e5d4f7a8b90");
        assertThat(page.locator("#tournament")).hasAttribute("aria-busy", "false");
        assertThat(page.locator("#tournament")).hasAttribute("data-status", "unreadable");
        assertThat(page.locator("#summary")).containsText("open it from the link your portal gave you");
        for (String hidden : new String[] {"#details", "#pairings-box", "#standings-box", "#live-box"}) {
            assertThat(page.locator(hidden)).isHidden();
        }
        org.assertj.core.api.Assertions.assertThat(apiCalls).as("API calls without a credential").isEmpty();
        AccessibilityBrowserTest.assertNoSeriousViolations(page, "a tournament page without a credential");
    }
}
