package org.ringgames.play.games;

import org.ringgames.play.core.Acted;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.game.WriteGuards;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ringgames.play.clock.GameClock;
import org.ringgames.store.games.GameEntity;

/**
 * Arena berserk, as lichess has it (docs/tournaments.md "Berserk"): in a game of an arena that offers
 * it, a seat may, before its own first move, give up half its initial time and its increment; a win
 * then scores one point more (rules.tournament.arena.ArenaScore). Written on the game's write path,
 * in its transaction, on its own row: the seat's bank is halved here, and the clock charges its moves
 * without increment (play.clock.Deadlines). The game's row names the seats that berserked
 * ({@code game.berserk}: null when the game offers none).
 */
@ApplicationScoped
public class Berserks {

    @Inject
    GameWrites writes;

    public GameWrites.Answer<Acted> berserk(GameWrites.Caller caller, GameWrites.Renderer<Acted> render) {
        return writes.write(caller, (game, seat, now) -> berserk(game, seat), render);
    }

    private static Acted berserk(GameEntity game, SeatIndex seat) {
        if (game.berserk == null || game.clock == null || game.timeControl == null
                || game.timeControl.initialUs() == null) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "this game offers no berserk: only an arena's games do, "
                    + "when the arena allows it (berserk: true) and has a real-time clock");
        }
        WriteGuards.requireNotFinished(game);
        String me = GameKind.stored(game.kind).seatName(seat);
        if (game.berserk.contains(me)) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, me + " has berserked already", Map.of("berserk", game.berserk));
        }
        if (GameClock.moved(game.clock, seat)) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "a seat berserks before its first move; " + me
                    + " has moved");
        }
        List<String> berserked = new ArrayList<>(game.berserk);
        berserked.add(me);
        berserked.sort(null);
        game.berserk = berserked;
        game.clock = GameClock.berserk(game.clock, seat);
        return Acted.quietly(me, "berserked");
    }
}
