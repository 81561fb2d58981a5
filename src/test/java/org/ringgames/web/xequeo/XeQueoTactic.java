package org.ringgames.web.xequeo;

import java.util.List;
import java.util.Random;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Square;

/** How a scripted seat picks its turn from the legal list it sees with its own token. */
interface XeQueoTactic {
    Move choose(Position position, int ownSecret, List<LegalMove> legal, Random random);

    /** Enter the ring when an entry is listed; else bring the own secret disc closest to the ring; else any disc move. */
    static XeQueoTactic enterGreedy() {
        return (position, ownSecret, legal, random) -> {
            for (LegalMove m : legal) {
                if (m.entersRing(position)) {
                    return m.move();
                }
            }
            LegalMove best = null;
            for (LegalMove m : legal) {
                if (!m.move().isGuess() && position.disc(m.move().from()) == ownSecret
                        && (best == null || Square.distance2(m.move().to(), position.ring())
                                < Square.distance2(best.move().to(), position.ring()))) {
                    best = m;
                }
            }
            return best != null ? best.move() : wander().choose(position, ownSecret, legal, random);
        };
    }

    /** A seeded-random disc move that does not enter the ring (a guess only when nothing else is legal). */
    static XeQueoTactic wander() {
        return (position, ownSecret, legal, random) -> {
            List<LegalMove> moves = legal.stream().filter(m -> !m.move().isGuess() && !m.entersRing(position)).toList();
            return moves.isEmpty() ? Move.guess(1 + random.nextInt(7)) : moves.get(random.nextInt(moves.size())).move();
        };
    }

    static XeQueoTactic guess(int n) {
        return (position, ownSecret, legal, random) -> Move.guess(n);
    }
}
