package org.ringgames.web.game;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A game's state on the wire, whatever the game: one record per game, told apart by its
 * {@code game} member (the OpenAPI discriminator), so a generated client reads the right one.
 */
@Schema(name = "GameState", description = "A game as it stands: a GygesState or an XeQueoState, told apart by game.")
public interface StateBody {
}
