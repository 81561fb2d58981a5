package org.ringgames.web.limits;

import org.ringgames.play.access.PlayerTokens;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Vertx;
import io.micrometer.core.instrument.Metrics;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Response;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.ringgames.play.access.SeatTokens;
import org.ringgames.web.problem.VertxProblems;
import org.ringgames.web.problem.Problem;
import org.ringgames.web.problem.ProblemType;

/**
 * Rate limits on every {@code /api/} request, before anything else runs and without a database
 * round trip: a bucket for the client address, then one for the portal API key
 * ({@code X-Api-Key}, or a bearer token on {@code /api/v1/games} itself and on the admin API, whose
 * admin key counts as one) or the seat token (a bearer token anywhere else). Keys and tokens are hashed before they name a bucket. A refused
 * request gets {@code 429 rate-limited} naming the limit, with {@code Retry-After}. Every answer, a
 * refusal or not, says what is left of the buckets the request took from ({@link Quotas}).
 *
 * <p>The client address is the connection's; behind a proxy set
 * {@code quarkus.http.proxy.proxy-address-forwarding=true} (and {@code allow-x-forwarded}) so it
 * is the forwarded one.
 */
@ApplicationScoped
public class RateLimitFilter {

    @Inject
    RateLimitConfig config;

    @Inject
    ObjectMapper json;

    private final LongSupplier clock = System::nanoTime;
    private TokenBuckets addresses;
    private TokenBuckets apiKeys;
    private TokenBuckets seatTokens;
    private TokenBuckets playerTokens;
    private TokenBuckets analyses;

    void routes(@Observes Router router, Vertx vertx) {
        if (!config.enabled()) {
            return;
        }
        addresses = new TokenBuckets(config.addressPerSecond(), config.addressBurst());
        apiKeys = new TokenBuckets(config.apiKeyPerSecond(), config.apiKeyBurst());
        seatTokens = new TokenBuckets(config.seatTokenPerSecond(), config.seatTokenBurst());
        playerTokens = new TokenBuckets(config.playerTokenPerSecond(), config.playerTokenBurst());
        analyses = new TokenBuckets(config.analysisPerSecond(), config.analysisBurst());
        router.route("/api/*").order(-100).handler(this::limit);
        vertx.setPeriodic(60_000, id -> {
            long now = clock.getAsLong();
            addresses.forgetIdle(now);
            apiKeys.forgetIdle(now);
            seatTokens.forgetIdle(now);
            playerTokens.forgetIdle(now);
            analyses.forgetIdle(now);
        });
    }

    private void limit(RoutingContext ctx) {
        long now = clock.getAsLong();
        String address = address(ctx.request());
        Quotas quotas = new Quotas();
        if (refused(ctx, "address", addresses, address, now, quotas)) {
            return;
        }
        String apiKey = ctx.request().getHeader("X-Api-Key");
        String bearer = bearer(ctx.request().getHeader("Authorization"));
        boolean portalEndpoint = ctx.request().path().equals("/api/v1/games")
                || ctx.request().path().startsWith("/api/v1/admin/");
        if (apiKey != null && refused(ctx, "api-key", apiKeys, hash(apiKey), now, quotas)) {
            return;
        }
        if (bearer != null && bearer.startsWith(PlayerTokens.PREFIX)) {
            if (refused(ctx, "player-token", playerTokens, hash(bearer), now, quotas)) {
                return;
            }
        } else if (bearer != null && refused(ctx, portalEndpoint ? "api-key" : "seat-token",
                portalEndpoint ? apiKeys : seatTokens, hash(bearer), now, quotas)) {
            return;
        }
        quotas.writeTo(ctx.response());
        ctx.next();
    }

    /**
     * The buckets a request took from, as the IETF RateLimit fields tell them
     * (draft-ietf-httpapi-ratelimit-headers-10): {@code RateLimit-Policy} lists each bucket's policy,
     * its name with {@code q} (the burst: requests granted at once) and {@code w} (seconds an empty
     * bucket takes to fill); {@code RateLimit} what is left of each, {@code r} (requests granted now)
     * and {@code t} (seconds until the bucket is full again). Both are Structured Field lists of
     * quoted names with integer parameters, in the order the buckets are taken.
     */
    static final class Quotas {
        private final StringBuilder policy = new StringBuilder();
        private final StringBuilder state = new StringBuilder();

