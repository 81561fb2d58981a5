// Gygès position text (rows 6 down to 1, files a to f, '.' empty, '1'–'3' a piece's rings, then the
// side to move): read into a map from square to size, and the position before a move undone.

export const FILES = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Map "c1" → size (1–3) of every piece in the position text. */
export function pieces(text) {
  const board = new Map();
  const rows = text.split(' ')[0].split('/');
  rows.forEach((row, index) => {
    const rank = 6 - index;
    [...row].forEach((cell, file) => {
      if (cell !== '.') {
        board.set(`${FILES[file]}${rank}`, Number(cell));
      }
    });
  });
  return board;
}

/**
 * The pieces before a move, from the pieces after it and its compact text (c1-d4 or c1-d4>e2).
 * Empty when it cannot be told: a winning move took its piece off the board.
 */
export function undone(after, move) {
  const match = /^([a-f][1-6])-([a-f][1-6])(?:>([a-f][1-6]))?$/.exec(move);
  if (!match) {
    return null;
  }
  const [, from, to, replaced] = match;
  const before = new Map(after);
  const mover = after.get(to);
  if (replaced) {
    const displaced = after.get(replaced);
    before.delete(replaced);
    before.set(to, displaced);
  } else {
    before.delete(to);
  }
  before.set(from, mover);
  return before;
}
