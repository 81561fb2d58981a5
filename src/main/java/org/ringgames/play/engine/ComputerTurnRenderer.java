package org.ringgames.play.engine;

import org.ringgames.play.Acted;
import org.ringgames.play.GameSnapshot;
import org.ringgames.play.GameWrites;
import org.ringgames.play.MovePlayed;

/**
 * Writes a computer seat's setup step or move as the web layer writes anyone's, so that its events
 * look like a person's: the same body a seat's request would have been answered with.
 */
public interface ComputerTurnRenderer {

    GameWrites.Rendered setup(Acted done, GameSnapshot state);

    GameWrites.Rendered move(MovePlayed played, GameSnapshot state);
}
