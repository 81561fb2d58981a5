package org.ringgames.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micrometer.core.instrument.Metrics;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.RoutingContext;
import org.ringgames.web.problem.Problem;

/** Problem answers from plain Vert.x routes (the event stream, the rate limiter). */
public final class VertxProblems {

    private VertxProblems() {
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
