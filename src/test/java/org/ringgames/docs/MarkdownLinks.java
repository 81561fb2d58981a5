package org.ringgames.docs;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The links of the repository's Markdown files that leave the repository or point at nothing. A
 * link may point at a file inside the repository (and, with {@code #anchor}, at one of its
 * headings), or at the running service on {@code localhost}; anything else is reported.
 *
 * <p>Links are inline links and images {@code [text](target)}, reference definitions
 * {@code [id]: target}, autolinks {@code <scheme:…>}, HTML {@code href} and {@code src}
 * attributes, and bare {@code http(s)://} or {@code www.} addresses, which GitHub turns into links.
 * Fenced code blocks, inline code and HTML comments hold no links. Indented code blocks are not
 * recognised, so an address in one is judged like prose: that errs on the strict side.
 */
final class MarkdownLinks {

    /** A link that breaks the rule: where it is (1-based line), what it says, and why it is refused. */
    record BadLink(Path file, int line, String target, String reason) {

        @Override
        public String toString() {
            return file + ":" + line + ": " + target + " (" + reason + ")";
        }
    }

    private static final Set<String> SKIPPED_FOLDERS = Set.of("target", ".git", "node_modules");

    private static final Pattern FENCE = Pattern.compile("^\\s*(`{3,}|~{3,})(.*)$");
    private static final Pattern HTML_COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);
    /** Link text may hold one level of brackets and wrap, but not across a blank line. */
    private static final Pattern INLINE_LINK = Pattern.compile(
            "!?\\[(?:[^\\[\\]\\n]|\\n(?![ \\t]*\\n)|\\[[^\\[\\]\\n]*\\])*\\]"
                    + "\\([ \\t]*(<[^<>\\n]*>|[^\\s()<>]*(?:\\([^\\s()]*\\)[^\\s()<>]*)*)"
                    + "(?:\\s+(?:\"[^\"\\n]*\"|'[^'\\n]*'))?[ \\t]*\\)");
    /** A footnote ({@code [^1]: …}) is not a link. */
    private static final Pattern REFERENCE_DEFINITION =
            Pattern.compile("^ {0,3}\\[(?!\\^)[^\\]\\n]+\\]:[ \\t]*(<[^<>\\n]*>|\\S+)", Pattern.MULTILINE);
    private static final Pattern AUTOLINK = Pattern.compile("<([A-Za-z][A-Za-z0-9+.\\-]{1,31}:[^<>\\s]*)>");
    private static final Pattern HTML_LINK =
            Pattern.compile("<[A-Za-z][^>]*?\\s(?:href|src)\\s*=\\s*[\"']([^\"']*)[\"']", Pattern.CASE_INSENSITIVE);
    private static final Pattern BARE_ADDRESS =
            Pattern.compile("(?<![\\w/@.\\-])(?:https?://|www\\.)[^\\s<>\\[\\]()\"'`]+", Pattern.CASE_INSENSITIVE);
    private static final Pattern SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.\\-]*:");
    private static final Pattern ATX_HEADING = Pattern.compile("^ {0,3}#{1,6}(?:[ \\t]+(.*?))?(?:[ \\t]+#+)?[ \\t]*$");
    private static final Pattern SETEXT_UNDERLINE = Pattern.compile("^ {0,3}(?:=+|-+)[ \\t]*$");
    private static final Pattern NOT_A_SETEXT_TEXT = Pattern.compile("^\\s*(?:#|[-*+>|]|\\d+[.)])");
    private static final Pattern HTML_ANCHOR =
            Pattern.compile("<[A-Za-z][^>]*?\\s(?:id|name)\\s*=\\s*[\"']([^\"']+)[\"']", Pattern.CASE_INSENSITIVE);
    private static final Pattern LINK_IN_HEADING = Pattern.compile("!?\\[([^\\]]*)\\]\\([^)]*\\)");
    private static final Pattern NOT_IN_SLUG = Pattern.compile("[^\\p{L}\\p{M}\\p{N}\\p{Pc} \\-]");

    private final Path root;
    private final Map<Path, Set<String>> anchorsByFile = new HashMap<>();

    MarkdownLinks(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    /** Every {@code *.md} file under the root, outside build output, Git's folder and node_modules. */
    List<Path> markdownFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                return SKIPPED_FOLDERS.contains(String.valueOf(dir.getFileName())) && !dir.equals(root)
                        ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (attributes.isRegularFile() && file.getFileName().toString().endsWith(".md")) {
                    files.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        files.sort(null);
        return files;
    }

    /** The bad links of every Markdown file under the root. */
    List<BadLink> check() throws IOException {
        List<BadLink> bad = new ArrayList<>();
        for (Path file : markdownFiles()) {
            bad.addAll(check(file, Files.readString(file)));
        }
        return bad;
    }

    /** The bad links of {@code text}, read as the contents of {@code file} (a path under the root). */
    List<BadLink> check(Path file, String text) throws IOException {
        Path source = root.resolve(file).normalize();
        Path shown = root.relativize(source);
        // Links to "#anchor" name headings of this text, which need not be on disk.
        anchorsByFile.put(source, anchorsOf(text));
        String prose = withoutCodeSpans(withoutComments(String.join("\n", proseLines(text))));
        Map<Integer, BadLink> badByOffset = new TreeMap<>();
        StringBuilder rest = new StringBuilder(prose);
        for (Pattern pattern : List.of(INLINE_LINK, REFERENCE_DEFINITION, AUTOLINK, HTML_LINK)) {
            Matcher m = pattern.matcher(rest);
            List<int[]> found = new ArrayList<>();
            while (m.find()) {
                String target = m.group(1);
                if (target.startsWith("<") && target.endsWith(">")) {
                    target = target.substring(1, target.length() - 1);
                }
                target = target.strip();
                String reason = reasonAgainst(source, target);
                if (reason != null) {
                    badByOffset.put(m.start(1), new BadLink(shown, lineOf(prose, m.start(1)), target, reason));
                }
                found.add(new int[] {m.start(), m.end()});
            }
            // A bare address inside a link already judged is not a second link.
            for (int[] span : found) {
                blank(rest, span[0], span[1]);
            }
        }
        Matcher bare = BARE_ADDRESS.matcher(rest);
        while (bare.find()) {
            // As GitHub does, trailing punctuation ends the sentence, not the address.
            String address = bare.group().replaceAll("[.,;:!?*_~]+$", "");
            String reason = reasonAgainst(source, address);
            if (reason != null) {
                badByOffset.put(bare.start(), new BadLink(shown, lineOf(prose, bare.start()), address, reason));
            }
        }
        return new ArrayList<>(badByOffset.values());
    }

    /** Why a link in {@code source} breaks the rule, or null when it may stay. */
    private String reasonAgainst(Path source, String target) throws IOException {
        if (target.isEmpty()) {
            return "an empty link";
        }
        if (target.startsWith("#")) {
            return anchorReason(source, decode(target.substring(1)));
        }
        if (SCHEME.matcher(target).find() || target.startsWith("//") || target.regionMatches(true, 0, "www.", 0, 4)) {
            return isLocalService(target) ? null
                    : "leaves the repository: only its own files and the service on localhost may be linked";
        }
        int hash = target.indexOf('#');
        String pathPart = hash < 0 ? target : target.substring(0, hash);
        int query = pathPart.indexOf('?');
        if (query >= 0) {
            pathPart = pathPart.substring(0, query);
        }
        // As on GitHub, a path that starts with '/' is read from the repository's root.
        Path base = pathPart.startsWith("/") ? root : source.getParent();
        Path resolved = pathPart.isEmpty() ? source : base.resolve(decode(pathPart.replaceFirst("^/+", ""))).normalize();
        if (!resolved.startsWith(root)) {
            return "resolves outside the repository";
        }
        for (Path name : root.relativize(resolved)) {
            if (SKIPPED_FOLDERS.contains(name.toString())) {
                return "points into " + name + "/, which is not part of the repository";
            }
        }
        if (!Files.isRegularFile(resolved)) {
            return Files.isDirectory(resolved) ? "a folder, not a file" : "no such file";
        }
        if (hash >= 0 && resolved.getFileName().toString().endsWith(".md")) {
            return anchorReason(resolved, decode(target.substring(hash + 1)));
        }
        return null;
    }

    private String anchorReason(Path file, String anchor) throws IOException {
        return anchorsOf(file).contains(anchor) ? null
                : "no heading of " + root.relativize(file) + " has the anchor #" + anchor;
    }

    private static boolean isLocalService(String target) {
        try {
            URI uri = new URI(target);
            String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
            return (scheme.equals("http") || scheme.equals("https")) && "localhost".equalsIgnoreCase(uri.getHost());
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /** The anchors of a Markdown file, read once; none for a file that does not exist. */
    private Set<String> anchorsOf(Path file) throws IOException {
        Set<String> known = anchorsByFile.get(file);
        if (known == null) {
            known = Files.isRegularFile(file) ? anchorsOf(Files.readString(file)) : Set.of();
            anchorsByFile.put(file, known);
        }
        return known;
    }

    /** The anchors of a Markdown text: its heading slugs, GitHub style, and HTML ids and names. */
    private static Set<String> anchorsOf(String text) {
        Set<String> anchors = new HashSet<>();
        List<String> lines = proseLines(text);
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String heading = headingAt(lines, i);
            if (heading != null) {
                String slug = slug(heading);
                int count = seen.merge(slug, 1, Integer::sum);
                // GitHub numbers repeated headings: the second "Notes" is #notes-1.
                anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
            }
            Matcher html = HTML_ANCHOR.matcher(lines.get(i));
            while (html.find()) {
                anchors.add(html.group(1));
            }
        }
        return anchors;
    }

    /** The text of the heading on line i (ATX, or the text line above a setext underline), or null. */
    private static String headingAt(List<String> lines, int i) {
        String line = lines.get(i);
        Matcher atx = ATX_HEADING.matcher(line);
        if (atx.matches()) {
            return atx.group(1) == null ? "" : atx.group(1);
        }
        if (i + 1 < lines.size() && !line.isBlank() && SETEXT_UNDERLINE.matcher(lines.get(i + 1)).matches()
                && !NOT_A_SETEXT_TEXT.matcher(line).find() && !SETEXT_UNDERLINE.matcher(line).matches()) {
            return line.strip();
        }
        return null;
    }

    /**
     * GitHub's anchor for a heading: the text as shown (a link becomes its text), lower-case, with
     * every character other than a letter, digit, space, hyphen or underscore dropped, and each
     * space turned into a hyphen. "Gygès — the rules" gives {@code gygès--the-rules}.
     */
    static String slug(String heading) {
        String shown = LINK_IN_HEADING.matcher(heading.strip()).replaceAll("$1");
        return NOT_IN_SLUG.matcher(shown.toLowerCase(Locale.ROOT)).replaceAll("").replace(' ', '-');
    }

    /** The lines of a Markdown text with the lines of fenced code blocks (fences included) left empty. */
    private static List<String> proseLines(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        String fence = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher m = FENCE.matcher(line);
            if (fence == null) {
                if (m.matches() && !(m.group(1).startsWith("`") && m.group(2).contains("`"))) {
                    fence = m.group(1);
                    lines.set(i, "");
                }
            } else {
                // A fence closes with the same character, at least as long, and nothing after it.
                if (m.matches() && m.group(1).charAt(0) == fence.charAt(0)
                        && m.group(1).length() >= fence.length() && m.group(2).isBlank()) {
                    fence = null;
                }
                lines.set(i, "");
            }
        }
        return lines;
    }

    private static String withoutComments(String text) {
        StringBuilder out = new StringBuilder(text);
        Matcher m = HTML_COMMENT.matcher(text);
        while (m.find()) {
            blank(out, m.start(), m.end());
        }
        return out.toString();
    }

    /**
     * The text with every code span blanked. A span opens with a run of backticks and closes with the
     * next run of exactly as many, within the paragraph; a run that never closes is plain text.
     */
    private static String withoutCodeSpans(String text) {
        StringBuilder out = new StringBuilder(text);
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '\\') {
                i += 2;
                continue;
            }
            if (c != '`') {
                i++;
                continue;
            }
            int open = runEnd(text, i);
            int close = closingRun(text, open, open - i);
            if (close < 0) {
                i = open;
                continue;
            }
            blank(out, i, close + (open - i));
            i = close + (open - i);
        }
        return out.toString();
    }

    private static int runEnd(String text, int i) {
        while (i < text.length() && text.charAt(i) == '`') {
            i++;
        }
        return i;
    }

    /** Where the run of exactly {@code length} backticks closing a span starts, or -1. */
    private static int closingRun(String text, int from, int length) {
        int j = from;
        while (j < text.length()) {
            char c = text.charAt(j);
            if (c == '\n' && nextLineIsBlank(text, j + 1)) {
                return -1;
            }
            if (c == '`') {
                int end = runEnd(text, j);
                if (end - j == length) {
                    return j;
                }
                j = end;
                continue;
            }
            j++;
        }
        return -1;
    }

    private static boolean nextLineIsBlank(String text, int start) {
        int k = start;
        while (k < text.length() && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
            k++;
        }
        return k == text.length() || text.charAt(k) == '\n';
    }

    /** Replaces the characters of [start, end) with spaces, keeping line breaks so lines still count. */
    private static void blank(StringBuilder text, int start, int end) {
        for (int k = start; k < end; k++) {
            if (text.charAt(k) != '\n') {
                text.setCharAt(k, ' ');
            }
        }
    }

    private static int lineOf(String text, int offset) {
        int line = 1;
        for (int k = 0; k < offset; k++) {
            if (text.charAt(k) == '\n') {
                line++;
            }
        }
        return line;
    }

    private static String decode(String text) {
        return text.indexOf('%') < 0 ? text : URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
