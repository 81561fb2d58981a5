// The Gygès panel below the board: the hint for what to do next and the buttons that go with it
// (confirm a setup, cancel a replace, choose a path, leave a piece where it stands, pass). It only
// builds elements from a view of the board's state; board.js owns the state and the handlers.
import { seatName } from '../words.js';

export function button(label, action, { disabled = false, name, describe } = {}) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.dataset.action = name || label.toLowerCase().replace(/\s+/g, '-');
  b.disabled = disabled;
  if (describe) {
    b.title = describe;
  }
  b.addEventListener('click', action);
  return b;
}

/** The hint and buttons for a seat setting up: {hint, controls}. */
export function setupPanel(v, act) {
  const alternate = v.rules.setupOrder === 'ALTERNATE';
  const count = v.left[1] + v.left[2] + v.left[3];
  const hint = count === 0
    ? 'All six placed: confirm your setup, or click a piece to take it back.'
    : `Choose a piece from the tray, then a square of your ${v.rules.setupRows === 1 ? 'home row' : 'two home rows'}${alternate ? ' (one piece per turn)' : ''}.`;
  const controls = [];
  if (!alternate && v.pending > 0) {
    controls.push(button('Confirm setup', act.confirm, { disabled: count !== 0 || v.busy }));
    controls.push(button('Clear', act.clear));
  }
  return { hint, controls };
}

/**
 * The hint and buttons for the seat to move. A piece may end its move on its own square (EDGE: the
 * board unchanged, yet a legal move, "c1-c1"); that move is played only by its own button, never
 * by a second click on the piece, which drops the selection.
 */
export function movePanel(v, act) {
  const controls = [];
  let hint;
  if (v.replacing) {
    hint = v.replacing.moves.length
      ? `The piece on ${v.replacing.to} is replaced: choose the square it goes to.`
      : `Your path ends on the piece on ${v.replacing.to}: choose the square it goes to.`;
    controls.push(button('Cancel', act.cancel));
  } else if (v.pathMode) {
    hint = v.selected
      ? `Path: ${v.path.join('-')}. Click the next square of the path, then play it.`
      : 'Choose the piece to move, then click every square it enters, bounces included.';
    controls.push(button('Play this path', act.playPath, { disabled: !v.selected || v.path.length < 2 }));
    controls.push(button('Clear path', act.clearPath));
  } else {
    hint = v.selected
      ? `${v.choices.length} move${v.choices.length === 1 ? '' : 's'} from ${v.selected}: choose a destination, or click ${v.selected} again to drop it.`
      : 'Your move: choose a piece of your nearest row.';
    const stay = v.selected && v.choices.find((m) => m.to === v.selected && !m.replace);
    if (stay) {
      controls.push(button(`Leave it on ${v.selected} (${stay.move})`, () => act.play(stay),
        { name: 'stay-put', describe: `Plays ${stay.move}: the piece goes round and ends on its own square, so the board stays as it is and it is ${seatName(v.other)}'s turn.` }));
    }
  }
  const toggle = button('Choose the path', act.togglePath);
  toggle.setAttribute('aria-pressed', String(v.pathMode));
  controls.push(toggle);
  if (v.passLegal) {
    controls.push(button('Pass', act.pass));
  }
  return { hint, controls };
}

/** Why a click on the board did nothing, when it is not this seat's turn to act (or null). */
export function idleReason(state, seat, live) {
  if (!live) {
    return 'This is an earlier position: press Live to play.';
  }
  if (state.status === 'finished') {
    return 'The game is over.';
  }
  if (!seat) {
    return 'You are watching: only the two players can move pieces.';
  }
  const computer = (s) => state.computerSeats && state.computerSeats[s];
  if (state.status === 'setup') {
    const others = state.setup.awaiting.map((a) => seatName(a.seat));
    return `Waiting for ${others.join(' and ') || 'the service'} to set up.`;
  }
  if (state.toMove !== seat) {
    return computer(state.toMove) ? `${seatName(state.toMove)} (the computer) is thinking: wait for its move.`
      : `It is ${seatName(state.toMove)}'s turn: wait for their move.`;
  }
  return null;
}
