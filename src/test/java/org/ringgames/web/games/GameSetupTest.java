package org.ringgames.web.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.games.GameClient.Game;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

/** Setup through the API under both setup orders and both zone sizes. */
@QuarkusTest
class GameSetupTest {

    private static void place(Game game, String seat, String square, int size) {
        GameClient.as(game, seat).body("{\"placements\":[{\"square\":\"" + square + "\",\"size\":" + size + "}]}")
                .post(game.path("/setup")).then().statusCode(200);
    }

    @Test
    void alternateSetupOnTwoRowsTakesTwelveSinglePlacementsSouthFirst() {
        Game game = GameClient.create("{\"setupRows\":2,\"setupOrder\":\"ALTERNATE\"}");
        String[] south = {"a1", "b2", "c1", "d2", "e1", "f2"};
        String[] north = {"a6", "b5", "c6", "d5", "e6", "f5"};
        int[] sizes = {1, 1, 2, 2, 3, 3};

        for (int i = 0; i < 6; i++) {
            JsonPath before = GameClient.state(game);
            assertThat(before.getString("setup.awaiting[0].seat")).isEqualTo("south");
            assertThat(before.getInt("setup.placed.south")).isEqualTo(i);
            GameClient.as(game, "north").body("{\"placements\":[{\"square\":\"a5\",\"size\":1}]}")
                    .post(game.path("/setup")).then().statusCode(409).body("type", equalTo("/problems/not-your-turn"));
            place(game, "south", south[i], sizes[i]);
            place(game, "north", north[i], sizes[i]);
        }

        JsonPath state = GameClient.state(game);
        assertThat(state.getString("status")).isEqualTo("playing");
        assertThat(state.getString("toMove")).isEqualTo("south");
        assertThat(state.getString("position")).isEqualTo("1.2.3./.1.2.3/....../....../.1.2.3/1.2.3. S");
        assertThat(state.getList("setup.awaiting")).isEmpty();
        assertThat(state.getInt("setup.placed.north")).isEqualTo(6);
    }

    @Test
    void alternateSetupOnOneRowRefusesASecondRowAndSixAtOnce() {
        Game game = GameClient.create("{\"setupOrder\":\"ALTERNATE\"}");

        GameClient.as(game, "south").body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(422)
                .body("detail", equalTo("setupOrder ALTERNATE takes 1 placement at a time, not 6"));
        GameClient.as(game, "south").body("{\"placements\":[{\"square\":\"a2\",\"size\":1}]}").post(game.path("/setup"))
                .then().statusCode(422).body("detail", equalTo("a2 is outside south's setup zone (row 1)"));
        place(game, "south", "a1", 1);
        GameClient.as(game, "north").body("{\"placements\":[{\"square\":\"a1\",\"size\":1}]}").post(game.path("/setup"))
                .then().statusCode(422);
    }

    @Test
    void blockSetupOnTwoRowsTakesSixPlacementsFromEachSide() {
        Game game = GameClient.create("{\"setupRows\":2}");
        GameClient.as(game, "south").body("{\"placements\":[{\"square\":\"a2\",\"size\":1},{\"square\":\"b1\",\"size\":1},"
                + "{\"square\":\"c2\",\"size\":2},{\"square\":\"d1\",\"size\":2},{\"square\":\"e2\",\"size\":3},{\"square\":\"f1\",\"size\":3}]}")
                .post(game.path("/setup")).then().statusCode(200).body("action", equalTo("placed"));
        GameClient.as(game, "north").body("{\"row\":\"321123\"}").post(game.path("/setup")).then().statusCode(200)
                .body("action", equalTo("placed; setup complete"))
                .body("state.position", equalTo("321123/....../....../....../1.2.3./.1.2.3 S"));

        GameClient.move(game, "south", "b1-a1", 0).then().statusCode(201);
    }
}
