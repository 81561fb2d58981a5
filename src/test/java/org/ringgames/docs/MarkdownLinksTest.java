package org.ringgames.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringgames.docs.MarkdownLinks.BadLink;

/**
 * The repository stands on its own: no Markdown link leaves it (no {@code ../shared}, no web site
 * but the service on localhost), and every relative link reaches a file and heading that exist.
 */
class MarkdownLinksTest {

    @Test
    void everyMarkdownFileLinksOnlyToFilesAndHeadingsInsideTheRepository() throws IOException {
        // Maven runs tests in the project's root folder.
        Path root = Path.of("").toAbsolutePath();
        MarkdownLinks links = new MarkdownLinks(root);
        assertThat(links.markdownFiles()).as("Markdown files under %s", root).contains(root.resolve("README.md"));

        List<BadLink> bad = links.check();

        assertThat(bad).withFailMessage(() -> "Markdown links that leave the repository or point at nothing:\n"
                + bad.stream().map(BadLink::toString).collect(Collectors.joining("\n"))).isEmpty();
    }

    @Test
    void aLinkOutOfTheRepositoryAndALinkToAWebSiteAreBothReported(@TempDir Path root) throws IOException {
        String text = """
                # Rules

                See [the rules](../shared/x.md) and <https://example.com>.
                """;

        List<BadLink> bad = new MarkdownLinks(root).check(Path.of("README.md"), text);

        assertThat(bad).extracting(BadLink::target).containsExactly("../shared/x.md", "https://example.com");
        assertThat(bad).extracting(BadLink::line).containsExactly(3, 3);
        assertThat(bad.get(0)).hasToString("README.md:3: ../shared/x.md (resolves outside the repository)");
    }

    @Test
    void aMissingFileOrHeadingIsReportedAndExistingOnesAreNot(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("docs/rules"));
        Files.writeString(root.resolve("docs/rules/gyges.md"), """
                # Gygès — the rules

                ## 6. Identity of a move, and notation

                Setext heading
                --------------
                """);
        String text = """
                # Play a game

                [notation](docs/rules/gyges.md#6-identity-of-a-move-and-notation), [title](docs/rules/gyges.md#gygès--the-rules),
                [setext](docs/rules/gyges.md#setext-heading), [here](#play-a-game), [encoded](docs/rules/gyges.md#gyg%C3%A8s--the-rules)
                [no such heading](docs/rules/gyges.md#7-notation)
                [no such file](docs/rules/xequeo.md)
                [not here](#play-xe-queo)
                [a folder](docs)
                [build output](target/site/index.md)
                """;

        List<BadLink> bad = new MarkdownLinks(root).check(Path.of("README.md"), text);

        assertThat(bad).extracting(BadLink::target).containsExactly("docs/rules/gyges.md#7-notation",
                "docs/rules/xequeo.md", "#play-xe-queo", "docs", "target/site/index.md");
        assertThat(bad).extracting(BadLink::line).containsExactly(5, 6, 7, 8, 9);
    }

    @Test
    void codeCommentsFootnotesAndTheLocalServiceAreNotReportedButOtherSchemesAre(@TempDir Path root)
            throws IOException {
        String text = """
                ```sh
                curl -s https://example.com/a [x](../outside.md)
                ```
                Inline `[y](https://example.com/b)` and ``a ` [z](../q.md) `` code, wrapping `over
                https://example.com/c` a line.
                <!-- [hidden](https://example.com/d) -->
                [^1]: a footnote
                The service: http://localhost:8080/q/swagger-ui, [health](http://localhost:8080/q/health).
                Bare www.example.org, [mail](mailto:team@example.org), <a href="https://example.net">html</a>.
                [ref]: https://example.com/e
                """;

        List<BadLink> bad = new MarkdownLinks(root).check(Path.of("docs/page.md"), text);

        assertThat(bad).extracting(BadLink::target).containsExactly("www.example.org", "mailto:team@example.org",
                "https://example.net", "https://example.com/e");
        assertThat(bad).extracting(BadLink::line).containsExactly(9, 9, 9, 10);
    }

    @Test
    void headingAnchorsAreSlugsAsOnGitHub() {
        assertThat(MarkdownLinks.slug("6. Identity of a move, and notation")).isEqualTo("6-identity-of-a-move-and-notation");
        assertThat(MarkdownLinks.slug("Play Xe Queo (secrets and rounds)")).isEqualTo("play-xe-queo-secrets-and-rounds");
        assertThat(MarkdownLinks.slug("Gygès — the rules")).isEqualTo("gygès--the-rules");
        assertThat(MarkdownLinks.slug("The `pathRule` option")).isEqualTo("the-pathrule-option");
        assertThat(MarkdownLinks.slug("See [the rules](x.md)")).isEqualTo("see-the-rules");
    }
}
