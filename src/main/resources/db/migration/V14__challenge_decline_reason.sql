-- Why a declined challenge was declined: one of a fixed list, as lichess has it (play/players/DeclineReason);
-- NULL for every other status, and for the challenges declined before the reason existed.
ALTER TABLE challenge ADD COLUMN decline_reason text
    CHECK (decline_reason IN ('generic', 'later', 'tooFast', 'tooSlow', 'timeControl', 'rated', 'casual', 'standard',
                              'variant', 'noBot', 'onlyBot'));
