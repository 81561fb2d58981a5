package org.ringgames.rules;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Test data shared with the rest of the team lives in {@code ../shared}; a copy is kept in
 * {@code src/test/resources} so the project stays self-contained. The shared file wins when it is
 * there (CI has it too), and {@link #sharedCopyIsCurrent} tells when the copy has fallen behind.
 */
public final class TestFiles {

    private static final Path SHARED = Path.of("..", "shared");

    private TestFiles() {
    }

    /** Lines of a data file, e.g. {@code vectors/gyges/legal-moves.jsonl}. */
    public static List<String> lines(String relative) {
        try {
            Path shared = SHARED.resolve(relative);
            return Files.readAllLines(Files.exists(shared) ? shared : bundled(relative));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** True when there is no shared copy, or the bundled copy equals it. */
    public static boolean sharedCopyIsCurrent(String relative) {
        try {
            Path shared = SHARED.resolve(relative);
            return !Files.exists(shared) || Files.mismatch(shared, bundled(relative)) == -1;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path bundled(String relative) {
        URL url = TestFiles.class.getClassLoader().getResource(relative);
        if (url == null) {
            throw new IllegalStateException("no test resource " + relative);
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
