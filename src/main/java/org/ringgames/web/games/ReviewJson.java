package org.ringgames.web.games;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.ringgames.play.GameSnapshot;
import org.ringgames.play.GameWrites;
import org.ringgames.play.engine.GameReviews;
import org.ringgames.play.engine.ReviewRenderer;

/** The data of a review event, as the web layer writes it. */
@ApplicationScoped
public class ReviewJson implements ReviewRenderer {

    @Inject
    SeatHeaders headers;

    @Inject
    GameFormats formats;

    @Override
    public GameWrites.Rendered reviewed(GameReviews.Reviewed done, GameSnapshot state) {
        return headers.render(200, new ReviewViews.Ready(ReviewViews.Summary.of(done.review()), formats.state(state)));
    }
}
