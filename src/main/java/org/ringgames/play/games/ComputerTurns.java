package org.ringgames.play.games;

import jakarta.enterprise.event.Event;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.clock.Turn;
import org.ringgames.store.games.ComputerTurnRows;
import org.ringgames.store.games.GameEntity;

/**
 * Writes the computer seats' turns: called in the transaction of every change to a game (and of
 * its creation) with whom the game now waits for, it owes a turn to each computer seat awaited, for
 * the game's new version, and drops any other. Games without computer seats cost nothing here.
 * Once the transaction commits, {@link Owed} is fired on this replica: its computer seat worker
 * (play/computer, which observes it) claims them at once rather than at its next poll.
 */
@ApplicationScoped
public class ComputerTurns {

    private final ComputerTurnRows turns;
    private final TransactionSynchronizationRegistry transactions;
    private final Event<Owed> owed;

    /** Turns were owed on this replica, and their transaction committed. */
    public record Owed() {
    }

    ComputerTurns(ComputerTurnRows turns, TransactionSynchronizationRegistry transactions, Event<Owed> owed) {
        this.turns = turns;
        this.transactions = transactions;
        this.owed = owed;
    }

    public void schedule(GameEntity game, Turn turn, Instant now) {
        if (game.computerSeats == null || game.computerSeats.isEmpty()) {
            return;
        }
        GameKind kind = GameKind.stored(game.kind);
        List<String> owing = new ArrayList<>();
        for (SeatIndex seat : awaited(turn)) {
            String name = kind.seatName(seat);
            GameEntity.ComputerSeat computer = game.computerSeats.get(name);
            if (computer != null) {
                turns.owe(game.id, name, game.version, computer.level(), now);
                owing.add(name);
            }
        }
        turns.owedOnlyBy(game.id, owing);
        if (!owing.isEmpty()) {
            transactions.registerInterposedSynchronization(new Synchronization() {
                @Override
                public void beforeCompletion() {
                }

                @Override
                public void afterCompletion(int status) {
                    if (status == Status.STATUS_COMMITTED) {
                        owed.fire(new Owed());
                    }
                }
            });
        }
    }

    private static Set<SeatIndex> awaited(Turn turn) {
        if (turn instanceof Turn.Setup setup) {
            return setup.awaited();
        }
        if (turn instanceof Turn.ToMove toMove) {
            return Set.of(toMove.seat());
        }
        return Set.of();
    }
}
