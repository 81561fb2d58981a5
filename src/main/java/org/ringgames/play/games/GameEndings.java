package org.ringgames.play.games;

import org.ringgames.play.core.Acted;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.OfferDeclineReason;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.game.WriteGuards;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveHistoryRows;

/**
 * Ways a game ends off the board: resignation and draw by agreement (every game). The Gygès
 * avoidable-loss takeback is {@code play.gyges.GygesTakeback}.
 */
@ApplicationScoped
public class GameEndings {

    /** Result reasons every game shares (a game's own, like Gygès {@code goal}, are its module's). */
    static final String RESIGNATION = "resignation";
    static final String DRAW_AGREED = "draw-agreed";

    @Inject
    GameWrites writes;

    @Inject
    MoveHistoryRows moves;

    public enum DrawAction { OFFER, ACCEPT, DECLINE }

    public GameWrites.Answer<Acted> resign(GameWrites.Caller caller, GameWrites.Renderer<Acted> render) {
        return writes.write(caller, (game, seat, now) -> {
            WriteGuards.requireNotFinished(game);
            GameKind kind = GameKind.stored(game.kind);
            WriteGuards.finish(game, Optional.of(kind.seatName(seat.other())), RESIGNATION);
            return Acted.quietly(kind.seatName(seat), "resigned");
        }, render);
    }

    public GameWrites.Answer<Acted> draw(GameWrites.Caller caller, DrawAction action,
                                        GameWrites.Renderer<Acted> render) {
        return draw(caller, action, Optional.empty(), render);
    }

    /** @param reason why a decline declines (only a decline may give one; none: generic) */
    public GameWrites.Answer<Acted> draw(GameWrites.Caller caller, DrawAction action, Optional<OfferDeclineReason> reason,
                                        GameWrites.Renderer<Acted> render) {
        if (reason.isPresent() && action != DrawAction.DECLINE) {
            throw new Rejection(Rejection.Kind.MALFORMED, "reason: only a decline gives a reason, not "
                    + action.name().toLowerCase(java.util.Locale.ROOT));
        }
        return writes.write(caller, (game, seat, now) -> draw(game, seat, action,
                reason.orElse(OfferDeclineReason.GENERIC)), render);
    }

    private Acted draw(GameEntity game, SeatIndex seat, DrawAction action, OfferDeclineReason reason) {
        WriteGuards.requireStatus(game, GameStatus.PLAYING, "draws are offered while the game is being played");
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
            WriteGuards.finish(game, Optional.empty(), DRAW_AGREED);
            return Acted.quietly(me, "accepted the draw");
        }
        game.drawOffer = null;
        return Acted.declined("draw-offer", me, "declined the draw", reason);
    }
}
