package org.ringgames.web.games;

import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.GameViews;
import org.ringgames.web.game.SeatHeaders;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.ringgames.play.core.Acted;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.computer.ComputerTurnRenderer;

/** A computer seat's setup step or move, in the very body a person's request is answered with. */
@ApplicationScoped
public class ComputerTurnJson implements ComputerTurnRenderer {

    @Inject
    SeatHeaders headers;

    @Inject
    GameFormats formats;

    @Override
    public GameWrites.Rendered setup(Acted done, GameSnapshot state) {
        return headers.render(200, new GameViews.SeatAction(done.seat(), done.what(), formats.state(state)));
    }

    @Override
    public GameWrites.Rendered move(MovePlayed played, GameSnapshot state) {
        return headers.render(201, new GameViews.MovePlayed(played.ply(), played.seat(), played.move(), played.path(),
                formats.state(state)));
    }
}
