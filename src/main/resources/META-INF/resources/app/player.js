// The person at this browser as a player: created over the API (POST /api/v1/players) the first
// time they take a challenge or a seek, its {id, name, token} then kept in localStorage. The token
// is sent only as a bearer token. It takes challenges and seeks, and it acts for every seat its
// player holds, as a seat's token does for its one seat. Because it is good for all of the
// player's games, it never goes into an address: a game's link names the player instead
// (api.playerGameLink), and the game page reads the token from here.
import * as api from './api.js';

const KEY = 'ringgames.player';

/** The player kept in this browser, or null. */
export function storedPlayer() {
  try {
    const player = JSON.parse(localStorage.getItem(KEY));
    return player && typeof player.id === 'string' && typeof player.token === 'string' ? player : null;
  } catch (e) {
    return null; // storage turned off, or something else under our key
  }
}

function keep(player) {
  localStorage.setItem(KEY, JSON.stringify(player));
}

function forget() {
  localStorage.removeItem(KEY);
}

/** A name for someone who gives none: guest-1234. */
export function guestName() {
  return `guest-${1000 + (crypto.getRandomValues(new Uint16Array(1))[0] % 9000)}`;
}

/** The stored player, or a new one named `name`, created now and stored. */
async function ensurePlayer(name) {
  const known = storedPlayer();
  if (known) {
    return known;
  }
  const created = await api.post('/api/v1/players', { name });
  const player = { id: created.id, name: created.name, token: created.token };
  keep(player);
  return player;
}

/**
 * Runs `act(player)` as the stored player, creating one named `name()` first when there is none.
 * A stored player the service does not know (401: say its database was reset) is forgotten and a
 * new one made, once.
 */
export async function asPlayer(name, act) {
  const player = await ensurePlayer(name());
  try {
    return await act(player);
  } catch (e) {
    if (e.status !== 401) {
      throw e;
    }
    forget();
    return act(await ensurePlayer(player.name));
  }
}

/**
 * Shows, in `box`, who the person plays as: the stored player's name, or (before there is one) a
 * field to choose it, filled with a guest name. Returns {name(), refresh()}: the name to create a
 * player with, and a redraw for after one was created.
 */
export function playerField(box) {
  const fallback = guestName();
  const input = Object.assign(document.createElement('input'), {
    id: 'player-name', value: fallback, maxLength: 40, autocomplete: 'nickname', spellcheck: false,
  });
  input.setAttribute('aria-describedby', 'player-name-hint');
  const label = Object.assign(document.createElement('label'), { htmlFor: 'player-name', textContent: 'Your name' });
  const hint = Object.assign(document.createElement('span'), {
    id: 'player-name-hint', className: 'summary',
    textContent: '(what your opponent sees; this browser keeps it for your next games)',
  });
  const refresh = () => {
    const player = storedPlayer();
    box.dataset.player = player ? player.id : '';
    if (player) {
      const name = Object.assign(document.createElement('strong'), { textContent: player.name });
      name.dataset.playerName = '';
      box.replaceChildren('You play as ', name, '.');
    } else {
      box.replaceChildren(label, ' ', input, ' ', hint);
    }
  };
  refresh();
  return { name: () => input.value.trim() || fallback, refresh };
}
