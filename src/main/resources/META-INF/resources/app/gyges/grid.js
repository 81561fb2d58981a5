// The Gygès board's squares: a 6×6 grid of buttons between the two goals, South at the bottom
// (turned round for North), and how the arrow keys move between them as they are drawn.
import { FILES } from './position.js';

/**
 * The grid, its buttons by square name (goals "N" and "S" included) and their order as drawn:
 * the far goal, the rows from the far side, the near goal.
 */
export function buildGrid(flipped, onClick) {
  const grid = document.createElement('div');
  grid.className = 'board gyges';
  grid.setAttribute('role', 'group');
  grid.setAttribute('aria-label', `Gygès board, ${flipped ? 'North' : 'South'} at the bottom`);
  grid.style.gridTemplateColumns = 'repeat(6, 1fr)';
  const squares = new Map();
  const order = [];
  const squareButton = (name) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'square';
    button.dataset.square = name;
    button.tabIndex = -1;
    button.addEventListener('click', () => onClick(name));
    squares.set(name, button);
    order.push(name);
    return button;
  };
  const goalButton = (name) => {
    const button = squareButton(name);
    button.classList.add('goal');
    button.textContent = name === 'N' ? 'North goal (N)' : 'South goal (S)';
    return button;
  };
  grid.append(goalButton(flipped ? 'S' : 'N'));
  const ranks = flipped ? [1, 2, 3, 4, 5, 6] : [6, 5, 4, 3, 2, 1];
  const files = flipped ? [...FILES].reverse() : FILES;
  for (const rank of ranks) {
    for (const file of files) {
      const button = squareButton(`${file}${rank}`);
      if ((FILES.indexOf(file) + rank) % 2 === 0) {
        button.classList.add('alt');
      }
      grid.append(button);
    }
  }
  grid.append(goalButton(flipped ? 'N' : 'S'));
  squares.get(order[1]).tabIndex = 0;
  return { grid, squares, order };
}

const DELTAS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * The square an arrow key moves to from `current`, as drawn: up from the far row is the far goal,
 * down from the near row the near goal; null for any other key.
 */
export function arrowStep(order, current, key) {
  if (!DELTAS[key]) {
    return null;
  }
  const [dx, dy] = DELTAS[key];
  let x;
  let y;
  if (current.length === 1) {
    [x, y] = [2, order.indexOf(current) === 0 ? -1 : 6];
  } else {
    const index = order.indexOf(current) - 1;
    [x, y] = [Math.max(0, Math.min(5, index % 6 + dx)), Math.floor(index / 6)];
  }
  y = Math.max(-1, Math.min(6, y + dy));
  return y === -1 ? order[0] : y === 6 ? order[order.length - 1] : order[1 + y * 6 + x];
}
