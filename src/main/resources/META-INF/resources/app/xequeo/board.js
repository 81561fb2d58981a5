// The Xe Queo board for the game page (contract: ../game.js mounts it). A grid of square buttons
// (data-square, aria-label "c1, disc 5"), discs as [data-disc], the ring marked; a seat places
// discs, the ring and its secret, then moves or guesses; everyone sees the score and the finished
// rounds. All rules stay on the server: legal moves come from GET …/legal-moves with the seat's
// token. A secret is held only in memory (the state the shell hands us), never stored or put in a
// link, and the only secret of a round in progress drawn here is this seat's own mySecret.
import { parsePosition, undoMove, ringSquares, jumpPaths, isStep } from './position.js';
import { buildGrid } from './grid.js';
import * as panels from './panel.js';
import * as rounds from './rounds.js';
import { seatName } from '../words.js';

const { el } = panels;

export function mountBoard(ctx) {
  const { root, panel, api, gameId, seat, token, embed, accept, reload, showError, clearError, tell } = ctx;
  const controlsShown = !embed || Boolean(seat); // a spectator's embed is the board alone
  const gamePath = `/api/v1/games/${encodeURIComponent(gameId)}`;

  let state = null;
  let replaying = null; // {ply} while the shell shows an earlier position
  let legal = null; // the legal moves for state.ply, with this seat's token
  let legalLoading = null; // the ply being asked for
  let selected = null; // the square of the disc chosen to move
  let paths = null; // the jump paths to choose from, once a destination is chosen
  let preview = null; // the path the pointer or focus is on, drawn on the board
  let draft = new Map(); // round 1 setup: disc number → square, until confirmed
  let trayDisc = 1; // the disc the next square click places
  let busy = false; // a write is on its way
  let roundSeen = 0; // the last finished round this seat has pressed "Next round" after

  const view = buildGrid({
    onActivate: (square) => activate(square),
    onEscape: () => { selected = null; paths = null; paint(); },
  });
  const { grid, buttons } = view;
  root.replaceChildren(grid);
  root.classList.add('xq');

  /** What this page may do now: nothing ('view'), wait, or one of the setup steps, or play. */
  function mode() {
    if (replaying || !seat || !token || !state) {
      return 'view';
    }
    if (state.status === 'setup' && rounds.pendingRoundEnd(state, roundSeen)) {
      return 'round-end';
    }
    if (state.status === 'setup') {
      const mine = state.setup.awaiting.filter((a) => a.seat === seat).map((a) => a.what);
      return ['discs', 'ring', 'secret'].find((what) => mine.includes(what)) || 'wait';
    }
    return state.status === 'playing' && state.toMove === seat ? 'play' : 'wait';
  }

  function discMoves() {
    return legal ? legal.filter((m) => m.from) : [];
  }

  function activate(square) {
    const now = mode();
    if (busy) {
      return;
    }
    if (now === 'discs') {
      placeDraft(square);
    } else if (now === 'ring') {
      if (ringSquares(parsePosition(state.position).discs).includes(square)) {
        write('setup', { ring: square });
      } else {
        showError(new Error(`The ring cannot go on ${square}: it needs an empty square with no disc next to it.`));
      }
    } else if (now === 'play' && legal) {
      const moves = discMoves();
      if (selected && moves.some((m) => m.from === selected && m.to === square)) {
        choose(selected, square);
        return;
      }
      const disc = parsePosition(state.position).discs.get(square);
      const can = moves.some((m) => m.from === square);
      tell(can || selected === square ? ''
        : selected ? `${square} is not a destination of the disc on ${selected}: choose a highlighted square, or click the disc again to drop it.`
          : disc !== undefined ? `Disc ${disc} on ${square} has no legal move now; the discs that can move have a dashed outline.`
            : moves.length ? 'Choose a disc with a dashed outline first.' : 'No disc can move: guess the other secret.');
      selected = selected !== square && can ? square : null;
      paths = null;
      preview = null;
      paint();
    } else {
      tell(idleReason(now));
    }
  }

  /** Why a click on the board does nothing now. */
  function idleReason(now) {
    if (replaying) {
      return 'This is an earlier position: press Live to play.';
    }
    if (state.status === 'finished') {
      return 'The match is over.';
    }
    if (now === 'view') {
      return 'You are watching: only the two players can move discs.';
    }
    if (now === 'round-end') {
      return `Round ${state.rounds.length} is over: press Next round to go on.`;
    }
    if (now === 'secret') {
      return 'Choose your secret disc first (the buttons below the board).';
    }
    if (now === 'play') {
      return 'Your moves are being loaded.';
    }
    return state.status === 'setup' ? 'Waiting for the other player to set up.'
      : `It is ${seatName(state.toMove)}'s turn: wait for their move.`;
  }

  function placeDraft(square) {
    const here = [...draft].find(([, at]) => at === square);
    if (trayDisc === null) {
      if (here) {
        draft.delete(here[0]); // pick the disc up again
        trayDisc = here[0];
      }
    } else {
      if (here) {
        draft.delete(here[0]);
      }
      draft.set(trayDisc, square);
      trayDisc = here ? here[0] : [1, 2, 3, 4, 5, 6, 7].find((n) => !draft.has(n)) ?? null;
    }
    paint();
  }

  /** A destination was chosen: play the move, or first let the player pick among its jump paths. */
  function choose(from, to) {
    const listed = discMoves().filter((m) => m.from === from && m.to === to);
    const options = [];
    const add = (path) => {
      if (path && !options.some((p) => p.join('-') === path.join('-'))) {
        options.push(path);
      }
    };
    listed.forEach((m) => add(m.path));
    if (!isStep(from, to)) {
      const position = parsePosition(state.position);
      jumpPaths(position.discs, from, to, position.ring).forEach(add);
    }
    if (options.length > 1) {
      paths = options;
      preview = options[0];
      paint();
      return;
    }
    play(listed.length === 1 && options.length <= 1 ? listed[0].move : options[0].join('-'));
  }

  function play(move) {
    selected = null;
    paths = null;
    preview = null;
    write('moves', { move, expectedPly: state.ply });
  }

  async function write(path, body) {
    busy = true;
    paint();
    try {
      const answer = await api.post(`${gamePath}/${path}`, body, { token, key: api.newKey() });
      clearError();
      if (path === 'setup' && body.discs) {
        draft = new Map();
      }
      busy = false; // before accept, which draws the new state's controls enabled
      accept(answer && answer.state ? answer.state : answer);
    } catch (e) {
      showError(e);
      if (e.status === 409) {
        reload(); // someone else's move or setup got there first: show what is true now
      }
    } finally {
      busy = false;
      paint();
    }
  }

  function loadLegal() {
    const ply = state.ply;
    if (legalLoading === ply) {
      return;
    }
    legalLoading = ply;
    api.get(`${gamePath}/legal-moves`, { token }).then((answer) => {
      legalLoading = null;
      if (state.ply === ply && answer.ply === ply && mode() === 'play') {
        legal = answer.moves;
        root.dataset.movesPly = String(ply);
        paint();
      }
    }, (e) => {
      legalLoading = null;
      showError(e);
    });
  }

  /** Draws a position (and the controls that go with the mode) on the existing buttons. */
  function paint() {
    if (!state) {
      return;
    }
    const now = mode();
    const shown = replaying ? replaying.position : parsePosition(state.position);
    const lastPath = replaying ? replaying.path : (state.lastMove ? state.lastMove.path : []);
    const discs = now === 'discs' ? new Map([...draft].map(([n, sq]) => [sq, n])) : shown.discs;
    const ring = now === 'discs' ? null : shown.ring;
    const ringTargets = now === 'ring' ? new Set(ringSquares(shown.discs)) : new Set();
    const moves = now === 'play' ? discMoves() : [];
    const movable = new Set(moves.map((m) => m.from));
    const targets = new Set(moves.filter((m) => m.from === selected).map((m) => m.to));
    const onPath = new Set(preview || []);
    const interactive = now === 'discs' || now === 'ring' || (now === 'play' && legal !== null);

    root.dataset.position = replaying ? '' : state.position;
    root.dataset.view = replaying ? 'replay' : 'live';
    root.dataset.mode = now;
    grid.classList.toggle('readonly', !interactive);
    for (const [square, b] of buttons) {
      const disc = discs.get(square);
      const parts = [square];
      b.replaceChildren();
      b.classList.toggle('xq-ring', ring === square);
      b.classList.toggle('occupied', disc !== undefined);
      b.classList.toggle('last-path', lastPath.includes(square));
      b.classList.toggle('selected', selected === square);
      b.classList.toggle('xq-movable', movable.has(square));
      b.classList.toggle('target', targets.has(square) || ringTargets.has(square));
      b.classList.toggle('on-path', onPath.has(square));
      if (ring === square) {
        b.dataset.ring = 'true';
        b.append(el('span', { className: 'xq-ring-mark', 'aria-hidden': 'true' }));
        parts.push('the ring');
      } else {
        delete b.dataset.ring;
      }
      if (disc !== undefined) {
        b.append(el('span', { className: 'xq-disc', dataset: { disc: String(disc) }, 'aria-hidden': 'true' }, String(disc)));
        parts.push(`disc ${disc}`);
      }
      if (selected === square) {
        parts.push('selected');
      } else if (movable.has(square)) {
        parts.push('can move');
      }
      if (targets.has(square)) {
        parts.push('move here');
      }
      if (ringTargets.has(square)) {
        parts.push('ring may go here');
      }
      if (lastPath[0] === square) {
        parts.push('last move from here');
      } else if (lastPath.length && lastPath[lastPath.length - 1] === square) {
        parts.push('last move to here');
      }
      b.setAttribute('aria-label', parts.join(', '));
      b.setAttribute('aria-disabled', String(!interactive));
      b.tabIndex = square === view.focus ? 0 : -1;
    }
    renderPanel(now);
  }

  function renderPanel(now) {
    const parts = [];
    const ended = !replaying && rounds.pendingRoundEnd(state, seat ? roundSeen : 0);
    if (ended) {
      parts.push(rounds.roundEnd(ended, state, seat, seat ? () => { roundSeen = ended.round; tell(''); paint(); } : null));
    }
    if (controlsShown && replaying) {
      parts.push(panels.hint(replaying.ply === 0
        ? 'Showing the start (read-only). Press Live to return.'
        : `Showing the position after move ${replaying.ply} (read-only). Press Live to return.`));
    }
    if (controlsShown && !replaying) {
      if (now === 'discs') {
        parts.push(panels.discTray({
          draft, trayDisc, busy,
          onPick: (n) => { trayDisc = n; paint(); },
          onConfirm: () => write('setup', { discs: Object.fromEntries([...draft].map(([n, sq]) => [String(n), sq])) }),
          onClear: () => { draft = new Map(); trayDisc = 1; paint(); },
        }));
      } else if (now === 'ring') {
        parts.push(panels.ringHint(state.round));
      } else if (now === 'secret' && state.mySecret === undefined) {
        parts.push(panels.secretChoice({ round: state.round, busy, onChoose: (n) => write('setup', { secret: n }) }));
      }
      if (seat && state.mySecret !== undefined && state.status !== 'finished') {
        parts.push(panels.mySecret(state.mySecret));
      }
      if (now === 'play' && legal) {
        if (paths) {
          parts.push(panels.pathChoice({
            paths, busy,
            onChoose: (path) => play(path.join('-')),
            onPreview: (path) => { preview = path; paintSquaresOnly(); },
            onCancel: () => { paths = null; preview = null; paint(); },
          }));
        } else if (discMoves().length > 0) {
          parts.push(panels.hint(selected
            ? `Disc ${parsePosition(state.position).discs.get(selected)} on ${selected}: choose a highlighted square.`
            : 'Your turn: choose a disc to move.'));
        } else {
          parts.push(panels.hint('No disc can move: you must guess.'));
        }
        parts.push(panels.guesses({ moves: legal, busy, onGuess: (n) => play(`guess ${n}`) }));
      } else if (!seat) {
        parts.push(panels.hint('You are watching.'));
      }
    }
    parts.push(panels.score(state), panels.rounds(state, seat));
    const keep = document.activeElement && panel.contains(document.activeElement)
      ? document.activeElement.dataset : null;
    panel.replaceChildren(...parts.filter(Boolean));
    panel.classList.add('panel', 'xq-panel');
    if (keep) {
      // The panel is rebuilt on every change; keep the keyboard where it was if that control is still there.
      const key = Object.entries(keep).map(([k, v]) => `[data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${v}"]`).join('');
      const again = key && panel.querySelector(key);
      if (again) {
        again.focus();
      }
    }
  }

  /** Redraws only the path preview, so hovering a path choice does not rebuild the panel under the pointer. */
  function paintSquaresOnly() {
    const onPath = new Set(preview || []);
    for (const [square, b] of buttons) {
      b.classList.toggle('on-path', onPath.has(square));
    }
  }

  return {
    // A seat's own secret is not in the public event stream: the shell reads its state with the token.
    seatSeesMore: true,
    show(next) {
      replaying = null;
      const plyChanged = !state || next.ply !== state.ply || next.status !== state.status || next.round !== state.round;
      state = next;
      if (plyChanged) {
        legal = null;
        selected = null;
        paths = null;
        preview = null;
        delete root.dataset.movesPly;
      }
      if (!(state.status === 'setup' && state.setup.awaiting.some((a) => a.seat === seat && a.what === 'discs'))) {
        draft = new Map();
        trayDisc = 1;
      }
      if (mode() === 'play' && legal === null) {
        loadLegal();
      }
      paint();
    },

    replay(ply, history) {
      const byPly = (p) => history.find((m) => m.ply === p);
      let position;
      let path = [];
      if (ply === 0) {
        const first = byPly(1) || history[0];
        position = first ? undoMove(parsePosition(first.position), first.path) : parsePosition(state.position);
      } else {
        const entry = byPly(ply);
        position = parsePosition(entry.position);
        path = entry.path || [];
      }
      replaying = { ply, position, path };
      selected = null;
      paths = null;
      preview = null;
      paint();
    },

    describe: (s) => panels.describeState(s, seat),
    describeEnding: (s) => rounds.finalScore(s),
  };
}
