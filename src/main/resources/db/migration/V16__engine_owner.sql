-- Whose a game against the engine is, for the engine's fair share (play.engine.Caller): the portal
-- whose key created it, the player who holds its other seat, or the client address that created
-- it in open mode. A creation counts the owner's games in play against the engine and refuses one
-- past the cap (ringgames.engine.max-games-per-caller / -per-portal); the computer seats' searches
-- take turns by owner. NULL for a game without a computer seat, and for the games from before.
ALTER TABLE game ADD COLUMN engine_owner text;
CREATE INDEX game_engine_owner_in_play ON game (engine_owner)
    WHERE engine_owner IS NOT NULL AND status <> 'finished';
