/**
 * The services on a game: create, read, write (GamePlay, GameReaders, GameWrites, MoveWrites), endings and the steps every change takes in its transaction (deadlines, computer turns owed, player events). Transactions live here.
 */
package org.ringgames.play.games;
