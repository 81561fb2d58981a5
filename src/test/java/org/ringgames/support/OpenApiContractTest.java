package org.ringgames.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The contract checker catches each way an answer can break a document: a small document here,
 * exchanges made up to break it one way at a time. (The whole suite runs every answer it receives
 * through the checker with the committed openapi.yaml.)
 */
class OpenApiContractTest {

    private static final String DOCUMENT = """
            openapi: 3.1.0
            info: {title: t, version: "1"}
            paths:
              /api/things/{id}:
                get:
                  operationId: getThing
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: {$ref: "#/components/schemas/Thing"}
                    "304":
                      description: not modified
                    "404":
                      description: missing
                      content:
                        application/problem+json:
                          schema: {$ref: "#/components/schemas/Problem"}
              /api/things:
                post:
                  operationId: makeThing
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema:
                          type: object
                          required: [name]
                          properties:
                            name: {type: string}
                            kind: {type: string, enum: [ROUND, SQUARE]}
                  responses:
                    "201":
                      description: made
                      content:
                        application/json:
                          schema: {$ref: "#/components/schemas/Thing"}
            components:
              schemas:
                Thing:
                  type: object
                  required: [id, game, seat]
                  properties:
                    id: {type: string}
                    game: {type: string, enum: [gyges]}
                    seat:
                      type: [string, "null"]
                      enum: [south, north, null]
                Problem:
                  type: object
                  required: [type, title, status]
                  additionalProperties: true
                  properties:
                    type: {type: string}
                    title: {type: string}
                    status: {type: integer}
            """;

    private final OpenApiContract contract = new OpenApiContract(DOCUMENT);

    private static OpenApiContract.Exchange get(String path, int status, String contentType, String body) {
        return new OpenApiContract.Exchange("GET", path, null, null, status, contentType, body);
    }

    @Test
    void anAnswerTheDocumentDescribesPasses() {
        contract.check(get("/api/things/7", 200, "application/json;charset=UTF-8",
                "{\"id\":\"7\",\"game\":\"gyges\",\"seat\":null}"));
        contract.check(get("/api/things/7", 304, null, null));
        contract.check(get("/api/things/8", 404, "application/problem+json",
                "{\"type\":\"/problems/not-found\",\"title\":\"Not found\",\"status\":404,\"gameId\":\"8\"}"));
    }

    @Test
    void aNullWhereTheDocumentAllowsNoneFails() {
        assertThat(contract.violations(get("/api/things/7", 200, "application/json",
                "{\"id\":null,\"game\":\"gyges\",\"seat\":\"south\"}")))
                .anySatisfy(v -> assertThat(v).contains("/id"));
    }

    @Test
    void aMissingRequiredMemberFails() {
        assertThat(contract.violations(get("/api/things/7", 200, "application/json", "{\"id\":\"7\",\"seat\":null}")))
                .anySatisfy(v -> assertThat(v).contains("game"));
    }

    @Test
    void aMemberTheDocumentDoesNotNameFails() {
        assertThat(contract.violations(get("/api/things/7", 200, "application/json",
                "{\"id\":\"7\",\"game\":\"gyges\",\"seat\":null,\"empty\":false}")))
                .anySatisfy(v -> assertThat(v).contains("empty"));
    }

    @Test
    void aValueOutsideTheEnumerationFails() {
        assertThat(contract.violations(get("/api/things/7", 200, "application/json",
                "{\"id\":\"7\",\"game\":\"xequeo\",\"seat\":null}")))
                .anySatisfy(v -> assertThat(v).contains("/game"));
    }

    @Test
    void anUndocumentedStatusFails() {
        assertThat(contract.violations(get("/api/things/7", 401, "application/problem+json",
                "{\"type\":\"/problems/unauthorized\",\"title\":\"Unauthorized\",\"status\":401}")))
                .containsExactly("status 401 is not documented for getThing (documented: 200, 304, 404)");
    }

    @Test
    void anUndocumentedMediaTypeFails() {
        assertThat(contract.violations(get("/api/things/7", 200, "text/plain", "7")))
                .anySatisfy(v -> assertThat(v).contains("media type 'text/plain'"));
    }

    @Test
    void aBodyWhereTheResponseHasNoContentFails() {
        assertThat(contract.violations(get("/api/things/7", 304, "application/json", "{}")))
                .anySatisfy(v -> assertThat(v).contains("has no content"));
    }

    @Test
    void anUndocumentedPathMustAnswerWithAProblem() {
        assertThat(contract.violations(get("/api/nothing", 404, "application/problem+json",
                "{\"type\":\"/problems/not-found\",\"title\":\"Not found\",\"status\":404}"))).isEmpty();
        assertThat(contract.violations(get("/api/nothing", 200, "application/json", "{}"))).isNotEmpty();
    }

    @Test
    void anAcceptedRequestTheDocumentForbidsFails() {
        String made = "{\"id\":\"1\",\"game\":\"gyges\",\"seat\":null}";
        assertThat(contract.violations(new OpenApiContract.Exchange("POST", "/api/things", "application/json",
                "{\"kind\":\"ROUND\"}", 201, "application/json", made)))
                .anySatisfy(v -> assertThat(v).contains("accepted request").contains("name"));
        // The same request refused is the test's business: bad input is sent on purpose.
        assertThat(contract.violations(new OpenApiContract.Exchange("POST", "/api/things", "application/json",
                "{\"kind\":\"ROUND\"}", 404, "application/problem+json",
                "{\"type\":\"/problems/not-found\",\"title\":\"Not found\",\"status\":404}"))).isNotEmpty();
        // Enum values are read without regard to case by the service, which a schema cannot say.
        assertThat(contract.violations(new OpenApiContract.Exchange("POST", "/api/things", "application/json",
                "{\"name\":\"a\",\"kind\":\"round\"}", 201, "application/json", made))).isEmpty();
    }

    @Test
    void checkNamesEveryViolationInItsError() {
        assertThatThrownBy(() -> contract.check(get("/api/things/7", 200, "application/json", "{\"id\":7}")))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("openapi.yaml does not describe GET /api/things/7 → 200")
                .hasMessageContaining("/id")
                .hasMessageContaining("game");
    }

    @Test
    void pathsOutsideTheApiAreNotChecked() {
        assertThat(contract.violations(get("/q/health", 200, "application/json", "{\"status\":\"UP\"}"))).isEmpty();
    }
}
