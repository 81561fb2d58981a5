package org.ringgames.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.client.api.GamesApi;
import org.ringgames.client.api.SeatsApi;
import org.ringgames.client.model.CreateGame;
import org.ringgames.client.model.GameCreated;
import org.ringgames.client.model.GameState;
import org.ringgames.client.model.GygesLegalMove;
import org.ringgames.client.model.GygesLegalMoves;
import org.ringgames.client.model.GygesResult;
import org.ringgames.client.model.GygesState;
import org.ringgames.client.model.History;
import org.ringgames.client.model.HistoryMove;
import org.ringgames.client.model.MovePlayed;
import org.ringgames.client.model.PlayMove;
import org.ringgames.client.model.Problem;
import org.ringgames.client.model.SeatAction;
import org.ringgames.client.model.Setup;
import org.ringgames.client.model.XeQueoLegalMove;
import org.ringgames.client.model.XeQueoLegalMoves;
import org.ringgames.client.model.XeQueoRound;
import org.ringgames.client.model.XeQueoState;

/**
 * Whole games played with the Java client generated from the committed openapi.yaml (see the
 * openapi-generator plugin in pom.xml), and nothing else: if the spec does not describe an answer
 * exactly (a missing or undocumented member, a wrong type, a wrong union), this test fails.
 */
@QuarkusTest
class GeneratedClientGameTest {

    @TestHTTPResource("/")
    URL base;

    /** A client that fails on any member the spec does not document; with a seat token if given. */
    private ApiClient client(String token) {
        ApiClient client = new ApiClient();
        client.updateBaseUri(base.toString().replaceAll("/$", ""));
        // The generated mapper's modules and settings, but strict about undocumented members.
        ObjectMapper strict = ApiClient.createDefaultObjectMapper()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        client.setObjectMapper(strict);
        if (token != null) {
            // The native library ignores securitySchemes; a request interceptor is its way to send one.
            client.setRequestInterceptor(request -> request.header("Authorization", "Bearer " + token));
        }
        return client;
    }

    private GamesApi games() {
        return new GamesApi(client(null));
    }

    private SeatsApi seat(GameCreated created, String seat) {
        return new SeatsApi(client(created.getSeats().get(seat).getSeatToken().getToken()));
    }

    private GamesApi gamesAs(GameCreated created, String seat) {
        return new GamesApi(client(created.getSeats().get(seat).getSeatToken().getToken()));
    }

    private static String key() {
        return UUID.randomUUID().toString();
    }

    private GameCreated startedGyges() throws ApiException {
        GameCreated created = games().createGame(new CreateGame().game(CreateGame.GameEnum.GYGES));
        assertThat(created.getSeats()).containsOnlyKeys("south", "north");
        assertThat(created.getState().getGygesState().getStatus()).isEqualTo(GygesState.StatusEnum.SETUP);
        seat(created, "south").setupGame(created.getId(), new Setup().row("321123"), key());
        SeatAction north = seat(created, "north").setupGame(created.getId(), new Setup().row("321123"), key());
        assertThat(north.getState().getGygesState().getStatus()).isEqualTo(GygesState.StatusEnum.PLAYING);
        return created;
    }

