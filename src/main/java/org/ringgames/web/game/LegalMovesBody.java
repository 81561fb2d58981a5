package org.ringgames.web.game;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The legal moves of a position, game or stateless, whatever the game; told apart by {@code game}. */
@Schema(name = "LegalMoves", description = "The legal moves (Gygès) or turns (Xe Queo) of a position, told apart by game.")
public interface LegalMovesBody {
}
