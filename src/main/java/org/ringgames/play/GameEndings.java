package org.ringgames.play;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.ringgames.rules.gyges.Outcome;
import org.ringgames.store.GameEntity;
import org.ringgames.store.MoveEntity;
import org.ringgames.store.MoveRepository;

/**
 * Ways a game ends or un-ends off the board: resignation and draw by agreement (every game), the
 * avoidable-loss takeback (a Gygès option).
 */
@ApplicationScoped
public class GameEndings {

    @Inject
    GameWrites writes;

    @Inject
    GygesGames gyges;

    @Inject
    MoveRepository moves;

    public enum DrawAction { OFFER, ACCEPT, DECLINE }

    public GameWrites.Answer<Acted> resign(GameWrites.Caller caller, GameWrites.Renderer<Acted> render) {
        return writes.write(caller, (game, seat, now) -> {
            GameRules.requireNotFinished(game);
            GameKind kind = GameKind.stored(game.kind);
            GameRules.finish(game, Optional.of(kind.seatName(seat.other())), Outcome.Reason.RESIGNATION.slug());
            return Acted.quietly(kind.seatName(seat), "resigned");
        }, render);
    }

    public GameWrites.Answer<Acted> draw(GameWrites.Caller caller, DrawAction action,
                                        GameWrites.Renderer<Acted> render) {
        return writes.write(caller, (game, seat, now) -> draw(game, seat, action), render);
    }

    private Acted draw(GameEntity game, SeatIndex seat, DrawAction action) {
        GameRules.requireStatus(game, GameStatus.PLAYING, "draws are offered while the game is being played");
        GameKind kind = GameKind.stored(game.kind);
        String me = kind.seatName(seat);
        String other = kind.seatName(seat.other());
        if (action == DrawAction.OFFER) {
            if (game.drawOffer != null) {
                throw new Rejection(Rejection.Kind.WRONG_PHASE, game.drawOffer.equals(me)
                        ? "your draw offer is already pending"
                        : other + " has offered a draw: accept or decline it", Map.of("drawOffer", game.drawOffer));
            }
            game.drawOffer = me;
            return Acted.as("draw-offer", me, "offered a draw");
        }
        if (game.drawOffer == null) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "no draw offer is pending");
        }
        if (game.drawOffer.equals(me)) {
            throw new Rejection(Rejection.Kind.WRONG_SEAT, "only " + other + " may "
                    + action.name().toLowerCase(java.util.Locale.ROOT) + " your draw offer");
        }
        if (action == DrawAction.ACCEPT) {
            GameRules.finish(game, Optional.empty(), Outcome.Reason.DRAW_AGREED.slug());
            return Acted.quietly(me, "accepted the draw");
        }
        game.drawOffer = null;
        return Acted.as("draw-offer", me, "declined the draw");
    }

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
        game.position = gyges.positionBefore(game, loserPly).toString();
        moves.takeBack(game.id, loserPly, now);
        game.ply = loserPly - 1;
        MoveEntity previous = game.ply == 0 ? null : moves.at(game.id, game.ply).orElseThrow();
        game.passesInARow = previous != null && previous.move.equals("pass") ? 1 : 0;
        game.lastMove = previous == null ? null
                : new GameEntity.LastMove(previous.ply, previous.seat, previous.move, previous.path);
        game.status = GameStatus.PLAYING.slug();
        game.resultWinner = null;
        game.resultReason = null;
        game.takebackAvailable = false;
        return Acted.as("takeback", seat, "took back");
    }
}
