package org.ringgames.support;

import io.restassured.filter.FilterContext;
import io.restassured.filter.OrderedFilter;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Checks every REST Assured exchange against {@link OpenApiContract#committed()}: a test whose
 * request gets an answer the committed {@code openapi.yaml} does not describe fails there.
 * {@link OpenApiContractExtension} installs it for every test class. It also keeps the test thread's
 * last few exchanges, as sent and received, which the extension prints when the test fails (in
 * place of REST Assured's logging on failure, which pretty-prints every exchange just in case).
 */
public final class OpenApiContractFilter implements OrderedFilter {

    static final OpenApiContractFilter INSTANCE = new OpenApiContractFilter();
    private static final int KEPT = 3;
    private static final int BODY_SHOWN = 2_000;
    private static final ThreadLocal<Deque<Kept>> LAST = ThreadLocal.withInitial(ArrayDeque::new);

    /** An exchange as kept, to be written out only if its test fails; a stream's body is null. */
    private record Kept(String method, String uri, String requestBody, String statusLine, String body) {
        String shown() {
            return method + " " + uri + (requestBody == null ? "" : "\n" + shown(requestBody)) + "\n→ " + statusLine
                    + (body == null ? " (a stream)" : body.isEmpty() ? "" : "\n" + shown(body));
        }

        private static String shown(String text) {
            return text.length() <= BODY_SHOWN ? text : text.substring(0, BODY_SHOWN) + "…";
        }
    }

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
        String requestBody = text(request.getBody());
        keep(new Kept(request.getMethod(), request.getURI(), requestBody, response.getStatusLine(), body));
        OpenApiContract.committed().check(new OpenApiContract.Exchange(request.getMethod(),
                URI.create(request.getURI()).getRawPath(), request.getContentType(), requestBody,
                response.getStatusCode(), contentType, body));
        return response;
    }

    private static void keep(Kept exchange) {
        Deque<Kept> last = LAST.get();
        if (last.size() == KEPT) {
            last.removeFirst();
        }
        last.addLast(exchange);
    }

    /** This thread's last exchanges as text, oldest first: written out when a test failed, not at each exchange. */
    static List<String> last() {
        return LAST.get().stream().map(Kept::shown).toList();
    }

    /** Forgets this thread's exchanges: one test's are not the next's. */
    static void forget() {
        LAST.get().clear();
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
