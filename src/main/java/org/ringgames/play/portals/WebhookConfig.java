package org.ringgames.play.portals;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.List;

/**
 * Webhook deliveries ({@code ringgames.webhooks.*}, env {@code RINGGAMES_WEBHOOKS_*}).
 */
@ConfigMapping(prefix = "ringgames.webhooks")
public interface WebhookConfig {

    /**
     * Whether targets may be plain http, loopback, private, link-local or other non-public addresses
     * (dev mode and tests; never in production, where a webhook URL must not reach inside the network).
     */
    @WithDefault("false")
    boolean allowPrivateTargets();

    /** Whether this replica delivers (every replica does by default; the claim makes it once). */
    @WithDefault("true")
    boolean deliver();

    /** A receiver's whole answer must come within this (connect, send, status and body). */
    @WithDefault("PT10S")
    Duration timeout();

    /** The wait after each failed attempt; the last one repeats until {@link #giveUpAfter}. */
    @WithDefault("PT5S,PT30S,PT2M,PT10M,PT30M,PT1H,PT2H,PT4H,PT8H")
    List<Duration> retryDelays();

    /** A delivery not accepted within this of its event is {@code failed}. */
    @WithDefault("P1D")
    Duration giveUpAfter();

    /** Attempts in flight at once on this replica. */
    @WithDefault("64")
    int maxInFlight();

    /** Attempts in flight at once to one webhook, on this replica: a slow receiver holds no more. */
    @WithDefault("8")
    int maxInFlightPerWebhook();

    /** Webhooks a portal may register. */
    @WithDefault("20")
    int maxPerPortal();
}
