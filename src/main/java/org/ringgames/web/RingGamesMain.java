package org.ringgames.web;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;

/**
 * The service's entry point: Quarkus, with its own URI check turned off before it starts.
 *
 * <p>Quarkus checks every request target with {@code new java.net.URI(…)} before any route runs,
 * and answers one it cannot parse ({@code ?cursor=%%%}, {@code /games/%zz}) with a bare 400 that
 * has no body. The system property {@code vertx.disableURIValidation}, read once when Quarkus's
 * HTTP layer loads, turns that check off; {@link RequestSyntaxFilter} then makes the same check as
 * the first route and answers with a problem. The property is set here for the packaged
 * application (the jar, the container), by the Quarkus Maven plugin for dev mode, by Surefire for
 * the tests (pom.xml), and by the native build for a native image. Without it the service still
 * refuses such requests, only without a problem body.
 */
@QuarkusMain
public final class RingGamesMain {

    static final String URI_CHECK_OFF = "vertx.disableURIValidation";

    private RingGamesMain() {
    }

    public static void main(String... args) {
        if (System.getProperty(URI_CHECK_OFF) == null) {
            System.setProperty(URI_CHECK_OFF, "true");
        }
        Quarkus.run(args);
    }
}
