// The game page (/games/{id}, and /embed/games/{id} without chrome): loads the state, mounts the
// game's board module (./gyges/board.js or ./xequeo/board.js), follows the events, ticks the
// clocks, lists the moves for replay, offers resign, draw and takeback to a seat (the embed page
// too, when it carries a seat's token), and tells the end of the game (./ending.js). It uses only
// the public API. A finished Gygès game's page offers the engine's review (./review.js) and marks its
// moves with the judgements. The game's chat is beside the moves (./chat.js). A seat's token comes from the address's fragment (#seat=…&token=…); when the
// fragment names a player instead (#seat=…&player=…), the token is that player's, kept in this
// browser (./player.js), which acts for every seat the player holds. Either is sent only as a
// bearer token; spectators need none.
import * as api from './api.js';
import { storedPlayer } from './player.js';
import { follow } from './live.js';
import { seatName, describeResult, formatClock } from './words.js';
import { renderEnding } from './ending.js';
import { fitBoardToFrame } from './fit.js';
import { mountReview, MARKS } from './review.js';
import { mountChat } from './chat.js';

const $ = (id) => document.getElementById(id);
const gameId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop());
const embed = $('game').dataset.embed === 'true';
let { token, seat, player: playerId } = api.fragment();
const player = storedPlayer();
const lostPlayer = Boolean(!token && playerId && !(player && player.id === playerId));
if (!token && playerId && !lostPlayer) {
  token = player.token;
}

let state = null;
let board = null;
let history = [];
let replayPly = null; // null: the live position; otherwise the ply shown (0: before the first move)
let clockBase = null; // {clock, at}: the clock as received, and when (this page's own time)
let stream = null;
let review = null; // the engine's review (not on the embed page)

function showError(error) {
  const box = $('error');
  box.textContent = error instanceof api.ApiProblem ? error.detail : String(error.message || error);
  box.hidden = false;
}

function clearError() {
  $('error').hidden = true;
  $('error').textContent = '';
}

/** Says why a click did nothing (an opponent's turn, a piece that cannot move); not an error. */
function tell(text) {
  $('notice').textContent = text;
}

/** Takes a state the API answered with, if it is newer than the one shown. */
function accept(next) {
  if (!next || (state && next.version < state.version)) {
    return;
  }
  const moved = !state || next.ply !== state.ply || next.status !== state.status;
  if (!state || next.version !== state.version) {
    tell(''); // what the last click was told is about the position before this one
  }
  state = next;
  clockBase = state.clock ? { clock: state.clock, at: performance.now() } : null;
  render();
  if (moved && !embed) {
    loadHistory();
  }
}

async function reload() {
  try {
    accept(await api.get(`/api/v1/games/${encodeURIComponent(gameId)}`, { token }));
  } catch (e) {
    showError(e);
  }
}

function render() {
  $('game').setAttribute('aria-busy', 'false');
  $('game').dataset.status = state.status;
  $('game').dataset.ply = String(state.ply);
  $('game').dataset.version = String(state.version);
  $('title').textContent = `${state.game === 'gyges' ? 'Gygès' : 'Xe Queo'}${seat ? ` · you play ${seatName(seat)}` : ''}`;
  $('status').textContent = board.describe ? board.describe(state) : describe(state);
  renderPlayers();
  renderTournament();
  if (replayPly === null) {
    board.show(state);
  }
  renderClocks();
  if (seat || !embed) {
    renderActions();
  }
  if (!embed) {
    renderHistory();
  }
  renderEnding($('ending'), state, seat, { embed, extra: board.describeEnding ? board.describeEnding(state) : '' });
}

function describe(s) {
  const you = (who) => (who === seat ? ' (you)' : '');
  const computer = (who) => (s.computerSeats && s.computerSeats[who]
    ? ` (computer, level ${s.computerSeats[who].level})` : '');
  if (s.status === 'finished') {
    return describeResult(s.result, seat);
  }
  if (s.status === 'setup') {
    const waiting = s.setup.awaiting.map((a) => `${seatName(a.seat)}${you(a.seat)}${computer(a.seat)}`);
    return `Setting up: waiting for ${waiting.join(' and ')}.`;
  }
  const thinking = s.computerSeats && s.computerSeats[s.toMove] ? ' is thinking…' : ' to move.';
  return `${seatName(s.toMove)}${you(s.toMove)}${computer(s.toMove)}${thinking}`;
}

const SEATS = { gyges: ['south', 'north'], xequeo: ['placer', 'ringer'] };

/**
 * What a seat is called on this page, or null where the state names nobody: the portal's label
 * (the state carries labels only for a reader who may see them: the game's portal, the operator,
 * anyone for a game of no portal in open mode), else the player holding the seat, else the
 * computer and its level.
 */
