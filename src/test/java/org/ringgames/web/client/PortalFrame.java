package org.ringgames.web.client;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Route;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A portal's page on another origin with the embed page in an iframe, sized as the README's
 * snippet says (read from the README, so that the snippet and what is tested cannot drift apart).
 * The portal's page is served by the browser itself (Playwright answers for its origin), the frame
 * by the service.
 */
final class PortalFrame {

    private static final Pattern SNIPPET = Pattern.compile(
            "<iframe src=\"https://games\\.example\\.org/embed/games/[^\"]+\"\\s+title=\"[^\"]+\" width=\"(\\d+)\" height=\"(\\d+)\"");

    private PortalFrame() {
    }

    /** The README's iframe snippet's width and height. */
    static int[] snippetSize() {
        try {
            Matcher m = SNIPPET.matcher(Files.readString(Path.of("README.md")));
            assertThat(m.find()).as("the README's iframe snippet").isTrue();
            return new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))};
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A portal's page at {@code origin} framing {@code /embed/games/{id}} plus {@code fragment}. */
    static Page open(BrowserContext context, URI base, String origin, String id, String fragment) {
        int[] size = snippetSize();
        String html = """
                <!DOCTYPE html><html lang="en"><head><title>A portal</title></head>
                <body><h1>Our game</h1>
                <iframe src="%sembed/games/%s%s" title="Gygès board" width="%d" height="%d" style="border: 0"
                        onload="document.body.dataset.loaded = 'yes'"></iframe></body></html>"""
                .formatted(base, id, fragment, size[0], size[1]);
        context.route(origin + "/**", route -> route.fulfill(new Route.FulfillOptions()
                .setStatus(200).setContentType("text/html").setBody(html)));
        Page page = context.newPage();
        page.navigate(origin + "/board.html");
        return page;
    }

    /** The embed's document, once it has read the game. */
    static Frame frame(Page page) {
        assertThat(page.locator("body")).hasAttribute("data-loaded", "yes");
        Frame frame = page.locator("iframe").elementHandle().contentFrame();
        assertThat(frame.locator("#game")).hasAttribute("aria-busy", "false");
        return frame;
    }

    /** Nothing of the embed's page lies below the frame's bottom edge (it would be cut off, unseen). */
    static void assertFits(Frame frame, String what) {
        // Two animation frames: the board is fitted in the rendering step after a change (fit.js).
        frame.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))");
        @SuppressWarnings("unchecked")
        Map<String, Object> fit = (Map<String, Object>) frame.evaluate("""
                () => ({height: innerHeight, scroll: document.scrollingElement.scrollHeight,
                        below: [...document.body.querySelectorAll('*')]
                            .filter(e => e.getClientRects().length && e.getBoundingClientRect().bottom > innerHeight + 0.5)
                            .slice(0, 6).map(e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
                                + (typeof e.className === 'string' && e.className ? '.' + e.className.split(' ').join('.') : '')
                                + ' ' + Math.round(e.getBoundingClientRect().bottom))})""");
        assertThat((List<?>) fit.get("below"))
                .as("%s: below the frame's edge (%s px) in the README's snippet size", what, fit.get("height"))
                .isEmpty();
        assertThat(((Number) fit.get("scroll")).intValue()).as("%s: the frame scrolls", what)
                .isLessThanOrEqualTo(((Number) fit.get("height")).intValue());
    }
}
