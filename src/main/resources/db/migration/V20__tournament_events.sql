-- Tournament events (issue 39): tournamentStarted, roundStarted, standings and tournamentFinished,
-- written by the transaction that makes the tournament's change (under the tournament's row lock),
-- so they commit or roll back with it and a change made once (on whichever replica) is told once.
-- The portal stream reads them beside game_event in the same order: feed_key is the writing
-- transaction's id, raised to the tournament's previous event's key when that is higher, then
-- (tournament_id, seq) as a game's (game_id, version); a reader takes only keys below the oldest
-- running transaction, as for game_event (V8). data is the event's JSON, as the stream sends it.
CREATE TABLE tournament_event (
    tournament_id  uuid        NOT NULL REFERENCES tournament (id),
    seq            bigint      NOT NULL,
    portal         text,
    feed_key       xid8        NOT NULL,
    type           text        NOT NULL CHECK (type IN ('tournamentStarted', 'roundStarted', 'standings',
                                                        'tournamentFinished')),
    data           text        NOT NULL,
    created_at     timestamptz NOT NULL,
    PRIMARY KEY (tournament_id, seq)
);
CREATE INDEX tournament_event_feed ON tournament_event (portal, feed_key, tournament_id, seq);

-- The players' streams (V10) carry their tournaments' events too: a row per player of the
-- tournament, written by the statement that writes the event, with its feed key; version is the
-- event's seq, and the stream reads the event's data from tournament_event. A row is a game's, a
-- challenge's or a tournament's.
ALTER TABLE player_event ADD COLUMN tournament_id uuid;
ALTER TABLE player_event DROP CONSTRAINT player_event_check;
ALTER TABLE player_event ADD CONSTRAINT player_event_about_check
    CHECK (num_nonnulls(game_id, challenge_id, tournament_id) = 1);
ALTER TABLE player_event DROP CONSTRAINT player_event_type_check;
ALTER TABLE player_event ADD CONSTRAINT player_event_type_check CHECK (type IN ('gameStart', 'yourTurn',
    'gameFinish', 'drawOffer', 'drawDeclined', 'challenge', 'challengeCanceled', 'challengeDeclined',
    'tournamentStarted', 'roundStarted', 'standings', 'tournamentFinished'));
