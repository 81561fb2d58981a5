package org.ringgames.play.gyges;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import org.ringgames.play.core.Acted;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.rules.gyges.Outcome;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.ReviewRows;

/** The Gygès option {@code takebackAvoidableLoss}: the loser of an avoidable loss plays again. */
@ApplicationScoped
public class GygesTakeback {

    @Inject
    GameWrites writes;

    @Inject
    GygesGames gyges;

    @Inject
    ReviewRows reviews;

    public GameWrites.Answer<Acted> takeback(GameWrites.Caller caller, GameWrites.Renderer<Acted> render) {
        return writes.write(caller, this::takeback, render);
    }

    /**
     * docs/rules/gyges.md §7: the winning move and the loser's move before it are undone (moved to
     * taken_back_move) and the loser moves again.
     */
    private Acted takeback(GameEntity game, SeatIndex seatIndex, Instant now) {
        if (GameKind.stored(game.kind) != GameKind.GYGES) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "takebacks are a Gygès rule option; "
                    + GameKind.stored(game.kind).slug() + " has none");
        }
        if (!Boolean.TRUE.equals(game.rules.get("takebackAvoidableLoss"))) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "this game's rules do not allow takebacks (takebackAvoidableLoss: false)");
        }
        if (!GameStatus.FINISHED.slug().equals(game.status) || !Outcome.Reason.GOAL.slug().equals(game.resultReason)) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "a takeback follows a loss on the board, and this game has none");
        }
        String seat = GameKind.stored(game.kind).seatName(seatIndex);
        if (seat.equals(game.resultWinner)) {
            throw new Rejection(Rejection.Kind.WRONG_SEAT, "only the loser may take back");
        }
        if (!game.takebackAvailable) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE,
                    "the loss was not avoidable: every move you had left your opponent a winning move");
        }
        int loserPly = game.ply - 1;
        gyges.rewind(game, loserPly, now);
        game.status = GameStatus.PLAYING.slug();
        game.resultWinner = null;
        game.resultReason = null;
        reviews.takenBack(game.id, now);
        return Acted.as("takeback", seat, "took back");
    }
}
