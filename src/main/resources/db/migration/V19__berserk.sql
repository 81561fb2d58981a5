-- Arena berserk (docs/tournaments.md "Berserk"): a game of an arena that offers it names the seats
-- that berserked (gave up half their initial time and their increment before their first move) in
-- its own row: [] when none has (yet), ["south"] once south has; NULL for a game that offers no
-- berserk (not an arena's, or an arena's without it). Written by the game's write path only, on the
-- game's own row: no statement is added to it.
ALTER TABLE game ADD COLUMN berserk jsonb;
