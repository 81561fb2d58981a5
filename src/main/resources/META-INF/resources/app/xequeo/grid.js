// The Xe Queo board's squares: a 7×7 grid of buttons, rank 7 at the top, coordinates along the
// edges, one tab stop; the arrow keys (Home/End: the rank's ends) move between squares, Enter
// and Space press one, Escape calls onEscape.
import { SIZE, FILES, SQUARES_TOP_DOWN, coordinates, squareAt } from './position.js';
import { el } from './panel.js';

/** {grid, buttons: square → button, focus: the square with the tab stop} */
export function buildGrid({ onActivate, onEscape }) {
  const grid = el('div', {
    className: 'board xq-board', role: 'group',
    'aria-label': 'Xe Queo board, rank 7 at the top. Arrow keys move between squares.',
  });
  const buttons = new Map();
  const view = { grid, buttons, focus: 'a1' };
  SQUARES_TOP_DOWN.forEach((square, i) => {
    if (i % SIZE === 0) {
      grid.append(el('span', { className: 'xq-label', 'aria-hidden': 'true' }, square.slice(1)));
    }
    const b = el('button', { type: 'button', className: 'square', tabIndex: -1, dataset: { square } });
    if ((coordinates(square).file + coordinates(square).rank) % 2 === 0) {
      b.classList.add('alt');
    }
    buttons.set(square, b);
    grid.append(b);
  });
  grid.append(el('span', { className: 'xq-label', 'aria-hidden': 'true' }),
    ...[...FILES].map((f) => el('span', { className: 'xq-label', 'aria-hidden': 'true' }, f)));

  grid.addEventListener('click', (event) => {
    const b = event.target.closest('[data-square]');
    if (b) {
      view.focus = b.dataset.square;
      onActivate(b.dataset.square);
    }
  });
  grid.addEventListener('keydown', (event) => {
    const step = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[event.key];
    const b = event.target.closest('[data-square]');
    if (!b) {
      return;
    }
    const { file, rank } = coordinates(b.dataset.square);
    let next = null;
    if (step) {
      next = squareAt(file + step[0], rank + step[1]);
    } else if (event.key === 'Home') {
      next = squareAt(0, rank);
    } else if (event.key === 'End') {
      next = squareAt(SIZE - 1, rank);
    } else if (event.key === 'Escape') {
      onEscape();
      return;
    } else {
      return; // Enter and Space click the focused button, as buttons do
    }
    event.preventDefault();
    if (next) {
      view.focus = next;
      for (const [square, button] of buttons) {
        button.tabIndex = square === next ? 0 : -1;
      }
      buttons.get(next).focus();
    }
  });
  return view;
}
