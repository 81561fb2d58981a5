// How the client says things: seat names, results (from the reader's side: "You win", "You lose",
// or for a spectator "South wins"), clock times.

const SEATS = { south: 'South', north: 'North', placer: 'Placer', ringer: 'Ringer' };
const OTHER = { south: 'north', north: 'south', placer: 'ringer', ringer: 'placer' };

export function seatName(seat) {
  return SEATS[seat] || seat;
}

export function otherSeat(seat) {
  return OTHER[seat];
}

/**
 * Why a game ended, from the reader's side: `winner` and `loser` are seats, `me` the reader's seat
 * (null for a spectator). A phrase without a final stop.
 */
function why(reason, winner, loser, me) {
  const name = (s) => (s === me ? 'you' : seatName(s));
  const their = (s) => (s === me ? 'your' : `${seatName(s)}'s`);
  const phrases = {
    goal: () => `${name(winner)} moved a piece into the goal`,
    resignation: () => `${name(loser)} resigned`,
    timeout: () => `${their(loser)} time ran out`,
    rings: () => `${name(winner)} won four rounds`,
    adjudicated: () => (winner ? `the portal gave the game to ${name(winner)}` : 'the portal adjudicated a draw'),
    'draw-agreed': () => 'a draw was agreed',
    'double-pass': () => 'both players passed, one after the other',
    'max-plies': () => 'the move limit was reached',
    aborted: () => 'the game was called off: a setup step or a first move came too late, or its portal aborted it',
  };
  const phrase = phrases[reason];
  return phrase ? phrase() : reason;
}

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The end of a game as its reader should be told: {outcome, headline, reason}. outcome is 'win',
 * 'loss', 'draw', 'aborted' (no result) or, for a spectator, 'over'.
 */
export function ending(result, seat) {
  if (!result) {
    return { outcome: 'over', headline: 'The game is over', reason: '' };
  }
  const winner = result.winner;
  const loser = winner ? OTHER[winner] : null;
  const phrase = why(result.reason, winner, loser, seat);
  const reason = capital(phrase);
  if (!winner) {
    return result.reason === 'aborted'
      ? { outcome: 'aborted', headline: 'Aborted', reason, phrase }
      : { outcome: 'draw', headline: 'Draw', reason, phrase };
  }
  if (!seat) {
    return { outcome: 'over', headline: `${seatName(winner)} wins`, reason, phrase };
  }
  return winner === seat
    ? { outcome: 'win', headline: 'You win', reason, phrase }
    : { outcome: 'loss', headline: 'You lose', reason, phrase };
}

/** One line: "You win: North resigned." */
export function describeResult(result, seat) {
  const { headline, phrase } = ending(result, seat);
  return phrase ? `${headline}: ${phrase}.` : `${headline}.`;
}

const HOW = {
  entered: (w, l, name) => `${name(w)} entered the ring with the secret disc`,
  bingo: (w, l, name) => `${name(l)} entered the ring, but both secrets were the same disc (bingo)`,
  'guess-right': (w, l, name) => `${name(w)} guessed the other secret right`,
  'guess-wrong': (w, l, name) => `${name(l)} guessed wrong`,
};

/** How a finished Xe Queo round was won, from the reader's side: "you guessed the other secret right". */
export function describeRound(round, seat) {
  const name = (s) => (s === seat ? 'you' : seatName(s));
  const how = HOW[round.how];
  return how ? how(round.winner, OTHER[round.winner], name) : round.how;
}

/** 2 d 03 h, 1:02:03, 4:05, or 9.8 (seconds, under ten). */
export function formatClock(ms) {
  const total = Math.max(0, ms);
  if (total >= 86400000) {
    const days = Math.floor(total / 86400000);
    const hours = Math.floor((total % 86400000) / 3600000);
    return `${days} d ${String(hours).padStart(2, '0')} h`;
  }
  const seconds = Math.floor(total / 1000);
  if (total < 10000) {
    return (Math.floor(total / 100) / 10).toFixed(1);
  }
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export function gameName(game) {
  return { gyges: 'Gygès', xequeo: 'Xe Queo' }[game] || game;
}

/** A clock's settings in a few words: "5 min + 3 s", "2 days per move", "no clock". */
export function describeClock(clock) {
  if (!clock) {
    return 'no clock';
  }
  if (clock.daysPerMove) {
    return `${clock.daysPerMove} ${clock.daysPerMove === 1 ? 'day' : 'days'} per move`;
  }
  const seconds = clock.initialSeconds || 0;
  const initial = seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;
  return `${initial} + ${clock.incrementSeconds || 0} s`;
}

const GYGES_DEFAULTS = {
  pathRule: 'EDGE', replace: true, blockedRow: 'NEXT_ROW', setupRows: 1, setupOrder: 'BLOCK',
  takebackAvoidableLoss: false, maxPlies: 1000,
};
const GYGES_OPTIONS = {
  pathRule: (v) => `${v} paths`,
  replace: (v) => (v ? 'replace allowed' : 'no replace'),
  blockedRow: (v) => (v === 'PASS' ? 'a blocked row passes' : 'a blocked row: the next row moves'),
  setupRows: (v) => (v === 2 ? 'two setup rows' : `${v} setup row`),
  setupOrder: (v) => (v === 'ALTERNATE' ? 'setup one piece at a time' : 'setup six at once'),
  takebackAvoidableLoss: (v) => (v ? 'an avoidable loss may be taken back' : 'no takeback'),
  maxPlies: (v) => `drawn after ${v} moves`,
};

/** The rule options that differ from the defaults, in words: "SQUARE paths, no replace", or "standard rules". */
export function describeRules(game, rules) {
  if (game !== 'gyges' || !rules) {
    return 'standard rules';
  }
  const changed = Object.entries(rules).filter(([k, v]) => GYGES_DEFAULTS[k] !== v)
    .map(([k, v]) => (GYGES_OPTIONS[k] ? GYGES_OPTIONS[k](v) : `${k} ${v}`));
  return changed.length ? changed.join(', ') : 'standard rules';
}
