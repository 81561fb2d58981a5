package org.ringgames.rules.tournament.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.tournament.arena.ArenaPairing.Free;
import org.ringgames.rules.tournament.arena.ArenaPairing.Pair;

class ArenaPairingTest {

    private static Free free(String id, int points, String last, long since) {
        return new Free(id, points, Optional.ofNullable(last), since);
    }

    @Test
    void freePlayersArePairedWithTheNearestScoreHighestFirst() {
        List<Pair> pairs = ArenaPairing.pair(List.of(free("a", 0, null, 1), free("b", 9, null, 2),
                free("c", 4, null, 3), free("d", 8, null, 4)));
        assertThat(pairs).containsExactly(new Pair("b", "d"), new Pair("c", "a"));
    }

    @Test
    void theLastOpponentIsAvoidedWhileAnotherIsFree() {
        List<Pair> pairs = ArenaPairing.pair(List.of(free("a", 6, "b", 1), free("b", 6, "a", 2),
                free("c", 2, null, 3), free("d", 0, null, 4)));
        assertThat(pairs).containsExactly(new Pair("a", "c"), new Pair("b", "d"));
        // Only each other free: they meet again rather than wait.
        assertThat(ArenaPairing.pair(List.of(free("a", 6, "b", 1), free("b", 6, "a", 2))))
                .containsExactly(new Pair("a", "b"));
    }

    @Test
    void anOddPlayerOutIsTheOneFreeLastAndEveryOtherIsPairedOnce() {
        List<Free> free = new ArrayList<>();
        for (int k = 0; k < 51; k++) {
            free.add(free("p" + k, (k * 7) % 13, null, k));
        }
        List<Pair> pairs = ArenaPairing.pair(free);
        assertThat(pairs).hasSize(25);
        Set<String> seen = new HashSet<>();
        pairs.forEach(p -> {
            assertThat(seen.add(p.first())).isTrue();
            assertThat(seen.add(p.second())).isTrue();
        });
        assertThat(seen).doesNotContain("p50").hasSize(50);
        assertThat(ArenaPairing.pair(List.of(free("x", 1, null, 1)))).isEmpty();
    }
}