function holderName(s, seatOf) {
  const label = s.labels && s.labels[seatOf];
  if (label) {
    return label;
  }
  const held = s.players && s.players[seatOf];
  if (held) {
    return held.name;
  }
  const engine = s.computerSeats && s.computerSeats[seatOf];
  return engine ? `Computer (level ${engine.level})` : null;
}

/**
 * Who holds the seats, where anybody is named: "South: Ann · North: Computer (level 3)", each seat
 * a span with data-seat; a seat with no name shows its seat's name alone. Hidden when nobody is named.
 */
function renderPlayers() {
  const box = $('players');
  if (!box) {
    return;
  }
  const seats = SEATS[state.game] || [];
  const named = seats.map((s) => [s, holderName(state, s)]);
  if (!named.some(([, name]) => name)) {
    box.hidden = true;
    return;
  }
  const parts = [];
  named.forEach(([s, name], i) => {
    if (i > 0) {
      parts.push(' · ');
    }
    const span = document.createElement('span');
    span.className = 'seat-holder';
    span.dataset.seat = s;
    span.textContent = `${seatName(s)}${name ? `: ${name}` : ''}${s === seat ? ' (you)' : ''}`;
    parts.push(span);
  });
  box.replaceChildren(...parts);
  box.hidden = false;
}

/**
 * A game of a tournament's round links the tournament's page, with this page's credential where it
 * is a player's (a seat's token reads no tournament): "Round 3 of the tournament".
 */
function renderTournament() {
  const box = $('tournament-link');
  if (!box || !state.tournament) {
    return;
  }
  const link = box.querySelector('a');
  let href = `/tournaments/${encodeURIComponent(state.tournament.id)}`;
  if (playerId && !lostPlayer) {
    href += `#player=${encodeURIComponent(playerId)}`;
  } else if (token && token.startsWith('rgp_')) {
    href += `#token=${encodeURIComponent(token)}`;
  }
  link.href = href;
  link.textContent = `Round ${state.tournament.round} of the tournament`;
  box.hidden = false;
}

function renderClocks() {
  const box = $('clocks');
  if (!clockBase) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const { clock, at } = clockBase;
  const elapsed = performance.now() - at;
  const seats = Object.keys(clock.remainingMs);
  if (box.children.length !== seats.length) {
    box.replaceChildren(...seats.map((s) => {
      const div = document.createElement('div');
      div.className = 'clock';
      div.dataset.seat = s;
      div.setAttribute('role', 'timer');
      return div;
    }));
  }
  for (const div of box.children) {
    const s = div.dataset.seat;
    const running = clock.running === s && state.status !== 'finished';
    const ms = Math.max(0, clock.remainingMs[s] - (running ? elapsed : 0));
    div.classList.toggle('running', running);
    div.classList.toggle('low', running && ms < 10000);
    div.dataset.remainingMs = String(Math.round(ms));
    div.textContent = `${seatName(s)}${s === seat ? ' (you)' : ''}: ${formatClock(ms)}`;
    div.setAttribute('aria-label', `${seatName(s)}'s clock: ${formatClock(ms)}${running ? ', running' : ''}`);
  }
}

function actionButton(label, action) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.dataset.action = label.toLowerCase().replace(/\s+/g, '-');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await action();
      clearError();
    } catch (e) {
      showError(e);
    } finally {
      button.disabled = false;
    }
  });
  return button;
}

function write(path, body) {
  return api.post(`/api/v1/games/${encodeURIComponent(gameId)}/${path}`, body, { token, key: api.newKey() })
    .then((answer) => accept(answer && answer.state ? answer.state : answer));
}

function renderActions() {
  const box = $('actions');
  const buttons = [];
  if (seat && state.status === 'playing') {
    if (state.drawOffer && state.drawOffer !== seat) {
      buttons.push(actionButton('Accept draw', () => write('draw', { action: 'accept' })));
      buttons.push(actionButton('Decline draw', () => write('draw', { action: 'decline' })));
    } else if (!state.drawOffer) {
      buttons.push(actionButton('Offer draw', () => write('draw', { action: 'offer' })));
    }
  }
  // A seat may resign at any time before the end, setup (and an Xe Queo match's next round) included.
  if (seat && state.status !== 'finished') {
    buttons.push(actionButton('Resign', async () => {
      if (confirm('Resign this game?')) {
        await write('resign', {});
      }
    }));
  }
  if (seat && state.takebackAvailable && state.result && state.result.winner && state.result.winner !== seat) {
    buttons.push(actionButton('Take back', () => write('takeback', {})));
  }
  const note = document.createElement('p');
  if (seat && state.drawOffer === seat && state.status === 'playing') {
    note.textContent = 'You offered a draw.';
  } else if (state.drawOffer && state.status === 'playing') {
    note.textContent = `${seatName(state.drawOffer)} offers a draw.`;
  }
  box.replaceChildren(...buttons, ...(note.textContent ? [note] : []));
}

