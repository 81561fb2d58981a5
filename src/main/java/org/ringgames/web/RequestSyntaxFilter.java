package org.ringgames.web;

import org.ringgames.web.problem.VertxProblems;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.ringgames.web.problem.Problem;
import org.ringgames.web.problem.ProblemType;

/**
 * Refuses, before any route runs, a request whose syntax the framework would choke on later: a
 * {@code Content-Type} or {@code Accept} header that is not a media type (Quarkus REST answered an
 * empty {@code Content-Type} with a 500, "Failed to parse media type"), and a query with a broken
 * percent-escape ({@code ?cursor=%%%}, which Quarkus answered with a bare 400 and no body: see
 * {@link RingGamesMain}, which turns that check off so that this one answers). A path the router
 * still cannot decode gets the router's own 400, which {@link #brokenPath} answers. Each is a 400
 * malformed-request problem naming what is wrong.
 *
 * <p>Media types are parsed by {@link MediaType#valueOf}, which is Quarkus REST's own parser, so
 * what passes here parses there too.
 */
@ApplicationScoped
public class RequestSyntaxFilter {

    /** A % not followed by two hexadecimal digits. */
    private static final Pattern BROKEN_ESCAPE = Pattern.compile("%(?![0-9A-Fa-f]{2})");

    @Inject
    ObjectMapper json;

    void routes(@Observes Router router) {
        router.route().order(-200).handler(this::check);
        router.errorHandler(400, this::brokenPath);
    }

    private void check(RoutingContext ctx) {
        String target = ctx.request().uri();
        try {
            new URI(target);
        } catch (URISyntaxException broken) {
            refuse(ctx, "the request target '" + target + "' " + (broken.getReason().contains("escape")
                    ? "has a broken percent-escape (a % must be followed by two hexadecimal digits; send a literal % "
                    + "as %25)" : "is not a URI: " + broken.getReason()));
            return;
        }
        String contentType = ctx.request().getHeader(HttpHeaders.CONTENT_TYPE);
        if (contentType != null && !isMediaType(contentType)) {
            refuse(ctx, "Content-Type: '" + contentType + "' is not a media type with a known charset (application/json)");
            return;
        }
        for (String accept : ctx.request().headers().getAll(HttpHeaders.ACCEPT)) {
            if (!isMediaRanges(accept)) {
                refuse(ctx, "Accept: '" + accept + "' is not a list of media ranges (application/json, */*; a q of 0 to 1, "
                        + "a known charset)");
                return;
            }
        }
        try {
            ctx.queryParams();
        } catch (RuntimeException broken) {
            refuse(ctx, "the query string '" + ctx.request().query() + "' has a broken percent-escape "
                    + "(a % must be followed by two hexadecimal digits; send a literal % as %25)");
            return;
        }
        ctx.next();
    }

    /**
     * The router's own 400, raised before any route (a path it cannot decode) or by a handler that
     * fails a request with 400 and no more to say: named as a broken escape only where it is one.
     */
    private void brokenPath(RoutingContext ctx) {
        if (ctx.response().ended()) {
            return;
        }
        String path = ctx.request().uri().replaceFirst("\\?.*", "");
        refuse(ctx, BROKEN_ESCAPE.matcher(path).find()
                ? "the path '" + path + "' has a broken percent-escape (a % must be followed by two hexadecimal digits)"
                : "the request could not be read");
    }

    private void refuse(RoutingContext ctx, String detail) {
        VertxProblems.send(ctx, Problem.of(ProblemType.MALFORMED_REQUEST, 400, detail,
                ctx.request().path() == null ? "/" : ctx.request().path(), Map.of()), json);
    }

    private static boolean isMediaType(String text) {
        if (text.isBlank()) {
            return false;
        }
        try {
            MediaType type = MediaType.valueOf(text.trim());
            String charset = type.getParameters().get("charset");
            String q = type.getParameters().get("q");
            return !type.getType().isEmpty() && !type.getSubtype().isEmpty()
                    && (charset == null || isCharset(charset)) && (q == null || QVALUE.matcher(q).matches());
        } catch (RuntimeException unparsable) {
            return false;
        }
    }

    /** RFC 9110 §12.4.2: 0 to 1, at most three decimals. Bounded, so linear. */
    private static final Pattern QVALUE = Pattern.compile("0(?:\\.[0-9]{0,3})?|1(?:\\.0{0,3})?");

    /**
     * A charset the service can read and write: an unknown one ({@code charset=ebcdic}) would fail
     * deep in the framework instead.
     */
    private static boolean isCharset(String name) {
        try {
            return java.nio.charset.Charset.isSupported(name.replace("\"", ""));
        } catch (java.nio.charset.IllegalCharsetNameException illegal) {
            return false;
        }
    }

    /** An Accept value: comma-separated media ranges, each a media type (with {@code *} allowed). */
    private static boolean isMediaRanges(String text) {
        List<String> ranges = List.of(text.split(","));
        return !text.isBlank() && ranges.stream().allMatch(range -> range.isBlank() || isMediaType(range));
    }
}
