package org.ringgames.play.clock;

import java.util.Set;
import org.ringgames.play.core.SeatIndex;

/** Whom a game waits for, as far as its clock is concerned; each game's module says. */
public sealed interface Turn {

    /** The game is over: no deadline counts. */
    record Over() implements Turn {
    }

    /** A setup step is awaited from these seats (both, for Xe Queo's secrets). */
    record Setup(Set<SeatIndex> awaited) implements Turn {

        public Setup {
            awaited = Set.copyOf(awaited);
        }
    }

    /** The seat to move. */
    record ToMove(SeatIndex seat) implements Turn {
    }

    Turn OVER = new Over();
}
