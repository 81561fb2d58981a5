package org.ringgames.rules.record;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The game-independent part of game records (docs/records.md): the lexer (tag lines, movetext
 * tokens with their lines, comments), tag and clock-comment text, and the Game tag for dispatch.
 * The games' readers and writers build on it; nothing here names a game.
 */
public final class RecordText {

    /** The longest record read, in characters. */
    public static final int MAX_CHARS = 262_144;
    /** Movetext lines are wrapped at this many characters. */
    public static final int LINE_WIDTH = 80;

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");
    private static final Pattern NUMBER = Pattern.compile("(\\d{1,9})\\.(?:\\.\\.)?");
    private static final Pattern CLK = Pattern.compile("\\[%clk (\\d{1,9}):([0-5]\\d):([0-5]\\d)(?:\\.(\\d{1,3}))?]");
    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    private RecordText() {
    }

    /** A tag line as read, with its 1-based line. */
    public record TagLine(String name, String value, int line) {
    }

    public enum Kind {
        /** A move, or a word of a move or round header. */
        WORD,
        /** A move number {@code n.} (or {@code n...}); the text is the number's digits. */
        NUMBER,
        /** A comment; the text is what stands between the braces. */
        COMMENT,
        /** {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
        RESULT
    }

    /** A movetext token with its 1-based line. */
    public record Token(Kind kind, String text, int line) {
    }

    /** A record cut into its tags, in order, and its movetext tokens. */
    public record Lexed(List<TagLine> tags, List<Token> tokens, int lastLine) {

        public Optional<TagLine> tag(String name) {
            return tags.stream().filter(t -> t.name().equals(name)).findFirst();
        }

        /** The tags not named in {@code known}, in the order they appeared. */
        public List<Tag> otherTags(Set<String> known) {
            return tags.stream().filter(t -> !known.contains(t.name())).map(t -> new Tag(t.name(), t.value())).toList();
        }
    }

    /** The game named by the Game tag, for dispatch to the game's reader. */
    public static RecordRead<String> game(String text) {
        RecordRead<Lexed> lexed = lex(text);
        if (lexed instanceof RecordRead.Bad<Lexed> bad) {
            return bad.cast();
        }
        Optional<TagLine> game = ((RecordRead.Ok<Lexed>) lexed).value().tag("Game");
        return game.<RecordRead<String>>map(t -> RecordRead.ok(t.value()))
                .orElseGet(() -> RecordRead.bad(RecordError.at(0, "the record has no Game tag")));
    }

    /** The 1-based line of the tag of that name; 0 when absent (or the record's tags cannot be read). */
    public static int lineOfTag(String text, String name) {
        RecordRead<Lexed> lexed = lex(text);
        if (lexed instanceof RecordRead.Ok<Lexed> ok) {
            return ok.value().tag(name).map(TagLine::line).orElse(0);
        }
        return 0;
    }

    /** Cuts a record into tags and movetext tokens; checks the tag syntax, duplicates, the size and comments. */
    public static RecordRead<Lexed> lex(String text) {
        if (text == null || text.isBlank()) {
            return RecordRead.bad(RecordError.at(0, "the record is empty"));
        }
        if (text.length() > MAX_CHARS) {
            return RecordRead.bad(RecordError.at(0, "the record has " + text.length()
                    + " characters, more than the " + MAX_CHARS + " a record may hold at most"));
        }
        String[] lines = text.split("\n", -1);
        List<TagLine> tags = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        int i = 0;
        while (i < lines.length && lines[i].isBlank()) {
            i++;
        }
        for (; i < lines.length && lines[i].stripLeading().startsWith("["); i++) {
            int line = i + 1;
            RecordRead<TagLine> tag = tagLine(lines[i].strip(), line);
            if (tag instanceof RecordRead.Bad<TagLine> bad) {
                return bad.cast();
            }
            TagLine t = ((RecordRead.Ok<TagLine>) tag).value();
            Integer before = seen.putIfAbsent(t.name(), line);
            if (before != null) {
                return RecordRead.bad(RecordError.at(line, "the tag " + t.name()
                        + " appears twice, on lines " + before + " and " + line));
            }
            tags.add(t);
        }
        List<Token> tokens = new ArrayList<>();
        int lastLine = i;
        for (int l = i; l < lines.length; l++) {
            if (!lines[l].isBlank()) {
                lastLine = l + 1;
            }
        }
        int line = i + 1;
        String rest = String.join("\n", java.util.Arrays.asList(lines).subList(Math.min(i, lines.length), lines.length));
        int n = rest.length();
        int p = 0;
        while (p < n) {
            char c = rest.charAt(p);
            if (c == '\n') {
                line++;
                p++;
            } else if (Character.isWhitespace(c)) {
                p++;
            } else if (c == '{') {
                int close = rest.indexOf('}', p + 1);
                if (close < 0) {
                    return RecordRead.bad(RecordError.at(line, "a comment opened with '{' on line " + line
                            + " is never closed with '}'"));
                }
                String body = rest.substring(p + 1, close);
                tokens.add(new Token(Kind.COMMENT, body, line));
                line += (int) body.chars().filter(ch -> ch == '\n').count();
                p = close + 1;
            } else {
                int start = p;
                while (p < n && !Character.isWhitespace(rest.charAt(p)) && rest.charAt(p) != '{') {
                    p++;
                }
                String word = rest.substring(start, p);
                Matcher number = NUMBER.matcher(word);
                if (RESULTS.contains(word)) {
                    tokens.add(new Token(Kind.RESULT, word, line));
                } else if (number.matches()) {
                    tokens.add(new Token(Kind.NUMBER, number.group(1), line));
                } else {
                    tokens.add(new Token(Kind.WORD, word, line));
                }
            }
        }
        return RecordRead.ok(new Lexed(List.copyOf(tags), List.copyOf(tokens), lastLine));
    }

