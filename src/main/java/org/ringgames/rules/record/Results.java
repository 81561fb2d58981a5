package org.ringgames.rules.record;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The Result and Termination tags and their consistency with the board (docs/records.md): the
 * board's own ending fixes both; otherwise a finished result needs an off-board reason that fits it.
 */
public final class Results {

    public static final String WIN_FIRST = "1-0";
    public static final String WIN_SECOND = "0-1";
    public static final String DRAW = "1/2-1/2";
    public static final String NONE = "*";
    public static final String RESIGNATION = "resignation";
    public static final String DRAW_AGREED = "draw-agreed";
    public static final String TIMEOUT = "timeout";
    public static final String ABORTED = "aborted";
    public static final String ADJUDICATED = "adjudicated";
    /** The endings of both games that come from outside the board. */
    public static final Set<String> OFF_BOARD = Set.of(RESIGNATION, DRAW_AGREED, TIMEOUT, ABORTED, ADJUDICATED);

    private Results() {
    }

    /** The Result and Termination tags as read, with their lines (0 when absent). */
    public record ResultTags(String result, int resultLine, Optional<String> termination, int terminationLine) {
    }

    /** The result token of an ending: {@code *} in play or aborted. */
    public static String token(Optional<Ending> ending) {
        if (ending.isEmpty() || ending.get().reason().equals(ABORTED)) {
            return NONE;
        }
        OptionalInt winner = ending.get().winner();
        return winner.isEmpty() ? DRAW : winner.getAsInt() == 0 ? WIN_FIRST : WIN_SECOND;
    }

    /** Reads the Result (required) and Termination tags; {@code boardReasons}: the game's own board endings. */
    public static RecordRead<ResultTags> tags(RecordText.Lexed lexed, Set<String> boardReasons) {
        Optional<RecordText.TagLine> result = lexed.tag("Result");
        if (result.isEmpty()) {
            return RecordRead.bad(RecordError.at(0, "the record has no Result tag"));
        }
        String value = result.get().value();
        if (!Set.of(WIN_FIRST, WIN_SECOND, DRAW, NONE).contains(value)) {
            return RecordRead.bad(RecordError.at(result.get().line(), "the Result '" + value
                    + "' is not one of 1-0, 0-1, 1/2-1/2 and *"));
        }
        Optional<RecordText.TagLine> termination = lexed.tag("Termination");
        if (termination.isPresent()) {
            String reason = termination.get().value();
            if (!OFF_BOARD.contains(reason) && !boardReasons.contains(reason)) {
                return RecordRead.bad(RecordError.at(termination.get().line(), "the Termination '" + reason
                        + "' is not a way this game ends"));
            }
        }
        return RecordRead.ok(new ResultTags(value, result.get().line(),
                termination.map(RecordText.TagLine::value), termination.map(RecordText.TagLine::line).orElse(0)));
    }

    /**
     * The game's ending from the tags and the board's own ending, or the contradiction.
     *
     * @param lastPly the ply an error names (the last one played), 0 when none
     */
    public static RecordRead<Optional<Ending>> ending(ResultTags tags, Optional<Ending> board,
                                                      Set<String> boardReasons, int lastPly) {
        String result = tags.result();
        Optional<String> termination = tags.termination();
        int resultLine = tags.resultLine();
        int terminationLine = tags.terminationLine() > 0 ? tags.terminationLine() : resultLine;
        if (board.isPresent()) {
            Ending ending = board.get();
            String expected = token(board);
            if (!result.equals(expected)) {
                return bad(resultLine, lastPly, "the Result " + result + " contradicts the board, which ended the game by "
                        + ending.reason() + ": the result is " + expected);
            }
            if (termination.isPresent() && !termination.get().equals(ending.reason())) {
                return bad(terminationLine, lastPly, "the Termination " + termination.get()
                        + " contradicts the board, which ended the game by " + ending.reason());
            }
            return RecordRead.ok(board);
        }
        if (termination.isEmpty()) {
            if (!result.equals(NONE)) {
                return bad(resultLine, lastPly, "the Result " + result
                        + " says the game is over, but the board did not end it and no Termination tag says how it ended");
            }
            return RecordRead.ok(Optional.empty());
        }
        String reason = termination.get();
        if (boardReasons.contains(reason)) {
            return bad(terminationLine, lastPly, "the Termination " + reason
                    + " is an ending on the board, but the moves do not end the game that way");
        }
        boolean win = result.equals(WIN_FIRST) || result.equals(WIN_SECOND);
        boolean fits = switch (reason) {
            case RESIGNATION, TIMEOUT -> win;
            case DRAW_AGREED -> result.equals(DRAW);
            case ABORTED -> result.equals(NONE);
            default -> !result.equals(NONE);
        };
        if (!fits) {
            String needs = switch (reason) {
                case RESIGNATION, TIMEOUT -> "a winner, 1-0 or 0-1";
                case DRAW_AGREED -> "the Result 1/2-1/2";
                case ABORTED -> "the Result * (no result)";
                default -> "the Result 1-0, 0-1 or 1/2-1/2";
            };
            return bad(terminationLine, lastPly, "the Termination " + reason + " needs " + needs
                    + ", not " + result);
        }
        OptionalInt winner = result.equals(WIN_FIRST) ? OptionalInt.of(0)
                : result.equals(WIN_SECOND) ? OptionalInt.of(1) : OptionalInt.empty();
        return RecordRead.ok(Optional.of(new Ending(winner, reason)));
    }

    private static <T> RecordRead<T> bad(int line, int ply, String message) {
        return RecordRead.bad(RecordError.atPly(line, ply, message));
    }
}
