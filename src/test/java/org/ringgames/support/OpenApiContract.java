package org.ringgames.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.dialect.Dialects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The committed {@code openapi.yaml} as a contract every answer the tests receive must keep. The
 * JSON Schema work is done by an independent validator (networknt json-schema-validator, with its
 * OpenAPI 3.1 dialect); this class only finds, for an exchange, the operation (path template and
 * method), the documented response (status, then media type) and the JSON pointer of its schema.
 *
 * <p>What an exchange must satisfy, for a path under {@code /api/} or {@code /problems/}:
 * <ul>
 *   <li>an undocumented path or method answers with a problem body ({@code Problem});</li>
 *   <li>a documented operation answers only with a documented status, with a documented media type
 *       (or no body where the response has no content);</li>
 *   <li>a JSON body (also {@code application/problem+json}) is valid against the response's schema,
 *       read <em>closed</em>: every object schema that lists properties and says nothing of others
 *       gets {@code additionalProperties: false}, so a field the document does not name (a stray
 *       {@code empty}, a leaked secret) fails as surely as a wrong type. The published document
 *       stays open, so that adding a field later does not break generated clients;</li>
 *   <li>a request the service accepted (2xx) had a body valid against the operation's request
 *       schema, read as published: the document must not forbid what the service takes (but for
 *       the spelling of enum values, which the service reads without regard to case).</li>
 * </ul>
 * Other paths (Quarkus's {@code /q/…}, static pages) are not part of the API document; a problem
 * body from one must still be a {@code Problem}.
 */
public final class OpenApiContract {

    /** Where the validator knows the document; nothing is fetched, the text is handed over. */
    private static final String DOCUMENT = "urn:ringgames:openapi";
    private static final String STRICT_DOCUMENT = "urn:ringgames:openapi-closed";
    private static final ObjectMapper JSON = new ObjectMapper();

    private static volatile OpenApiContract committed;

    private final JsonNode spec;
    private final SchemaRegistry registry;
    private final List<Template> templates;
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();

    private record Template(String path, Pattern pattern, int parameters) {
    }

    /** One HTTP exchange as the test saw it; bodies are text, null when there is none. */
    public record Exchange(String method, String path, String requestContentType, String requestBody,
                           int status, String responseContentType, String responseBody) {
    }

    OpenApiContract(String yaml) {
        try {
            this.spec = new YAMLMapper().readTree(yaml);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JsonNode closed = spec.deepCopy();
        close(closed);
        SchemaRegistryConfig config = SchemaRegistryConfig.builder().formatAssertionsEnabled(true).build();
        this.registry = SchemaRegistry.withDialect(Dialects.getOpenApi31(), builder -> builder
                .schemaRegistryConfig(config)
                .schemas(Map.of(DOCUMENT, spec.toString(), STRICT_DOCUMENT, closed.toString())));
        List<Template> found = new ArrayList<>();
        spec.path("paths").fieldNames().forEachRemaining(path -> found.add(template(path)));
        // A literal segment beats a parameter: /games/{id} must not swallow a literal sibling.
        found.sort(Comparator.comparingInt(Template::parameters));
        this.templates = List.copyOf(found);
    }

    /** The contract of the repository's committed {@code openapi.yaml}, read once per test JVM. */
    public static OpenApiContract committed() {
        OpenApiContract contract = committed;
        if (contract == null) {
            synchronized (OpenApiContract.class) {
                if (committed == null) {
                    try {
                        committed = new OpenApiContract(Files.readString(Path.of("openapi.yaml")));
                    } catch (IOException e) {
                        throw new UncheckedIOException("openapi.yaml must be readable from the project root", e);
                    }
                }
                contract = committed;
            }
        }
        return contract;
    }

    /** Throws an {@link AssertionError} naming every way the exchange breaks the contract. */
    public void check(Exchange exchange) {
        List<String> violations = violations(exchange);
        if (!violations.isEmpty()) {
            throw new AssertionError("openapi.yaml does not describe " + exchange.method() + " " + exchange.path()
                    + " → " + exchange.status() + " " + Optional.ofNullable(exchange.responseContentType()).orElse("")
                    + ":\n  - " + String.join("\n  - ", violations)
                    + "\n  response body: " + abbreviated(exchange.responseBody()));
        }
    }

    /**
     * The ways one event of a game's stream, as {@code {"id", "event", "data"}} (SSE fields or an
     * NDJSON line alike), breaks the document's {@code GameEvent} schema, read closed.
     */
    public List<String> eventViolations(JsonNode event) {
        return schemaViolations("GameEvent", event);
    }

    /** The ways a value breaks a component schema of the document, read closed; empty when it keeps it. */
    public List<String> schemaViolations(String component, JsonNode value) {
        List<String> violations = new ArrayList<>();
        validate(STRICT_DOCUMENT, "#/components/schemas/" + component, value.toString(), component, violations);
        return violations;
    }

    /**
     * What in a problem body speaks Java instead of JSON and the API: a package or class name
     * ({@code GameBodies$Move}, {@code java.lang.Integer}, a CamelCase type), a Java type's name
     * ({@code Integer}, {@code String}), Jackson's back-quoted names and its "deserialize".
     */
    static final Pattern JAVA_NAMES = Pattern.compile("\\$|\\b(?:java|jakarta|javax|org|com|io)\\.[a-z]|[Dd]eserializ"
            + "|\\w+Exception\\b|\\b(?:Integer|Long|Short|Boolean|String|Double|Map|List|Set|Optional|Object|Class)\\b"
            + "|`|\\b[A-Z][a-z]+[A-Z]\\w*(?:Body|View|Request|Entity|Json|Query|Settings)\\b");

    /** The ways the exchange breaks the contract; empty when it keeps it. */
    public List<String> violations(Exchange exchange) {
        String path = exchange.path();
        List<String> violations = new ArrayList<>();
        if (mediaType(exchange.responseContentType()).equals("application/problem+json")) {
            javaNames(exchange.responseBody(), violations);
        }
        if (!path.startsWith("/api/") && !path.startsWith("/problems/")) {
            // Not the API's, but a problem is a problem wherever it comes from.
            if (mediaType(exchange.responseContentType()).equals("application/problem+json")) {
                checkBody("#/components/schemas/Problem", "application/problem+json", exchange, violations);
            }
            return violations;
        }
        Optional<String> template = templates.stream().filter(t -> t.pattern().matcher(path).matches())
                .map(Template::path).findFirst();
        String method = exchange.method().toLowerCase(Locale.ROOT);
        JsonNode operation = template.map(t -> spec.path("paths").path(t).path(method)).orElse(null);
        if (operation == null || operation.isMissingNode()) {
            // No such operation: the answer is the API's general error, a problem.
            checkBody("#/components/schemas/Problem", "application/problem+json", exchange, violations);
            return violations;
        }
        String operationPointer = "#/paths/" + escape(template.get()) + "/" + method;
        String code = String.valueOf(exchange.status());
        JsonNode responses = operation.path("responses");
        String responseKey = responses.has(code) ? code
                : responses.has(code.charAt(0) + "XX") ? code.charAt(0) + "XX"
                : responses.has("default") ? "default" : null;
        if (responseKey == null) {
            violations.add("status " + code + " is not documented for " + operation.path("operationId").asText()
                    + " (documented: " + String.join(", ", names(responses)) + ")");
            return violations;
        }
        JsonNode content = responses.path(responseKey).path("content");
        String mediaType = mediaType(exchange.responseContentType());
        boolean hasBody = exchange.responseBody() != null && !exchange.responseBody().isEmpty();
        if (content.isMissingNode() || content.isEmpty()) {
            if (hasBody) {
                violations.add("response " + responseKey + " has no content, but the answer has a body");
            }
        } else if (!content.has(mediaType)) {
            violations.add("media type '" + mediaType + "' is not documented for response " + responseKey
                    + " (documented: " + String.join(", ", names(content)) + ")");
        } else if (isJson(mediaType)) {
            checkBody(operationPointer + "/responses/" + escape(responseKey) + "/content/" + escape(mediaType) + "/schema",
                    mediaType, exchange, violations);
        } else if (mediaType.equals("application/x-ndjson") && hasBody) {
            // A stream documented with a schema: every line is one JSON value of that schema.
            String pointer = operationPointer + "/responses/" + escape(responseKey) + "/content/" + escape(mediaType) + "/schema";
            String[] lines = exchange.responseBody().split("\n");
            for (int i = 0; i < lines.length; i++) {
                if (!lines[i].isBlank()) {
                    validate(STRICT_DOCUMENT, pointer, lines[i], "NDJSON line " + (i + 1) + " of the response", violations);
                }
            }
        }
        if (exchange.status() / 100 == 2) {
            checkRequest(operation, operationPointer, exchange, violations);
        }
        return violations;
    }

    private static void javaNames(String body, List<String> violations) {
        try {
            JsonNode problem = JSON.readTree(body == null ? "" : body);
            for (String member : List.of("title", "detail")) {
                String text = problem == null ? null : problem.path(member).asText(null);
                java.util.regex.Matcher java = text == null ? null : JAVA_NAMES.matcher(text);
                if (java != null && java.find()) {
                    violations.add("the problem's " + member + " speaks Java ('" + java.group() + "'): " + text);
                }
            }
        } catch (IOException e) {
            // not JSON: the schema check says so
        }
    }

    private void checkBody(String pointer, String mediaType, Exchange exchange, List<String> violations) {
        if (!mediaType.equals(mediaType(exchange.responseContentType()))) {
            violations.add("expected a " + mediaType + " body, got '" + exchange.responseContentType() + "'");
            return;
        }
        validate(STRICT_DOCUMENT, pointer, exchange.responseBody(), "response", violations);
    }

    private void checkRequest(JsonNode operation, String operationPointer, Exchange exchange, List<String> violations) {
        JsonNode body = operation.path("requestBody");
        if (body.isMissingNode()) {
            return;
        }
        boolean sent = exchange.requestBody() != null && !exchange.requestBody().isBlank();
        if (!sent) {
            if (body.path("required").asBoolean(false)) {
                violations.add("the service accepted a request without the body the document requires");
            }
            return;
        }
        String mediaType = mediaType(exchange.requestContentType());
        if (!body.path("content").has(mediaType)) {
            violations.add("the service accepted a request body of type '" + mediaType
                    + "', which the document does not list");
        } else if (isJson(mediaType)) {
            validate(DOCUMENT, operationPointer + "/requestBody/content/" + escape(mediaType) + "/schema",
                    exchange.requestBody(), "accepted request", violations);
        }
    }

    private void validate(String document, String pointer, String body, String what, List<String> violations) {
        JsonNode instance;
        try {
            instance = JSON.readTree(body == null ? "" : body);
        } catch (IOException e) {
            violations.add(what + " body is not JSON: " + e.getMessage());
            return;
        }
        if (instance == null || instance.isMissingNode()) {
            violations.add(what + " body is empty where the document gives a JSON schema");
            return;
        }
        Schema schema = schemas.computeIfAbsent(document + pointer,
                location -> registry.getSchema(SchemaLocation.of(location)));
        for (Error error : schema.validate(instance)) {
            if (document.equals(DOCUMENT) && "enum".equals(error.getKeyword())) {
                // The service reads rule option values without regard to case (docs/rules/gyges.md),
                // which an enum cannot say: it lists the canonical spelling, which is what it echoes.
                continue;
            }
            violations.add(what + " " + error.getInstanceLocation() + ": " + error.getMessage()
                    + " (schema " + error.getSchemaLocation() + ")");
        }
    }

    /** Closes every object schema that lists properties and is silent about others. */
    private static void close(JsonNode node) {
        if (node instanceof ObjectNode object && object.has("properties") && object.get("properties").isObject()
                && !object.has("additionalProperties") && !object.has("unevaluatedProperties")) {
            object.put("additionalProperties", false);
        }
        for (JsonNode child : node) {
            close(child);
        }
    }

    private static Template template(String path) {
        StringBuilder regex = new StringBuilder("^");
        int parameters = 0;
        for (String segment : path.substring(1).split("/", -1)) {
            regex.append('/');
            if (segment.startsWith("{") && segment.endsWith("}")) {
                regex.append("[^/]+");
                parameters++;
            } else {
                regex.append(Pattern.quote(segment));
            }
        }
        return new Template(path, Pattern.compile(regex.append('$').toString()), parameters);
    }

    private static String mediaType(String contentType) {
        if (contentType == null) {
            return "";
        }
        int semicolon = contentType.indexOf(';');
        return (semicolon < 0 ? contentType : contentType.substring(0, semicolon)).trim().toLowerCase(Locale.ROOT);
    }

    private static boolean isJson(String mediaType) {
        return mediaType.equals("application/json") || mediaType.endsWith("+json");
    }

    /**
     * RFC 6901: a JSON pointer token, as it stands in a URI fragment (§6), where a path template's
     * braces must be percent-encoded.
     */
    private static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1").replace("{", "%7B").replace("}", "%7D");
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = object.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }

    private static String abbreviated(String body) {
        if (body == null) {
            return "(none)";
        }
        return body.length() <= 600 ? body : body.substring(0, 600) + "…";
    }
}
