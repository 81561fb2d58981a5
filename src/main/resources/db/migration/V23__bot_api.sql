-- The Bot API's missing parts (issue 40): takeback proposals and decline reasons, player tokens
-- that rotate, revoke and carry scopes, a bot flag, and the presence of players' streams.

-- A takeback proposed by a seat and not yet answered (docs/players.md, Takebacks): the proposing
-- seat's name. Only Gygès seats: Xe Queo refuses proposals. A move, an answer or the game's end
-- clears it.
ALTER TABLE game ADD COLUMN takeback_offer text CHECK (takeback_offer IN ('south', 'north'));

-- A game's own stream says when a takeback is proposed or declined (an accepted one is 'takeback').
ALTER TABLE game_event DROP CONSTRAINT game_event_type_check;
ALTER TABLE game_event ADD CONSTRAINT game_event_type_check
    CHECK (type IN ('created', 'setup', 'move', 'draw-offer', 'takeback-offer', 'takeback', 'finished', 'review'));

-- The players' streams tell the other seat of a takeback proposed, and the proposer of one
-- declined; a declined draw or takeback carries the decline's reason (play/OfferDeclineReason),
-- NULL on every other row.
ALTER TABLE player_event DROP CONSTRAINT player_event_type_check;
ALTER TABLE player_event ADD CONSTRAINT player_event_type_check CHECK (type IN ('gameStart', 'yourTurn',
    'gameFinish', 'drawOffer', 'drawDeclined', 'takebackOffer', 'takebackDeclined', 'challenge',
    'challengeCanceled', 'challengeDeclined', 'tournamentStarted', 'roundStarted', 'standings', 'tournamentFinished'));
ALTER TABLE player_event ADD COLUMN reason text CHECK (reason IN ('generic', 'later', 'never'));

