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
};
const STATUS = {
  created: 'Not started yet', pending: 'Not started yet', started: 'In play', running: 'In play',
  playing: 'In play', finished: 'Finished',
};

const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
const credential = chooseCredential();
let me = credential && credential.player; // the viewer's player id, where it is a player
let timer = null;
let shownVersion = null;

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

/** A player as a tournament names one: {id, name} or an id, looked up among its players. */
function playerOf(t, who) {
  if (!who) {
    return null;
  }
  if (typeof who === 'string') {
    const known = (t.players || []).find((p) => (p.id || p) === who);
    return { id: who, name: known && known.name ? known.name : who };
  }
  if (who.player) {
    return playerOf(t, who.player);
  }
  return { id: who.id, name: who.name || who.id };
}

/** A pairing's player in a seat, whichever way the answer nests it. */
function seated(t, pairing, seat) {
  const from = (pairing.seats && pairing.seats[seat]) || (pairing.players && !Array.isArray(pairing.players)
    && pairing.players[seat]) || pairing[seat];
  return playerOf(t, from);
}

function gameIdOf(pairing) {
  return pairing.gameId || (pairing.game && pairing.game.id) || null;
}

/** "1-0", "0-1", "½-½", or "" while the game is on. */
function resultText(pairing) {
  const r = pairing.result;
  if (!r) {
    return '';
  }
  if (typeof r === 'string') {
    return r.replace('1/2', '½');
  }
  if (r.winner === undefined) {
    return '';
  }
  const seats = Object.keys(r.points || {});
  if (seats.length === 2) {
    return seats.map((s) => String(r.points[s]).replace('0.5', '½')).join('-');
  }
  return r.winner === null ? '½-½' : '';
}

function finished(pairing) {
  return Boolean(pairing.result) || pairing.status === 'finished';
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
  const id = gameIdOf(pairing);
  if (id) {
    const a = document.createElement('a');
    a.href = gameLink(id, players);
    a.textContent = finished(pairing) ? 'Replay' : 'Watch';
    a.setAttribute('aria-label', `${finished(pairing) ? 'Replay' : 'Watch'} board ${pairing.board || ''}`.trim());
    a.dataset.game = id;
    c.append(a);
  }
  return c;
}

function renderDetails(t) {
  const name = t.name || `${t.system === 'arena' ? 'Arena' : 'Swiss'} tournament`;
  document.title = `${name} · Ring games`;
  $('title').textContent = name;
  $('t-system').textContent = t.system === 'arena'
    ? `Arena${t.minutes ? `, ${t.minutes} minutes` : ''}`
    : `Swiss${t.rounds ? `, ${t.rounds} rounds` : ''}`;
  $('t-game').textContent = gameName(t.game) + (t.rated ? ', rated' : '');
  $('t-clock').textContent = describeClock(t.clock);
  $('t-status').textContent = STATUS[t.status] || t.status;
  const round = currentRound(t);
  const showRound = t.system !== 'arena' && round > 0;
  $('t-round-term').hidden = !showRound;
  $('t-round').hidden = !showRound;
  $('t-round').textContent = t.rounds ? `${round} of ${t.rounds}` : String(round);
  $('details').hidden = false;
  const main = $('tournament');
  main.dataset.status = t.status;
  main.dataset.round = String(round);
  $('summary').textContent = summary(t, round);
}

function currentRound(t) {
  if (typeof t.round === 'number') {
    return t.round;
  }
  if (t.round && typeof t.round.number === 'number') {
    return t.round.number;
  }
  return typeof t.currentRound === 'number' ? t.currentRound : 0;
}

function summary(t, round) {
  if (t.status === 'finished') {
    const top = (t.standings || [])[0];
    const winner = top ? playerOf(t, top.player || top) : null;
    return winner ? `Finished: ${winner.name} wins.` : 'Finished.';
  }
  if (STATUS[t.status] === 'Not started yet') {
    return t.startsAt ? `Starts at ${new Date(t.startsAt).toLocaleString()}.` : 'Not started yet.';
  }
  if (t.system === 'arena') {
    return t.endsAt ? `In play until ${new Date(t.endsAt).toLocaleTimeString()}.` : 'In play.';
  }
  return `Round ${round}${t.rounds ? ` of ${t.rounds}` : ''} in play.`;
}

