package org.ringgames.play.clock;

import java.util.Map;
import org.ringgames.play.core.Rejection;

/**
 * A write that came after the game's deadline: the game has just ended on time (timeout or
 * aborted) and the write is refused as {@code game-over}. The game's end is kept: the write
 * transaction does not roll back for this rejection.
 */
public final class TimeRanOut extends Rejection {

    public TimeRanOut(String detail, String reason) {
        super(Kind.GAME_OVER, detail, Map.of("reason", reason));
    }
}
