package org.ringgames.web.limits;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a resource method that puts the engine to work (an analysis, a review): its requests take
 * from the analysis bucket of {@link RateLimitFilter}. The mark is on the method that serves the
 * request, so whatever path text the router dispatches to it ({@code //analysis},
 * {@code /%61nalysis}, {@code /analysis;x=1}, {@code /x/../positions/analysis}) is limited alike.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface EngineWork {
}
