/**
 * What every game's web package shares: the shared bodies (state, legal moves, applied move, analysis) a game's records implement, the per-game format contract (GameFormat) and its registry (GameFormats), the create-game bodies and views. Names no game.
 */
package org.ringgames.web.game;
