package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.net.URL;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.support.FeedStream;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * POST /challenges/{id}/decline reads its optional body strictly (it once ignored it, broken JSON
 * included) and takes a reason from lichess's list; the reason is kept with the challenge, shown
 * in its view and carried by the challenger's challengeDeclined event.
 */
@QuarkusTest
class DeclineReasonTest {

    @TestHTTPResource("/api/v1/players/me/events")
    URL events;

    private static String challenge(Player from, Player to) {
        return PlayerCalls.post(from, "/api/v1/challenges", Map.of("to", to.id(), "game", "gyges"))
                .then().statusCode(201).extract().path("id");
    }

    private static io.restassured.response.Response decline(Player player, String id, String body) {
        return given().header("Authorization", player.bearer()).contentType(ContentType.JSON).body(body)
                .post("/api/v1/challenges/" + id + "/decline");
    }

    @Test
    void aBrokenOrUnknownDeclineBodyIsRefusedAndLeavesTheChallengeOpen() {
        Player ann = PlayerCalls.create("ann");
        Player bob = PlayerCalls.create("bob");
        String id = challenge(ann, bob);
        decline(bob, id, "{\"reason\": ").then().statusCode(400).contentType("application/problem+json")
                .body("type", equalTo("/problems/malformed-request"));
        decline(bob, id, "{\"why\": \"later\"}").then().statusCode(400).body("detail", containsString("unknown member 'why'"));
        decline(bob, id, "{\"reason\": \"tooslow\"}").then().statusCode(400).body("detail", containsString("reason"));
        decline(bob, id, "{\"reason\": 3}").then().statusCode(400);
        decline(bob, id, "[]").then().statusCode(400);
        given().header("Authorization", bob.bearer()).contentType(ContentType.TEXT).body("later")
                .post("/api/v1/challenges/" + id + "/decline").then().statusCode(415);
        given().header("Authorization", bob.bearer()).get("/api/v1/challenges/" + id).then().statusCode(200)
                .body("status", equalTo("open")).body("declineReason", nullValue());
    }

    @Test
    void theReasonIsKeptShownAndHeardByTheChallenger() {
        Player ann = PlayerCalls.create("ann");
        Player bob = PlayerCalls.create("bob");
        try (FeedStream annStream = FeedStream.player(events.toString(), ann.token(), null, true)) {
            String id = challenge(ann, bob);
            decline(bob, id, "{\"reason\": \"tooFast\"}").then().statusCode(200).body("status", equalTo("declined"))
                    .body("declineReason", equalTo("tooFast"));
            given().header("Authorization", ann.bearer()).get("/api/v1/challenges/" + id).then().statusCode(200)
                    .body("declineReason", equalTo("tooFast"));
            FeedStream.Event declined = annStream.until(e -> e.type().equals("challengeDeclined"), 1,
                    Duration.ofSeconds(20)).stream().filter(e -> e.type().equals("challengeDeclined")).findFirst()
                    .orElseThrow();
            assertThat(declined.data().path("challenge").path("declineReason").asText()).isEqualTo("tooFast");
        }
    }

    @Test
    void withoutABodyOrWithAnEmptyObjectTheReasonIsGeneric() {
        Player ann = PlayerCalls.create("ann");
        Player bob = PlayerCalls.create("bob");
        PlayerCalls.post(bob, "/api/v1/challenges/" + challenge(ann, bob) + "/decline", null).then().statusCode(200)
                .body("declineReason", equalTo("generic"));
        decline(bob, challenge(ann, bob), "{}").then().statusCode(200).body("declineReason", equalTo("generic"));
        given().header("Authorization", ann.bearer()).get("/api/v1/challenges/" + challenge(ann, bob)).then()
                .statusCode(200).body("declineReason", nullValue());
    }
}