    @Test
    void aGeneratedClientPlaysAWholeGygesGameToItsEnd() throws ApiException {
        GameCreated created = startedGyges();
        String id = created.getId();
        GygesState state = games().getGame(id, null).getGygesState();
        int plies = 0;
        while (state.getStatus() == GygesState.StatusEnum.PLAYING) {
            GygesLegalMoves legal = (GygesLegalMoves) games().gameLegalMoves(id, null, false).getActualInstance();
            assertThat(legal.getPly()).isEqualTo(state.getPly());
            assertThat(legal.getToMove().getValue()).isEqualTo(state.getToMove().getValue());
            assertThat(legal.getCount()).isEqualTo(legal.getMoves().size()).isPositive();
            GygesLegalMove choice = legal.getMoves().stream().filter(GygesLegalMove::getWins).findFirst()
                    .orElse(legal.getMoves().get(0));
            String mover = state.getToMove().getValue();

            MovePlayed played = seat(created, mover).playMove(id,
                    new PlayMove().move(choice.getMove()).expectedPly(state.getPly()), key(), null);

            assertThat(played.getPly()).isEqualTo(state.getPly() + 1);
            assertThat(played.getSeat().getValue()).isEqualTo(mover);
            assertThat(played.getMove()).isEqualTo(choice.getMove());
            plies++;
            state = played.getState().getGygesState();
        }

        assertThat(state.getStatus()).isEqualTo(GygesState.StatusEnum.FINISHED);
        assertThat(state.getToMove()).isNull();
        GygesResult result = state.getResult();
        if (result.getReason() == GygesResult.ReasonEnum.GOAL) {
            assertThat(result.getWinner()).isNotNull();
            assertThat(result.getWinner().getValue()).isEqualTo(plies % 2 == 1 ? "south" : "north");
        } else {
            assertThat(result.getReason()).isIn(GygesResult.ReasonEnum.MAX_PLIES, GygesResult.ReasonEnum.DOUBLE_PASS);
            assertThat(result.getWinner()).isNull();
        }
        History history = games().gameHistory(id);
        assertThat(history.getId()).isEqualTo(id);
        assertThat(history.getMoves()).hasSize(plies);
        assertThat(history.getMoves()).extracting(HistoryMove::getPly)
                .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, plies).boxed().toList());
        GameState read = games().getGame(id, null);
        assertThat(read.getActualInstance()).isInstanceOf(GygesState.class);
        GygesState finished = (GygesState) read.getActualInstance();
        assertThat(finished.getPly()).isEqualTo(plies);
        assertThat(finished.getResult().getReason()).isEqualTo(result.getReason());
        assertThat(finished.getPosition()).isEqualTo(history.getMoves().get(plies - 1).getPosition());
    }

    @Test
    void aGeneratedClientPlaysAnXeQueoRoundAndSeesBothSecretsRevealed() throws ApiException {
        GameCreated created = games().createGame(new CreateGame().game(CreateGame.GameEnum.XEQUEO));
        String id = created.getId();
        assertThat(created.getSeats()).containsOnlyKeys("placer", "ringer");
        XeQueoState fresh = created.getState().getXeQueoState();
        assertThat(fresh.getStatus()).isEqualTo(XeQueoState.StatusEnum.SETUP);
        assertThat(fresh.getRounds()).isEmpty();

        seat(created, "placer").setupGame(id, new Setup().discs(Map.of(
                "1", "a1", "2", "c1", "3", "e1", "4", "g1", "5", "a3", "6", "c3", "7", "e3")), key());
        seat(created, "ringer").setupGame(id, new Setup().ring("d6"), key());
        SeatAction placerSecret = seat(created, "placer").setupGame(id, new Setup().secret(3), key());
        assertThat(placerSecret.getState().getXeQueoState().getMySecret()).isEqualTo(3);
        SeatAction ringerSecret = seat(created, "ringer").setupGame(id, new Setup().secret(5), key());
        XeQueoState playing = ringerSecret.getState().getXeQueoState();
        assertThat(playing.getStatus()).isEqualTo(XeQueoState.StatusEnum.PLAYING);
        assertThat(playing.getToMove()).isEqualTo(XeQueoState.ToMoveEnum.PLACER);

        // The placer to move reads its turns with its own token, then guesses the ringer's secret.
        XeQueoLegalMoves legal = (XeQueoLegalMoves) gamesAs(created, "placer")
                .gameLegalMoves(id, null, null).getActualInstance();
        assertThat(legal.getToMove()).isEqualTo(XeQueoLegalMoves.ToMoveEnum.PLACER);
        assertThat(legal.getRing()).isEqualTo("d6");
        assertThat(legal.getMoves()).extracting(XeQueoLegalMove::getMove).contains("guess 5");
        MovePlayed guessed = seat(created, "placer").playMove(id,
                new PlayMove().move("guess 5").expectedPly(playing.getPly()), key(), null);
        assertThat(guessed.getMove()).isEqualTo("guess 5");

        XeQueoState after = (XeQueoState) games().getGame(id, null).getActualInstance();
        List<XeQueoRound> rounds = after.getRounds();
        assertThat(rounds).hasSize(1);
        XeQueoRound first = rounds.get(0);
        assertThat(first.getRound()).isEqualTo(1);
        assertThat(first.getHow()).isEqualTo(XeQueoRound.HowEnum.GUESS_RIGHT);
        assertThat(first.getWinner()).isEqualTo(XeQueoRound.WinnerEnum.PLACER);
        assertThat(first.getSecrets().getPlacer()).isEqualTo(3);
        assertThat(first.getSecrets().getRinger()).isEqualTo(5);
        assertThat(after.getScore().getPlacer()).isEqualTo(1);
        assertThat(after.getScore().getRinger()).isZero();
        assertThat(after.getStatus()).isEqualTo(XeQueoState.StatusEnum.SETUP);
        assertThat(after.getRound()).isEqualTo(2);
        assertThat(after.getMySecret()).isNull();
    }

    @Test
    void aMoveByTheSeatNotToMoveIsA409NotYourTurnProblem() throws ApiException {
        GameCreated created = startedGyges();

        ApiException refused = catchThrowableOfType(ApiException.class, () -> seat(created, "north")
                .playMove(created.getId(), new PlayMove().move("b6-b4").expectedPly(0), key(), null));

        assertThat(refused.getCode()).isEqualTo(409);
        // The native client leaves error bodies as text; the generated Problem model reads it.
        Problem problem;
        try {
            problem = client(null).getObjectMapper().readValue(refused.getResponseBody(), Problem.class);
        } catch (java.io.IOException e) {
            throw new AssertionError("the 409 body is not a Problem: " + refused.getResponseBody(), e);
        }
        assertThat(problem.getType()).isEqualTo("/problems/not-your-turn");
        assertThat(problem.getStatus()).isEqualTo(409);
        assertThat(problem.getTitle()).isNotBlank();
        assertThat(games().getGame(created.getId(), null).getGygesState().getPly()).isZero();
    }
}
