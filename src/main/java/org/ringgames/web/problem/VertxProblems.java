package org.ringgames.web.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micrometer.core.instrument.Metrics;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import org.ringgames.play.core.Rejection;

/** Problem answers from plain Vert.x routes (the event stream, the rate limiter). */
public final class VertxProblems {

    private VertxProblems() {
    }

    /**
     * Answers a route's failure as the JAX-RS resources would: a {@link Rejection} with its one
     * problem type, a database outage with 503 and Retry-After, anything else as the service's
     * own fault (logged).
     */
    public static void refuse(RoutingContext ctx, Throwable error, ObjectMapper json) {
        String path = ctx.request().path();
        if (error instanceof Rejection rejection) {
            ProblemType type = RejectionMapper.typeOf(rejection.kind());
            if (rejection.kind() == Rejection.Kind.UNAUTHORIZED) {
                ctx.response().putHeader("WWW-Authenticate", "Bearer");
            }
            send(ctx, Problem.of(type, type.status(), rejection.getMessage(), path, rejection.members()), json);
        } else if (DatabaseOutage.is(error)) {
            ctx.response().putHeader("Retry-After", String.valueOf(DatabaseOutage.RETRY_AFTER_SECONDS));
            send(ctx, DatabaseOutage.problem(path), json);
        } else {
            send(ctx, InternalErrors.logged(error, path), json);
        }
    }

    public static void send(RoutingContext ctx, Problem problem, ObjectMapper json) {
        Metrics.counter("ringgames.problems", "type", problem.type(), "status", String.valueOf(problem.status()))
                .increment();
        try {
            ctx.response().setStatusCode(problem.status())
                    .putHeader(HttpHeaders.CONTENT_TYPE, Problem.MEDIA_TYPE)
                    .end(json.writeValueAsString(problem));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a problem could not be written as JSON", e);
        }
    }
}
