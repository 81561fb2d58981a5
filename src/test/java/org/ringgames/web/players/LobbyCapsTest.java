package org.ringgames.web.players;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * No one player fills the lobby: open challenges and waiting seeks are capped per player (default
 * 10 each, ringgames.lobby.*), and so are its games against the engine in play (default 10,
 * ringgames.engine.max-games-per-player). The one over a cap is 409 limit-reached naming the cap,
 * and is not created; another player is not held back, and the player may go on once one closes.
 */
@QuarkusTest
class LobbyCapsTest {

    private static final int CAP = 10;

    @Inject
    AgroalDataSource database;

    private int rows(String table, String player, String id) throws Exception {
        try (Connection c = database.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT count(*) FROM " + table + " WHERE " + player + " = ?")) {
            s.setObject(1, UUID.fromString(id));
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    @Test
    void aPlayerWithTenOpenChallengesIsRefusedAnEleventhUntilItCancelsOne() throws Exception {
        Player flooder = PlayerCalls.create("flooder");
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < CAP; i++) {
            ids.add(PlayerCalls.openChallenge(flooder).then().statusCode(201).extract().path("id"));
        }

        PlayerCalls.openChallenge(flooder).then().statusCode(409).contentType("application/problem+json")
                .body("type", equalTo("/problems/limit-reached")).body("limit", equalTo(CAP))
                .body("detail", containsString("up to " + CAP + " open challenges"));
        assertThat(rows("challenge", "from_player", flooder.id())).as("the refused one was not created").isEqualTo(CAP);
        PlayerCalls.openChallenge(PlayerCalls.create("bystander")).then().statusCode(201);

        given().header("Authorization", flooder.bearer()).post("/api/v1/challenges/" + ids.get(0) + "/cancel")
                .then().statusCode(200);
        PlayerCalls.openChallenge(flooder).then().statusCode(201);
    }

    @Test
    void aPlayerWithTenWaitingSeeksIsRefusedAnEleventhEvenOfOtherTermsUntilItWithdrawsOne() throws Exception {
        Player flooder = PlayerCalls.create("seeker");
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < CAP; i++) {
            ids.add(seek(flooder, 7001 + i).then().statusCode(201).body("status", equalTo("waiting")).extract().path("id"));
        }

        seek(flooder, 7001 + CAP).then().statusCode(409).contentType("application/problem+json")
                .body("type", equalTo("/problems/limit-reached")).body("limit", equalTo(CAP))
                .body("detail", containsString("up to " + CAP + " waiting seeks"));
        assertThat(rows("seek", "player_id", flooder.id())).as("the refused one was not created").isEqualTo(CAP);
        seek(PlayerCalls.create("other seeker"), 7001 + CAP + 1).then().statusCode(201);

        given().header("Authorization", flooder.bearer()).delete("/api/v1/seeks/" + ids.get(0)).then().statusCode(204);
        seek(flooder, 7001 + CAP).then().statusCode(201).body("status", equalTo("waiting"));
    }

    @Test
    void aPlayerWithTenGamesAgainstTheEngineInPlayIsRefusedAnEleventhUntilOneEnds() {
        Player flooder = PlayerCalls.create("engine flooder");
        List<String> games = new ArrayList<>();
        Map<String, Object> engine = Map.of("game", "gyges", "opponent", Map.of("engine", Map.of("level", 1)));
        for (int i = 0; i < CAP; i++) {
            games.add(PlayerCalls.post(flooder, "/api/v1/seeks", engine).then().statusCode(201)
                    .body("status", equalTo("paired")).extract().path("gameId"));
        }

        PlayerCalls.post(flooder, "/api/v1/seeks", engine).then().statusCode(409)
                .contentType("application/problem+json").body("type", equalTo("/problems/limit-reached"))
                .body("limit", equalTo(CAP)).body("detail", containsString("up to " + CAP + " games against the engine"));
        given().get("/api/v1/games?player=" + flooder.id()).then().statusCode(200).body("games.size()", equalTo(CAP));

        PlayerCalls.post(flooder, "/api/v1/games/" + games.get(0) + "/resign", null).then().statusCode(200);
        PlayerCalls.post(flooder, "/api/v1/seeks", engine).then().statusCode(201).body("status", equalTo("paired"));
    }

    /** A seek no other test makes (a game of at most {@code maxPlies} plies), so it waits. */
    private static io.restassured.response.Response seek(Player player, int maxPlies) {
        return PlayerCalls.post(player, "/api/v1/seeks", Map.of("game", "gyges", "rules", Map.of("maxPlies", maxPlies)));
    }
}
