/**
 * The database listener: turns PostgreSQL notifications into wake-ups of the game, player and portal streams and of the webhook deliveries.
 */
package org.ringgames.play.notifications;
