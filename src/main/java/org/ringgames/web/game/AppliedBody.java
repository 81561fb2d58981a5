package org.ringgames.web.game;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The answer to a stateless move in a position, whatever the game; told apart by {@code game}. */
@Schema(name = "AppliedMove", description = "The position after a move: a GygesApplied or an XeQueoApplied, told apart by game.")
public interface AppliedBody {
}
