package org.ringgames.play.players;

import org.ringgames.play.access.Player;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.security.SecureRandom;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.SeatIndex;

/**
 * Makes the game of a pairing — two players, or a player and the engine — in the caller's
 * transaction, so the challenge or seeks that made it close in the same commit. Seats not chosen
 * are drawn at random.
 */
@ApplicationScoped
public class Pairing {

    private final SecureRandom random = new SecureRandom();

    @Inject
    GamePlay play;

    /** The game a pairing made, and the seat of its first player. */
    public record Paired(GamePlay.Created game, SeatIndex firstSeat) {
    }

    /** @param firstSeat {@code first}'s seat; empty: drawn */
    public Paired players(GameTerms terms, Player first, Optional<SeatIndex> firstSeat, Player second,
                          GamePlay.StateRenderer render) {
        SeatIndex seat = firstSeat.orElseGet(this::draw);
        Map<SeatIndex, Player> seated = new EnumMap<>(SeatIndex.class);
        seated.put(seat, first);
        seated.put(seat.other(), second);
        return new Paired(play.create(terms.newGame(Map.of()).withPlayers(seated), first.portal(), render), seat);
    }

    public Paired engine(GameTerms terms, Player player, int level, GamePlay.StateRenderer render) {
        SeatIndex seat = draw();
        GamePlay.NewGame game = terms.newGame(Map.of(seat.other(), level)).withPlayers(Map.of(seat, player));
        return new Paired(play.create(game, player.portal(), render), seat);
    }

    private SeatIndex draw() {
        return random.nextBoolean() ? SeatIndex.FIRST : SeatIndex.SECOND;
    }
}
