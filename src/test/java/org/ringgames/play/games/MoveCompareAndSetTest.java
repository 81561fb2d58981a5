package org.ringgames.play.games;

import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.game.GameModules;
import org.ringgames.play.game.GameSnapshot;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.equalTo;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * MoveWrites' compare-and-set: two writers read the game at one version; the one whose statement
 * comes second writes nothing, reads again and answers as it would have after a row lock. The race
 * is made certain: the first writer's change, between its read and its write, lets a second writer
 * play and commit (in a transaction of its own), so the first one's version is stale.
 */
@QuarkusTest
class MoveCompareAndSetTest {

    @Inject
    MoveWrites moves;

    @Inject
    GameModules modules;

    @Inject
    MeterRegistry metrics;

    private record Started(UUID id, String south, String north) {
    }

    private static Started started() {
        JsonPath created = given().contentType(ContentType.JSON).body("{\"game\":\"gyges\"}")
                .post("/api/v1/games").then().statusCode(201).extract().jsonPath();
        Started game = new Started(UUID.fromString(created.getString("id")), created.getString("seats.south.token"),
                created.getString("seats.north.token"));
        setup(game, game.south(), "321123");
        setup(game, game.north(), "123321");
        return game;
    }

    private static void setup(Started game, String token, String row) {
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token)
                .body("{\"row\":\"" + row + "\"}").post("/api/v1/games/" + game.id() + "/setup")
                .then().statusCode(200);
    }

    private static GameWrites.Caller caller(Started game, Optional<String> key, String body) {
        return new GameWrites.Caller(game.id(), Optional.of(game.south()), key.map(k ->
                new GameWrites.IdempotencyKey(k, body.getBytes(StandardCharsets.UTF_8))));
    }

    private static GameWrites.Rendered render(MovePlayed played, GameSnapshot state) {
        return new GameWrites.Rendered(201, "{\"ply\":" + played.ply() + ",\"version\":" + state.version() + "}");
    }

    /** South's move; the first time it is applied, another writer plays {@code rival} first and commits. */
    private GameWrites.Answer<MovePlayed> racedBy(Started game, GameWrites.Caller caller, MoveRequest request,
                                                 GameWrites.Caller rivalCaller, MoveRequest rival) {
        AtomicBoolean raced = new AtomicBoolean();
        return moves.write(caller, (row, seat, now) -> {
            if (raced.compareAndSet(false, true)) {
                // Its statement commits on its own (MoveWrites runs in autocommit) before ours is sent.
                assertThat(moves.write(rivalCaller, (r, s, n) -> modules.of(r).move(r, s, n, rival),
                        MoveCompareAndSetTest::render).replayed()).isFalse();
            }
            return modules.of(row).move(row, seat, now, request);
        }, MoveCompareAndSetTest::render);
    }

    private double lostRaces() {
        var counter = metrics.find("ringgames.moves.compare-and-set.lost").counter();
        return counter == null ? 0 : counter.count();
    }

    @Test
    void theWriterThatComesSecondReadsAgainAndIsToldItsPlyIsStale() {
        Started game = started();
        double lostBefore = lostRaces();
        MoveRequest move = new MoveRequest("b1-b3", Optional.of(0), Optional.empty());

        assertThatThrownBy(() -> racedBy(game, caller(game, Optional.empty(), ""), move,
                caller(game, Optional.empty(), ""), move))
                .isInstanceOfSatisfying(Rejection.class, r -> assertThat(r.kind()).isEqualTo(Rejection.Kind.STALE_STATE));

        assertThat(lostRaces()).isEqualTo(lostBefore + 1);
        given().get("/api/v1/games/" + game.id() + "/moves").then().body("moves.size()", equalTo(1));
        given().get("/api/v1/games/" + game.id()).then().body("ply", equalTo(1)).body("version", equalTo(3));
    }

    @Test
    void withoutExpectedPlyTheSecondWriterIsToldItIsNotItsTurn() {
        Started game = started();
        MoveRequest ours = new MoveRequest("b1-b3", Optional.empty(), Optional.empty());
        MoveRequest theirs = new MoveRequest("c1-c2", Optional.empty(), Optional.empty());

        assertThatThrownBy(() -> racedBy(game, caller(game, Optional.empty(), ""), ours,
                caller(game, Optional.empty(), ""), theirs))
                .isInstanceOfSatisfying(Rejection.class, r -> assertThat(r.kind()).isEqualTo(Rejection.Kind.NOT_YOUR_TURN));

        given().get("/api/v1/games/" + game.id() + "/moves").then().body("moves.size()", equalTo(1))
                .body("moves[0].move", equalTo("c1-c2"));
    }

    @Test
    void underOneKeyTheSecondWriterGetsTheFirstOnesStoredAnswer() {
        Started game = started();
        MoveRequest move = new MoveRequest("b1-b3", Optional.of(0), Optional.empty());
        GameWrites.Caller keyed = caller(game, Optional.of("race-1"), "b1-b3 at 0");

        GameWrites.Answer<MovePlayed> answer = racedBy(game, keyed, move, keyed, move);

        assertThat(answer.replayed()).isTrue();
        assertThat(answer.rendered().status()).isEqualTo(201);
        assertThat(answer.rendered().body()).isEqualTo("{\"ply\":1,\"version\":3}");
        given().get("/api/v1/games/" + game.id() + "/moves").then().body("moves.size()", equalTo(1));
    }

    @Test
    void underOneKeyWithAnotherRequestTheSecondWriterIsToldTheKeyIsReused() {
        Started game = started();
        MoveRequest move = new MoveRequest("b1-b3", Optional.of(0), Optional.empty());

        assertThatThrownBy(() -> racedBy(game, caller(game, Optional.of("race-2"), "ours"), move,
                caller(game, Optional.of("race-2"), "theirs"), move))
                .isInstanceOfSatisfying(Rejection.class,
                        r -> assertThat(r.kind()).isEqualTo(Rejection.Kind.IDEMPOTENCY_KEY_REUSE));
        given().get("/api/v1/games/" + game.id() + "/moves").then().body("moves.size()", equalTo(1));
    }
}
