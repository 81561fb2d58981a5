// A tournament's page, /tournaments/{id}: its name, system, status and round; the current round's
// pairings (with results, and links to their games); the standings with the tiebreaks the portal
// chose; the games in play. It reads GET /api/v1/tournaments/{id} (and, for a Swiss, the current
// round, GET …/rounds/{n}) every few seconds until the tournament is over: the API's event streams
// want a bearer token, which a browser's EventSource cannot send.
//
// Reading a tournament needs a credential: the portal links a player to
// /tournaments/{id}#token=<the player's token> (the fragment never reaches a server or a log), or
// the page uses the player kept in this browser (./player.js; #player=<id> names it). The token is
// sent only as a bearer token, and handed on in the fragment of the links to the games.
import * as api from './api.js';
import { storedPlayer } from './player.js';
import { gameName, describeClock, seatName } from './words.js';

const $ = (id) => document.getElementById(id);
const tournamentId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop());
const path = `/api/v1/tournaments/${encodeURIComponent(tournamentId)}`;
const POLL_MS = 3000;
const SEATS = { gyges: ['south', 'north'], xequeo: ['placer', 'ringer'] };
const TIEBREAKS = {
  'buchholz-cut1': 'Buchholz Cut-1',
  buchholz: 'Buchholz',
  'sonneborn-berger': 'Sonneborn-Berger',
  'direct-encounter': 'Direct encounter',
  wins: 'Wins',
  games: 'Games',
  streak: 'Streak',
};
const STATUS = { created: 'Not started yet', started: 'In play', finished: 'Finished' };

const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
const credential = chooseCredential();
let me = credential && credential.player; // the viewer's player id, where it is a player
let timer = null;
let chosenRound = null; // the round shown: null follows the round in play

/** The bearer token to read with: the fragment's token, else the player kept in this browser. */
function chooseCredential() {
  const token = fragment.get('token');
  if (token) {
    return { token, player: null, playerToken: token.startsWith('rgp_') };
  }
  const player = storedPlayer();
  const named = fragment.get('player');
  if (player && (!named || named === player.id)) {
    return { token: player.token, player: player.id, playerToken: true };
  }
  return null;
}

function showError(error) {
  $('error').textContent = error instanceof api.ApiProblem ? error.detail : String(error.message || error);
  $('error').hidden = false;
}

function clearError() {
  $('error').hidden = true;
  $('error').textContent = '';
}

/** "1-0", "0-1", "½-½", "1-0 (forfeit)" from a board's TRF codes, or "" while its game is on. */
function resultText(board) {
  const w = board.whiteResult;
  const b = board.blackResult;
  if (!w || !b) {
    return '';
  }
  const score = { 1: '1', 0: '0', '=': '½', '+': '1', '-': '0' };
  const forfeit = [w, b].some((c) => c === '+' || c === '-');
  return `${score[w] ?? w}-${score[b] ?? b}${forfeit ? ' (forfeit)' : ''}`;
}

function finished(board) {
  return Boolean(board.whiteResult && board.blackResult);
}

/**
 * A game's page: with the credential, for the viewer's own games (a player's token, or the player
 * kept here, acts for its seat); a portal's key goes to every game of its own; other links carry nothing.
 */
function gameLink(gameId, players) {
  const base = `/games/${encodeURIComponent(gameId)}`;
  const mine = me && players.some((p) => p && p.id === me);
  if (!credential || (!mine && credential.playerToken)) {
    return base;
  }
  if (credential.player) {
    return mine ? `${base}#player=${encodeURIComponent(credential.player)}` : base;
  }
  return `${base}#token=${encodeURIComponent(credential.token)}`;
}

/** "(you)" after the viewer's own name. */
function you(p) {
  return p && me && p.id === me ? ' (you)' : '';
}

function cell(text, tag = 'td') {
  const c = document.createElement(tag);
  c.textContent = text;
  return c;
}

function playerCell(p, tag = 'td') {
  const c = cell(p ? p.name + you(p) : '—', tag);
  if (p) {
    c.dataset.player = p.id;
  }
  return c;
}

function gameCell(pairing, players) {
  const c = document.createElement('td');
  const id = pairing.gameId;
  if (id) {
    const a = document.createElement('a');
    a.href = gameLink(id, players);
    const mine = me && players.some((p) => p && p.id === me);
    const verb = finished(pairing) ? 'Replay' : mine ? 'Play' : 'Watch';
    a.textContent = verb;
    a.setAttribute('aria-label', `${verb} board ${pairing.board}`);
    a.dataset.game = id;
    c.append(a);
  }
  return c;
}

