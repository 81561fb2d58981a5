// The Xe Queo panel: the controls a seat needs (disc tray, ring hint, secret choice, guesses,
// jump-path choice) and what everyone may see (score, finished rounds with both secrets, the
// match result). It only builds elements; board.js owns the state and passes the handlers in.
import { seatName, describeResult, describeRound } from '../words.js';

export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'dataset') {
      Object.assign(node.dataset, value);
    } else if (key === 'on') {
      for (const [type, handler] of Object.entries(value)) {
        node.addEventListener(type, handler);
      }
    } else if (key.startsWith('aria-') || key === 'role') {
      node.setAttribute(key, value);
    } else {
      node[key] = value;
    }
  }
  node.append(...children.filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

const button = (label, props, onClick) => el('button', { type: 'button', ...props, on: { click: onClick } }, label);
const hint = (text) => el('p', { className: 'hint' }, text);

/** Round 1: the tray of discs 1–7, where each one is placed so far, and Confirm. */
export function discTray({ draft, trayDisc, busy, onPick, onConfirm, onClear }) {
  const discs = [1, 2, 3, 4, 5, 6, 7].map((n) => {
    const at = draft.get(n);
    return button(String(n), {
      className: `xq-tray-disc${at ? ' placed' : ''}`,
      dataset: { trayDisc: String(n) },
      'aria-pressed': String(trayDisc === n),
      'aria-label': `Disc ${n}${at ? `, placed on ${at}` : ', not placed yet'}`,
    }, () => onPick(n));
  });
  const complete = draft.size === 7;
  return el('section', { className: 'xq-setup', 'aria-label': 'Place the discs' },
    hint(trayDisc
      ? `Choose a square for disc ${trayDisc}.`
      : complete ? 'All seven discs are out. Click a disc here or on the board to move it, or confirm.'
        : 'Pick a disc, then a square.'),
    el('div', { className: 'row xq-tray', role: 'group', 'aria-label': 'Discs to place' }, ...discs),
    el('div', { className: 'row' },
      button('Confirm discs', { dataset: { action: 'confirm-discs' }, disabled: !complete || busy }, onConfirm),
      button('Clear', { dataset: { action: 'clear-discs' }, disabled: draft.size === 0 || busy }, onClear)));
}

export function ringHint(round) {
  return el('section', { className: 'xq-setup', 'aria-label': 'Place the ring' },
    hint(`Round ${round}: click a highlighted square for the ring (no disc may be next to it).`));
}

/** The seven secret buttons; the choice is final for the round. */
export function secretChoice({ round, busy, onChoose }) {
  return el('section', { className: 'xq-setup', 'aria-label': 'Choose your secret disc' },
    hint(`Round ${round}: choose your secret disc. Only you will see it, and it cannot be changed.`),
    el('div', { className: 'row', role: 'group', 'aria-label': 'Secret disc' },
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => button(String(n), {
        className: 'xq-secret-choice', dataset: { secretChoice: String(n) }, disabled: busy,
        'aria-label': `Choose disc ${n} as your secret`,
      }, () => onChoose(n)))));
}

/** This seat's own secret of the round: the only secret of a round in progress the client ever shows. */
export function mySecret(n) {
  return el('p', { id: 'xq-my-secret', className: 'xq-my-secret', dataset: { mySecret: String(n) } },
    'Your secret: ', el('span', { className: 'xq-disc inline', 'aria-hidden': 'true' }, String(n)),
    el('span', { className: 'visually-hidden' }, `disc ${n}`));
}

export function guesses({ moves, busy, onGuess }) {
  const numbers = moves.filter((m) => m.guess !== undefined).map((m) => m.guess);
  if (numbers.length === 0) {
    return null;
  }
  return el('section', { className: 'xq-guesses', 'aria-label': 'Guess' },
    hint('Or guess the other seat\'s secret disc: right wins the ring, wrong gives it away.'),
    el('div', { className: 'row' }, ...numbers.map((n) => button(`Guess ${n}`, {
      dataset: { guess: String(n) }, disabled: busy,
    }, () => onGuess(n)))));
}

/** Several jump paths reach the chosen square: the player picks one (previewed on the board). */
export function pathChoice({ paths, busy, onChoose, onPreview, onCancel }) {
  return el('section', { className: 'xq-paths', id: 'xq-paths', 'aria-label': 'Choose the jump path' },
    hint('Several jump paths lead there. Choose one:'),
    el('div', { className: 'row' },
      ...paths.map((path) => button(path.join('–'), {
        dataset: { path: path.join('-') }, disabled: busy,
        on: { mouseenter: () => onPreview(path), focus: () => onPreview(path) },
      }, () => onChoose(path))),
      button('Cancel', { dataset: { action: 'cancel-path' } }, onCancel)));
}

export function score(state) {
  return el('p', { className: 'xq-score', dataset: { score: `${state.score.placer}-${state.score.ringer}` } },
    `Score: ${seatName('placer')} ${state.score.placer} – ${state.score.ringer} ${seatName('ringer')}`
    + ' · four rings win the match');
}

/** The finished rounds, each with both secrets: the rules reveal them once a round is over. */
export function rounds(state, seat) {
  if (state.rounds.length === 0) {
    return null;
  }
  const you = (who) => (who === seat ? ' (you)' : '');
  return el('section', { className: 'xq-rounds', 'aria-label': 'Finished rounds' },
    el('h2', {}, 'Rounds'),
    el('ol', {}, ...state.rounds.map((r) => el('li', { dataset: { round: String(r.round), winner: r.winner } },
      `Round ${r.round}: ${seatName(r.winner)}${you(r.winner)} won (${describeRound(r, seat)}). Secrets: `,
      ...['placer', 'ringer'].flatMap((s, i) => [i ? ', ' : '', `${seatName(s)} `,
        el('span', { dataset: { roundSecret: s } }, String(r.secrets[s]))]),
      '.'))));
}

/** The status line: round, who is awaited or to move, and the score. */
export function describeState(s, seat) {
  const you = (who) => (who === seat ? ' (you)' : '');
  const computer = (who) => (s.computerSeats && s.computerSeats[who]
    ? ` (computer, level ${s.computerSeats[who].level})` : '');
  const who = (w) => `${seatName(w)}${you(w)}${computer(w)}`;
  const tally = `score ${s.score.placer}–${s.score.ringer}`;
  if (s.status === 'finished') {
    return `${describeResult(s.result, seat)} · ${tally}`;
  }
  if (s.status === 'setup') {
    const awaited = s.setup.awaiting;
    const words = { discs: 'to place the discs', ring: 'to place the ring', secret: 'to choose a secret' };
    const waits = ['discs', 'ring', 'secret'].map((what) => {
      const seats = awaited.filter((a) => a.what === what).map((a) => who(a.seat));
      return seats.length ? `${seats.join(' and ')} ${words[what]}` : null;
    }).filter(Boolean);
    return `Round ${s.round} · setting up: waiting for ${waits.join(', ') || 'the service'} · ${tally}`;
  }
  const doing = s.computerSeats && s.computerSeats[s.toMove] ? 'is thinking…' : 'to move';
  return `Round ${s.round} · ${who(s.toMove)} ${doing} · ${tally}`;
}

export { hint, button };
