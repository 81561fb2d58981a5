package org.ringgames.support;

import io.restassured.filter.FilterContext;
import io.restassured.filter.OrderedFilter;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * Checks every REST Assured exchange against {@link OpenApiContract#committed()}: a test whose
 * request gets an answer the committed {@code openapi.yaml} does not describe fails there.
 * {@link OpenApiContractExtension} installs it for every test class.
 */
public final class OpenApiContractFilter implements OrderedFilter {

    static final OpenApiContractFilter INSTANCE = new OpenApiContractFilter();

    private OpenApiContractFilter() {
    }

    @Override
    public Response filter(FilterableRequestSpecification request, FilterableResponseSpecification responseSpec,
                           FilterContext context) {
        Response response = context.next(request, responseSpec);
        String contentType = response.getContentType();
        // A stream is not read here: its body is the test's to read, event by event.
        boolean stream = contentType != null
                && (contentType.startsWith("text/event-stream") || contentType.startsWith("application/x-ndjson"));
        String body = stream ? null : response.asString();
        OpenApiContract.committed().check(new OpenApiContract.Exchange(request.getMethod(),
                URI.create(request.getURI()).getRawPath(), request.getContentType(), text(request.getBody()),
                response.getStatusCode(), contentType, body));
        return response;
    }

    private static String text(Object body) {
        if (body == null) {
            return null;
        }
        return body instanceof byte[] bytes ? new String(bytes, StandardCharsets.UTF_8) : body.toString();
    }

    /** After every other filter, so that it sees the exchange as sent and received. */
    @Override
    public int getOrder() {
        return OrderedFilter.LOWEST_PRECEDENCE;
    }
}
