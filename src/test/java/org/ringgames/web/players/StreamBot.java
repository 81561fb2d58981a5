package org.ringgames.web.players;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ringgames.support.FeedStream;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * A bot as the README describes one, for tests: it hears its games on its one stream (with legal
 * moves) and answers each yourTurn with one request — a setup row, or a move (a winning one when
 * there is one, else the first). It counts its requests and the events it heard, and can resume
 * its stream elsewhere after the last event it heard.
 */
final class StreamBot implements AutoCloseable {

    /** Sends a bot's POST (a JSON body, with the player's token) and checks its status. */
    @FunctionalInterface
    interface Poster {
        void post(String path, String body, int expected);
    }

    final Player player;
    private final Poster poster;
    FeedStream stream;
    final List<FeedStream.Event> heard = new ArrayList<>();
    final Set<String> finished = new HashSet<>();
    int requests;
    int moves;

    /** A bot that sends through REST Assured (the test's own service). */
    StreamBot(Player player, String streamUrl) {
        this(player, streamUrl, (path, body, expected) -> given().header("Authorization", player.bearer())
                .contentType(ContentType.JSON).body(body).post(path).then().statusCode(expected));
    }

    StreamBot(Player player, String streamUrl, Poster poster) {
        this.player = player;
        this.poster = poster;
        this.stream = open(streamUrl, null);
    }

    private FeedStream open(String streamUrl, String lastEventId) {
        return FeedStream.player(streamUrl + "?legalMoves=true", player.token(), lastEventId, true);
    }

    /** Opens the stream again at {@code streamUrl}, after the last event heard. */
    void resume(String streamUrl) {
        stream.close();
        stream = open(streamUrl, heard.isEmpty() ? null : heard.get(heard.size() - 1).id());
    }

    /** Handles the next event if one comes within {@code wait}; false when none came. */
    boolean step(Duration wait) {
        if (stream.quietFor(wait)) {
            return false;
        }
        FeedStream.Event event = stream.next(Duration.ofSeconds(1));
        if (event.id() == null) {
            return false;
        }
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
            poster.post("/api/v1/games/" + game + "/setup", "{\"row\":\"123321\"}", 200);
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
        poster.post("/api/v1/games/" + game + "/moves", "{\"move\":\"" + chosen.path("move").asText()
                + "\",\"expectedPly\":" + data.path("state").path("ply").asInt() + "}", 201);
    }

    @Override
    public void close() {
        stream.close();
    }

    List<String> types() {
        return heard.stream().map(FeedStream.Event::type).toList();
    }

    /** The bots play until each has heard {@code games} games finish. */
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
