package org.ringgames.web.client;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.TestInfo;

/** A test of the browser client: it opens its pages through {@link #browsers}, closed after each test. */
abstract class BrowserTest {

    protected final BrowserSession browsers = new BrowserSession();

    @AfterEach
    void closeBrowsers(TestInfo test) {
        browsers.close(test);
    }
}
