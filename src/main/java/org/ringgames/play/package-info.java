/**
 * Application services, one room per package (docs/architecture.md): core and game at the bottom,
 * then clock, access, ratings, events and pool, then games (the write path), then the rooms that
 * use games (players, portals, chat, computer, reviews, records, tournaments) and the per-game
 * modules (gyges, xequeo). Arrows point down only; PackageCycleTest checks it.
 */
package org.ringgames.play;
