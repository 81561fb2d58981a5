-- Xe Queo games (issue 6). The game table serves both games: the seat columns are named by seat
-- order (Gygès south/north, Xe Queo placer/ringer), and `detail` holds a game's own public state.
-- Secrets live in round_secret and nowhere else: not in game, game_setup, game_move or game_event.

ALTER TABLE game RENAME COLUMN south_token_hash TO first_seat_token_hash;
ALTER TABLE game RENAME COLUMN north_token_hash TO second_seat_token_hash;

ALTER TABLE game DROP CONSTRAINT game_kind_check;
ALTER TABLE game ADD CONSTRAINT game_kind_check CHECK (kind IN ('gyges', 'xequeo'));
ALTER TABLE game DROP CONSTRAINT game_result_winner_check;
ALTER TABLE game ADD CONSTRAINT game_result_winner_check
    CHECK (result_winner IN ('south', 'north', 'placer', 'ringer'));
ALTER TABLE game DROP CONSTRAINT game_result_reason_check;
ALTER TABLE game ADD CONSTRAINT game_result_reason_check
    CHECK (result_reason IN ('goal', 'resignation', 'draw-agreed', 'double-pass', 'max-plies', 'rings'));
ALTER TABLE game DROP CONSTRAINT game_draw_offer_check;
ALTER TABLE game ADD CONSTRAINT game_draw_offer_check CHECK (draw_offer IN ('south', 'north', 'placer', 'ringer'));
ALTER TABLE game_move DROP CONSTRAINT game_move_seat_check;
ALTER TABLE game_move ADD CONSTRAINT game_move_seat_check CHECK (seat IN ('south', 'north', 'placer', 'ringer'));
ALTER TABLE game_setup DROP CONSTRAINT game_setup_seat_check;
ALTER TABLE game_setup ADD CONSTRAINT game_setup_seat_check CHECK (seat IN ('south', 'north', 'placer', 'ringer'));

-- A game's own public state. Xe Queo: the finished rounds (with their revealed secrets) and
-- which seats have chosen the current round's secret (never what they chose). NULL for Gygès.
ALTER TABLE game ADD COLUMN detail jsonb;

-- Each seat's secret disc for a round: written once, read only to check that seat's own ring
-- entries, to resolve a round, and to show a seat its own secret.
CREATE TABLE round_secret (
    game_id    uuid        NOT NULL REFERENCES game (id),
    round      integer     NOT NULL CHECK (round BETWEEN 1 AND 7),
    seat       text        NOT NULL CHECK (seat IN ('placer', 'ringer')),
    secret     smallint    NOT NULL CHECK (secret BETWEEN 1 AND 7),
    chosen_at  timestamptz NOT NULL,
    PRIMARY KEY (game_id, round, seat)
);
