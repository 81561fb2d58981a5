package org.ringgames.web.limits;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Token buckets by key, in memory. A bucket starts full ({@code burst} tokens) and refills
 * continuously at {@code perSecond}; a request takes one token or is told how long until one is
 * there. Buckets that have refilled completely are forgotten by {@link #forgetIdle}, so the map
 * holds only clients that were active lately.
 */
final class TokenBuckets {

    private final double perSecond;
    private final int burst;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    TokenBuckets(double perSecond, int burst) {
        this.perSecond = perSecond;
        this.burst = burst;
    }

    double perSecond() {
        return perSecond;
    }

    int burst() {
        return burst;
    }

    /**
     * What a take left: {@code waitNanos} 0 when granted, else the nanoseconds until a token is
     * there; {@code tokens} what the bucket holds after it (a fraction while it refills).
     */
    record Taken(long waitNanos, double tokens) {

        /** Whole requests the bucket grants now. */
        long remaining() {
            return (long) Math.floor(tokens);
        }
    }

    /** Takes a token for {@code key}: 0 when granted, else the nanoseconds until one is available. */
    long take(String key, long nowNanos) {
        return taken(key, nowNanos).waitNanos();
    }

    /** Takes a token for {@code key}, and says what is left. */
    Taken taken(String key, long nowNanos) {
        return buckets.computeIfAbsent(key, k -> new Bucket(burst, nowNanos)).take(nowNanos, perSecond, burst);
    }

    /** Whole seconds until a bucket holding {@code tokens} is full again (the draft's reset, t). */
    long secondsToFull(double tokens) {
        return (long) Math.ceil((burst - tokens) / perSecond);
    }

    /** The policy's window: whole seconds an empty bucket takes to fill (at least 1). */
    long windowSeconds() {
        return Math.max(1, (long) Math.ceil(burst / perSecond));
    }

    void forgetIdle(long nowNanos) {
        buckets.values().removeIf(b -> b.full(nowNanos, perSecond, burst));
    }

    int size() {
        return buckets.size();
    }

    private static final class Bucket {
        private double tokens;
        private long updated;

        Bucket(int burst, long now) {
            this.tokens = burst;
            this.updated = now;
        }

        synchronized Taken take(long now, double perSecond, int burst) {
            refill(now, perSecond, burst);
            if (tokens >= 1) {
                tokens -= 1;
                return new Taken(0, tokens);
            }
            return new Taken((long) Math.ceil((1 - tokens) / perSecond * 1e9), tokens);
        }

        synchronized boolean full(long now, double perSecond, int burst) {
            refill(now, perSecond, burst);
            return tokens >= burst;
        }

        private void refill(long now, double perSecond, int burst) {
            tokens = Math.min(burst, tokens + (now - updated) / 1e9 * perSecond);
            updated = now;
        }
    }
}
