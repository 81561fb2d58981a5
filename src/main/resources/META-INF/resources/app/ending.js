// The end of a game, told to the person reading the page: "You win", "You lose", "Draw" (or, for a
// spectator, "South wins") with the reason, the final position left on the board, and the way on:
// "New game" (the home page) and, for a seat, "Rematch": a new game with the same rules, clock and
// computer seats, the seats swapped (not in a game between players: see renderEnding). Neither is offered where the service would refuse to create
// a game (portal keys configured: games are started by the portal, not from this page).
import * as api from './api.js';
import { ending, seatName, otherSeat } from './words.js';

let creatable = null;

/**
 * Whether this browser may create games: the service answers a list of games to anyone unless it
 * runs with portal keys (then 401 without one), and the same holds for creating one.
 */
export function canCreateGames() {
  if (!creatable) {
    creatable = api.get('/api/v1/games?limit=1').then(() => true, (e) => e.status !== 401);
  }
  return creatable;
}

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter(Boolean));
  return node;
}

/** The create body of a rematch: same game, rules and clock; computer seats and this seat swapped. */
export function rematchRequest(state, seat) {
  const body = { game: state.game };
  if (state.game === 'gyges') {
    body.rules = state.rules;
  }
  if (state.clock) {
    body.clock = api.clockSettings(state.clock);
  }
  const computers = Object.entries(state.computerSeats || {});
  if (computers.length) {
    body.seats = Object.fromEntries(computers.map(([s, level]) => [otherSeat(s), { engine: level }]));
  }
  return { body, mine: otherSeat(seat) };
}

function seatLink(embed, id, seat, token) {
  const link = api.gameLink(id, seat, token);
  return embed ? link.replace('/games/', '/embed/games/') : link;
}

/** Draws (once per state version) the end of the game into `box`, or hides it while the game goes on. */
export function renderEnding(box, state, seat, { embed, extra }) {
  if (state.status !== 'finished') {
    box.hidden = true;
    box.replaceChildren();
    delete box.dataset.version;
    return;
  }
  if (box.dataset.version === String(state.version)) {
    return;
  }
  box.dataset.version = String(state.version);
  const told = ending(state.result, seat);
  box.dataset.outcome = told.outcome;
  const way = el('div', { className: 'row ending-actions' });
  const links = el('div', { className: 'rematch-links', hidden: true });
  box.replaceChildren(...[
    el('h2', { id: 'ending-title', tabIndex: -1 }, told.headline),
    told.reason && el('p', { className: 'ending-reason' }, `${told.reason}.`),
    extra && el('p', { className: 'ending-extra' }, extra),
    el('p', { className: 'ending-note' }, 'The board shows the final position.'),
    way, links].filter(Boolean));
  box.setAttribute('aria-labelledby', 'ending-title');
  box.hidden = false;
  canCreateGames().then((yes) => {
    if (!yes) {
      way.replaceChildren(el('p', {}, 'New games here are started by the portal that sent you.'));
      return;
    }
    const home = el('a', { href: '/', className: 'button', textContent: 'New game' });
    home.dataset.action = 'new-game';
    if (embed) {
      home.target = '_blank';
      home.rel = 'noopener';
    }
    way.replaceChildren(home);
    // A rematch makes a game with seat tokens, one of them for a friend to be sent a link; a game
    // between players (taken from a challenge or a seek) has nobody to send it to.
    if (seat && Object.keys(state.players || {}).length === 0) {
      const again = el('button', { type: 'button', textContent: 'Rematch' });
      again.dataset.action = 'rematch';
      again.title = `Same rules and clock; you play ${seatName(otherSeat(seat))}`;
      again.addEventListener('click', () => rematch(again, links, state, seat, embed));
      way.append(again);
    }
  });
}

async function rematch(button, links, state, seat, embed) {
  button.disabled = true;
  const { body, mine } = rematchRequest(state, seat);
  try {
    const created = await api.post('/api/v1/games', body, { key: api.newKey() });
    const myLink = seatLink(embed, created.id, mine, created.seats[mine].token);
    const theirs = created.seats[otherSeat(mine)];
    if (!theirs || !theirs.token) {
      location.assign(myLink); // against the computer: straight to the new game
      return;
    }
    const friend = el('input', { id: 'rematch-friend-link', readOnly: true, value: seatLink(embed, created.id, otherSeat(mine), theirs.token) });
    const open = el('a', { href: myLink, textContent: `open the rematch (you play ${seatName(mine)})` });
    open.dataset.rematchLink = 'mine';
    links.replaceChildren(
      el('p', {}, 'Your seat: ', open),
      el('p', {}, el('label', { htmlFor: 'rematch-friend-link', textContent: `Send this link to your opponent (${seatName(otherSeat(mine))}):` }), ' ', friend));
    links.hidden = false;
    open.focus();
  } catch (e) {
    links.replaceChildren(el('p', { className: 'error', textContent: e.detail || String(e) }));
    links.hidden = false;
    button.disabled = false;
  }
}
