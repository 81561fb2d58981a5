// A game's chat on its page (docs/chat.md): a seat's page shows the player room (the seats and their
// players), anyone else's the spectator room. The lines come from GET …/chat, then live from the
// game's event stream (chatLine events), read with fetch so that a seat's token goes as a bearer
// token, as everywhere else; a line already shown (by id) is not shown twice. The stream ends with
// the game, and a finished game's chat stays open, so after the end the page reads new lines every
// few seconds. A seat writes with its token; a watcher with the player this browser keeps, if any
// (./player.js), since nobody speaks without a credential.
import * as api from './api.js';
import { storedPlayer } from './player.js';
import { seatName } from './words.js';

const POLL_MS = 3000;
const RETRY_MS = 1000;

export function mountChat({ box, gameId, token, seat }) {
  const room = seat ? 'player' : 'spectator';
  const watcher = seat ? null : storedPlayer();
  const writer = seat ? token : watcher && watcher.token;
  const path = `/api/v1/games/${encodeURIComponent(gameId)}`;
  const lines = new Map(); // id → line
  let stopped = false;

  const title = Object.assign(document.createElement('h2'), {
    textContent: seat ? 'Chat with your opponent' : 'Spectators\' chat',
  });
  const list = Object.assign(document.createElement('ol'), { id: 'chat-lines', className: 'chat-lines' });
  list.setAttribute('aria-live', 'polite');
  list.setAttribute('aria-label', seat ? 'Messages between the players' : 'Messages of the spectators');
  const error = Object.assign(document.createElement('p'), { id: 'chat-error', className: 'error', hidden: true });
  error.setAttribute('role', 'alert');
  box.dataset.room = room;
  box.replaceChildren(title, list, writer ? form() : note(), error);
  box.hidden = false;

  function note() {
    return Object.assign(document.createElement('p'), {
      className: 'chat-note',
      textContent: 'Spectators chat as a player: take a seek or a challenge on the home page once, and this browser '
        + 'keeps one.',
    });
  }

  function form() {
    const element = Object.assign(document.createElement('form'), { id: 'chat-form', className: 'chat-form' });
    const label = Object.assign(document.createElement('label'), { htmlFor: 'chat-input', textContent: 'Say' });
    const input = Object.assign(document.createElement('input'), {
      id: 'chat-input', maxLength: 140, autocomplete: 'off', required: true,
    });
    const send = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Send' });
    element.append(label, ' ', input, ' ', send);
    element.addEventListener('submit', async (event) => {
      event.preventDefault();
      const text = input.value;
      if (!text.trim()) {
        return;
      }
      send.disabled = true;
      try {
        add(await api.post(`${path}/chat`, { room, text }, { token: writer }));
        input.value = '';
        error.hidden = true;
      } catch (e) {
        error.textContent = e instanceof api.ApiProblem ? e.detail : String(e.message || e);
        error.hidden = false;
      } finally {
        send.disabled = false;
        input.focus();
      }
    });
    return element;
  }

  function author(line) {
    const who = line.author;
    if (who.kind === 'seat') {
      return seatName(who.seat);
    }
    return who.kind === 'portal' ? 'Portal' : who.name;
  }

  /** Shows a line of the viewer's room, in id order, once. */
  function add(line) {
    if (line.room !== room || lines.has(line.id)) {
      return;
    }
    lines.set(line.id, line);
    const item = document.createElement('li');
    item.dataset.lineId = String(line.id);
    const name = Object.assign(document.createElement('span'), { className: 'chat-author', textContent: author(line) });
    item.append(name, ' ', Object.assign(document.createElement('span'), { className: 'chat-text', textContent: line.text }));
    const after = [...list.children].find((li) => Number(li.dataset.lineId) > line.id);
    list.insertBefore(item, after || null);
    list.scrollTop = list.scrollHeight;
    box.dataset.lines = String(lines.size);
  }

  const newest = () => Math.max(0, ...lines.keys());

  async function load() {
    const answer = await api.get(`${path}/chat?room=${room}&after=${newest()}&limit=500`, { token: seat ? token : null });
    answer.lines.forEach(add);
  }

  /** After the game's end: new lines every few seconds. */
  function poll() {
    const again = () => {
      if (!stopped) {
        setTimeout(() => load().catch(() => {}).finally(again), POLL_MS);
      }
    };
    again();
  }

  /** The game's stream as NDJSON, for its chatLine events; resumes from the last id after a break. */
  async function listen(lastId) {
    let last = lastId;
    let ended = false;
    try {
      const headers = { Accept: 'application/x-ndjson' };
      if (seat && token) {
        headers.Authorization = `Bearer ${token}`;
      }
      if (last !== null) {
        headers['Last-Event-ID'] = last;
      }
      const response = await fetch(`${path}/events`, { headers, cache: 'no-store' });
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffered = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          break;
        }
        buffered += decoder.decode(value, { stream: true });
        let newline;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const text = buffered.slice(0, newline).trim();
          buffered = buffered.slice(newline + 1);
          if (!text) {
            continue;
          }
          const event = JSON.parse(text);
          if (event.id !== undefined) {
            last = String(event.id);
          }
          if (event.event === 'chatLine') {
            add(event.data);
          } else if (event.event === 'finished' || (event.event === 'state' && event.data.status === 'finished')) {
            ended = true;
          }
        }
      }
    } catch (e) {
      // a break: resumed below
    }
    if (stopped) {
      return;
    }
    if (ended) {
      poll();
    } else {
      setTimeout(() => listen(last), RETRY_MS);
    }
  }

  listen(null);
  load().catch((e) => {
    error.textContent = e instanceof api.ApiProblem ? e.detail : String(e.message || e);
    error.hidden = false;
  });
  return { stop() { stopped = true; } };
}
