package org.ringgames.rules.gyges;

import org.ringgames.rules.Parsed;

/** Test shorthand for reading well-formed position and move text. */
final class Positions {

    private Positions() {
    }

    static Position position(String text) {
        Parsed<Position> parsed = PositionText.parse(text);
        if (parsed instanceof Parsed.Ok<Position> ok) {
            return ok.value();
        }
        throw new IllegalArgumentException(((Parsed.Failed<Position>) parsed).message());
    }

    static MoveText.Input input(String text) {
        Parsed<MoveText.Input> parsed = MoveText.parse(text);
        if (parsed instanceof Parsed.Ok<MoveText.Input> ok) {
            return ok.value();
        }
        throw new IllegalArgumentException(((Parsed.Failed<MoveText.Input>) parsed).message());
    }
}
