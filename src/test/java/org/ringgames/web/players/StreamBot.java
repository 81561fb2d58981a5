package org.ringgames.web.players;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ringgames.support.FeedStream;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * A bot as the README describes one, for tests: it hears its games on its one stream (with legal
 * moves) and answers each yourTurn with one request — a setup row, or a move (a winning one when
 * there is one, else the first). It counts its requests and the events it heard.
 */
final class StreamBot {

    final Player player;
    final FeedStream stream;
    final List<FeedStream.Event> heard = new ArrayList<>();
    final Set<String> finished = new HashSet<>();
    int requests;
    int moves;

    StreamBot(Player player, String streamUrl) {
        this.player = player;
        this.stream = FeedStream.player(streamUrl + "?legalMoves=true", player.token(), null, true);
    }

    /** Handles the next event if one comes within {@code wait}; false when none came. */
    boolean step(Duration wait) {
        if (stream.quietFor(wait)) {
            return false;
        }
        FeedStream.Event event = stream.next(Duration.ofSeconds(1));
        heard.add(event);
        JsonNode data = event.data();
        switch (event.type()) {
            case "yourTurn" -> answer(data);
            case "gameFinish" -> finished.add(data.path("gameId").asText());
            default -> {
            }
        }
        return true;
    }

    private void answer(JsonNode data) {
        String game = data.path("gameId").asText();
        JsonNode legal = data.path("legalMoves");
        requests++;
        if (legal.isNull()) {
            given().header("Authorization", player.bearer()).contentType(ContentType.JSON)
                    .body(Map.of("row", "123321")).post("/api/v1/games/" + game + "/setup").then().statusCode(200);
            return;
        }
        JsonNode chosen = legal.path("moves").get(0);
        for (JsonNode move : legal.path("moves")) {
            if (move.path("wins").asBoolean()) {
                chosen = move;
                break;
            }
        }
        moves++;
        given().header("Authorization", player.bearer()).contentType(ContentType.JSON)
                .body(Map.of("move", chosen.path("move").asText(), "expectedPly", data.path("state").path("ply").asInt()))
                .post("/api/v1/games/" + game + "/moves").then().statusCode(201);
    }

    List<String> types() {
        return heard.stream().map(FeedStream.Event::type).toList();
    }

    /** Both bots play until each has heard {@code games} games finish. */
    static void playUntilFinished(List<StreamBot> bots, int games, Duration timeout) {
        long end = System.nanoTime() + timeout.toNanos();
        while (bots.stream().anyMatch(b -> b.finished.size() < games)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("the bots did not finish " + games + " games within " + timeout + "; heard: "
                        + bots.stream().map(StreamBot::types).toList());
            }
            for (StreamBot bot : bots) {
                bot.step(Duration.ofMillis(5));
            }
        }
    }
}
