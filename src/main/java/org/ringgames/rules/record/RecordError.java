package org.ringgames.rules.record;

import java.util.OptionalInt;

/**
 * Why a game record could not be read.
 *
 * @param line    1-based line of the offending tag or token; 0 for the record as a whole
 * @param ply     1-based ply (counted from the first move of the game) of the offending move, or
 *                the last ply for an error about the result; empty for tag errors
 * @param message what is wrong, as an English sentence
 */
public record RecordError(int line, OptionalInt ply, String message) {

    public static RecordError at(int line, String message) {
        return new RecordError(line, OptionalInt.empty(), message);
    }

    public static RecordError atPly(int line, int ply, String message) {
        return new RecordError(line, ply > 0 ? OptionalInt.of(ply) : OptionalInt.empty(), message);
    }
}
