package org.ringgames.web.client;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Request;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.Route;
import com.microsoft.playwright.assertions.PlaywrightAssertions;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.ringgames.support.OpenApiContract;

/**
 * Debian's Chromium, headless, driven by Playwright; one browser per test JVM, a fresh context per
 * seat or spectator. Playwright's own browser download is never used (it cannot work here).
 *
 * <p>Without a Chromium at {@code /usr/bin/chromium} (or {@code RINGGAMES_CHROMIUM}) the browser
 * tests are skipped, so that {@code ./mvnw verify} works on a machine with only a JDK; with
 * {@code RINGGAMES_BROWSER_TESTS=required} (as {@code .ci/run} sets, after installing Chromium)
 * a missing browser fails them instead.
 *
 * <p>Every API answer a page receives is checked against {@code openapi.yaml}, as REST Assured's
 * are: a page's traffic is part of what the contract must describe.
 */
final class Browsers {

    private static final List<String> FLAGS = List.of("--headless", "--no-sandbox", "--disable-gpu",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
            "--disable-quic", "--disable-dev-shm-usage",
            // The portal pages of the embed test stand for public sites framing a service on
            // localhost; Chromium's local-network-access checks would block that before CSP is read.
            "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,"
                    + "PrivateNetworkAccessSendPreflights,PrivateNetworkAccessForNavigations");

    private static Playwright playwright;
    private static Browser browser;

    private Browsers() {
    }

