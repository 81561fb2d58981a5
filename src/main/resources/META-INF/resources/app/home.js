// The home page: start a game (either game, its rules, a clock, against a friend or the computer)
// and list games to watch; "Play a bot" (./bots.js) lists challenges and seeks to take. A seat's link carries its token in the fragment (#seat=…&token=…).
// When the service runs with portal keys, listing (and creating) games needs a portal's key: the
// first list answers 401, and the page then says that games are started by the portal, and shows
// neither the form nor the lists, which could only fail (nor "Play a bot": only a portal's key
// creates players then). Both stay hidden until that answer.
import * as api from './api.js';
import { seatName, describeResult } from './words.js';
import { startBots } from './bots.js';

const form = document.getElementById('new-game');
const SEATS = { gyges: ['south', 'north'], xequeo: ['placer', 'ringer'] };

function chosen(name) {
  return form.elements[name].value;
}

function refreshForm() {
  const game = chosen('game');
  document.getElementById('gyges-rules').hidden = game !== 'gyges';
  const seatChoice = document.getElementById('seat-choice');
  const keep = seatChoice.value;
  seatChoice.replaceChildren(...SEATS[game].map((s) => new Option(seatName(s), s)));
  if (SEATS[game].includes(keep)) {
    seatChoice.value = keep;
  }
  document.getElementById('fischer').hidden = chosen('clock') !== 'fischer';
  document.getElementById('correspondence').hidden = chosen('clock') !== 'correspondence';
  form.elements.level.disabled = chosen('opponent') !== 'computer';
  document.getElementById('options-summary').textContent = summary(game);
}

/** What "Start the game" starts with, the rules and clock folded away: "standard rules, no clock". */
function summary(game) {
  const defaults = { pathRule: 'EDGE', blockedRow: 'NEXT_ROW', setupRows: '1', setupOrder: 'BLOCK' };
  const changed = game === 'gyges' && (Object.entries(defaults).some(([k, v]) => chosen(k) !== v)
    || !form.elements.replace.checked || form.elements.takebackAvoidableLoss.checked);
  const clock = { none: 'no clock', fischer: `${chosen('minutes')} min + ${chosen('increment')} s`,
    correspondence: `${chosen('days')} days per move` }[chosen('clock')];
  return `(${changed ? 'your rules' : 'standard rules'}, ${clock})`;
}

function request() {
  const game = chosen('game');
  const body = { game };
  if (game === 'gyges') {
    body.rules = {
      pathRule: chosen('pathRule'),
      replace: form.elements.replace.checked,
      blockedRow: chosen('blockedRow'),
      setupRows: Number(chosen('setupRows')),
      setupOrder: chosen('setupOrder'),
      takebackAvoidableLoss: form.elements.takebackAvoidableLoss.checked,
    };
  }
  if (chosen('clock') === 'fischer') {
    body.clock = { initialSeconds: Number(chosen('minutes')) * 60, incrementSeconds: Number(chosen('increment')) };
  } else if (chosen('clock') === 'correspondence') {
    body.clock = { daysPerMove: Number(chosen('days')) };
  }
  const mine = chosen('seat');
  if (chosen('opponent') === 'computer') {
    const other = SEATS[game].find((s) => s !== mine);
    body.seats = { [other]: { engine: { level: Number(chosen('level')) } } };
  }
  return { body, mine };
}

async function create(event) {
  event.preventDefault();
  const error = document.getElementById('create-error');
  error.hidden = true;
  const { body, mine } = request();
  const submit = form.querySelector('button[type=submit]');
  submit.disabled = true;
  try {
    const created = await api.post('/api/v1/games', body, { key: api.newKey() });
    const myLink = api.gameLink(created.id, mine, created.seats[mine].token);
    document.getElementById('links').hidden = false;
    document.getElementById('my-link').href = myLink;
    const friendSeat = SEATS[body.game].find((s) => s !== mine);
    const friend = created.seats[friendSeat];
    if (friend && friend.token) {
      document.getElementById('friend').hidden = false;
      document.getElementById('friend-link').value = api.gameLink(created.id, friendSeat, friend.token);
      document.getElementById('my-link').focus();
    } else {
      location.assign(myLink);
    }
  } catch (e) {
    error.textContent = e.detail || String(e);
    error.hidden = false;
  } finally {
    submit.disabled = false;
  }
}

async function list(status) {
  const body = document.getElementById(status);
  try {
    const page = await api.get(`/api/v1/games?status=${status}&limit=10`);
    document.getElementById('start').hidden = false;
    document.getElementById('watch').hidden = false;
    if (page.games.length === 0) {
      body.replaceChildren(row(['None yet.']));
      return;
    }
    body.replaceChildren(...page.games.map((g) => {
      const link = document.createElement('a');
      link.href = api.gameLink(g.id);
      link.textContent = `${g.game === 'gyges' ? 'Gygès' : 'Xe Queo'} ${g.id.slice(0, 8)}`;
      const what = g.status === 'finished' ? describeResult(g.result, null)
        : `move ${g.ply}${g.toMove ? `, ${seatName(g.toMove)} to move` : ''}`;
      return row([link, what]);
    }));
  } catch (e) {
    if (e.status === 401) {
      portalOnly();
      return;
    }
    document.getElementById('start').hidden = false;
    document.getElementById('watch').hidden = false;
    body.replaceChildren(row([e.detail || String(e)]));
  }
}

/** Portal keys are on: nobody creates or lists games from here. */
function portalOnly() {
  document.getElementById('start').remove();
  document.getElementById('watch').remove();
  document.getElementById('bots').remove();
  document.getElementById('portal').hidden = false;
}

function row(cells) {
  const tr = document.createElement('tr');
  for (const cell of cells) {
    const td = document.createElement('td');
    td.append(cell);
    tr.append(td);
  }
  return tr;
}

form.addEventListener('change', refreshForm);
form.addEventListener('submit', create);
document.getElementById('copy').addEventListener('click', () => {
  const input = document.getElementById('friend-link');
  input.select();
  navigator.clipboard?.writeText(input.value);
});
refreshForm();
list('playing').then(() => {
  if (document.getElementById('finished')) {
    list('finished');
    startBots();
  }
});
