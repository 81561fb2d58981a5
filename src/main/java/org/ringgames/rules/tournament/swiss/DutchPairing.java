package org.ringgames.rules.tournament.swiss;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The FIDE Dutch system (Handbook C.04.3, as revised for 2025/26): the next round of a Swiss
 * tournament from the rounds played so far.
 *
 * <p>Brackets are paired from the top score group down. Each bracket is settled by maximum-weight
 * matchings over <em>all</em> players still unpaired (so that the rest of the round stays
 * completable, C4), with weights from {@link DutchWeights}; then, one decision at a time, the
 * choices the rules leave (which moved-down players are paired, which players are exchanged
 * between S1 and S2, each S1 player's opponent) are fixed by raising the weight of the preferred
 * choice by less than any criterion is worth and solving again. Colours and board order follow
 * ({@link DutchColours}).
 */
public final class DutchPairing {

    private DutchPairing() {
    }

    /**
     * Pairs the next round of {@code t}: every available player is paired, or receives the
     * pairing-allocated bye when their number is odd.
     *
     * @throws NoPairingException when no pairing meets the absolute criteria
     */
    public static RoundPairing pair(SwissTournament t) throws NoPairingException {
        List<PlayerState> all = new ArrayList<>();
        for (SwissPlayer p : t.players()) {
            all.add(new PlayerState(p));
        }
        int rank = 0;
        for (PlayerState p : all) {
            if (p.counts()) {
                p.rankIndex = rank++;
            }
        }
        List<PlayerState> sorted = new ArrayList<>();
        for (PlayerState p : all) {
            if (p.player.available()) {
                sorted.add(p);
            }
        }
        sorted.sort((a, b) -> a.above(b) ? -1 : b.above(a) ? 1 : 0);
        if (sorted.isEmpty()) {
            return new RoundPairing(List.of(), OptionalInt.empty());
        }
        int[] mate = new DutchRound(t, all, sorted).run();
        List<int[]> pairs = new ArrayList<>();
        OptionalInt bye = OptionalInt.empty();
        for (int v = 0; v < sorted.size(); v++) {
            if (mate[v] == v || mate[v] < 0) {
                bye = OptionalInt.of(sorted.get(v).number);
            } else if (v < mate[v]) {
                pairs.add(new int[] {v, mate[v]});
            }
        }
        return DutchColours.round(t, all, sorted, pairs, bye);
    }

}