function renderDetails(t, roundsClosed) {
  document.title = `${t.name} · Ring games`;
  $('title').textContent = t.name;
  $('t-system').textContent = t.system === 'arena'
    ? `Arena${t.minutes ? `, ${t.minutes} minutes` : ''}`
    : `Swiss${t.rounds ? `, ${t.rounds} rounds` : ''}`;
  $('t-game').textContent = gameName(t.game) + (t.rated ? ', rated' : '');
  $('t-clock').textContent = describeClock(t.clock);
  $('t-status').textContent = STATUS[t.status] || t.status;
  const showRound = t.system !== 'arena' && t.currentRound > 0;
  $('t-round-term').hidden = !showRound;
  $('t-round').hidden = !showRound;
  $('t-round').textContent = t.rounds ? `${t.currentRound} of ${t.rounds}` : String(t.currentRound);
  $('details').hidden = false;
  const main = $('tournament');
  main.dataset.status = t.status;
  main.dataset.round = String(t.currentRound);
  main.dataset.roundsClosed = String(roundsClosed);
}

function summary(t, standings) {
  if (t.status === 'finished') {
    const top = standings[0];
    return top ? `Finished: ${top.player.name}${you(top.player)} wins.` : 'Finished.';
  }
  if (t.status === 'created') {
    return t.startsAt ? `Starts at ${new Date(t.startsAt).toLocaleString()}.` : 'Not started yet.';
  }
  if (t.system === 'arena') {
    return 'In play.';
  }
  return `Round ${t.currentRound}${t.rounds ? ` of ${t.rounds}` : ''} in play.`;
}

function renderPairings(t, round) {
  const seats = SEATS[t.game] || ['south', 'north'];
  $('seat-a').textContent = seatName(seats[0]);
  $('seat-b').textContent = seatName(seats[1]);
  const boards = round ? round.pairings : [];
  $('pairings').tBodies[0].replaceChildren(...boards.map((board) => {
    const row = document.createElement('tr');
    row.dataset.board = String(board.board);
    row.dataset.game = board.gameId;
    row.dataset.finished = String(finished(board));
    const number = cell(String(board.board), 'th');
    number.scope = 'row';
    const result = cell(resultText(board));
    result.className = 'result';
    row.append(number, playerCell(board.white), result, playerCell(board.black), gameCell(board, [board.white, board.black]));
    return row;
  }));
  const notes = [];
  if (round && round.bye) {
    notes.push(`Bye (one point): ${round.bye.name}${you(round.bye)}`);
  }
  if (round && round.absent.length) {
    notes.push(`Not paired this round: ${round.absent.map((p) => p.name + you(p)).join(', ')}`);
  }
  $('byes').hidden = notes.length === 0;
  $('byes').textContent = notes.join('. ');
  $('pairings-title').textContent = !round ? 'Pairings' : t.system === 'arena' ? `Latest pairing (wave ${round.round})`
    : `Pairings, round ${round.round}${round.finished ? ' (closed)' : ''}`;
  $('pairings-box').hidden = !round;
  return boards;
}

/** Points and tiebreak values as a chess table writes them: 2, ½, 1½; a quarter (Sonneborn-Berger) as 2.75. */
function points(value) {
  if (value === null || value === undefined) {
    return '';
  }
  const whole = Math.floor(value);
  const half = Math.abs(value - whole - 0.5) < 1e-9;
  return half ? `${whole || ''}½` : String(Math.round(value * 100) / 100);
}

function renderStandings(t, standings) {
  const tiebreaks = t.tiebreaks && t.tiebreaks.length ? t.tiebreaks
    : Object.keys((standings[0] || {}).tiebreaks || {});
  const head = $('standings').tHead.rows[0];
  const columns = ['#', 'Player', 'Points', ...tiebreaks.map((k) => TIEBREAKS[k] || k)];
  head.replaceChildren(...columns.map((c, i) => {
    const th = cell(c, 'th');
    th.scope = 'col';
    if (i >= 3) {
      th.dataset.tiebreak = tiebreaks[i - 3];
    }
    return th;
  }));
  $('standings').tBodies[0].replaceChildren(...standings.map((s) => {
    const row = document.createElement('tr');
    row.dataset.player = s.player.id;
    row.dataset.rank = String(s.rank);
    const name = playerCell(s.player, 'th');
    name.scope = 'row';
    const score = cell(points(s.points));
    score.className = 'points';
    row.append(cell(String(s.rank)), name, score, ...tiebreaks.map((k) => {
      const c = cell(points(s.tiebreaks[k]));
      c.dataset.tiebreak = k;
      return c;
    }));
    return row;
  }));
  $('standings-box').hidden = standings.length === 0;
}

function renderLive(t, boards) {
  const live = boards.filter((b) => b.gameId && !finished(b));
  $('live-games').replaceChildren(...live.map((board) => {
    const item = document.createElement('li');
    const a = document.createElement('a');
    a.href = gameLink(board.gameId, [board.white, board.black]);
    a.dataset.game = board.gameId;
    const name = (p) => (p ? p.name + you(p) : '?');
    a.textContent = `${board.board ? `Board ${board.board}: ` : ''}${name(board.white)} – ${name(board.black)}`;
    item.append(a);
    return item;
  }));
  $('no-live').hidden = live.length > 0;
  $('live-box').hidden = t.status !== 'started';
}

