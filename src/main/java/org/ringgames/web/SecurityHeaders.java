package org.ringgames.web;

import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Locale;

/**
 * The headers every answer carries, whoever wrote it (a resource, the static files, Swagger UI, a
 * problem from a Vert.x failure handler), set in one place just before the headers go out:
 *
 * <ul>
 *   <li>{@code X-Content-Type-Options: nosniff} on everything, so that a browser never runs a JSON
 *       or text answer as a script or a page;
 *   <li>on every HTML page, a Content-Security-Policy ({@link #POLICY}: scripts, styles, images and
 *       connections from this origin only, no inline script, no plugins, no {@code <base>}) with
 *       {@code frame-ancestors 'self'}, unless the page set its own (the embed page names the
 *       operator's frame-ancestor origins, web.client.ClientPages); Swagger UI, which is Quarkus's
 *       and runs an inline script, gets {@link #SWAGGER_POLICY};
 *   <li>{@code Cache-Control: no-store} on every answer to a write that has none: a write's
 *       answer may carry a seat token, a player token, a key or a webhook secret, and no cache on the
 *       way may keep it;
 *   <li>{@code Cache-Control: no-cache} on static files instead of Quarkus's
 *       {@code public, immutable, max-age=86400}: the client's files are not content-hashed, so a
 *       browser must revalidate them (a cheap 304 with the ETag) or it would run yesterday's client
 *       against today's API for a day after an upgrade.
 * </ul>
 */
@ApplicationScoped
public class SecurityHeaders {

    /** The policy of the service's own pages, before its {@code frame-ancestors}. */
    public static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; "
            + "object-src 'none'";

    /** Swagger UI's page initialises itself with an inline script and styles. */
    static final String SWAGGER_POLICY = "default-src 'none'; script-src 'self' 'unsafe-inline'; "
            + "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; "
            + "base-uri 'none'; form-action 'self'; object-src 'none'; frame-ancestors 'self'";

    static final String CSP = "Content-Security-Policy";

    /** The whole policy of a page that may be framed by {@code frameAncestors} (a CSP source list). */
    public static String policy(String frameAncestors) {
        return POLICY + "; frame-ancestors " + frameAncestors;
    }

    void routes(@Observes Router router) {
        router.route().order(-1_000).handler(this::onHeadersEnd);
    }

    private void onHeadersEnd(RoutingContext ctx) {
        HttpMethod method = ctx.request().method();
        // The path as sent, not normalizedPath(), which throws on a broken escape (%g1) that a later
        // filter answers with a 400 problem: this runs first and must not fail any request.
        String path = ctx.request().path();
        ctx.addHeadersEndHandler(ignored -> decorate(ctx.response(), method, path == null ? "" : path));
        ctx.next();
    }

    static void decorate(HttpServerResponse response, HttpMethod method, String path) {
        var headers = response.headers();
        headers.set("X-Content-Type-Options", "nosniff");
        String type = headers.get(HttpHeaders.CONTENT_TYPE);
        boolean html = type != null && type.toLowerCase(Locale.ROOT).startsWith("text/html");
        if (html && !headers.contains(CSP)) {
            headers.set(CSP, path.startsWith("/q/swagger-ui") ? SWAGGER_POLICY : policy("'self'"));
        }
        String cache = headers.get(HttpHeaders.CACHE_CONTROL);
        if (method != HttpMethod.GET && method != HttpMethod.HEAD && method != HttpMethod.OPTIONS && cache == null) {
            headers.set(HttpHeaders.CACHE_CONTROL, "no-store");
        } else if (cache != null && cache.contains("immutable")) {
            headers.set(HttpHeaders.CACHE_CONTROL, "no-cache");
        }
    }
}
