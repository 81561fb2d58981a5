package org.ringgames.play.engine;

import org.ringgames.play.GameSnapshot;
import org.ringgames.play.GameWrites;

/** Writes the data of a {@code review} event as the web layer writes its answers. */
public interface ReviewRenderer {

    GameWrites.Rendered reviewed(GameReviews.Reviewed done, GameSnapshot state);
}
