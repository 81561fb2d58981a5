package org.ringgames.web.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.micrometer.core.instrument.Metrics;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Turns every error that leaves a JAX-RS resource into an {@code application/problem+json} body
 * whose {@code instance} is the request path.
 *
 * <p>How JSON body errors arrive (Quarkus 3.33, checked by ProblemMappingTest): Quarkus REST's
 * Jackson reader lets {@link MismatchedInputException} and its subclasses (wrong JSON type or
 * shape, e.g. {@code InvalidFormatException}) escape as they are, but wraps a
 * {@code JsonParseException} (text that is not JSON) in a plain {@link WebApplicationException}
 * with status 400 whose cause is the Jackson exception; both routes end in {@link #malformedJson},
 * which {@link JsonBodyErrors} words for the client. An empty body is not an error there: the entity is {@code null}, so resources mark request
 * bodies {@code @NotNull @Valid} and the violation becomes the 400.
 */
public class ProblemExceptionMappers {

    private static final Logger LOG = Logger.getLogger(ProblemExceptionMappers.class);

    @ServerExceptionMapper
    public Response problem(ProblemException e, UriInfo uri) {
        return respond(e.toProblem(path(uri)), Map.of());
    }

    @ServerExceptionMapper
    public Response malformedJson(JsonProcessingException e, UriInfo uri) {
        return respond(JsonBodyErrors.problem(e, path(uri)), Map.of());
    }

    /** Listed apart so that no more specific built-in mapper of Quarkus REST Jackson takes it. */
    @ServerExceptionMapper
    public Response mismatchedInput(MismatchedInputException e, UriInfo uri) {
        return malformedJson(e, uri);
    }

    @ServerExceptionMapper
    public Response constraintViolation(ConstraintViolationException e, UriInfo uri) {
        if (e.getConstraintViolations().stream().anyMatch(ProblemExceptionMappers::isReturnValue)) {
            // A response that breaks its own constraints is the service's fault, not the client's.
            return unexpected(e, uri);
        }
        String fields = e.getConstraintViolations().stream()
                .map(v -> field(v) + " " + v.getMessage())
                .sorted()
                .collect(Collectors.joining("; "));
        return respond(Problem.of(ProblemType.MALFORMED_REQUEST, 400, "Invalid request: " + fields, path(uri),
                Map.of()), Map.of());
    }

    /**
     * Framework errors: an unknown path (404), a method the path does not have (405; Quarkus REST sends no
     * {@code Allow} header with it), an unsupported body type (415), an unsatisfiable {@code Accept} (406),
     * and any other {@code WebApplicationException}: each status maps to a type of
     * {@link ProblemType}, any other 4xx to {@code request-rejected} and a 5xx to {@code internal-error}.
     */
    @ServerExceptionMapper
    public Response webApplication(WebApplicationException e, UriInfo uri) {
        if (e.getCause() instanceof JsonProcessingException json) {
            return malformedJson(json, uri);
        }
        int status = e.getResponse().getStatus();
        if (status >= 500) {
            return unexpected(e, uri);
        }
        String detail = e.getMessage();
        Problem problem = switch (status) {
            case 400 -> Problem.of(ProblemType.MALFORMED_REQUEST, status, detail, path(uri), Map.of());
            case 401 -> Problem.of(ProblemType.UNAUTHORIZED, status, detail, path(uri), Map.of());
            case 404 -> Problem.of(ProblemType.NOT_FOUND, status, "No resource at " + path(uri), path(uri), Map.of());
            case 405 -> Problem.of(ProblemType.METHOD_NOT_ALLOWED, status, detail, path(uri), Map.of());
            case 406 -> Problem.of(ProblemType.NOT_ACCEPTABLE, status, detail, path(uri), Map.of());
            case 413 -> Problem.of(ProblemType.PAYLOAD_TOO_LARGE, status, detail, path(uri), Map.of());
            case 415 -> Problem.of(ProblemType.UNSUPPORTED_MEDIA_TYPE, status, detail, path(uri), Map.of());
            default -> Problem.of(ProblemType.REQUEST_REJECTED, status, detail, path(uri), Map.of());
        };
        return respond(problem, e.getResponse().getHeaders());
    }

    /**
     * The last resort: a bug, an {@code Error} too (a stack overflow). Logged with its stack trace
     * under the errorId the answer carries; the client learns nothing internal. A mapper that
     * itself fails ends in {@link org.ringgames.web.RequestLimits}'s failure handler, which answers the same way.
     */
    @ServerExceptionMapper
    public Response unexpected(Throwable e, UriInfo uri) {
        if (DatabaseOutage.is(e)) {
            LOG.warnf("Database unreachable on %s: %s", path(uri), e.toString());
            return respond(DatabaseOutage.problem(path(uri)),
                    Map.of("Retry-After", List.of(String.valueOf(DatabaseOutage.RETRY_AFTER_SECONDS))));
        }
        return respond(InternalErrors.logged(e, path(uri)), Map.of());
    }

    private static Response respond(Problem problem, Map<String, ? extends List<?>> headers) {
        // Counted on the global registry, which Quarkus's Prometheus registry joins: these mappers
        // are also used outside CDI (RejectionMapper).
        Metrics.counter("ringgames.problems", "type", problem.type(), "status", String.valueOf(problem.status()))
                .increment();
        Response.ResponseBuilder builder = Response.status(problem.status()).type(Problem.MEDIA_TYPE).entity(problem);
        headers.forEach((name, values) -> {
            if (!HttpHeaders.CONTENT_TYPE.equalsIgnoreCase(name) && !HttpHeaders.CONTENT_LENGTH.equalsIgnoreCase(name)) {
                values.forEach(value -> builder.header(name, value));
            }
        });
        return builder.build();
    }

    private static String path(UriInfo uri) {
        return "/" + uri.getPath().replaceFirst("^/", "");
    }

    private static boolean isReturnValue(ConstraintViolation<?> violation) {
        return StreamSupport.stream(violation.getPropertyPath().spliterator(), false)
                .anyMatch(node -> node.getKind() == ElementKind.RETURN_VALUE);
    }

    /** The property path without the method and parameter nodes: {@code rules.setupRows}. */
    private static String field(ConstraintViolation<?> violation) {
        String field = StreamSupport.stream(violation.getPropertyPath().spliterator(), false)
                .filter(node -> node.getKind() != ElementKind.METHOD && node.getKind() != ElementKind.PARAMETER)
                .map(Path.Node::toString)
                .collect(Collectors.joining("."));
        return field.isEmpty() ? "body" : field;
    }
}
