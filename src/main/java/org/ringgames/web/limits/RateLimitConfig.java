package org.ringgames.web.limits;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;

/**
 * Rate limits ({@code ringgames.rate-limit.*}, env {@code RINGGAMES_RATE_LIMIT_*}): a token bucket
 * per client address, per portal API key and per seat token, each refilled at {@code per-second}
 * requests a second up to {@code burst}. Limits are kept in memory, per replica: with N replicas
 * behind a load balancer a client gets up to N times the rate.
 */
@ConfigMapping(prefix = "ringgames.rate-limit")
public interface RateLimitConfig {

    @WithDefault("true")
    boolean enabled();

    /** Generous: a portal's server may send many users' requests from one address. */
    @WithName("address.per-second")
    @WithDefault("200")
    double addressPerSecond();

    @WithName("address.burst")
    @WithDefault("400")
    int addressBurst();

    @WithName("api-key.per-second")
    @WithDefault("200")
    double apiKeyPerSecond();

    @WithName("api-key.burst")
    @WithDefault("400")
    int apiKeyBurst();

    @WithName("seat-token.per-second")
    @WithDefault("20")
    double seatTokenPerSecond();

    @WithName("seat-token.burst")
    @WithDefault("40")
    int seatTokenBurst();

    /** A player's token plays all of its games: a bucket of its own, larger than one seat's. */
    @WithName("player-token.per-second")
    @WithDefault("100")
    double playerTokenPerSecond();

    @WithName("player-token.burst")
    @WithDefault("200")
    int playerTokenBurst();

    /**
     * Analysis holds an engine thread for up to its think time, so it has a bucket of its own, per
     * client address and per portal API key, on top of the others.
     */
    @WithName("analysis.per-second")
    @WithDefault("5")
    double analysisPerSecond();

    @WithName("analysis.burst")
    @WithDefault("20")
    int analysisBurst();
}
