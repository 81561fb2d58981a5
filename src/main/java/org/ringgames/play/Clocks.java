package org.ringgames.play;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import java.time.Clock;

/** Time is injected, never read: tests can replace this clock. */
@ApplicationScoped
public class Clocks {

    @Produces
    @ApplicationScoped
    Clock clock() {
        return Clock.systemUTC();
    }
}
