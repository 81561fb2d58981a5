package org.ringgames.play.tournaments;

import org.ringgames.play.game.GameSnapshot;

/** Writes a new game's public state as its created event holds it (the web layer's format). */
public interface NewGameStates {

    String publicState(GameSnapshot state);
}
