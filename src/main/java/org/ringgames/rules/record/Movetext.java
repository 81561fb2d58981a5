package org.ringgames.rules.record;

import java.util.List;
import java.util.OptionalLong;

/**
 * A cursor over the movetext tokens for a game's reader. Comments are skipped wherever they stand,
 * except right after a move, where {@link #clk} reads the mover's remaining time from them.
 */
public final class Movetext {

    private final List<RecordText.Token> tokens;
    private final int lastLine;
    private int next;

    public Movetext(RecordText.Lexed lexed) {
        this.tokens = lexed.tokens();
        this.lastLine = lexed.lastLine();
    }

    /** The next token that is not a comment, or null at the end. */
    public RecordText.Token peek() {
        while (next < tokens.size() && tokens.get(next).kind() == RecordText.Kind.COMMENT) {
            next++;
        }
        return next < tokens.size() ? tokens.get(next) : null;
    }

    /** Takes the next token that is not a comment, or null at the end. */
    public RecordText.Token next() {
        RecordText.Token token = peek();
        if (token != null) {
            next++;
        }
        return token;
    }

    /** The last line of the record that holds text: where "the result is missing" is reported. */
    public int lastLine() {
        return lastLine;
    }

    /**
     * Reads an optional move number before a move. {@code expected} is the number the move must
     * carry; the error names {@code ply}, the move's ply. Returns null when all is well.
     */
    public RecordError number(int expected, int ply) {
        RecordText.Token token = peek();
        if (token == null || token.kind() != RecordText.Kind.NUMBER) {
            return null;
        }
        next++;
        int number = Integer.parseInt(token.text());
        if (number != expected) {
            return RecordError.atPly(token.line(), ply, "ply " + ply + ": the move number is " + number
                    + ".; this move is number " + expected + ".");
        }
        RecordText.Token move = peek();
        if (move == null || move.kind() != RecordText.Kind.WORD) {
            return RecordError.atPly(token.line(), ply, "the move number " + number + ". must stand before a move");
        }
        return null;
    }

    /** The comments right after a move: the remaining time of the last clock comment among them, if any. */
    public RecordRead<OptionalLong> clk(int ply) {
        OptionalLong remaining = OptionalLong.empty();
        while (next < tokens.size() && tokens.get(next).kind() == RecordText.Kind.COMMENT) {
            RecordText.Token comment = tokens.get(next++);
            OptionalLong ms = RecordText.clk(comment.text());
            if (ms == null) {
                return RecordRead.bad(RecordError.atPly(comment.line(), ply, "ply " + ply
                        + ": the clock comment {" + comment.text().strip()
                        + "} does not read [%clk H:MM:SS] or [%clk H:MM:SS.fff]"));
            }
            if (ms.isPresent()) {
                remaining = ms;
            }
        }
        return RecordRead.ok(remaining);
    }

    /**
     * Reads the result token, which must be the last token and equal {@code result}, the Result
     * tag. {@code lastPly}: the ply errors name. Returns null when all is well.
     */
    public RecordError result(String result, int lastPly) {
        RecordText.Token token = next();
        if (token == null) {
            return RecordError.atPly(lastLine, lastPly, "the movetext does not end with the result token " + result);
        }
        if (token.kind() != RecordText.Kind.RESULT) {
            return RecordError.atPly(token.line(), lastPly, "expected the result token " + result + ", found '"
                    + token.text() + "'");
        }
        if (!token.text().equals(result)) {
            return RecordError.atPly(token.line(), lastPly, "the result token " + token.text()
                    + " differs from the Result tag " + result);
        }
        RecordText.Token after = next();
        if (after != null) {
            return RecordError.atPly(after.line(), lastPly, "'" + after.text()
                    + "' follows the result token; nothing may follow it");
        }
        return null;
    }
}