function renderPairings(t, round) {
  const seats = SEATS[t.game] || ['south', 'north'];
  $('seat-a').textContent = seatName(seats[0]);
  $('seat-b').textContent = seatName(seats[1]);
  const pairings = (round && round.pairings) || (t.system === 'arena' ? t.pairings || t.games || [] : []);
  const body = $('pairings').tBodies[0];
  body.replaceChildren(...pairings.map((pairing, i) => {
    const row = document.createElement('tr');
    row.dataset.board = String(pairing.board || i + 1);
    const id = gameIdOf(pairing);
    if (id) {
      row.dataset.game = id;
    }
    row.dataset.finished = String(finished(pairing));
    const result = cell(resultText(pairing));
    result.className = 'result';
    const [x, y] = seats.map((s) => seated(t, pairing, s));
    row.append(cell(String(pairing.board || i + 1), 'th'), playerCell(x), result, playerCell(y), gameCell(pairing, [x, y]));
    row.firstChild.scope = 'row';
    return row;
  }));
  const byes = ((round && round.byes) || []).map((b) => playerOf(t, b)).filter(Boolean);
  $('byes').hidden = byes.length === 0;
  $('byes').textContent = byes.length ? `Bye: ${byes.map((p) => p.name).join(', ')}` : '';
  $('pairings-title').textContent = t.system === 'arena' ? 'Pairings' : `Pairings, round ${round ? round.round || currentRound(t) : ''}`.trim();
  $('pairings-box').hidden = pairings.length === 0 && byes.length === 0;
  return pairings;
}

/** A standing's tiebreak value under the name the tournament lists it by. */
function tiebreakValue(standing, name) {
  const values = standing.tiebreaks;
  if (Array.isArray(values)) {
    const found = values.find((v) => v.name === name || v.tiebreak === name);
    return found ? found.value : '';
  }
  return values && values[name] !== undefined ? values[name] : '';
}

function points(value) {
  if (value === '' || value === null || value === undefined) {
    return '';
  }
  return String(value).replace(/\.5$/, '½').replace(/^0½$/, '½');
}

function renderStandings(t) {
  const standings = t.standings || [];
  const tiebreaks = t.tiebreaks || [];
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
  $('standings').tBodies[0].replaceChildren(...standings.map((s, i) => {
    const row = document.createElement('tr');
    const p = playerOf(t, s.player || s);
    row.dataset.player = p ? p.id : '';
    const name = playerCell(p, 'th');
    name.scope = 'row';
    if (s.withdrawn) {
      name.textContent += ' (withdrawn)';
    }
    const score = cell(points(s.points ?? s.score));
    score.className = 'points';
    row.append(cell(String(s.rank || i + 1)), name, score,
      ...tiebreaks.map((k) => {
        const c = cell(points(tiebreakValue(s, k)));
        c.dataset.tiebreak = k;
        return c;
      }));
    return row;
  }));
  $('standings-box').hidden = standings.length === 0;
}

function renderLive(t, pairings) {
  const live = pairings.filter((p) => gameIdOf(p) && !finished(p));
  const seats = SEATS[t.game] || ['south', 'north'];
  $('live-games').replaceChildren(...live.map((pairing) => {
    const item = document.createElement('li');
    const a = document.createElement('a');
    const [x, y] = seats.map((s) => seated(t, pairing, s));
    a.href = gameLink(gameIdOf(pairing), [x, y]);
    a.dataset.game = gameIdOf(pairing);
    a.textContent = `${x ? x.name : seatName(seats[0])} – ${y ? y.name : seatName(seats[1])}`;
    item.append(a);
    return item;
  }));
  $('no-live').hidden = live.length > 0;
  $('live-box').hidden = t.status === 'finished' && live.length === 0;
}

async function load() {
  const options = { token: credential.token };
  const t = await api.get(path, options);
  const number = currentRound(t);
  let round = t.currentRoundPairings || null;
  if (!round && t.system !== 'arena' && number > 0) {
    round = await api.get(`${path}/rounds/${number}`, options);
  }
  return { t, round };
}

function render({ t, round }) {
  renderDetails(t);
  const pairings = renderPairings(t, round);
  renderStandings(t);
  renderLive(t, pairings);
  $('tournament').setAttribute('aria-busy', 'false');
  shownVersion = t.version ?? shownVersion;
  $('tournament').dataset.version = String(shownVersion ?? '');
  $('updated').textContent = t.status === 'finished' ? ''
    : `Updated at ${new Date().toLocaleTimeString()}; the page follows the tournament by itself.`;
}

async function poll() {
  try {
    const read = await load();
    clearError();
    render(read);
    if (read.t.status === 'finished') {
      return;
    }
  } catch (e) {
    if (e.status === 404 || e.status === 401 || e.status === 403) {
      stopWith(e.status === 404 ? 'There is no such tournament, or this link may not read it.'
        : 'This link may not read the tournament: ask your portal for a new one.', e);
      return;
    }
    showError(e); // a dropped connection: try again
  }
  timer = setTimeout(poll, POLL_MS);
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