        void add(String name, TokenBuckets buckets, TokenBuckets.Taken taken) {
            if (!policy.isEmpty()) {
                policy.append(", ");
                state.append(", ");
            }
            policy.append('"').append(name).append("\";q=").append(buckets.burst()).append(";w=")
                    .append(buckets.windowSeconds());
            state.append('"').append(name).append("\";r=").append(taken.remaining()).append(";t=")
                    .append(buckets.secondsToFull(taken.tokens()));
        }

        void writeTo(io.vertx.core.http.HttpServerResponse response) {
            if (!policy.isEmpty()) {
                response.putHeader(POLICY_HEADER, policy.toString());
                response.putHeader(STATE_HEADER, state.toString());
            }
        }
    }

    public static final String POLICY_HEADER = "RateLimit-Policy";
    public static final String STATE_HEADER = "RateLimit";

    /**
     * The analysis bucket, per client address and per portal API key, for the requests an
     * {@link EngineWork} method serves (a review is an analysis of every position of a game: it takes
     * from the same bucket). Decided by the resource method the request was matched to, not by its
     * path text, so no spelling of the path the router accepts escapes it.
     */
    @ServerRequestFilter
    Optional<Response> limitEngineWork(ResourceInfo resource, HttpServerRequest request) {
        if (analyses == null || resource.getResourceMethod() == null
                || !resource.getResourceMethod().isAnnotationPresent(EngineWork.class)) {
            return Optional.empty();
        }
        long now = clock.getAsLong();
        String apiKey = request.getHeader("X-Api-Key");
        Optional<Problem> refused = refusal("analysis", analyses, address(request), now, request.path());
        if (refused.isEmpty() && apiKey != null) {
            refused = refusal("analysis", analyses, "key:" + hash(apiKey), now, request.path());
        }
        return refused.map(problem -> {
            Metrics.counter("ringgames.problems", "type", problem.type(), "status", "429").increment();
            return Response.status(429).type(Problem.MEDIA_TYPE).entity(problem)
                    .header("Retry-After", String.valueOf(problem.extensions().get("retryAfter"))).build();
        });
    }

    private boolean refused(RoutingContext ctx, String limit, TokenBuckets buckets, String key, long now,
                            Quotas quotas) {
        TokenBuckets.Taken taken = buckets.taken(limit + ":" + key, now);
        quotas.add(limit, buckets, taken);
        Optional<Problem> refused = refusal(limit, buckets, taken.waitNanos(), ctx.request().path());
        refused.ifPresent(problem -> {
            ctx.response().putHeader("Retry-After", String.valueOf(problem.extensions().get("retryAfter")));
            quotas.writeTo(ctx.response());
            VertxProblems.send(ctx, problem, json);
        });
        return refused.isPresent();
    }

    /** Takes a token of {@code key}'s bucket; the 429 problem (with retryAfter) when there is none. */
    private static Optional<Problem> refusal(String limit, TokenBuckets buckets, String key, long now, String path) {
        return refusal(limit, buckets, buckets.take(limit + ":" + key, now), path);
    }

    /** The 429 problem (with retryAfter) of a take that had to wait; empty when it was granted. */
    private static Optional<Problem> refusal(String limit, TokenBuckets buckets, long waitNanos, String path) {
        if (waitNanos == 0) {
            return Optional.empty();
        }
        long retryAfter = Math.max(1, (waitNanos + 999_999_999L) / 1_000_000_000L);
        return Optional.of(Problem.of(ProblemType.RATE_LIMITED, 429,
                "rate limit '" + limit + "' exceeded: " + format(buckets.perSecond()) + " requests a second, bursts of "
                        + buckets.burst() + "; retry after " + retryAfter + " s",
                path, Map.of("limit", limit, "retryAfter", retryAfter)));
    }

    private static String address(HttpServerRequest request) {
        return request.remoteAddress() == null ? "unknown" : request.remoteAddress().host();
    }

    private static String bearer(String authorization) {
        if (authorization == null || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return null;
        }
        String token = authorization.substring(7).trim();
        return token.isEmpty() ? null : token;
    }

    private static String hash(String secret) {
        return HexFormat.of().formatHex(SeatTokens.hash(secret), 0, 16);
    }

    private static String format(double rate) {
        return rate == Math.rint(rate) ? String.valueOf((long) rate) : String.valueOf(rate);
    }
}
