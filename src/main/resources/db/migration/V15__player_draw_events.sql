-- A player's stream tells the other seat of a draw offered or declined (issue 38): two more types.
ALTER TABLE player_event DROP CONSTRAINT player_event_type_check;
ALTER TABLE player_event ADD CONSTRAINT player_event_type_check CHECK (type IN ('gameStart', 'yourTurn',
    'gameFinish', 'drawOffer', 'drawDeclined', 'challenge', 'challengeCanceled', 'challengeDeclined'));
