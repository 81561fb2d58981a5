-- Who may read a game (docs/portals.md, "Visibility and labels"): 'public', anyone with its id (as
-- every game before this migration, which it keeps so), or 'portal', only its portal's key, its
-- seats' and players' tokens and the admin key.
ALTER TABLE game ADD COLUMN visibility text NOT NULL DEFAULT 'public'
    CHECK (visibility IN ('public', 'portal'));
