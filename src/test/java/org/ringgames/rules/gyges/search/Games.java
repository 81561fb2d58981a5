package org.ringgames.rules.gyges.search;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/** Test positions: parsed text, and positions reached by random playouts from random setups. */
final class Games {

    static final String START = "321123/....../....../....../....../321123 S";

    private Games() {
    }

    static Position position(String text) {
        Parsed<Position> parsed = PositionText.parse(text);
        if (parsed instanceof Parsed.Ok<Position> ok) {
            return ok.value();
        }
        throw new IllegalArgumentException(((Parsed.Failed<Position>) parsed).message());
    }

    /** A start position with both home rows drawn from the seed, South to move. */
    static Position randomStart(long seed) {
        String south = SetupChoice.homeRow(Rules.STANDARD, 8, seed);
        String north = SetupChoice.homeRow(Rules.STANDARD, 8, seed * 31 + 7);
        return position(north + "/....../....../....../....../" + south + " S");
    }

    /**
     * Positions met in random playouts (random setups, random legal moves, no winning move
     * played), {@code count} of them, each after 2 to {@code maxPlies} plies.
     */
    static List<Position> playouts(Rules rules, long seed, int count, int maxPlies) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveGenerator generator = new MoveGenerator(rules);
        List<Position> found = new ArrayList<>();
        while (found.size() < count) {
            Position p = randomStart(random.nextLong());
            int plies = 2 + random.nextInt(maxPlies - 1);
            boolean ended = false;
            for (int i = 0; i < plies && !ended; i++) {
                List<LegalMove> moves = generator.legalMoves(p);
                List<Move> quiet = new ArrayList<>();
                for (LegalMove m : moves) {
                    if (!m.move().isWin()) {
                        quiet.add(m.move());
                    }
                }
                if (quiet.isEmpty()) {
                    ended = true;
                } else {
                    p = p.play(quiet.get(random.nextInt(quiet.size())));
                }
            }
            if (!ended) {
                found.add(p);
            }
        }
        return found;
    }

    static List<Rules> ruleSets() {
        List<Rules> sets = new ArrayList<>();
        for (Rules.PathRule path : Rules.PathRule.values()) {
            for (boolean replace : new boolean[] {true, false}) {
                for (Rules.BlockedRow blocked : Rules.BlockedRow.values()) {
                    sets.add(Rules.STANDARD.withPathRule(path).withReplace(replace).withBlockedRow(blocked));
                }
            }
        }
        return sets;
    }
}
