package org.ringgames.play.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.clock.Turn;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.events.PlayerEventRow;

/**
 * What a game's change says to the players in it, as rows of their streams:
 * <ul>
 * <li>at its start, {@code gameStart} to each, then {@code yourTurn} to each the game awaits;</li>
 * <li>after a change that ends it, {@code gameFinish} to each;</li>
 * <li>after a draw offered or declined, {@code drawOffer} or {@code drawDeclined} to the other
 *     seat, and no {@code yourTurn}: the turn has not moved; so too {@code takebackOffer} and
 *     {@code takebackDeclined} for a takeback proposed or declined. A decline's row carries its
 *     reason. A takeback accepted moves the game back, and announces the turn as any change does;</li>
 * <li>after any other change, {@code yourTurn} to each seat it awaits (a move, or a setup step)
 *     that was not awaited already: once per (game, seat, awaited action). A seat awaited before
 *     and after another seat's change (Xe Queo's two secrets, chosen one after the other) keeps
 *     the {@code yourTurn} it has; its own step, or a new ply, announces the next.</li>
 * </ul>
 * A game no player sits in says nothing, and costs nothing.
 */
public final class PlayerEvents {

    public static final String GAME_START = "gameStart";
    public static final String YOUR_TURN = "yourTurn";
    public static final String GAME_FINISH = "gameFinish";
    public static final String DRAW_OFFER = "drawOffer";
    public static final String DRAW_DECLINED = "drawDeclined";
    /** A line of a game's chat, to each player of the game (play.chat.GameChat writes it). */
    public static final String CHAT_LINE = "chatLine";
    public static final String TAKEBACK_OFFER = "takebackOffer";
    public static final String TAKEBACK_DECLINED = "takebackDeclined";
    /** The game event of a draw offered or declined (an accepted one finishes the game). */
    static final String DRAW_OFFER_EVENT = "draw-offer";
    /** The game event of a takeback proposed or declined (an accepted one is a takeback: the turn moves). */
    static final String TAKEBACK_OFFER_EVENT = "takeback-offer";

    private PlayerEvents() {
    }

    public static List<PlayerEventRow> atStart(GameEntity game, Turn turn) {
        if (game.players == null || game.players.isEmpty()) {
            return List.of();
        }
        List<PlayerEventRow> rows = new ArrayList<>(4);
        game.players.forEach((seat, player) -> rows.add(row(player, seat, GAME_START)));
        rows.addAll(turns(game, turn, seat -> false));
        return rows;
    }

    public static List<PlayerEventRow> afterChange(GameEntity game, Turn turn, boolean finishedNow) {
        if (game.players == null || game.players.isEmpty()) {
            return List.of();
        }
        if (finishedNow) {
            List<PlayerEventRow> rows = new ArrayList<>(2);
            game.players.forEach((seat, player) -> rows.add(row(player, seat, GAME_FINISH)));
            return rows;
        }
        return turns(game, turn, seat -> false);
    }

    /**
     * After a seat's change (or the portal's, with no seat): {@code before} is whom the game awaited
     * at {@code plyBefore}, {@code event} the game event the change adds.
     */
    public static List<PlayerEventRow> afterChange(GameEntity game, Turn before, int plyBefore, Turn turn,
                                                   boolean finishedNow, Optional<String> event,
                                                   Optional<SeatIndex> actor) {
        return afterChange(game, before, plyBefore, turn, finishedNow, event, actor, Optional.empty());
    }

    /** As above; {@code reason} is why the actor declined the other seat's offer, when it did. */
    public static List<PlayerEventRow> afterChange(GameEntity game, Turn before, int plyBefore, Turn turn,
                                                   boolean finishedNow, Optional<String> event,
                                                   Optional<SeatIndex> actor, Optional<String> reason) {
        if (game.players == null || game.players.isEmpty()) {
            return List.of();
        }
        boolean draw = event.filter(DRAW_OFFER_EVENT::equals).isPresent();
        boolean takeback = event.filter(TAKEBACK_OFFER_EVENT::equals).isPresent();
        if (!finishedNow && (draw || takeback) && actor.isPresent()) {
            GameKind kind = GameKind.stored(game.kind);
            String other = kind.seatName(actor.get().other());
            GameEntity.SeatPlayer told = game.players.get(other);
            boolean offered = draw ? game.drawOffer != null : game.takebackOffer != null;
            String type = draw ? (offered ? DRAW_OFFER : DRAW_DECLINED) : (offered ? TAKEBACK_OFFER : TAKEBACK_DECLINED);
            return told == null ? List.of() : List.of(new PlayerEventRow(UUID.fromString(told.id()), other, type,
                    offered ? Optional.empty() : reason));
        }
        if (finishedNow) {
            return afterChange(game, turn, true);
        }
        boolean samePly = game.ply == plyBefore;
        return turns(game, turn, seat -> samePly && awaits(before, seat) && actor.filter(a -> a != seat).isPresent());
    }

    private static List<PlayerEventRow> turns(GameEntity game, Turn turn,
                                              java.util.function.Predicate<SeatIndex> alreadyTold) {
        GameKind kind = GameKind.stored(game.kind);
        List<PlayerEventRow> rows = new ArrayList<>(2);
        for (Map.Entry<String, GameEntity.SeatPlayer> held : game.players.entrySet()) {
            SeatIndex seat = kind.seat(held.getKey()).orElseThrow();
            if (awaits(turn, seat) && !alreadyTold.test(seat)) {
                rows.add(row(held.getValue(), held.getKey(), YOUR_TURN));
            }
        }
        return rows;
    }

    public static boolean awaits(Turn turn, SeatIndex seat) {
        if (turn instanceof Turn.ToMove toMove) {
            return toMove.seat() == seat;
        }
        return turn instanceof Turn.Setup setup && setup.awaited().contains(seat);
    }

    private static PlayerEventRow row(GameEntity.SeatPlayer player, String seat, String type) {
        return new PlayerEventRow(UUID.fromString(player.id()), seat, type, Optional.empty());
    }
}