    private static RecordRead<TagLine> tagLine(String text, int line) {
        String shape = "a tag line reads [Name \"value\"]";
        int close = text.indexOf(' ');
        if (close < 0) {
            return RecordRead.bad(RecordError.at(line, "line " + line + " is not a tag line: " + shape));
        }
        String name = text.substring(1, close);
        if (!NAME.matcher(name).matches()) {
            return RecordRead.bad(RecordError.at(line, "line " + line + " is not a tag line: the tag name '" + name
                    + "' must be a letter followed by letters, digits or '_'"));
        }
        if (close + 1 >= text.length() || text.charAt(close + 1) != '"') {
            return RecordRead.bad(RecordError.at(line, "line " + line + " is not a tag line: " + shape
                    + ", with one space before the quoted value"));
        }
        StringBuilder value = new StringBuilder();
        int p = close + 2;
        while (true) {
            if (p >= text.length()) {
                return RecordRead.bad(RecordError.at(line, "line " + line + ": the value of tag " + name
                        + " has no closing '\"'"));
            }
            char c = text.charAt(p);
            if (c == '"') {
                break;
            }
            if (Character.isISOControl(c)) {
                return RecordRead.bad(RecordError.at(line, "line " + line + ": the value of tag " + name
                        + " holds a control character"));
            }
            if (c == '\\') {
                char next = p + 1 < text.length() ? text.charAt(p + 1) : ' ';
                if (next != '"' && next != '\\') {
                    return RecordRead.bad(RecordError.at(line, "line " + line + ": the value of tag " + name
                            + " has a '\\' that is not followed by '\"' or '\\' (the only escapes)"));
                }
                value.append(next);
                p += 2;
                continue;
            }
            value.append(c);
            p++;
        }
        if (!text.substring(p + 1).equals("]")) {
            return RecordRead.bad(RecordError.at(line, "line " + line + " is not a tag line: " + shape
                    + ", with nothing after the ']'"));
        }
        return RecordRead.ok(new TagLine(name, value.toString(), line));
    }

    /** Whether a seat's name is one the record allows: 1–100 characters, no control characters. */
    public static String checkName(String name) {
        int length = name.codePointCount(0, name.length());
        if (length < 1 || length > 100) {
            return "a seat's name has 1 to 100 characters, not " + length;
        }
        return null;
    }

    /** {@code [Name "value"]} with {@code "} and {@code \} escaped. */
    public static String tagLine(String name, String value) {
        return "[" + name + " \"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"]";
    }

    /** A whole record: the tag lines, a blank line, the movetext (which ends with the result token). */
    public static String record(List<Tag> tags, String movetext) {
        StringBuilder text = new StringBuilder();
        for (Tag tag : tags) {
            text.append(tagLine(tag.name(), tag.value())).append('\n');
        }
        return text.append('\n').append(movetext).toString();
    }

    /**
     * The remaining time of a clock comment's body ({@code [%clk 0:04:59.5]}) in milliseconds;
     * empty when the body is no clock comment; null when it starts like one but does not follow the grammar.
     */
    public static OptionalLong clk(String body) {
        String text = body.strip();
        if (!text.startsWith("[%clk")) {
            return OptionalLong.empty();
        }
        Matcher m = CLK.matcher(text);
        if (!m.matches()) {
            return null;
        }
        long ms = ((Long.parseLong(m.group(1)) * 60 + Integer.parseInt(m.group(2))) * 60
                + Integer.parseInt(m.group(3))) * 1000;
        if (m.group(4) != null) {
            String fraction = (m.group(4) + "00").substring(0, 3);
            ms += Integer.parseInt(fraction);
        }
        return OptionalLong.of(ms);
    }

    /** The comment {@code {[%clk H:MM:SS]}}, with {@code .fff} trimmed of trailing zeros when the milliseconds are not 0. */
    public static String clkComment(long ms) {
        long seconds = ms / 1000;
        long millis = ms % 1000;
        String text = String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
        if (millis != 0) {
            String fraction = String.format("%03d", millis);
            while (fraction.endsWith("0")) {
                fraction = fraction.substring(0, fraction.length() - 1);
            }
            text += "." + fraction;
        }
        return "{[%clk " + text + "]}";
    }
}
