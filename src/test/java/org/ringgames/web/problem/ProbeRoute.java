package org.ringgames.web.problem;

import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/** A plain Vert.x route that fails with an Error, as a stream route might: the tests' only one. */
@ApplicationScoped
public class ProbeRoute {

    void routes(@Observes Router router) {
        router.get("/test-only/probe-route/overflow").handler(ctx -> {
            throw new StackOverflowError("a deliberate overflow in a route");
        });
    }
}
