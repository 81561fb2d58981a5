-- Portal keys an operator adds and revokes over the admin API (issue 21), beside the ones
-- RINGGAMES_API_KEYS configures. Only a key's SHA-256 is kept. A revoked key stays, with the moment
-- it was revoked, so the listing still shows it and its id never comes to name another key.
-- (V9: V8 is another branch's.)
CREATE TABLE portal_key (
    id         uuid        PRIMARY KEY,
    portal     text        NOT NULL CHECK (portal ~ '^[a-z0-9][a-z0-9._-]{0,62}$'),
    key_hash   bytea       NOT NULL UNIQUE CHECK (octet_length(key_hash) = 32),
    created_at timestamptz NOT NULL,
    revoked_at timestamptz CHECK (revoked_at >= created_at)
);

-- GET /api/v1/admin/portals/{portal}/keys: a portal's keys, oldest first.
CREATE INDEX portal_key_of_portal ON portal_key (portal, created_at, id);

-- Every replica holds the unrevoked keys in memory and polls this one row a few times a second to
-- learn that they changed (play.portals.StoredKeyView). Any change to portal_key moves it on, made
-- by the API or by hand in SQL; the trigger runs in the changing transaction, so a replica that sees
-- the new revision also sees the rows that made it.
CREATE TABLE portal_key_revision (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    revision  bigint  NOT NULL
);
INSERT INTO portal_key_revision (singleton, revision) VALUES (true, 0);

CREATE FUNCTION portal_key_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE portal_key_revision SET revision = revision + 1;
    RETURN NULL;
END
$$;

CREATE TRIGGER portal_key_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON portal_key
    FOR EACH STATEMENT EXECUTE FUNCTION portal_key_changed();
