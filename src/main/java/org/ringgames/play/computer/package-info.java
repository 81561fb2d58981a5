/**
 * Computer seats: the players that choose a seat's move with the engine (ComputerPlayers), how long they think, and the worker that plays the turns owed.
 */
package org.ringgames.play.computer;
