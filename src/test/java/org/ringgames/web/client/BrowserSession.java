package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import io.restassured.RestAssured;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.TestInfo;
import org.ringgames.support.OpenApiContract;

/**
 * The browser contexts one test opens (one per person), closed together at its end: pictures of
 * their pages are kept in target/screenshots/last-*, and every API answer they received is
 * checked against openapi.yaml.
 */
final class BrowserSession {

    final List<OpenApiContract.Exchange> seen = new ArrayList<>();
    private final URI base;
    private final List<BrowserContext> contexts = new ArrayList<>();

    /** Pages of the service under test (the address Quarkus gives REST Assured, read when used). */
    BrowserSession() {
        this(null);
    }

    /** Pages served through {@code base}, a proxy say. */
    BrowserSession(URI base) {
        this.base = base;
    }

    private URI base() {
        return base != null ? base : URI.create(RestAssured.baseURI + ":" + RestAssured.port + "/");
    }

    /** A new person: a context of its own, with empty storage. */
    BrowserContext context() {
        BrowserContext context = Browsers.context(base(), seen);
        contexts.add(context);
        return context;
    }

    Page page() {
        return context().newPage();
    }

    /**
     * A new person whose page goes elsewhere as soon as an answer arrives: its API answers are
     * recorded before the page has them ({@link Browsers#recordBeforeThePageHasIt}).
     */
    Page leavingPage() {
        BrowserContext context = context();
        Browsers.recordBeforeThePageHasIt(context, base(), seen);
        return context.newPage();
    }

    /**
     * A game's page once it has read the game: a spectator's without a token; a seat's with one,
     * whose link names the seat, or carries the token alone when {@code seat} is null.
     */
    Page game(String id, String seat, String token) {
        return game(page(), id, seat, token);
    }

    static Page game(Page page, String id, String seat, String token) {
        page.navigate("/games/" + id + (token == null ? "" : seat == null ? "#token=" + token
                : "#seat=" + seat + "&token=" + token));
        assertThat(page.locator("#game")).hasAttribute("aria-busy", "false");
        return page;
    }

    void close(TestInfo test) {
        Browsers.keepLastPictures(test.getTestMethod().map(m -> m.getName()).orElse("test"), contexts);
        contexts.forEach(Browsers::stopRecording);
        contexts.forEach(BrowserContext::close);
        Browsers.checkAgainstContract(seen);
    }
}
