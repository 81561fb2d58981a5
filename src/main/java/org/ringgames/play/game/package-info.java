/**
 * One game, whatever its kind: its snapshot, the per-game module contract (GameModule) and the registry of modules (GameModules), and the write guards every write checks. Per-game packages (play/gyges, play/xequeo) implement GameModule.
 */
package org.ringgames.play.game;
