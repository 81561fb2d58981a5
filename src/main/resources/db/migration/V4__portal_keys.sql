-- Portal API keys (issue 5): each game records the portal whose key created it (the key's name,
-- never the key), so a portal lists only its own games. NULL while the service runs open.
ALTER TABLE game ADD COLUMN portal text;

-- GET /api/v1/games for one portal: newest first, keyset-paginated, optionally by status or kind.
CREATE INDEX game_portal_newest ON game (portal, created_at DESC, id DESC);
CREATE INDEX game_portal_status_newest ON game (portal, status, created_at DESC, id DESC);