async function loadHistory() {
  try {
    const answer = await api.get(`/api/v1/games/${encodeURIComponent(gameId)}/moves`);
    history = answer.moves;
    renderHistory();
  } catch (e) {
    showError(e);
  }
}

function renderHistory() {
  const list = $('moves');
  list.replaceChildren(...history.map((m) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'history-move';
    button.dataset.ply = String(m.ply);
    button.textContent = `${m.ply}. ${seatName(m.seat)}: ${m.move}`;
    const judged = review && review.judgement(m.ply);
    if (judged) {
      const mark = document.createElement('span');
      mark.className = 'judgement';
      mark.dataset.judgement = judged.judgement;
      mark.textContent = ` ${MARKS[judged.judgement]}`;
      mark.title = `${judged.judgement}: the engine's move was ${judged.best}`;
      button.append(mark);
      button.dataset.judgement = judged.judgement;
    }
    button.setAttribute('aria-label', `Show the position after move ${m.ply}, ${seatName(m.seat)} ${m.move}`
      + (judged ? `, ${judged.judgement === 'inaccuracy' ? 'an' : 'a'} ${judged.judgement}` : ''));
    if (replayPly === m.ply) {
      button.setAttribute('aria-current', 'step');
    }
    button.addEventListener('click', () => showPly(m.ply));
    item.append(button);
    return item;
  }));
  $('game').dataset.replay = replayPly === null ? 'live' : String(replayPly);
  if (review) {
    review.update(state, history, replayPly);
  }
}

function showPly(ply) {
  if (ply === null || ply >= history.length && state.status !== 'finished' && ply >= state.ply) {
    replayPly = null;
    board.show(state);
  } else {
    replayPly = Math.max(0, Math.min(ply, history.length));
    board.replay(replayPly, history);
  }
  renderHistory();
}

function wireReplay() {
  for (const button of document.querySelectorAll('[data-replay]')) {
    button.addEventListener('click', () => {
      const current = replayPly === null ? history.length : replayPly;
      const step = { first: 0, back: current - 1, forward: current + 1, live: null }[button.dataset.replay];
      if (step === null || step > history.length) {
        showPly(null);
      } else {
        showPly(Math.max(0, step));
      }
    });
  }
}

function connection(status) {
  const words = { live: 'Live.', reconnecting: 'Connection lost: reconnecting…', ended: '' };
  $('connection').textContent = words[status] ?? '';
  $('game').dataset.connection = status;
}

async function main() {
  if (lostPlayer) {
    showError(new Error('This link is for a player this browser does not hold (it was opened in another'
      + ' browser, or its storage was cleared): you are watching.'));
    seat = null;
  }
  try {
    state = await api.get(`/api/v1/games/${encodeURIComponent(gameId)}`, { token });
  } catch (e) {
    if (token && (e.status === 401 || e.status === 403)) {
      showError(new Error(playerId ? 'Your player holds no seat in this game: you are watching.'
        : 'This link\'s seat token is not valid for this game: you are watching.'));
      token = null;
      seat = null;
      return main();
    }
    $('game').setAttribute('aria-busy', 'false');
    $('status').textContent = e.status === 404 ? 'There is no such game.' : 'The game could not be loaded.';
    showError(e);
    return;
  }
  seat = token ? (state.mySeat || seat) : null;
  const module = await import(`./${state.game}/board.js`);
  board = module.mountBoard({
    root: $('board'), panel: $('panel'), api, gameId, seat, token, embed,
    accept, reload, showError, clearError, tell,
  });
  clockBase = state.clock ? { clock: state.clock, at: performance.now() } : null;
  if (!embed) {
    wireReplay();
    review = mountReview({ box: $('review'), gameId, token, step: showPly, changed: renderHistory, showError });
    const watch = api.gameLink(gameId);
    $('watch-link').href = watch;
    $('embed-link').href = `${location.origin}/embed/games/${encodeURIComponent(gameId)}`;
    $('share').hidden = false;
    await loadHistory();
    mountChat({ box: $('chat'), gameId, token, seat });
  }
  render();
  if (embed) {
    fitBoardToFrame($('board'));
  }
  setInterval(renderClocks, 200);
  if (state.status !== 'finished' || state.takebackAvailable) {
    stream = follow(gameId, {
      // The event's state is what anyone may see; a seat re-reads with its token only where its
      // own view holds more (an Xe Queo secret), not once per event in every game.
      onState: (next) => (token && board.seatSeesMore ? reload() : accept(next)),
      onConnection: connection,
    });
  }
  window.ringgames = { get state() { return state; }, drop: () => stream && stream.drop() };
}

main();
