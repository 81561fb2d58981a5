package org.ringgames.web.games;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * The test profile of a service short of what it usually has: one engine thread with a queue of
 * one, two searches in hand and three computer games per caller, 20 s at most a search (what the
 * engine does when it is full: EngineCapacityTest, EngineGamesCapTest; callers told apart by
 * X-Forwarded-For, as behind a proxy), and no clock sweep (a write that finds its game overdue
 * before any sweep has: LateMoveTest). One profile for the three, so Quarkus builds and starts it
 * once (docs/testing.md).
 */
public class ScarceService implements QuarkusTestProfile {

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("ringgames.engine.threads", "1", "ringgames.engine.queue", "1", "ringgames.engine.max-movetime", "PT20S",
                "ringgames.engine.max-searches-per-caller", "2", "ringgames.engine.max-games-per-caller", "3",
                "quarkus.http.proxy.proxy-address-forwarding", "true", "quarkus.http.proxy.allow-x-forwarded", "true",
                "ringgames.clock.sweep-enabled", "false");
    }
}
