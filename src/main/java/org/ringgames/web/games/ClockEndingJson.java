package org.ringgames.web.games;

import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.GameViews;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.games.ClockEndingRenderer;

/**
 * The {@code finished} event of a game that ended on time, as JSON:
 * {@code {"seat": "south", "action": "timeout", "state": {…}}} ({@code seat} is null when both
 * seats owed the step that was missed).
 */
@ApplicationScoped
public class ClockEndingJson implements ClockEndingRenderer {

    @Inject
    GameFormats formats;

    @Inject
    ObjectMapper json;

    @Override
    public String render(Optional<String> seat, String reason, GameSnapshot publicState) {
        try {
            return json.writeValueAsString(new GameViews.ClockEnded(seat.orElse(null), reason,
                    formats.state(publicState)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a finished event could not be written as JSON", e);
        }
    }
}
