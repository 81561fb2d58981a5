// "Play a bot" on the home page: the open challenges (GET /api/v1/challenges) and the waiting seeks
// (GET /api/v1/seeks) that bots, or people, have posted, each with its game, rules, clock and who,
// and a button that takes it as the player kept in this browser (./player.js, created on the first
// take). Taking a challenge accepts it and opens the game as the seat it gives. Taking a seek posts
// a seek for the same game, rules and clock, which the service pairs with the oldest matching one
// that waits; if none waits any more by then, this page shows that it waits, polls the seek until
// it pairs (then opens the game) or lapses, and offers to cancel it. The lists are read again every
// few seconds, and by the Refresh button, and a list is redrawn only when it changed, so a button
// that has the keyboard's focus stays where it is.
import * as api from './api.js';
import { asPlayer, playerField, storedPlayer } from './player.js';
import { gameName, describeClock, describeRules, seatName } from './words.js';

const REFRESH_MS = 4000;
const SEEK_POLL_MS = 1000;
const $ = (id) => document.getElementById(id);

let field = null;
// What each list shows now, to redraw it only when that changes; null before it was first read.
let drawn = { challenges: null, seeks: null };
let seeking = null; // {seek, token, timer}: the seek this page waits on
let busy = false; // a take in flight: the take buttons do nothing meanwhile

/** Shows the section and keeps its lists fresh. */
export function startBots() {
  field = playerField($('player'));
  $('refresh-bots').addEventListener('click', () => refresh());
  $('cancel-seek').addEventListener('click', cancelSeek);
  refresh();
  setInterval(() => document.hidden || refresh(), REFRESH_MS);
}

function showError(error) {
  $('bots-error').textContent = error instanceof api.ApiProblem ? error.detail : String(error.message || error);
  $('bots-error').hidden = false;
}

function clearError() {
  $('bots-error').hidden = true;
  $('bots-error').textContent = '';
}

async function refresh() {
  let lists;
  try {
    lists = await Promise.all([api.get('/api/v1/challenges'), api.get('/api/v1/seeks')]);
  } catch (e) {
    $('bots').hidden = false;
    for (const id of ['challenges', 'seeks']) {
      if (drawn[id] === null) {
        $(id).replaceChildren(row([`The list could not be read: ${e.detail || e}`], 4));
      }
    }
    return;
  }
  $('bots').hidden = false;
  const me = storedPlayer();
  draw('challenges', lists[0].challenges, (c) => challengeRow(c, me), 'No open challenges just now.', me);
  draw('seeks', lists[1].seeks, (s) => seekRow(s, me), 'Nobody is waiting just now.', me);
}

/** Redraws one list's rows, unless it shows these very items to this very player already. */
function draw(id, items, toRow, none, me) {
  const seen = JSON.stringify([me && me.id, seeking && seeking.seek.id, items]);
  if (drawn[id] === seen) {
    return;
  }
  drawn[id] = seen;
  $(id).replaceChildren(...(items.length ? items.map(toRow) : [row([none], 4)]));
}

/** Redraws both lists from a fresh read (a take changes who "you" are, and what is "yours"). */
function redraw() {
  for (const id of Object.keys(drawn)) {
    drawn[id] = drawn[id] === null ? null : '';
  }
  enableTakes();
  refresh();
}

/** The take buttons do nothing while a take is in flight or this page waits on a seek. */
function enableTakes() {
  for (const button of $('bots').querySelectorAll('td button')) {
    button.disabled = busy || seeking !== null;
  }
}

function row(cells, span) {
  const tr = document.createElement('tr');
  for (const cell of cells) {
    const td = document.createElement('td');
    if (span && cells.length === 1) {
      td.colSpan = span;
    }
    td.append(cell);
    tr.append(td);
  }
  return tr;
}

/** "Gygès, SQUARE paths": the game and its rules, as the first cell of a row and in a button's label. */
function what(item) {
  return `${gameName(item.game)}, ${describeRules(item.game, item.rules)}`;
}

function takeButton(label, onClick) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Take it';
  button.setAttribute('aria-label', label);
  button.disabled = busy || seeking !== null;
  button.addEventListener('click', onClick);
  return button;
}

function challengeRow(challenge, me) {
  const link = Object.assign(document.createElement('a'), { href: challenge.url, textContent: what(challenge) });
  const who = `${challenge.from.name}${challenge.seat && challenge.seat !== 'random' ? ` (plays ${seatName(challenge.seat)})` : ''}`;
  let take;
  if (me && challenge.from.id === me.id) {
    take = 'your challenge';
  } else if (challenge.to && !(me && challenge.to.id === me.id)) {
    take = `for ${challenge.to.name}`;
  } else {
    take = takeButton(`Take ${challenge.from.name}'s challenge: ${what(challenge)}, ${describeClock(challenge.clock)}`,
      () => takeChallenge(challenge));
    take.dataset.action = 'take-challenge';
  }
  const tr = row([link, describeClock(challenge.clock), who, take]);
  tr.dataset.challengeId = challenge.id;
  return tr;
}