/** One button a round played so far, the one shown pressed; choosing the round in play follows it again. */
function renderRounds(t, shown) {
  const box = $('rounds');
  const count = t.system === 'arena' ? 0 : t.currentRound;
  box.hidden = count < 2;
  if (box.children.length !== count) {
    box.replaceChildren(...Array.from({ length: count }, (_, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.round = String(i + 1);
      button.textContent = `Round ${i + 1}`;
      button.addEventListener('click', () => {
        chosenRound = i + 1 === t.currentRound ? null : i + 1;
        refresh();
      });
      return button;
    }));
  }
  for (const button of box.children) {
    button.setAttribute('aria-pressed', String(Number(button.dataset.round) === shown));
  }
}

function renderEntrants(state) {
  const before = state.tournament.status === 'created';
  $('entrants').replaceChildren(...state.players.map((p) => {
    const item = document.createElement('li');
    item.dataset.player = p.id;
    item.textContent = p.name + you(p) + (p.withdrawn ? ' (withdrawn)' : '');
    return item;
  }));
  $('entrants-box').hidden = !before;
}

async function load() {
  const options = { token: credential.token };
  const state = await api.get(path, options);
  const t = state.tournament;
  if (t.system === 'arena') {
    return loadArena(state, options);
  }
  if (chosenRound !== null && chosenRound >= t.currentRound) {
    chosenRound = null;
  }
  const rounds = t.currentRound === 0 ? [] : [...new Set([chosenRound ?? t.currentRound, t.currentRound])];
  const [round, current] = await Promise.all(rounds.map((n) => api.get(`${path}/rounds/${n}`, options)));
  return { state, round: round || null, live: (current || round) ? (current || round).pairings : [] };
}

/**
 * An arena pairs in waves, and its games in play may be of any wave: the latest wave is shown as
 * its pairings, the games in play are the tournament's newest games not finished
 * (GET /api/v1/games?tournament=…, which a player may list: its portal's public games and its own).
 */
async function loadArena(state, options) {
  const t = state.tournament;
  const [round, page] = await Promise.all([
    t.currentRound > 0 ? api.get(`${path}/rounds/${t.currentRound}`, options) : null,
    t.status === 'started'
      ? api.get(`/api/v1/games?tournament=${encodeURIComponent(tournamentId)}&limit=100`, options) : null,
  ]);
  const seats = SEATS[t.game] || ['south', 'north'];
  const live = page ? page.games.filter((g) => g.status !== 'finished').map((g) => ({
    gameId: g.id, board: null, white: (g.players || {})[seats[0]] || null, black: (g.players || {})[seats[1]] || null,
  })) : [];
  return { state, round, live };
}

function render({ state, round, live }) {
  const t = state.tournament;
  renderDetails(t, state.roundsClosed);
  renderPairings(t, round);
  renderRounds(t, round ? round.round : 0);
  renderStandings(t, state.standings);
  renderEntrants(state);
  renderLive(t, live);
  $('summary').textContent = summary(t, state.standings);
  $('tournament').setAttribute('aria-busy', 'false');
  $('updated').textContent = t.status === 'finished' ? ''
    : `Updated at ${new Date().toLocaleTimeString()}; the page follows the tournament by itself.`;
}

/** Reads again now (a round chosen), and then every few seconds as before. */
function refresh() {
  clearTimeout(timer);
  poll();
}

let reading = false;
let readAgain = false;

/** One read and its drawing, then the next after POLL_MS; one at a time (a click during a read reads once more after it). */
async function poll() {
  if (reading) {
    readAgain = true;
    return;
  }
  reading = true;
  let next = true;
  try {
    const read = await load();
    clearError();
    render(read);
    next = read.state.tournament.status !== 'finished';
  } catch (e) {
    if (e.status === 404 || e.status === 401 || e.status === 403) {
      stopWith(e.status === 404 ? 'There is no such tournament, or this link may not read it.'
        : 'This link may not read the tournament: ask your portal for a new one.', e);
      next = false;
    } else {
      showError(e); // a dropped connection: try again
    }
  } finally {
    reading = false;
  }
  if (readAgain) {
    readAgain = false;
    poll();
  } else if (next) {
    timer = setTimeout(poll, POLL_MS);
  }
}

function stopWith(text, error) {
  $('tournament').setAttribute('aria-busy', 'false');
  $('tournament').dataset.status = 'unreadable';
  $('summary').textContent = text;
  if (error) {
    showError(error);
  }
}

if (!credential) {
  stopWith('A tournament is shown to its players: open it from the link your portal gave you (it carries '
    + 'your token after #token=), or from a browser that plays in it.');
} else {
  whoAmI().then(poll);
}

/** The viewer's player id, for a player's token in the fragment (a portal's key is nobody's). */
async function whoAmI() {
  if (me || !credential.playerToken) {
    return;
  }
  try {
    me = (await api.get('/api/v1/players/me', { token: credential.token })).id;
  } catch (e) {
    // Not a token the service knows as a player's: the tournament's read says what is wrong.
  }
}
