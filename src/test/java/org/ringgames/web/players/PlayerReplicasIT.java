package org.ringgames.web.players;

import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.ringgames.support.FeedStream;
import org.ringgames.support.ReplicaCalls;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.SharedReplicas;
import org.ringgames.support.Standalone;
import org.ringgames.web.players.PlayerCalls.Player;

/**
 * Two bots on two packaged replicas sharing one PostgreSQL: each seeks on its own replica, they
 * are paired, and each plays over its stream on its replica. Mid-game the first bot's replica is
 * killed ({@code kill -9}); the bot resumes its stream on the other replica with its last event id
 * and plays on. Every turn of each bot is heard exactly once: every answer is accepted (a repeated
 * turn would make a stale move, a missed one would stall the game), and each bot made exactly its
 * seat's moves of the game's history.
 */
@Standalone
@ResourceLock(SharedReplicas.OPEN)
class PlayerReplicasIT {

    private static final String STREAM = "/api/v1/players/me/events";

    private ServiceProcess a;
    private ServiceProcess b;

    @BeforeEach
    void replicas() throws Exception {
        SharedReplicas replicas = SharedReplicas.open();
        a = replicas.a();
        b = replicas.b();
    }

    private static Player player(ServiceProcess home, String name) {
        JsonPath created = ReplicaCalls.send(home, "POST", "/api/v1/players", null, "{\"name\":\"" + name + "\"}", 201);
        return new Player(created.getString("id"), name, created.getString("token"));
    }

    /** A bot whose requests go to whichever replica {@code home} names when it sends. */
    private static StreamBot bot(Player player, ServiceProcess[] home) {
        return new StreamBot(player, home[0].url(STREAM),
                (path, body, expected) -> ReplicaCalls.send(home[0], "POST", path, player.token(), body, expected));
    }

    @Test
    void aPlayerStreamResumedOnAnotherReplicaMissesNothingAndRepeatsNothing() throws Exception {
        ServiceProcess[] annHome = {a};
        ServiceProcess[] bobHome = {b};
        Player ann = player(a, "ann");
        Player bob = player(b, "bob");
        StreamBot annBot = bot(ann, annHome);
        StreamBot bobBot = bot(bob, bobHome);
        String seek = "{\"game\":\"gyges\",\"rules\":{\"maxPlies\":40}}";
        ReplicaCalls.send(a, "POST", "/api/v1/seeks", ann.token(), seek, 201);
        String game = ReplicaCalls.send(b, "POST", "/api/v1/seeks", bob.token(), seek, 201).getString("gameId");

        // Play until each has moved a few times, then kill ann's replica.
        long end = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        while (annBot.moves < 3 || bobBot.moves < 3) {
            assertThat(System.nanoTime()).as("the bots make their first moves").isLessThan(end);
            annBot.step(Duration.ofMillis(5));
            bobBot.step(Duration.ofMillis(5));
        }
        a.kill();
        annHome[0] = b;
        annBot.resume(b.url(STREAM));

        StreamBot.playUntilFinished(List.of(annBot, bobBot), 1, Duration.ofMinutes(2));

        JsonPath state = ReplicaCalls.send(b, "GET", "/api/v1/games/" + game, null, null, 200);
        assertThat(state.getString("status")).isEqualTo("finished");
        List<Map<String, Object>> history = ReplicaCalls.send(b, "GET", "/api/v1/games/" + game + "/moves", null, null, 200)
                .getList("moves");
        String annSeat = state.getString("players.south.id").equals(ann.id()) ? "south" : "north";
        long annMoves = history.stream().filter(m -> annSeat.equals(m.get("seat"))).count();
        assertThat(annBot.moves).isEqualTo(annMoves);
        assertThat(bobBot.moves).isEqualTo(history.size() - annMoves);
        for (StreamBot bot : List.of(annBot, bobBot)) {
            assertThat(bot.heard.stream().map(FeedStream.Event::id).toList()).doesNotHaveDuplicates().isSorted();
            assertThat(bot.types()).startsWith("gameStart").endsWith("gameFinish");
            bot.close();
        }
    }
}
