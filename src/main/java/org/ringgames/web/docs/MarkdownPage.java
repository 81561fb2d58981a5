package org.ringgames.web.docs;

import java.util.List;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.HeadingAnchorExtension;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.ringgames.web.render.HtmlText;

/**
 * A Markdown document as a standalone HTML page: CommonMark with GitHub's tables and heading
 * anchors (the docs link {@code #7-notation}), the first heading as the title. Raw HTML in the
 * source is escaped, not passed through: the pages are the repository's own, but a page served by
 * the service should not be able to carry script. Its style is {@code /app/docs.css}, a file, so that the
 * page's Content-Security-Policy needs no inline style (web.SecurityHeaders).
 */
final class MarkdownPage {

    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create(), HeadingAnchorExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();
    private static final HtmlRenderer RENDERER = HtmlRenderer.builder().extensions(EXTENSIONS).escapeHtml(true).build();


    private MarkdownPage() {
    }

    static String html(String markdown) {
        Node document = PARSER.parse(markdown);
        return """
                <!DOCTYPE html>
                <html lang="en">
                <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
                <title>%s</title><link rel="icon" href="/favicon.ico"><link rel="stylesheet" href="/app/docs.css"></head>
                <body>
                <nav><a href="/">Home</a> · the same page as Markdown: <code>Accept: text/markdown</code></nav>
                <main>
                %s</main>
                </body>
                </html>
                """.formatted(HtmlText.escape(title(document)), RENDERER.render(document));
    }

    /** The text of the first heading, or the service's name. */
    private static String title(Node document) {
        for (Node node = document.getFirstChild(); node != null; node = node.getNext()) {
            if (node instanceof Heading heading) {
                StringBuilder text = new StringBuilder();
                for (Node part = heading.getFirstChild(); part != null; part = part.getNext()) {
                    if (part instanceof Text t) {
                        text.append(t.getLiteral());
                    }
                }
                return text.toString().trim();
            }
        }
        return "Ring games service";
    }
}
