/**
 * The words every room of play/ shares, and nothing else: a game's kind, its seats, its status, the requests and changes of a write, a rejection, the time source. Depends on no other play/ package.
 */
package org.ringgames.play.core;
