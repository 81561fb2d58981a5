-- Clocks (issue 11). A clocked game keeps its time control (as created, immutable) and its clock
-- (each seat's time bank, who has moved, whose deadline counts and since when) on its row, and the
-- moment that deadline falls in an indexed column: replicas end overdue games by scanning it with
-- FOR UPDATE SKIP LOCKED (play.clock.DeadlineSweeper). All three are NULL for an untimed game.

ALTER TABLE game ADD COLUMN time_control jsonb;
ALTER TABLE game ADD COLUMN clock jsonb;
ALTER TABLE game ADD COLUMN deadline timestamptz;
CREATE INDEX game_deadline ON game (deadline) WHERE deadline IS NOT NULL;

ALTER TABLE game DROP CONSTRAINT game_result_reason_check;
ALTER TABLE game ADD CONSTRAINT game_result_reason_check
    CHECK (result_reason IN ('goal', 'resignation', 'draw-agreed', 'double-pass', 'max-plies', 'rings',
                             'timeout', 'aborted'));
ALTER TABLE game ADD CONSTRAINT game_deadline_only_while_open CHECK (deadline IS NULL OR status <> 'finished');

-- What each move cost its seat, and what it had left after it (increment included); NULL untimed.
ALTER TABLE game_move ADD COLUMN time_spent_us bigint;
ALTER TABLE game_move ADD COLUMN remaining_us bigint;
ALTER TABLE taken_back_move ADD COLUMN time_spent_us bigint;
ALTER TABLE taken_back_move ADD COLUMN remaining_us bigint;
