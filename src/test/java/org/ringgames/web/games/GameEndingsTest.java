package org.ringgames.web.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.ringgames.web.games.GameClient.Game;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.AvoidableLoss;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;

/** Resignation, draws by agreement and the avoidable-loss takeback. */
@QuarkusTest
class GameEndingsTest {

    private static void draw(Game game, String seat, String action, int status) {
        GameClient.as(game, seat).body("{\"action\":\"" + action + "\"}").post(game.path("/draw")).then().statusCode(status);
    }

    @Test
    void aResignationWinsTheGameForTheOtherSeat() {
        Game game = GameClient.started(null, "321123", "123321");

        GameClient.as(game, "south").post(game.path("/resign")).then().statusCode(200)
                .body("action", equalTo("resigned"))
                .body("state.status", equalTo("finished"))
                .body("state.result.winner", equalTo("north"))
                .body("state.result.reason", equalTo("resignation"));
    }

    @Test
    void aDrawOfferStandsUntilAcceptedDeclinedOrAnsweredWithAMove() {
        Game game = GameClient.started(null, "321123", "123321");

        draw(game, "south", "offer", 200);
        assertThat(GameClient.state(game).getString("drawOffer")).isEqualTo("south");
        draw(game, "south", "offer", 409);
        draw(game, "south", "accept", 403);
        draw(game, "north", "decline", 200);
        assertThat(GameClient.state(game).getString("drawOffer")).isNull();
        draw(game, "north", "accept", 409);
        draw(game, "north", "maybe", 400);

        draw(game, "south", "offer", 200);
        GameClient.move(game, "south", "b1-b3", 0).then().statusCode(201).body("state.drawOffer", equalTo("south"));
        GameClient.move(game, "north", "b6-b4", 1).then().statusCode(201).body("state.drawOffer", nullValue());

        draw(game, "north", "offer", 200);
        draw(game, "south", "accept", 200);
        JsonPath state = GameClient.state(game);
        assertThat(state.getString("status")).isEqualTo("finished");
        assertThat(state.getString("result.reason")).isEqualTo("draw-agreed");
        assertThat(state.getString("result.winner")).isNull();
    }

    @Test
    void noDrawIsOfferedDuringSetup() {
        Game game = GameClient.create(null);

        draw(game, "south", "offer", 409);
    }

    /**
     * Plays until one side wins, the loser blundering on purpose: each move, if it can, lets the
     * opponent win next. Returns the game and the position before the loser's last move.
     */
    private static Position playToALoss(Game game, Random random) {
        MoveGenerator engine = new MoveGenerator(Rules.STANDARD);
        Position position = ((Parsed.Ok<Position>) PositionText.parse(GameClient.state(game).getString("position"))).value();
        Position beforeLosersMove = position;
        for (int ply = 0; ; ply++) {
            List<LegalMove> legal = engine.legalMoves(position);
            Position current = position;
            LegalMove choice = legal.stream().filter(m -> m.move().isWin()).findFirst()
                    .or(() -> legal.stream().filter(m -> !m.move().isWin() && engine.hasWinningMove(current.play(m.move())))
                            .skip(random.nextInt(3)).findFirst())
                    .orElse(legal.get(random.nextInt(legal.size())));
            GameClient.move(game, position.toMove().lowerName(), choice.move().toText(), ply).then().statusCode(201);
            if (choice.move().isWin()) {
                return beforeLosersMove;
            }
            beforeLosersMove = position;
            position = position.play(choice.move());
        }
    }

    @Test
    void theLoserTakesBackAnAvoidableLossAndMovesAgain() {
        Game game = GameClient.started("{\"takebackAvoidableLoss\":true}", "321123", "123321");
        Position before = playToALoss(game, new Random(3));
        JsonPath lost = GameClient.state(game);
        String winner = lost.getString("result.winner");
        String loser = winner.equals("south") ? "north" : "south";
        int ply = lost.getInt("ply");
        assertThat(lost.getBoolean("takebackAvailable")).isEqualTo(new AvoidableLoss(Rules.STANDARD).wasAvoidable(before))
                .isTrue();

        GameClient.as(game, winner).post(game.path("/takeback")).then().statusCode(403)
                .body("type", equalTo("/problems/wrong-seat"));
        GameClient.as(game, loser).post(game.path("/takeback")).then().statusCode(200)
                .body("state.status", equalTo("playing"))
                .body("state.ply", equalTo(ply - 2))
                .body("state.toMove", equalTo(loser))
                .body("state.position", equalTo(before.toString()))
                .body("state.result", nullValue())
                .body("state.takebackAvailable", equalTo(false));
        GameClient.as(game, loser).post(game.path("/takeback")).then().statusCode(409);
        assertThat(GameClient.legalMoves(game)).isNotEmpty();
        io.restassured.RestAssured.given().get(game.path("/moves")).then().body("moves.size()", equalTo(ply - 2));
    }

    @Test
    void withoutTheOptionThereIsNoTakeback() {
        Game game = GameClient.started(null, "321123", "123321");
        playToALoss(game, new Random(3));
        JsonPath lost = GameClient.state(game);
        String loser = lost.getString("result.winner").equals("south") ? "north" : "south";

        assertThat(lost.getBoolean("takebackAvailable")).isFalse();
        GameClient.as(game, loser).post(game.path("/takeback")).then().statusCode(409)
                .body("type", equalTo("/problems/wrong-phase"));
    }
}
