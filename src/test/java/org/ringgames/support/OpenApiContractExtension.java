package org.ringgames.support;

import io.quarkus.test.junit.callback.QuarkusTestAfterEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestBeforeEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestMethodContext;
import io.restassured.RestAssured;
import java.util.List;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/**
 * Installs {@link OpenApiContractFilter} for every REST Assured call of every test, so that no test
 * can forget it. Two registrations, because a {@code @QuarkusTest} runs in Quarkus's own class
 * loader, with a REST Assured of its own:
 * <ul>
 *   <li>as a JUnit extension ({@code META-INF/services/org.junit.jupiter.api.extension.Extension},
 *       with JUnit's extension auto-detection enabled for Surefire and Failsafe in {@code pom.xml}),
 *       for plain tests and the {@code *IT}s;</li>
 *   <li>as a Quarkus test callback
 *       ({@code META-INF/services/io.quarkus.test.junit.callback.QuarkusTestBeforeEachCallback}),
 *       which Quarkus loads inside the test's class loader.</li>
 * </ul>
 * When a test fails, it prints the test thread's last REST Assured exchanges (see
 * {@link OpenApiContractFilter}).
 */
public final class OpenApiContractExtension implements BeforeAllCallback, BeforeEachCallback, TestWatcher,
        QuarkusTestBeforeEachCallback, QuarkusTestAfterEachCallback {

    @Override
    public void beforeAll(ExtensionContext context) {
        install();
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        OpenApiContractFilter.forget();
    }

    @Override
    public void testFailed(ExtensionContext context, Throwable cause) {
        print(context.getDisplayName(), OpenApiContractFilter.last());
    }

    @Override
    public void beforeEach(QuarkusTestMethodContext context) {
        install();
        OpenApiContractFilter.forget();
    }

    @Override
    public void afterEach(QuarkusTestMethodContext context) {
        if (context.getTestStatus().isTestFailed()) {
            print(context.getTestMethod().getName(), OpenApiContractFilter.last());
        }
    }

    private static void print(String test, List<String> exchanges) {
        if (!exchanges.isEmpty()) {
            System.out.println("The last REST Assured exchanges of " + test + ", oldest first:\n"
                    + String.join("\n\n", exchanges));
        }
    }

    private static void install() {
        synchronized (RestAssured.class) {
            if (!RestAssured.filters().contains(OpenApiContractFilter.INSTANCE)) {
                RestAssured.filters(OpenApiContractFilter.INSTANCE);
            }
        }
    }
}
