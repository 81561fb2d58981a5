package org.ringgames.play.computer;

import org.ringgames.play.core.Acted;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.MovePlayed;

/**
 * Writes a computer seat's setup step or move as the web layer writes anyone's, so that its events
 * look like a person's: the same body a seat's request would have been answered with.
 */
public interface ComputerTurnRenderer {

    GameWrites.Rendered setup(Acted done, GameSnapshot state);

    GameWrites.Rendered move(MovePlayed played, GameSnapshot state);
}
