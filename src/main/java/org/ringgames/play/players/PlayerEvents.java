package org.ringgames.play.players;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.ringgames.play.GameKind;
import org.ringgames.play.SeatIndex;
import org.ringgames.play.clock.Turn;
import org.ringgames.store.GameEntity;
import org.ringgames.store.PlayerEventRow;

/**
 * What a game's change says to the players in it, as rows of their streams:
 * <ul>
 * <li>at its start, {@code gameStart} to each, then {@code yourTurn} to each the game awaits;</li>
 * <li>after a change that ends it, {@code gameFinish} to each;</li>
 * <li>after any other change, {@code yourTurn} to each seat it awaits (a move, or a setup step).
 *     Every change re-announces the turn, so the stream may leave out a {@code yourTurn} the game
 *     has moved past: the later one says what is current.</li>
 * </ul>
 * A game no player sits in says nothing, and costs nothing.
 */
public final class PlayerEvents {

    public static final String GAME_START = "gameStart";
    public static final String YOUR_TURN = "yourTurn";
    public static final String GAME_FINISH = "gameFinish";

    private PlayerEvents() {
    }

    public static List<PlayerEventRow> atStart(GameEntity game, Turn turn) {
        if (game.players == null || game.players.isEmpty()) {
            return List.of();
        }
        List<PlayerEventRow> rows = new ArrayList<>(4);
        game.players.forEach((seat, player) -> rows.add(row(player, seat, GAME_START)));
        rows.addAll(turns(game, turn));
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
        return turns(game, turn);
    }

    private static List<PlayerEventRow> turns(GameEntity game, Turn turn) {
        GameKind kind = GameKind.stored(game.kind);
        List<PlayerEventRow> rows = new ArrayList<>(2);
        for (Map.Entry<String, GameEntity.SeatPlayer> held : game.players.entrySet()) {
            SeatIndex seat = kind.seat(held.getKey()).orElseThrow();
            if (awaits(turn, seat)) {
                rows.add(row(held.getValue(), held.getKey(), YOUR_TURN));
            }
        }
        return rows;
    }

    static boolean awaits(Turn turn, SeatIndex seat) {
        if (turn instanceof Turn.ToMove toMove) {
            return toMove.seat() == seat;
        }
        return turn instanceof Turn.Setup setup && setup.awaited().contains(seat);
    }

    private static PlayerEventRow row(GameEntity.SeatPlayer player, String seat, String type) {
        return new PlayerEventRow(UUID.fromString(player.id()), seat, type);
    }
}
