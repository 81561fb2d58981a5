package org.ringgames.rules.tournament.arena;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The arena's pairing of the players who are free now (not in a game, not paused or withdrawn):
 * by score, highest first, each with the nearest score free, as lichess pairs an arena; a player
 * is not paired with the opponent of its last game while another is free for it. An odd player
 * out waits for the next pairing, and the one who has waited longest is kept in first.
 */
public final class ArenaPairing {

    private ArenaPairing() {
    }

    /**
     * A free player.
     *
     * @param id           the player's key (any text)
     * @param points       its arena points
     * @param lastOpponent its last game's opponent, if any
     * @param freeSince    when it became free (smaller: waited longer), to decide who waits
     */
    public record Free(String id, int points, Optional<String> lastOpponent, long freeSince) {
        public Free {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(lastOpponent, "lastOpponent");
        }
    }

    /** Two players to pair: {@code first} holds the first seat (the higher score). */
    public record Pair(String first, String second) {
    }

    public static List<Pair> pair(List<Free> free) {
        List<Free> pool = new ArrayList<>(free);
        if (pool.size() % 2 == 1) {
            // The player who became free last waits, so nobody waits twice in a row for long.
            Free waits = pool.stream().max(Comparator.comparingLong(Free::freeSince).thenComparing(Free::id))
                    .orElseThrow();
            pool.remove(waits);
        }
        pool.sort(Comparator.comparingInt(Free::points).reversed().thenComparingLong(Free::freeSince)
                .thenComparing(Free::id));
        List<Pair> pairs = new ArrayList<>();
        while (pool.size() >= 2) {
            Free a = pool.remove(0);
            int partner = 0;
            for (int k = 0; k < pool.size(); k++) {
                if (!rematch(a, pool.get(k))) {
                    partner = k;
                    break;
                }
            }
            Free b = pool.remove(partner);
            pairs.add(new Pair(a.id(), b.id()));
        }
        return pairs;
    }

    private static boolean rematch(Free a, Free b) {
        return a.lastOpponent().filter(b.id()::equals).isPresent() || b.lastOpponent().filter(a.id()::equals).isPresent();
    }
}
