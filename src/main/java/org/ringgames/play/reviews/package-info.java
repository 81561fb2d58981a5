/**
 * Game reviews: the engine's verdict on a finished game's moves, queued and computed in the background.
 */
package org.ringgames.play.reviews;
