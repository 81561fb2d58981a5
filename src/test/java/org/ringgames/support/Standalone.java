package org.ringgames.support;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * A test class that needs no application in the test's JVM and takes seconds: an engine, a
 * whole-program or a class-file check, or an IT driving the packaged service from outside. It runs
 * on a second thread beside the {@code @QuarkusTest} classes, which take their turns on the first
 * (one application at a time), and at a lower CPU priority ({@link LowPriority}). The suite's
 * parallel settings are in the pom; docs/testing.md says why.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Execution(ExecutionMode.CONCURRENT)
@ExtendWith(LowPriority.class)
public @interface Standalone {
}
