package org.ringgames.play;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import org.ringgames.rules.gyges.Outcome;
import org.ringgames.rules.gyges.Side;
import org.ringgames.store.GameEntity;
import org.ringgames.store.MoveEntity;
import org.ringgames.store.MoveRepository;

/** Ways a game ends or un-ends off the board: resignation, draw by agreement, the avoidable-loss takeback. */
@ApplicationScoped
public class GameEndings {

    @Inject
    GameWrites writes;

    @Inject
    GamePlay play;

    @Inject
    MoveRepository moves;

    public enum DrawAction { OFFER, ACCEPT, DECLINE }

    /** What a seat did, and the event it adds to the stream; the state after it is rendered beside. */
    public record Done(Side seat, String what, Optional<String> event) implements GameChange {

        static Done quietly(Side seat, String what) {
            return new Done(seat, what, Optional.empty());
        }

        static Done as(String event, Side seat, String what) {
            return new Done(seat, what, Optional.of(event));
        }
    }

    public GameWrites.Answer<Done> resign(GameWrites.Caller caller, BiFunction<Done, GameSnapshot, GameWrites.Rendered> render) {
        return writes.write(caller, (game, seat, now) -> {
            GameRules.requireNotFinished(game);
            GameRules.finish(game, Outcome.win(seat.opponent(), Outcome.Reason.RESIGNATION));
            return Done.quietly(seat, "resigned");
        }, render);
    }

    public GameWrites.Answer<Done> draw(GameWrites.Caller caller, DrawAction action,
                                        BiFunction<Done, GameSnapshot, GameWrites.Rendered> render) {
        return writes.write(caller, (game, seat, now) -> draw(game, seat, action), render);
    }

    private Done draw(GameEntity game, Side seat, DrawAction action) {
        GameRules.requireStatus(game, GameStatus.PLAYING, "draws are offered once play has begun");
        String me = Seats.name(seat);
        String other = Seats.name(seat.opponent());
        if (action == DrawAction.OFFER) {
            if (game.drawOffer != null) {
                throw new Rejection(Rejection.Kind.WRONG_PHASE, game.drawOffer.equals(me)
                        ? "your draw offer is already pending"
                        : other + " has offered a draw: accept or decline it", Map.of("drawOffer", game.drawOffer));
            }
            game.drawOffer = me;
            return Done.as("draw-offer", seat, "offered a draw");
        }
        if (game.drawOffer == null) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "no draw offer is pending");
        }
        if (game.drawOffer.equals(me)) {
            throw new Rejection(Rejection.Kind.WRONG_SEAT, "only " + other + " may "
                    + action.name().toLowerCase(java.util.Locale.ROOT) + " your draw offer");
        }
        if (action == DrawAction.ACCEPT) {
            GameRules.finish(game, Outcome.draw(Outcome.Reason.DRAW_AGREED));
            return Done.quietly(seat, "accepted the draw");
        }
        game.drawOffer = null;
        return Done.as("draw-offer", seat, "declined the draw");
    }

    public GameWrites.Answer<Done> takeback(GameWrites.Caller caller, BiFunction<Done, GameSnapshot, GameWrites.Rendered> render) {
        return writes.write(caller, this::takeback, render);
    }

    /**
     * gyges.md §7: the winning move and the loser's move before it are undone (moved to
     * taken_back_move) and the loser moves again.
     */
    private Done takeback(GameEntity game, Side seat, Instant now) {
        if (!Boolean.TRUE.equals(game.rules.get("takebackAvoidableLoss"))) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "this game's rules do not allow takebacks (takebackAvoidableLoss: false)");
        }
        if (!GameStatus.FINISHED.slug().equals(game.status) || !Outcome.Reason.GOAL.slug().equals(game.resultReason)) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "a takeback follows a loss on the board, and this game has none");
        }
        if (Seats.name(seat).equals(game.resultWinner)) {
            throw new Rejection(Rejection.Kind.WRONG_SEAT, "only the loser may take back");
        }
        if (!game.takebackAvailable) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE,
                    "the loss was not avoidable: every move you had left your opponent a winning move");
        }
        int loserPly = game.ply - 1;
        game.position = play.positionBefore(game, loserPly).toString();
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
        return Done.as("takeback", seat, "took back");
    }
}
