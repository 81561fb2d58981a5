package org.ringgames.rules.xequeo.engine;

import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;

/** A disc move of the round, who played it, and the position it was played from. */
public record PlayedMove(Seat by, Move move, Position before) {
}
