package org.ringgames.web;

import org.ringgames.web.problem.VertxProblems;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.ringgames.web.problem.Problem;
import org.ringgames.web.problem.ProblemType;

/**
 * The sizes the service reads, refused with a problem rather than the bare, empty answers of the
 * HTTP server: a request target longer than {@link #MAX_TARGET} characters (414), headers larger
 * than {@link #MAX_HEADERS} bytes together (431), and a body whose Content-Length passes
 * {@code quarkus.http.limits.max-body-size} (413). The server's own limits
 * ({@code max-initial-line-length}, {@code max-header-size} in application.properties) are set
 * above these, so that a request between the two reaches this check; one beyond even those still
 * gets the server's empty 414 or 431, which no route can word.
 *
 * <p>Also the router's last word on a failure: any throwable a route or a JAX-RS mapper let
 * escape (an {@code Error} among them) becomes a 500 internal-error problem with an errorId, not
 * the framework's text/plain page; a 413 raised while a chunked body is read becomes a problem too.
 */
@ApplicationScoped
public class RequestLimits {

    /** Characters of the request target (path and query). */
    static final int MAX_TARGET = 8_192;

    /** Bytes of all header lines together, names and values (the server's default was 20 KiB). */
    static final int MAX_HEADERS = 20_480;

    @Inject
    ObjectMapper json;

    @ConfigProperty(name = "quarkus.http.limits.max-body-size", defaultValue = "10240K")
    MemorySize maxBody;

    void routes(@Observes Router router) {
        router.route().order(-250).handler(this::check);
        router.route().order(-250).failureHandler(this::failed);
        router.errorHandler(413, ctx -> tooLarge(ctx));
    }

    private void check(RoutingContext ctx) {
        String target = ctx.request().uri();
        if (target.length() > MAX_TARGET) {
            refuse(ctx, ProblemType.URI_TOO_LONG, "the request target is " + target.length()
                    + " characters long; the service reads at most " + MAX_TARGET);
            return;
        }
        long headers = 0;
        for (Map.Entry<String, String> header : ctx.request().headers()) {
            headers += header.getKey().length() + header.getValue().length() + 4;
        }
        if (headers > MAX_HEADERS) {
            refuse(ctx, ProblemType.HEADERS_TOO_LARGE, "the request's headers are " + headers
                    + " bytes together; the service reads at most " + MAX_HEADERS);
            return;
        }
        String length = ctx.request().getHeader(HttpHeaders.CONTENT_LENGTH);
        if (length != null) {
            long declared;
            try {
                declared = Long.parseLong(length.trim());
            } catch (NumberFormatException e) {
                refuse(ctx, ProblemType.MALFORMED_REQUEST, "Content-Length: '" + length + "' is not a number of bytes");
                return;
            }
            if (declared > maxBody.asLongValue()) {
                tooLarge(ctx);
                return;
            }
        }
        ctx.next();
    }

    private void tooLarge(RoutingContext ctx) {
        if (!ctx.response().ended()) {
            // The rest of the body is not read: the connection closes once the answer is out (the
            // server would otherwise wait for a body it is not going to read).
            ctx.response().putHeader(HttpHeaders.CONNECTION, "close");
            ctx.response().endHandler(ended -> ctx.request().connection().close());
            refuse(ctx, ProblemType.PAYLOAD_TOO_LARGE, "the request body is larger than the "
                    + maxBody.asLongValue() + " bytes the service reads");
        }
    }

    /**
     * A failure no route answered. A bare status (the router's 404, 405, a broken path's 400) goes
     * on to the handlers that word it; a 413, and any throwable, are answered here.
     */
    private void failed(RoutingContext ctx) {
        if (ctx.response().ended()) {
            return;
        }
        if (ctx.response().headWritten()) {
            ctx.response().reset(); // a stream already under way: nothing sensible can follow
            return;
        }
        Throwable failure = ctx.failure();
        int status = failure instanceof HttpException http ? http.getStatusCode() : ctx.statusCode();
        if (status == 413) {
            tooLarge(ctx);
        } else if (failure != null && !(failure instanceof HttpException)) {
            VertxProblems.refuse(ctx, failure, json);
        } else if (status >= 500) {
            VertxProblems.refuse(ctx, failure != null ? failure
                    : new IllegalStateException("a route failed with status " + status), json);
        } else {
            ctx.next();
        }
    }

    private void refuse(RoutingContext ctx, ProblemType type, String detail) {
        VertxProblems.send(ctx, Problem.of(type, type.status(), detail,
                ctx.request().path() == null ? "/" : ctx.request().path(), Map.of()), json);
    }
}
