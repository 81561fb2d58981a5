// The engine's review of a finished game, on its page (docs/records.md, "Review"): a button asks for
// it, the page reads it again every second while the engine works, and once it is done each move of
// the moves list carries its judgement (?? blunder, ? mistake, ?! inaccuracy), the review's summary
// says how many of each, and two buttons step to the previous or next judged move. The note under
// them says, for the move shown, what was played, the engine's move and the score before and after.
// Only games whose engine gives a score are reviewed (Gygès); the box stays hidden for the others.
// Only a seat (its token, or its player's) asks for a review; anyone reads one.
import * as api from './api.js';
import { seatName } from './words.js';

export const MARKS = { blunder: '??', mistake: '?', inaccuracy: '?!' };
const POLL_MS = 1000;

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter(Boolean));
  return node;
}

function count(n, one, many) {
  return `${n === 0 ? 'no' : n} ${n === 1 ? one : many}`;
}

/** A score from the mover's side, as words: "a win in 3 plies", "a loss in 1 ply", "+120". */
export function scoreWords(score) {
  if (score.win !== undefined) {
    return score.win === 0 ? 'won' : `a win in ${score.win} ${score.win === 1 ? 'ply' : 'plies'}`;
  }
  if (score.loss !== undefined) {
    return `a loss in ${score.loss} ${score.loss === 1 ? 'ply' : 'plies'}`;
  }
  return `${score.eval > 0 ? '+' : ''}${score.eval}`;
}

/**
 * Mounts the review into `box`. `step(ply)` shows the position after that move (the page's replay);
 * `changed()` is called when the review read changes, for the page to mark its moves list again.
 * Returns {update(state, history, shownPly), judgement(ply)}: the page calls update whenever the
 * state, the moves or the position shown change.
 */
export function mountReview({ box, gameId, token, step, changed, showError }) {
  const path = `/api/v1/games/${encodeURIComponent(gameId)}/review`;
  let review = null; // the review as the API last answered it; null: none asked for
  let readFor = null; // the state version the review was read for (a takeback can void it)
  let timer = null;
  let context = { state: null, history: [], shown: null };

  const byPly = () => new Map((review && review.status === 'done' ? review.plies : []).map((p) => [p.ply, p]));
  const judged = () => [...byPly().values()].filter((p) => p.judgement).map((p) => p.ply);

  function reviewable() {
    const { state, history } = context;
    return state && state.game === 'gyges' && state.status === 'finished' && history.length > 0;
  }

  async function read() {
    clearTimeout(timer);
    try {
      review = await api.get(path);
    } catch (e) {
      if (e.status !== 404) {
        showError(e);
      }
      review = null;
    }
    follow();
  }

  async function ask() {
    try {
      review = await api.post(path, {}, { token });
    } catch (e) {
      showError(e);
    }
    follow();
  }

  // The moves list is marked again only when the judgements may have changed (a review done, or
  // one that was done and is not), not at every read of a review in progress.
  let marked = false;

  function follow() {
    clearTimeout(timer);
    if (review && review.status === 'queued' && reviewable()) {
      timer = setTimeout(read, POLL_MS);
    }
    const done = Boolean(review && review.status === 'done');
    if (done || marked) {
      marked = done;
      changed();
    } else {
      render();
    }
  }

  // The done review's step buttons and note, built once per review and then only updated as the
  // position shown changes, so that a keyboard's focus stays on the button pressed.
  let built = null;
  const targets = { previous: undefined, next: undefined };

  function stepButton(label, name) {
    const b = el('button', { type: 'button', textContent: label });
    b.dataset.reviewStep = name;
    b.addEventListener('click', () => targets[name] !== undefined && step(targets[name]));
    return b;
  }

  function note(ply) {
    const p = byPly().get(ply);
    if (!p) {
      return 'Step to a judged move with the buttons, or choose any move in the list.';
    }
    const who = seatName(p.seat);
    const judgement = p.judgement ? `: ${p.judgement === 'inaccuracy' ? 'an' : 'a'} ${p.judgement}` : '';
    const engine = p.best === p.move ? 'The engine plays it too.' : `The engine's move: ${p.best}.`;
    return `${p.ply}. ${who} played ${p.move}${judgement}. ${engine} For ${who}: ${scoreWords(p.scoreBefore)}`
      + ` before it, ${scoreWords(p.scoreAfter)} after it.`;
  }

  function render() {
    if (!reviewable()) {
      box.hidden = true;
      box.replaceChildren();
      box.dataset.review = 'none';
      built = null;
      return;
    }
    box.hidden = false;
    box.dataset.review = review ? review.status : 'none';
    if (!review || review.status !== 'done') {
      built = null;
    }
    const heading = el('h3', { textContent: 'Review' });
    if ((!review || review.status === 'failed') && !token) {
      // Asking needs a seat's token (or its player's): a spectator reads a review, never asks for one.
      box.replaceChildren(heading, el('p', {}, review ? `The review failed: ${review.detail}`
        : 'A player of this game can ask the engine to review it, from the seat\'s own link.'));
      return;
    }
    if (!review || review.status === 'failed') {
      const b = el('button', { type: 'button', textContent: review ? 'Review it again' : 'Review this game' });
      b.dataset.action = 'review';
      b.addEventListener('click', () => {
        b.disabled = true;
        ask();
      });
      box.replaceChildren(heading, el('p', {}, review ? `The review failed: ${review.detail}`
        : 'The engine can review this game: it judges every move, and names the ones that lost ground.'), b);
      return;
    }
    if (review.status === 'queued') {
      box.replaceChildren(heading, el('p', { className: 'review-progress' },
        `The engine is reviewing the game: ${review.searched} of ${review.positions} positions searched.`));
      return;
    }
    if (!built || built.review !== review) {
      const of = (j) => review.plies.filter((p) => p.judgement === j).length;
      built = { review, previous: stepButton('Previous judged move', 'previous'),
        next: stepButton('Next judged move', 'next'),
        note: el('p', { className: 'review-note', id: 'review-note' }) };
      built.note.setAttribute('aria-live', 'polite');
      box.replaceChildren(heading,
        el('p', { className: 'review-summary' }, `The engine's review (${review.movetimeMs} ms a position): `
          + `${count(of('blunder'), 'blunder', 'blunders')}, ${count(of('mistake'), 'mistake', 'mistakes')}, `
          + `${count(of('inaccuracy'), 'inaccuracy', 'inaccuracies')}.`),
        Object.assign(el('div', { className: 'replay' }, built.previous, built.next), { role: 'group', ariaLabel: 'Judged moves' }), built.note);
    }
    const plies = judged();
    const { shown } = context;
    // From the live (final) position, next is the first judged move and previous the last.
    targets.previous = shown === null ? plies[plies.length - 1] : [...plies].reverse().find((p) => p < shown);
    targets.next = shown === null ? plies[0] : plies.find((p) => p > shown);
    built.previous.disabled = targets.previous === undefined;
    built.next.disabled = targets.next === undefined;
    built.note.textContent = note(shown);
  }

  return {
    update(state, history, shown) {
      context = { state, history, shown };
      if (!reviewable()) {
        clearTimeout(timer);
        review = null;
        readFor = null;
        render();
        return;
      }
      if (readFor !== state.version) {
        readFor = state.version;
        read();
        return;
      }
      render();
    },
    /** The judged ply's review ({ply, judgement, best, …}), when the review is done; else undefined. */
    judgement(ply) {
      const p = byPly().get(ply);
      return p && p.judgement ? p : undefined;
    },
  };
}