function seekRow(seek, me) {
  let take;
  if (me && seek.player.id === me.id) {
    take = seeking && seeking.seek.id === seek.id ? 'yours: waiting' : takeButton(
      `Wait again for your own seek: ${what(seek)}, ${describeClock(seek.clock)}`, () => waitFor(seek, me.token));
    if (typeof take !== 'string') {
      take.textContent = 'Wait for it';
      take.dataset.action = 'wait-for-seek';
    }
  } else {
    take = takeButton(`Play ${seek.player.name}: ${what(seek)}, ${describeClock(seek.clock)}`,
      () => takeSeek(seek));
    take.dataset.action = 'take-seek';
  }
  const tr = row([what(seek), describeClock(seek.clock), seek.player.name, take]);
  tr.dataset.seekId = seek.id;
  return tr;
}

/** Runs one take: the take buttons off meanwhile, its error shown, the lists read again after a refusal. */
async function taking(act) {
  if (busy || seeking) {
    return;
  }
  busy = true;
  enableTakes();
  clearError();
  try {
    await act();
  } catch (e) {
    showError(e);
  } finally {
    busy = false;
    field.refresh();
    redraw();
  }
}

function openGame(gameId, seat, player) {
  location.assign(api.playerGameLink(gameId, seat, player.id));
}

function takeChallenge(challenge) {
  return taking(async () => {
    const { taken, player } = await asPlayer(field.name, async (p) => ({
      taken: await api.post(`/api/v1/challenges/${encodeURIComponent(challenge.id)}/accept`, undefined, { token: p.token }),
      player: p,
    }));
    field.refresh();
    openGame(taken.gameId, taken.seat, player);
  });
}

/** A seek for what `seek` seeks: the same game, rules (defaults filled, as listed) and clock. */
function sameSeek(seek) {
  const body = { game: seek.game };
  if (seek.rules && Object.keys(seek.rules).length) {
    body.rules = seek.rules;
  }
  if (seek.clock) {
    body.clock = api.clockSettings(seek.clock);
  }
  return body;
}

function takeSeek(seek) {
  return taking(async () => {
    let mine;
    let player;
    try {
      ({ mine, player } = await asPlayer(field.name, async (p) => ({
        mine: await api.post('/api/v1/seeks', sameSeek(seek), { token: p.token }),
        player: p,
      })));
    } catch (e) {
      // This player seeks that already (this page was reloaded while it waited, say): wait on that one.
      const waiting = e.type && e.type.endsWith('/already-seeking') ? await ownWaitingSeek(seek) : null;
      if (!waiting) {
        throw e;
      }
      mine = waiting;
      player = storedPlayer();
    }
    field.refresh();
    if (mine.status === 'paired') {
      openGame(mine.gameId, mine.seat, player);
    } else {
      waitFor(mine, player.token);
    }
  });
}

async function ownWaitingSeek(like) {
  const me = storedPlayer();
  const { seeks } = await api.get('/api/v1/seeks');
  return seeks.find((s) => me && s.player.id === me.id && s.game === like.game
    && JSON.stringify(sameSeek(s)) === JSON.stringify(sameSeek(like))) || null;
}

/** Shows that this page waits on `seek`, and polls it until it pairs (then opens the game) or ends. */
function waitFor(seek, token) {
  stopWaiting();
  seeking = { seek, token, timer: null };
  $('seeking').hidden = false;
  $('seeking').dataset.seekId = seek.id;
  $('seeking').dataset.status = 'waiting';
  $('cancel-seek').hidden = false;
  $('cancel-seek').disabled = false;
  const until = seek.expiresAt ? ` It lapses at ${new Date(seek.expiresAt).toLocaleTimeString()} if nobody comes.` : '';
  $('seeking-what').textContent = `You wait for an opponent: ${what(seek)}, ${describeClock(seek.clock)}.${until}`;
  redraw();
  poll();
}

async function poll() {
  if (!seeking) {
    return;
  }
  const { seek, token } = seeking;
  try {
    const now = await api.get(`/api/v1/seeks/${encodeURIComponent(seek.id)}`, { token });
    if (!seeking || seeking.seek.id !== seek.id) {
      return;
    }
    if (now.status === 'paired') {
      $('seeking').dataset.status = 'paired';
      $('seeking-what').textContent = 'Paired: opening the game…';
      $('cancel-seek').hidden = true;
      openGame(now.gameId, now.seat, storedPlayer());
      return;
    }
    if (now.status !== 'waiting') {
      ended(now.status === 'expired' ? 'Nobody came in time: your seek lapsed. Take another, or this one again.'
        : 'Your seek was withdrawn.', now.status);
      return;
    }
  } catch (e) {
    showError(e); // a lost answer: try again on the next tick
  }
  if (seeking && seeking.seek.id === seek.id) {
    seeking.timer = setTimeout(poll, SEEK_POLL_MS);
  }
}

function stopWaiting() {
  if (seeking) {
    clearTimeout(seeking.timer);
    seeking = null;
  }
}

function ended(text, status) {
  stopWaiting();
  $('seeking').dataset.status = status;
  $('seeking-what').textContent = text;
  $('cancel-seek').hidden = true;
  redraw();
}

async function cancelSeek() {
  if (!seeking) {
    return;
  }
  const { seek, token } = seeking;
  $('cancel-seek').disabled = true;
  try {
    await api.del(`/api/v1/seeks/${encodeURIComponent(seek.id)}`, { token });
    ended('Your seek is withdrawn.', 'withdrawn');
  } catch (e) {
    if (e.type && e.type.endsWith('/seek-closed')) {
      clearTimeout(seeking.timer);
      poll(); // it paired (or lapsed) meanwhile: this look says which, and opens the game
      return;
    }
    $('cancel-seek').disabled = false;
    showError(e);
  }
}
