// The page of one challenge, /play/challenge/{id}: the address a challenge's `url` names, for a
// person to open. It shows the challenge (GET /api/v1/challenges/{id}: the game, rules, clock and
// who), and while it is open a "Take it" button that accepts it as the player kept in this browser
// (./player.js, created here if there is none yet) and goes to the game as the seat it gives. A
// challenge that is taken, declined, canceled or lapsed says so, and links a game it became.
import * as api from './api.js';
import { asPlayer, playerField, storedPlayer } from './player.js';
import { gameName, describeClock, describeRules, seatName, otherSeat } from './words.js';

const $ = (id) => document.getElementById(id);
const challengeId = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop());
const path = `/api/v1/challenges/${encodeURIComponent(challengeId)}`;
let field = null;

const CLOSED = {
  accepted: 'This challenge was taken: somebody accepted it.',
  declined: 'This challenge was declined.',
  canceled: 'This challenge was called off by the challenger.',
  expired: 'This challenge lapsed: nobody took it in time.',
};

function showError(error) {
  $('error').textContent = error instanceof api.ApiProblem ? error.detail : String(error.message || error);
  $('error').hidden = false;
}

function seats(challenge) {
  if (!challenge.seat || challenge.seat === 'random') {
    return 'drawn at random when it is taken';
  }
  return `${challenge.from.name} plays ${seatName(challenge.seat)}; you play ${seatName(otherSeat(challenge.seat))}`;
}

function show(challenge) {
  const main = $('challenge');
  main.setAttribute('aria-busy', 'false');
  main.dataset.status = challenge.status;
  document.title = `${gameName(challenge.game)} challenge from ${challenge.from.name} · Ring games`;
  $('title').textContent = `${gameName(challenge.game)} challenge from ${challenge.from.name}`;
  $('c-game').textContent = gameName(challenge.game);
  $('c-rules').textContent = describeRules(challenge.game, challenge.rules);
  $('c-clock').textContent = describeClock(challenge.clock);
  $('c-from').textContent = challenge.from.name + (challenge.to ? `, for ${challenge.to.name} only` : '');
  $('c-seat').textContent = seats(challenge);
  const open = challenge.status === 'open';
  $('c-until-term').hidden = !open || !challenge.expiresAt;
  $('c-until').hidden = !open || !challenge.expiresAt;
  $('c-until').textContent = challenge.expiresAt ? new Date(challenge.expiresAt).toLocaleString() : '';
  $('details').hidden = false;
  const me = storedPlayer();
  if (!open) {
    $('summary').textContent = 'This challenge is closed.';
    $('take').hidden = true;
    $('closed').replaceChildren(CLOSED[challenge.status] || `This challenge is ${challenge.status}.`);
    if (challenge.gameId) {
      const watch = Object.assign(document.createElement('a'), {
        href: api.gameLink(challenge.gameId), textContent: 'Watch the game it became' });
      $('closed').append(' ', watch);
    }
    $('closed').hidden = false;
  } else if (me && challenge.from.id === me.id) {
    $('summary').textContent = 'This is your own challenge: send this page\'s address to someone to play them.';
    $('take').hidden = true;
  } else if (challenge.to && !(me && challenge.to.id === me.id)) {
    $('summary').textContent = `This challenge is for ${challenge.to.name} only.`;
    $('take').hidden = true;
  } else {
    $('summary').textContent = `${challenge.from.name} waits for someone to take this ${gameName(challenge.game)} challenge.`;
    $('take').hidden = false;
  }
}

async function take() {
  const button = $('take-challenge');
  button.disabled = true;
  $('error').hidden = true;
  try {
    const { taken, player } = await asPlayer(field.name, async (p) => ({
      taken: await api.post(`${path}/accept`, undefined, { token: p.token }),
      player: p,
    }));
    field.refresh();
    location.assign(api.playerGameLink(taken.gameId, taken.seat, player.id));
  } catch (e) {
    field.refresh();
    showError(e);
    button.disabled = false;
    load(); // taken by someone else meanwhile, or lapsed: show what it is now
  }
}

async function load() {
  try {
    show(await api.get(path));
  } catch (e) {
    $('challenge').setAttribute('aria-busy', 'false');
    $('challenge').dataset.status = e.status === 404 ? 'unknown' : 'error';
    $('summary').textContent = e.status === 404 ? 'There is no such challenge.' : 'The challenge could not be loaded.';
    if (e.status !== 404) {
      showError(e);
    }
  }
}

field = playerField($('player'));
$('take-challenge').addEventListener('click', take);
load();
