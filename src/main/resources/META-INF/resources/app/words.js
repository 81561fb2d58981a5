// How the client says things: seat names, results, clock times.

const SEATS = { south: 'South', north: 'North', placer: 'Placer', ringer: 'Ringer' };
const OTHER = { south: 'north', north: 'south', placer: 'ringer', ringer: 'placer' };

export function seatName(seat) {
  return SEATS[seat] || seat;
}

export function otherSeat(seat) {
  return OTHER[seat];
}

const REASONS = {
  goal: 'a piece reached the goal',
  resignation: 'resignation',
  'draw-agreed': 'a draw was agreed',
  'double-pass': 'both players passed',
  'max-plies': 'the move limit was reached',
  timeout: 'time ran out',
  aborted: 'a first move or setup was not made in time',
  rings: 'four rounds won',
};

export function describeResult(result, seat) {
  if (!result) {
    return 'The game is over.';
  }
  const why = REASONS[result.reason] || result.reason;
  if (!result.winner) {
    return result.reason === 'aborted' ? `Aborted: ${why}.` : `Drawn: ${why}.`;
  }
  const who = result.winner === seat ? 'You win' : `${seatName(result.winner)} wins`;
  return `${who}: ${why}.`;
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
