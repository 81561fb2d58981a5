package org.ringgames.web.tournaments;

import static org.hamcrest.Matchers.equalTo;
import static org.ringgames.web.tournaments.TournamentCalls.TOURNAMENTS;
import static org.ringgames.web.tournaments.TournamentCalls.as;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Open mode proves no portal: no tournament is created or run (403 authority-off), none is found. */
@QuarkusTest
class TournamentOpenModeTest {

    @Test
    void openModeCreatesAndRunsNoTournament() {
        TournamentCalls.Player ann = TournamentCalls.player(null, "open-ann");
        as(null).body(Map.of("system", "swiss", "game", "gyges", "name", "open", "rounds", 3,
                        "players", List.of(ann.id()))).post(TOURNAMENTS).then().statusCode(403)
                .body("type", equalTo("/problems/authority-off"));
        as(null).get(TOURNAMENTS).then().statusCode(403).body("type", equalTo("/problems/authority-off"));
        String id = UUID.randomUUID().toString();
        TournamentCalls.post(null, id, "/start").then().statusCode(403);
        as(null).get(TOURNAMENTS + "/" + id).then().statusCode(404);
    }
}
