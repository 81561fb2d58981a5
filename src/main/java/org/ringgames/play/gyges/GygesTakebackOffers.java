package org.ringgames.play.gyges;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Map;
import org.ringgames.play.core.Acted;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.WriteGuards;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.OfferDeclineReason;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveHistoryRows;

/**
 * Takeback proposals, as lichess's {@code /takeback/yes|no}: a seat proposes to take back its own
 * last move, the other seat hears of it on its player stream and accepts (by proposing too) or
 * declines (for a reason). Accepted, the game goes back to the position before the proposer's last
 * move (one ply if the other seat has not answered it, two if it has), and the proposer moves
 * again. A move by either seat lapses a proposal, and so does the game's end.
 * <p>
 * Where they are refused (docs/players.md, Takebacks): in Xe Queo (a move there is answered with
 * what it told of a hidden secret, which no takeback makes unknown again, and a round's end
 * reveals both secrets), in rated and tournament games (their results count for others), and in
 * games against the engine (it answers no proposal).
 */
@ApplicationScoped
public class GygesTakebackOffers {

    /** The game event of a proposal made or declined; an accepted one is {@code takeback}. */
    public static final String EVENT = "takeback-offer";

    @Inject
    GameWrites writes;

    @Inject
    GygesGames gyges;

    @Inject
    MoveHistoryRows moves;

    /** Proposes a takeback of the caller's last move, or accepts the other seat's pending proposal. */
    public GameWrites.Answer<Acted> propose(GameWrites.Caller caller, GameWrites.Renderer<Acted> render) {
        return writes.write(caller, this::propose, render);
    }

    /** Declines the other seat's pending proposal. */
    public GameWrites.Answer<Acted> decline(GameWrites.Caller caller, OfferDeclineReason reason,
                                            GameWrites.Renderer<Acted> render) {
        return writes.write(caller, (game, seat, now) -> decline(game, seat, reason), render);
    }

    private Acted propose(GameEntity game, SeatIndex seat, Instant now) {
        requireTakebacks(game);
        GameKind kind = GameKind.stored(game.kind);
        String me = kind.seatName(seat);
        String other = kind.seatName(seat.other());
        if (me.equals(game.takebackOffer)) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "your takeback proposal is already pending",
                    Map.of("takebackOffer", me));
        }
        if (other.equals(game.takebackOffer)) {
            int ply = lastMoveOf(game, other);
            takeBack(game, ply, now);
            return Acted.as("takeback", me, "accepted the takeback: " + other + " moves again, at ply " + game.ply);
        }
        lastMoveOf(game, me);
        game.takebackOffer = me;
        return Acted.as(EVENT, me, "proposed a takeback");
    }

    private Acted decline(GameEntity game, SeatIndex seat, OfferDeclineReason reason) {
        requireTakebacks(game);
        GameKind kind = GameKind.stored(game.kind);
        String me = kind.seatName(seat);
        if (game.takebackOffer == null) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "no takeback proposal is pending");
        }
        if (game.takebackOffer.equals(me)) {
            throw new Rejection(Rejection.Kind.WRONG_SEAT, "only " + kind.seatName(seat.other())
                    + " may decline your takeback proposal");
        }
        game.takebackOffer = null;
        return Acted.declined(EVENT, me, "declined the takeback", reason);
    }

    /** Refuses a game where no takeback may be proposed, or not now. */
    private static void requireTakebacks(GameEntity game) {
        if (GameKind.stored(game.kind) != GameKind.GYGES) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "Xe Queo has no takebacks: every move is answered with "
                    + "what it told of a hidden secret, which a takeback cannot make unknown again");
        }
        if (game.rated || game.tournamentId != null) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "a " + (game.rated ? "rated" : "tournament")
                    + " game allows no takebacks: only casual games do");
        }
        if (game.computerSeats != null && !game.computerSeats.isEmpty()) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "the engine answers no takeback proposal");
        }
        WriteGuards.requireStatus(game, GameStatus.PLAYING, "takebacks are proposed while the game is being played");
    }

    /** The ply of the seat's last move; refused when it has played none. */
    private int lastMoveOf(GameEntity game, String seat) {
        if (game.lastMove == null) {
            throw noMove(seat);
        }
        if (game.lastMove.seat().equals(seat)) {
            return game.lastMove.ply();
        }
        int before = game.lastMove.ply() - 1;
        if (before >= 1 && moves.at(game.id, before).map(m -> m.seat.equals(seat)).orElse(false)) {
            return before;
        }
        throw noMove(seat);
    }

    private static Rejection noMove(String seat) {
        return new Rejection(Rejection.Kind.WRONG_PHASE, seat + " has no move to take back");
    }

    /** Back to the position before {@code ply}: its move and any after it go to taken_back_move. */
    private void takeBack(GameEntity game, int ply, Instant now) {
        gyges.rewind(game, ply, now);
        game.takebackOffer = null;
        game.drawOffer = null;
    }
}
