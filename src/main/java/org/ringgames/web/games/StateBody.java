package org.ringgames.web.games;

import org.eclipse.microprofile.openapi.annotations.media.DiscriminatorMapping;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.web.gyges.GygesViews;
import org.ringgames.web.xequeo.XeQueoViews;

/**
 * A game's state on the wire, whatever the game: one record per game, told apart by its
 * {@code game} member (the OpenAPI discriminator), so a generated client reads the right one.
 */
@Schema(name = "GameState", description = "A game as it stands: a GygesState or an XeQueoState, told apart by game.",
        oneOf = {GygesViews.State.class, XeQueoViews.State.class}, discriminatorProperty = "game",
        discriminatorMapping = {@DiscriminatorMapping(value = "gyges", schema = GygesViews.State.class),
                @DiscriminatorMapping(value = "xequeo", schema = XeQueoViews.State.class)})
public interface StateBody {
}
