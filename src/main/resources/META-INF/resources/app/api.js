// The public HTTP API, as the browser client calls it: JSON in and out, problems as ApiProblem.
// Nothing here knows a game; the pages and each game's board module build on it.

/** An answer the API refused (an RFC 9457 problem), or no answer at all (status 0). */
export class ApiProblem extends Error {
  constructor(status, problem) {
    super(problem.detail || problem.title || `HTTP ${status}`);
    this.status = status;
    this.type = problem.type || '';
    this.title = problem.title || '';
    this.detail = problem.detail || problem.title || `The service answered ${status}.`;
    this.problem = problem;
  }
}

/** A fresh Idempotency-Key for one action of the user: a retry of that action reuses it. */
export function newKey() {
  if (crypto.randomUUID) {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Calls the API. `token` is a seat token (sent as a bearer token); `key` an Idempotency-Key, with
 * which a request that got no answer (the network, or a 503) is sent again, once, so the action
 * happens exactly once.
 */
export async function call(method, path, { body, token, key, accept = 'application/json' } = {}) {
  const headers = { Accept: `${accept}, application/problem+json` };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  if (key) {
    headers['Idempotency-Key'] = key;
  }
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: 'no-store' };
  for (let attempt = 0; ; attempt++) {
    let response;
    try {
      response = await fetch(path, init);
    } catch (e) {
      if (key && attempt === 0) {
        await pause(500);
        continue;
      }
      throw new ApiProblem(0, { title: 'No connection',
        detail: 'The service could not be reached. Check your connection and try again.' });
    }
    if (response.status === 503 && key && attempt === 0) {
      await pause(retryAfterMs(response));
      continue;
    }
    return answer(response);
  }
}

async function answer(response) {
  const type = response.headers.get('Content-Type') || '';
  if (response.ok) {
    if (response.status === 204) {
      return null;
    }
    return type.includes('json') ? response.json() : response.text();
  }
  let problem = { title: response.statusText };
  if (type.includes('json')) {
    try {
      problem = await response.json();
    } catch (e) {
      // An unreadable error body: keep the status line.
    }
  }
  throw new ApiProblem(response.status, problem);
}

function retryAfterMs(response) {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 5) * 1000 : 1000;
}

function pause(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const CLOCK_SETTINGS = ['initialSeconds', 'incrementSeconds', 'daysPerMove', 'setupSeconds', 'firstMoveSeconds'];

/** The settings of a clock as a create request takes them, out of a clock as a state (or a seek) shows it. */
export function clockSettings(clock) {
  return Object.fromEntries(CLOCK_SETTINGS
    .filter((k) => clock[k] !== undefined && clock[k] !== null).map((k) => [k, clock[k]]));
}

export const get = (path, options) => call('GET', path, options);
export const post = (path, body, options = {}) => call('POST', path, { ...options, body });
export const del = (path, options) => call('DELETE', path, options);

/**
 * What a page's address carries in its fragment: a seat's token (#seat=…&token=…), or the id of
 * the player kept in this browser (#seat=…&player=…), whose token ./player.js holds.
 */
export function fragment() {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  return { token: params.get('token'), seat: params.get('seat'), player: params.get('player') };
}

/** The address of a game's page for a seat (its token in the fragment), or for spectators. */
export function gameLink(id, seat, token) {
  const base = `${location.origin}/games/${encodeURIComponent(id)}`;
  return token ? `${base}#seat=${encodeURIComponent(seat)}&token=${encodeURIComponent(token)}` : base;
}

/**
 * The address of a game's page for a seat held by the player kept in this browser. It names the
 * player, never its token: the token acts for all of the player's games, so it stays in this
 * browser's storage and out of every address, history entry and shared link.
 */
export function playerGameLink(id, seat, playerId) {
  return `${location.origin}/games/${encodeURIComponent(id)}#seat=${encodeURIComponent(seat)}&player=${encodeURIComponent(playerId)}`;
}