    static synchronized Browser browser() {
        if (browser == null) {
            Path chromium = Path.of(System.getenv().getOrDefault("RINGGAMES_CHROMIUM", "/usr/bin/chromium"));
            if (!Files.isExecutable(chromium)) {
                String why = "no Chromium at " + chromium + " (apt-get install chromium; .ci/run does)";
                if ("required".equals(System.getenv("RINGGAMES_BROWSER_TESTS"))) {
                    throw new AssertionError("browser tests are required, but there is " + why);
                }
                Assumptions.abort("browser tests skipped: " + why);
            }
            // Playwright's assertions wait 5 s by default; the contexts' actions wait 15 s. On two
            // cores busy with the ITs beside these tests, a page can take longer than 5 s to show.
            PlaywrightAssertions.setDefaultAssertionTimeout(15_000);
            playwright = Playwright.create(new Playwright.CreateOptions()
                    .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
            browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                    .setExecutablePath(chromium)
                    .setHeadless(true)
                    .setArgs(FLAGS));
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    browser.close();
                    playwright.close();
                } catch (RuntimeException e) {
                    // The JVM is going away; the driver process ends with it.
                }
            }));
        }
        return browser;
    }

    /** A new, empty browser context (its own storage: one person), its API answers checked. */
    static BrowserContext context(URI base, List<OpenApiContract.Exchange> seen) {
        BrowserContext context = browser().newContext(new Browser.NewContextOptions()
                .setBaseURL(base.toString())
                .setViewportSize(1100, 900));
        context.setDefaultTimeout(15_000);
        java.util.function.Consumer<Response> recorder = response -> record(base, response, seen);
        context.onResponse(recorder);
        RECORDERS.put(context, recorder);
        return context;
    }

    private static final Map<BrowserContext, java.util.function.Consumer<Response>> RECORDERS =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Records no more answers of the context: before it closes, so that no body is being read of
     * a page that goes away meanwhile (Playwright then fails on that page's next event; a page
     * that polls, as the home page does, may always have an answer arriving).
     */
    static void stopRecording(BrowserContext context) {
        java.util.function.Consumer<Response> recorder = RECORDERS.remove(context);
        if (recorder != null) {
            context.offResponse(recorder);
        }
    }

    /** Marks an answer {@link #recordBeforeThePageHasIt} recorded already. */
    private static final String RECORDED = "x-ringgames-test-recorded";

    /**
     * Has Playwright fetch every API request of the context's pages (event streams, SSE or NDJSON, aside) and hand
     * the answer on, recording it first. For a page that goes elsewhere the moment an answer
     * arrives (a challenge taken opens its game; a seek found paired does too): Chromium keeps no
     * body of a page that has gone, so the body could not be read from the response as
     * {@link #context} does. The requests wait for the test's thread to be inside a Playwright call.
     */
    static void recordBeforeThePageHasIt(BrowserContext context, URI base, List<OpenApiContract.Exchange> seen) {
        context.route(url -> {
            URI u = URI.create(url);
            return base.getAuthority().equals(u.getAuthority()) && u.getPath().startsWith("/api/");
        }, route -> {
            Request request = route.request();
            String accept = request.headers().get("accept");
            if (accept != null && (accept.contains("text/event-stream") || accept.contains("application/x-ndjson"))) {
                route.fallback();
                return;
            }
            APIResponse answer = route.fetch();
            Map<String, String> headers = new java.util.HashMap<>(answer.headers());
            synchronized (seen) {
                seen.add(new OpenApiContract.Exchange(request.method(), URI.create(request.url()).getRawPath(),
                        request.headers().get("content-type"), request.postData(), answer.status(),
                        headers.get("content-type"), answer.status() == 304 ? null : answer.text()));
            }
            headers.put(RECORDED, "yes");
            route.fulfill(new Route.FulfillOptions().setResponse(answer).setHeaders(headers));
        });
    }

    private static void record(URI base, Response response, List<OpenApiContract.Exchange> seen) {
        if (response.headers().containsKey(RECORDED)) {
            return;
        }
        URI url = URI.create(response.url());
        String type = response.headerValue("content-type");
        if (!url.getAuthority().equals(base.getAuthority()) || !url.getPath().startsWith("/api/")
                || (type != null && (type.startsWith("text/event-stream") || type.startsWith("application/x-ndjson")))) {
            // A stream (the game page's chat reads its game's events as NDJSON) has no end to wait for.
            return;
        }
        Request request = response.request();
        String body;
        try {
            body = response.status() == 304 ? null : response.text();
        } catch (PlaywrightException navigatedAway) {
            // A page that goes elsewhere the moment an answer arrives (a challenge taken opens its
            // game) leaves Chromium no body to hand over. That answer is checked by the API's own
            // tests, which REST Assured holds to the contract; here it is left out.
            return;
        }
        synchronized (seen) {
            seen.add(new OpenApiContract.Exchange(request.method(), url.getRawPath(), request.headerValue("content-type"),
                    request.postData(), response.status(), type, body));
        }
    }

    /**
     * Saves a picture of the page in {@code target/screenshots}; with {@code -Dscreenshots.write=true}
     * also in {@code docs/images}, where the README shows it (the pictures are made here, not drawn).
     */
    static void screenshot(com.microsoft.playwright.Page page, String name) {
        page.screenshot(new com.microsoft.playwright.Page.ScreenshotOptions()
                .setPath(Path.of("target/screenshots", name + ".png")).setFullPage(true));
        if (Boolean.getBoolean("screenshots.write")) {
            page.screenshot(new com.microsoft.playwright.Page.ScreenshotOptions()
                    .setPath(Path.of("docs/images", name + ".png")).setFullPage(true));
        }
    }

    /** Pictures of every page still open, in target/screenshots/last-*: what a failed test left behind. */
    static void keepLastPictures(String test, List<BrowserContext> contexts) {
        int n = 0;
        for (BrowserContext context : contexts) {
            for (com.microsoft.playwright.Page page : context.pages()) {
                page.screenshot(new com.microsoft.playwright.Page.ScreenshotOptions()
                        .setPath(Path.of("target/screenshots", "last-" + test + "-" + (n++) + ".png")).setFullPage(true));
            }
        }
    }

    /** Fails naming every answer a page received that openapi.yaml does not describe. */
    static void checkAgainstContract(List<OpenApiContract.Exchange> seen) {
        List<String> broken = new ArrayList<>();
        synchronized (seen) {
            for (OpenApiContract.Exchange exchange : seen) {
                List<String> violations = OpenApiContract.committed().violations(exchange);
                if (!violations.isEmpty()) {
                    broken.add(exchange.method() + " " + exchange.path() + " → " + exchange.status() + ": " + violations);
                }
            }
        }
        if (!broken.isEmpty()) {
            throw new AssertionError("answers the pages received that openapi.yaml does not describe:\n  "
                    + String.join("\n  ", broken));
        }
    }
}
