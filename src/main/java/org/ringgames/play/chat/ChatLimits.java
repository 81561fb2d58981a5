package org.ringgames.play.chat;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * How much one author may say (docs/chat.md, "Limits"): a token bucket per author (a seat of a
 * game, a player, a portal), {@code ringgames.chat.burst} lines at once and then one every
 * {@code ringgames.chat.seconds-per-line}. The buckets are this replica's, in memory: an author
 * whose requests are spread over n replicas may say up to n times as much. That is the bound the
 * service keeps per replica; the bound on a game's lines ({@code ringgames.chat.max-lines-per-game})
 * is counted in the database, under the game's row lock, so every replica agrees on it.
 */
@ApplicationScoped
public class ChatLimits {

    /** Past this many buckets, the full ones (authors quiet lately) are forgotten. */
    static final int FORGET_PAST = 10_000;

    @ConfigProperty(name = "ringgames.chat.burst", defaultValue = "5")
    int burst;

    @ConfigProperty(name = "ringgames.chat.seconds-per-line", defaultValue = "2")
    double secondsPerLine;

    @ConfigProperty(name = "ringgames.chat.max-lines-per-game", defaultValue = "500")
    int maxLinesPerGame;

    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();

    public int maxLinesPerGame() {
        return maxLinesPerGame;
    }

    /** Takes a line from the author's bucket: 0 when granted, else the whole seconds until one is there (at least 1). */
    long take(String author, long nowNanos) {
        if (buckets.size() > FORGET_PAST) {
            buckets.values().removeIf(b -> b.full(nowNanos, this));
        }
        long wait = buckets.computeIfAbsent(author, a -> new Bucket(burst, nowNanos)).take(nowNanos, this);
        return wait == 0 ? 0 : Math.max(1, (wait + 999_999_999L) / 1_000_000_000L);
    }

    private static final class Bucket {
        private double lines;
        private long updated;

        Bucket(int burst, long now) {
            lines = burst;
            updated = now;
        }

        synchronized long take(long now, ChatLimits limits) {
            refill(now, limits);
            if (lines >= 1) {
                lines -= 1;
                return 0;
            }
            return (long) Math.ceil((1 - lines) * limits.secondsPerLine * 1e9);
        }

        synchronized boolean full(long now, ChatLimits limits) {
            refill(now, limits);
            return lines >= limits.burst;
        }

        private void refill(long now, ChatLimits limits) {
            lines = Math.min(limits.burst, lines + (now - updated) / 1e9 / limits.secondsPerLine);
            updated = now;
        }
    }
}
