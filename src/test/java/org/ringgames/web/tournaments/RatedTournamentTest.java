package org.ringgames.web.tournaments;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.rating.Glicko2;
import org.ringgames.web.portals.KeyedPortals;
import org.ringgames.web.portals.PortalAuthorityTest;
import org.ringgames.web.tournaments.TournamentCalls.Player;

/**
 * A rated tournament's games are rated games: created with {@code rated}, they move their players'
 * ratings in the pool of the tournament's game and clock when they end, by Glicko-2, and carry the
 * change; an unrated tournament's games move nothing.
 */
@QuarkusTest
@TestProfile(KeyedPortals.class)
class RatedTournamentTest {

    private static final String ALPHA = PortalAuthorityTest.ALPHA;

    private static JsonPath play(boolean rated, String prefix) {
        List<Player> p = TournamentCalls.players(ALPHA, prefix, 2);
        String id = TournamentCalls.create(ALPHA, Map.of("system", "swiss", "game", "gyges", "name", prefix,
                "rounds", 1, "rated", rated, "clock", Map.of("initialSeconds", 300, "incrementSeconds", 3),
                "players", p.stream().map(Player::id).toList()));
        TournamentCalls.post(ALPHA, id, "/start").then().statusCode(200);
        JsonPath round = TournamentCalls.round(ALPHA, id, 1);
        String game = round.getString("pairings[0].gameId");
        Player black = p.get(0).id().equals(round.getString("pairings[0].black.id")) ? p.get(0) : p.get(1);
        TournamentCalls.resign(black, game);
        return given().header("X-Api-Key", ALPHA).get("/api/v1/games/" + game).then().statusCode(200)
                .extract().jsonPath();
    }

    @Test
    void aRatedTournamentsGameMovesBothRatingsInItsPoolAndAnUnratedOnesMovesNone() {
        JsonPath rated = play(true, "rated-tour-");
        assertThat(rated.getBoolean("rated")).isTrue();
        // Two new players (1500/350/0.06), one game: the paper's steps give the winner what the
        // pure calculator gives, and the loser the mirror image.
        Glicko2 glicko = new Glicko2(0.5);
        double after = glicko.update(Glicko2.NEW_PLAYER, List.of(new Glicko2.Result(Glicko2.NEW_PLAYER, 1.0))).rating();
        assertThat(rated.getDouble("ratingChanges.south.before")).isEqualTo(1500.0);
        assertThat(rated.getDouble("ratingChanges.south.after")).isCloseTo(after, org.assertj.core.data.Offset.offset(0.01));
        assertThat(rated.getDouble("ratingChanges.north.after")).isCloseTo(3000 - after, org.assertj.core.data.Offset.offset(0.01));
        String winner = rated.getString("players.south.id");
        JsonPath player = given().header("X-Api-Key", ALPHA).get("/api/v1/players/" + winner).then().statusCode(200)
                .extract().jsonPath();
        assertThat(player.getMap("ratings")).containsOnlyKeys("gyges-blitz");

        JsonPath unrated = play(false, "unrated-tour-");
        assertThat(unrated.getBoolean("rated")).isFalse();
        assertThat(unrated.getMap("ratingChanges")).isNull();
    }
}
