package org.ringgames.play.core;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import java.time.Clock;

/** Time is injected, never read: tests can replace this clock. */
@ApplicationScoped
public class TimeSource {

    @Produces
    @ApplicationScoped
    Clock clock() {
        return Clock.systemUTC();
    }
}
