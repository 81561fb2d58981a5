package org.ringgames.web.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Text files the build puts into the application (the rules pages, the client's pages). */
public final class ClasspathText {

    private ClasspathText() {
    }

    /** The file at {@code path} on the class path; one missing is a broken build, not bad input. */
    public static String read(String path) {
        try (InputStream in = ClasspathText.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException(path + " is missing from the application");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
