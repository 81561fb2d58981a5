// The Gygès board: a 6×6 grid of square buttons between the two goals, South at the bottom (North
// sees it turned round). It takes a state and the legal moves the API lists, and posts moves; all
// rules stay on the server. A seat to move clicks a movable piece: its destinations (GET
// legal-moves?from=) light up; choosing one draws its witness path and plays it, with expectedPly
// and an Idempotency-Key. Landing on a piece that must be replaced asks where it goes. "Choose the
// path" lets a player click the squares of a particular bounce path (full-path move text).
// A second click on the piece picked drops it. Setup: pick a size from the tray, click a square of
// the home zone. The controls show wherever a seat's token is (the embed page too).
import { pieces, undone } from './position.js';
import { buildGrid, arrowStep } from './grid.js';
import { Pieces, Tray } from './pieces.js';
import { setupPanel, movePanel, idleReason } from './panel.js';
import { otherSeat } from '../words.js';

const SIZE_WORDS = { 1: 'one-ring piece', 2: 'two-ring piece', 3: 'three-ring piece' };

export function mountBoard(ctx) {
  const { root, panel, api, gameId, seat, token, embed } = ctx;
  const flipped = seat === 'north';
  const { grid, squares, order } = buildGrid(flipped, (name) => clicked(name));
  grid.addEventListener('keydown', (event) => navigate(event));
  root.replaceChildren(grid);

  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.setAttribute('aria-live', 'polite');
  const buttons = document.createElement('div');
  buttons.className = 'row';
  const tray = new Tray((size) => { chosenSize = size; paint(); });
  const controlsShown = !embed || Boolean(seat); // a spectator's embed is the board alone
  if (controlsShown) {
    panel.className = 'panel';
    panel.replaceChildren(hint, tray.element, buttons);
  }

  let state = null;
  let shown = new Map();           // square → size, as drawn
  let lastPath = [];
  let live = true;
  let movable = new Set();         // origins the seat to move may pick
  let passLegal = false;
  let selected = null;             // origin picked
  let picking = null;              // origin whose moves are being read (a second click drops it)
  let choices = [];                // legal moves from the origin picked (with paths)
  let replacing = null;            // {to, moves} while asking where the displaced piece goes
  let pathMode = false;
  let path = [];                   // squares clicked in path mode
  let pending = new Map();         // setup (BLOCK): square → size placed here, not yet sent
  let chosenSize = null;
  let busy = false;
  let legalFor = -1;               // the version whose legal moves were read

  const mySetupTurn = () => state && state.status === 'setup' && seat
    && state.setup.awaiting.some((a) => a.seat === seat);
  const myMoveTurn = () => state && live && state.status === 'playing' && seat && state.toMove === seat
    && !(state.computerSeats && state.computerSeats[seat]);
  const zone = () => {
    const rows = state.rules.setupRows;
    const mine = seat === 'south' ? [1, 2].slice(0, rows) : [6, 5].slice(0, rows);
    return (square) => square.length === 2 && mine.includes(Number(square[1]));
  };

  function reset() {
    selected = null;
    picking = null;
    choices = [];
    replacing = null;
    path = [];
  }

  async function readLegal() {
    if (!myMoveTurn() || legalFor === state.version) {
      return;
    }
    legalFor = state.version;
    try {
      const answer = await api.get(`/api/v1/games/${encodeURIComponent(gameId)}/legal-moves?paths=false`, { token });
      if (answer.ply !== state.ply) {
        return;
      }
      movable = new Set(answer.moves.filter((m) => m.from).map((m) => m.from));
      passLegal = answer.moves.some((m) => m.move === 'pass');
    } catch (e) {
      ctx.showError(e);
    }
    paint();
  }

  async function pick(origin) {
    picking = origin;
    try {
      const answer = await api.get(
        `/api/v1/games/${encodeURIComponent(gameId)}/legal-moves?from=${encodeURIComponent(origin)}`, { token });
      if (answer.ply !== state.ply || picking !== origin) {
        return; // the position moved on, or the piece was dropped (or another picked) meanwhile
      }
      picking = null;
      selected = origin;
      choices = answer.moves;
      replacing = null;
      path = [origin];
      ctx.clearError();
    } catch (e) {
      ctx.showError(e);
    }
    paint();
  }

  async function play(text, drawn) {
    busy = true;
    lastPath = drawn || lastPath;
    paint();
    try {
      const answer = await api.post(`/api/v1/games/${encodeURIComponent(gameId)}/moves`,
        { move: text, expectedPly: state.ply }, { token, key: api.newKey() });
      reset();
      pathMode = false;
      ctx.clearError();
      ctx.accept(answer.state);
    } catch (e) {
      reset();
      ctx.showError(e);
      ctx.reload();
    } finally {
      busy = false;
      paint();
    }
  }

  async function place(placements) {
    busy = true;
    try {
      const answer = await api.post(`/api/v1/games/${encodeURIComponent(gameId)}/setup`,
        { placements }, { token, key: api.newKey() });
      pending = new Map();
      chosenSize = null;
      ctx.clearError();
      ctx.accept(answer.state);
    } catch (e) {
      ctx.showError(e);
      ctx.reload();
    } finally {
      busy = false;
      paint();
    }
  }

  function clicked(square) {
    if (busy || !state) {
      return;
    }
    if (live && mySetupTurn()) {
      setupClick(square);
    } else if (myMoveTurn()) {
      moveClick(square);
    } else {
      ctx.tell(idleReason(state, seat, live) || '');
    }
  }

  function setupClick(square) {
    if (!zone()(square)) {
      ctx.showError(new Error(`${square} is not in your setup zone.`));
      return;
    }
    if (pending.has(square)) {
      pending.delete(square);
      paint();
      return;
    }
    if (shown.has(square) || chosenSize === null) {
      ctx.showError(new Error(chosenSize === null ? 'Choose a piece from the tray first.' : `${square} is taken.`));
      return;
    }
    ctx.clearError();
    if (state.rules.setupOrder === 'ALTERNATE') {
      place([{ square, size: chosenSize }]);
      return;
    }
    pending.set(square, chosenSize);
    if (tray.left(placedSizes())[chosenSize] === 0) {
      chosenSize = null;
    }
    paint();
  }

  function placedSizes() {
    const mine = zone();
    const sizes = [];
    for (const [square, size] of shown) {
      if (mine(square)) {
        sizes.push(size);
      }
    }
    return sizes.concat([...pending.values()]);
  }

  function moveClick(square) {
    ctx.tell('');
    const again = picking === square
      || (selected && square === selected && !replacing && !(pathMode && path.length > 1));
    if (again) {
      reset(); // a second click on the piece drops it; staying put is its own button
      paint();
      ctx.tell(`${square} dropped: choose a piece.`);
      return;
    }
    if (replacing) {
      const move = replacing.moves.find((m) => m.replace === square);
      if (move) {
        play(move.move, move.path);
      } else if (replacing.path) {
        play(`${replacing.path.join('-')}>${square}`, replacing.path);
      }
      return;
    }
    if (pathMode && selected) {
      if (square === selected && path.length === 1) {
        reset();
      } else {
        path.push(square);
      }
      paint();
      return;
    }
    if (selected) {
      const here = choices.filter((m) => m.to === square);
      if (here.length === 1 && !here[0].replace) {
        play(here[0].move, here[0].path);
        return;
      }
      if (here.length > 0) {
        replacing = { to: square, moves: here };
        paint();
        return;
      }
    }
    if (movable.has(square)) {
      pick(square);
    } else if (selected) {
      ctx.tell(`${square} is not a destination of the piece on ${selected}: choose a lit square, or click ${selected} again to drop it.`);
    } else if (shown.has(square) && movable.size > 0) {
      ctx.tell(`The piece on ${square} cannot move now: only the pieces of your nearest row move, and they are outlined.`);
    } else if (movable.size > 0) {
      ctx.tell('Choose one of the outlined pieces first.');
    }
  }

  function playPath() {
    const last = path[path.length - 1];
    if (path.length < 2) {
      ctx.showError(new Error('Click the squares of the path first, one step at a time.'));
      return;
    }
    if (shown.has(last) && last !== path[0]) {
      replacing = { to: last, moves: [], path: [...path] };
      paint();
      return;
    }
    play(path.join('-'), [...path]);
  }

  function paint() {
    if (!state) {
      return;
    }
    const board = new Map(shown);
    for (const [square, size] of pending) {
      board.set(square, size);
    }
    const targets = new Set(replacing
      ? (replacing.moves.length ? replacing.moves.map((m) => m.replace) : [])
      : choices.map((m) => m.to));
    const onPath = new Set(pathMode ? path : []);
    const lastSquares = new Set(lastPath);
    const mine = state.status === 'setup' && seat ? zone() : () => false;
    for (const [name, button] of squares) {
      const size = board.get(name);
      button.classList.toggle('occupied', Boolean(size));
      button.classList.toggle('selected', name === selected);
      button.classList.toggle('target', live && targets.has(name));
      button.classList.toggle('on-path', onPath.has(name));
      button.classList.toggle('last-path', lastSquares.has(name));
      button.classList.toggle('movable', live && !selected && movable.has(name) && myMoveTurn());
      button.classList.toggle('zone', live && mySetupTurn() && mine(name));
      button.classList.toggle('pending', pending.has(name));
      if (name.length === 2) {
        button.replaceChildren(...(size ? [Pieces.piece(size)] : []), coordinate(name));
      }
      const words = [name.length === 1 ? (name === 'N' ? 'North goal' : 'South goal') : name];
      words.push(name.length === 1 ? '' : size ? SIZE_WORDS[size] : 'empty');
      if (pending.has(name)) words.push('placed, not yet sent');
      if (name === selected) words.push('selected');
      if (live && targets.has(name)) words.push(replacing ? 'put the displaced piece here' : 'destination');
      if (live && !selected && movable.has(name) && myMoveTurn()) words.push('can move');
      if (lastSquares.has(name)) words.push('on the last move\'s path');
      button.setAttribute('aria-label', words.filter(Boolean).join(', '));
    }
    paintPanel();
  }

  function paintPanel() {
    if (!controlsShown) {
      return;
    }
    let shownPanel = { hint: '', controls: [] };
    tray.element.hidden = true;
    if (live && mySetupTurn()) {
      const left = tray.left(placedSizes());
      tray.element.hidden = false;
      tray.render(left, chosenSize);
      shownPanel = setupPanel({ rules: state.rules, left, pending: pending.size, busy }, {
        confirm: () => place([...pending].map(([square, size]) => ({ square, size }))),
        clear: () => { pending = new Map(); paint(); },
      });
    } else if (myMoveTurn()) {
      shownPanel = movePanel({ replacing, pathMode, selected, path, choices, passLegal, other: otherSeat(seat) }, {
        cancel: () => { reset(); paint(); },
        playPath,
        clearPath: () => { path = selected ? [selected] : []; paint(); },
        play: (move) => play(move.move, move.path),
        togglePath: () => { pathMode = !pathMode; replacing = null; path = selected ? [selected] : []; paint(); },
        pass: () => play('pass', []),
      });
    } else if (state.status === 'setup' && seat) {
      shownPanel.hint = 'Waiting for the other seat to set up.';
    }
    hint.textContent = shownPanel.hint;
    buttons.replaceChildren(...shownPanel.controls);
  }

  function coordinate(name) {
    const span = document.createElement('span');
    span.className = 'coord';
    span.setAttribute('aria-hidden', 'true');
    span.textContent = name;
    return span;
  }

  // Arrow keys move the focus between squares as they are drawn; Enter and Space press a square.
  function navigate(event) {
    if (event.key === 'Escape' && (selected || replacing)) {
      reset();
      paint();
      return;
    }
    const current = document.activeElement && document.activeElement.dataset.square;
    const next = current ? arrowStep(order, current, event.key) : null;
    if (!next) {
      return;
    }
    event.preventDefault();
    for (const b of squares.values()) {
      b.tabIndex = -1;
    }
    squares.get(next).tabIndex = 0;
    squares.get(next).focus();
  }

  return {
    show(next) {
      const changed = !state || next.version !== state.version;
      state = next;
      live = true;
      shown = pieces(state.position);
      lastPath = state.lastMove ? state.lastMove.path : [];
      if (changed) {
        reset();
        movable = new Set();
        passLegal = false;
        if (state.status !== 'setup') {
          pending = new Map();
        }
      }
      grid.dataset.position = state.position;
      paint();
      readLegal();
    },
    replay(ply, history) {
      live = false;
      reset();
      if (ply === 0) {
        const first = history[0];
        shown = first ? undone(pieces(first.position), first.move) || new Map() : pieces(state.position);
        lastPath = [];
      } else {
        shown = pieces(history[ply - 1].position);
        lastPath = history[ply - 1].path;
      }
      grid.dataset.position = ply === 0 ? '' : history[ply - 1].position;
      paint();
    },
  };
}
