/**
 * Who may: seat tokens, players and their tokens, portal keys and the admin key. Nothing here writes a game.
 */
package org.ringgames.play.access;
