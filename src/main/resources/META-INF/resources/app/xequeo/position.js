// Xe Queo's position text and squares, as the board needs them (docs/rules/xequeo.md §7). The
// server decides what is legal; the only rule knowledge here is what a picture needs: where the
// ring may go (to highlight it) and which jump paths reach a destination the server has listed
// (the API lists one witness path per move, and a player may prefer another).

export const FILES = 'abcdefg';
export const SIZE = 7;

/** The squares from the top-left (a7) row by row to the bottom-right (g1), as the board is drawn. */
export const SQUARES_TOP_DOWN = Array.from({ length: SIZE * SIZE }, (_, i) => {
  const rank = SIZE - Math.floor(i / SIZE);
  return `${FILES[i % SIZE]}${rank}`;
});

export function squareAt(file, rank) {
  return file >= 0 && file < SIZE && rank >= 1 && rank <= SIZE ? `${FILES[file]}${rank}` : null;
}

export function coordinates(square) {
  return { file: FILES.indexOf(square[0]), rank: Number(square.slice(1)) };
}

/**
 * Reads `......./…/1.2.3.4 d6 P`: the discs (a Map from square to number), the ring's square (null
 * for `-`) and the seat to move. Throws on text that is not a position, which would be a bug.
 */
export function parsePosition(text) {
  const [rows, ring, mover] = text.trim().split(' ');
  const lines = rows.split('/');
  if (lines.length !== SIZE || lines.some((line) => line.length !== SIZE)) {
    throw new Error(`not an Xe Queo position: ${text}`);
  }
  const discs = new Map();
  lines.forEach((line, row) => {
    [...line].forEach((c, file) => {
      if (c !== '.') {
        discs.set(squareAt(file, SIZE - row), Number(c));
      }
    });
  });
  return { discs, ring: ring && ring !== '-' ? ring : null, toMove: mover === 'R' ? 'ringer' : 'placer' };
}

/** A position with a disc move taken back: the disc at the path's end returns to its start. */
export function undoMove(position, path) {
  if (!path || path.length < 2) {
    return position; // a guess: its position is the one it was made in
  }
  const discs = new Map(position.discs);
  const disc = discs.get(path[path.length - 1]);
  discs.delete(path[path.length - 1]);
  discs.set(path[0], disc);
  return { ...position, discs };
}

const NEIGHBOURS = [[0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1], [-1, 0], [-1, 1]];

/** Where a ring may go (§3.2): empty squares none of whose eight neighbours holds a disc. */
export function ringSquares(discs) {
  const clear = SQUARES_TOP_DOWN.filter((square) => {
    const { file, rank } = coordinates(square);
    return !discs.has(square)
      && NEIGHBOURS.every(([df, dr]) => !discs.has(squareAt(file + df, rank + dr)));
  });
  // §3.2's fallback; it cannot arise with seven discs (xequeo.md §8), but costs nothing to mirror.
  return clear.length > 0 ? clear : SQUARES_TOP_DOWN.filter((square) => !discs.has(square));
}

/**
 * Every jump path from `from` to `to` (§4): over a neighbouring disc onto the empty square behind
 * it, never landing on the origin or twice on one square, the origin empty once left, and never
 * going on from the ring. The directions are tried N, NE, E, SE, S, SW, W, NW, as the server does,
 * so the first path is the server's witness. Whether the move itself is legal is the server's
 * word: this is called only for destinations it listed.
 */
export function jumpPaths(discs, from, to, ring, limit = 12) {
  const paths = [];
  const holds = (square) => square !== from && discs.has(square);
  const seen = new Set([from]);
  const walk = (at, path) => {
    const { file, rank } = coordinates(at);
    for (const [df, dr] of NEIGHBOURS) {
      const over = squareAt(file + df, rank + dr);
      const land = squareAt(file + 2 * df, rank + 2 * dr);
      if (paths.length >= limit || !over || !land || !holds(over) || holds(land) || seen.has(land)) {
        continue;
      }
      if (land === to) {
        paths.push([...path, land]);
      } else if (land !== ring) {
        seen.add(land);
        walk(land, [...path, land]);
        seen.delete(land);
      }
    }
  };
  walk(from, [from]);
  return paths;
}

/** Whether a move from `from` to `to` is a step (one square in any direction), never a jump. */
export function isStep(from, to) {
  const a = coordinates(from);
  const b = coordinates(to);
  return Math.abs(a.file - b.file) <= 1 && Math.abs(a.rank - b.rank) <= 1;
}
