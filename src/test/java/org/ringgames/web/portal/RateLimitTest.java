package org.ringgames.web.portal;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringgames.support.RawHttp;

/**
 * Rate limits per client address and per seat token. Each test sends from its own address (the
 * profile trusts X-Forwarded-For, as a deployment behind a proxy would) so the tests do not share
 * buckets.
 */
@QuarkusTest
@TestProfile(RateLimitTest.Tight.class)
class RateLimitTest {

    public static class Tight implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "ringgames.rate-limit.enabled", "true",
                    "ringgames.rate-limit.address.per-second", "1",
                    "ringgames.rate-limit.address.burst", "5",
                    "ringgames.rate-limit.seat-token.per-second", "1",
                    "ringgames.rate-limit.seat-token.burst", "3",
                    "ringgames.rate-limit.analysis.per-second", "0.5",
                    "ringgames.rate-limit.analysis.burst", "2",
                    "quarkus.http.proxy.proxy-address-forwarding", "true",
                    "quarkus.http.proxy.allow-x-forwarded", "true");
        }
    }

    private static final AtomicInteger SPELLINGS = new AtomicInteger();

    @TestHTTPResource("/")
    URL base;

    private static Response ping(String address) {
        return given().header("X-Forwarded-For", address).get("/api/v1/ping");
    }

    @Test
    void analysesHaveABucketOfTheirOwnTighterThanTheAddresss() {
        String body = "{\"game\":\"gyges\",\"position\":\"321123/....../....../....../....../321123 S\",\"limits\":{\"depth\":1}}";
        List<Integer> statuses = new ArrayList<>();
        Response refused = null;
        for (int i = 0; i < 3; i++) {
            Response r = given().header("X-Forwarded-For", "203.0.113.40").contentType("application/json").body(body)
                    .post("/api/v1/positions/analysis");
            statuses.add(r.statusCode());
            refused = r.statusCode() == 429 ? r : refused;
        }

        assertThat(statuses).containsExactly(200, 200, 429);
        assertThat(refused.jsonPath().getString("limit")).isEqualTo("analysis");
        assertThat(refused.header("Retry-After")).isNotNull();
        // The address's own bucket (burst 5) still has room: other requests pass.
        assertThat(ping("203.0.113.40").statusCode()).isEqualTo(200);
    }

    /**
     * Each spelling of the analysis path that the router serves as an analysis: sent as written (a
     * raw request line, which no client library rewrites), each from an address of its own.
     */
    @ParameterizedTest
    @ValueSource(strings = {"/api/v1/positions/analysis/", "/api/v1/positions//analysis",
            "/api/v1/positions/./analysis", "/api/v1/positions/%61nalysis", "/api/v1/positions/analysis;x=1",
            "/api/v1/x/../positions/analysis", "/api/v1//positions/analysis", "/api/v1/positions/analysis%3Bx=1"})
    void everySpellingOfTheAnalysisPathTakesFromTheAnalysisBucket(String target) {
        String address = "203.0.113." + (100 + SPELLINGS.incrementAndGet());
        String body = "{\"game\":\"gyges\",\"position\":\"321123/....../....../....../....../321123 S\",\"limits\":{\"depth\":1}}";
        List<RawHttp.Answer> answers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            answers.add(RawHttp.send(base.getPort(), "POST", target, List.of(new String[] {"X-Forwarded-For", address},
                    new String[] {"Content-Type", "application/json"}, new String[] {"Accept", "application/json"}), body));
        }

        List<Integer> statuses = answers.stream().map(RawHttp.Answer::status).toList();
        if (statuses.get(0) == 404) {
            // Not an analysis to the router either: it costs no engine time, and takes nothing.
            assertThat(statuses).as(target).containsOnly(404);
            return;
        }
        assertThat(statuses).as(target).containsExactly(200, 200, 429);
        assertThat(answers.get(2).body()).contains("\"limit\":\"analysis\"");
        assertThat(answers.get(2).headers()).containsKey("retry-after");
    }

    @Test
    void aFloodingAddressGets429WithRetryAfterAndRecoversAfterIt() throws InterruptedException {
        List<Integer> statuses = new ArrayList<>();
        Response refused = null;
        for (int i = 0; i < 8; i++) {
            Response r = ping("203.0.113.7");
            statuses.add(r.statusCode());
            if (r.statusCode() == 429 && refused == null) {
                refused = r;
            }
        }

        assertThat(statuses.subList(0, 5)).containsOnly(200);
        assertThat(statuses).contains(429);
        assertThat(refused.contentType()).startsWith("application/problem+json");
        assertThat(refused.jsonPath().getString("type")).isEqualTo("/problems/rate-limited");
        assertThat(refused.jsonPath().getString("limit")).isEqualTo("address");
        int retryAfter = Integer.parseInt(refused.header("Retry-After"));
        assertThat(retryAfter).isBetween(1, 2);
        assertThat(ping("198.51.100.9").statusCode()).as("another client plays on").isEqualTo(200);

        Thread.sleep(retryAfter * 1000L + 100);

        assertThat(ping("203.0.113.7").statusCode()).isEqualTo(200);
    }

    @Test
    void aSeatTokenHasItsOwnLimitWhateverTheAddress() {
        JsonPath created = given().header("X-Forwarded-For", "192.0.2.1").contentType(ContentType.JSON)
                .body("{\"game\":\"gyges\"}").post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        String game = "/api/v1/games/" + created.getString("id");
        String token = "Bearer " + created.getString("seats.south.token");
        List<Integer> statuses = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            statuses.add(given().header("X-Forwarded-For", "192.0.2." + (10 + i)).header("Authorization", token)
                    .contentType(ContentType.JSON).body("{\"action\":\"offer\"}").post(game + "/draw").statusCode());
        }

        assertThat(statuses.subList(0, 3)).doesNotContain(429);
        assertThat(statuses.get(4)).isEqualTo(429);
    }

    /** One member of a RateLimit field: {@code "name";r=4;t=1}. */
    private static final java.util.regex.Pattern STATE = java.util.regex.Pattern.compile("\"([a-z-]+)\";r=(\\d+);t=(\\d+)");

    /** What each bucket named in a RateLimit field has left, by name, in the field's order. */
    private static Map<String, Integer> remaining(Response answer) {
        String field = answer.header("RateLimit");
        assertThat(field).as("RateLimit on " + answer.statusCode()).isNotNull();
        Map<String, Integer> left = new java.util.LinkedHashMap<>();
        java.util.regex.Matcher m = STATE.matcher(field);
        while (m.find()) {
            left.put(m.group(1), Integer.parseInt(m.group(2)));
        }
        assertThat(left).as(field).isNotEmpty();
        return left;
    }

    @Test
    void everyAnswerSaysTheBucketsPolicyAndWhatIsLeftDownToTheRefusal() {
        List<Response> answers = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            answers.add(ping("203.0.113.77"));
        }
        Response first = answers.get(0);
        assertThat(first.statusCode()).isEqualTo(200);
        // The address bucket: a burst of 5, refilled at 1 a second, so empty to full in 5 s.
        assertThat(first.header("RateLimit-Policy")).isEqualTo("\"address\";q=5;w=5");
        assertThat(first.header("RateLimit")).matches("\"address\";r=4;t=[12]");
        List<Integer> left = answers.stream().map(a -> remaining(a).get("address")).toList();
        // Each request takes one; what refills between two requests is less than one more (or the
        // refusal would not come): the remaining count never grows, and reaches 0 at the refusal.
        for (int i = 1; i < left.size(); i++) {
            assertThat(left.get(i)).as("remaining after request " + i + ": " + left).isLessThanOrEqualTo(left.get(i - 1));
        }
        Response refused = answers.stream().filter(a -> a.statusCode() == 429).findFirst().orElseThrow();
        assertThat(remaining(refused)).containsEntry("address", 0);
        assertThat(refused.header("RateLimit-Policy")).isEqualTo("\"address\";q=5;w=5");
        assertThat(refused.header("Retry-After")).isNotNull();
    }

    @Test
    void aRequestWithATokenHearsOfBothItsBuckets() {
        JsonPath created = given().header("X-Forwarded-For", "192.0.2.90").contentType(ContentType.JSON)
                .body("{\"game\":\"gyges\"}").post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        Response read = given().header("X-Forwarded-For", "192.0.2.91")
                .header("Authorization", "Bearer " + created.getString("seats.south.token"))
                .get("/api/v1/games/" + created.getString("id"));
        assertThat(read.statusCode()).isEqualTo(200);
        assertThat(read.header("RateLimit-Policy")).isEqualTo("\"address\";q=5;w=5, \"seat-token\";q=3;w=3");
        assertThat(remaining(read)).containsExactly(Map.entry("address", 4), Map.entry("seat-token", 2));
        // A problem answer carries them too.
        Response missing = given().header("X-Forwarded-For", "192.0.2.92").get("/api/v1/games/not-a-game");
        assertThat(missing.statusCode()).isEqualTo(404);
        assertThat(missing.header("RateLimit")).startsWith("\"address\";r=4;");
    }
}
