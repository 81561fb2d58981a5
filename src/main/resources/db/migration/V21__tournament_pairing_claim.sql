-- A Swiss round's pairing is computed outside any transaction (docs/tournaments.md "Pairing a
-- round"): the start, the portal's rounds/next or the sweep's advance records the round asked for
-- (pairing_round), a replica's pairing worker claims it with a lease (pairing_until) in a short
-- transaction, pairs with no lock held, and writes the round in a second short transaction under the
-- row lock if the tournament is unchanged. A replica killed mid-pairing leaves its lease to expire;
-- any replica's sweep then takes the work again.
ALTER TABLE tournament ADD COLUMN pairing_round integer, ADD COLUMN pairing_until timestamptz;
