// The embed page in a portal's frame: the board takes the room the frame has left once everything
// else on the page is laid out (status, an error, the panel of a seat, clocks, buttons, the end),
// so that nothing falls below the frame's bottom edge where nobody would see it. Only the board's
// width changes; the rest keeps the frame's full width, so its height does not depend on the
// board's and one pass settles it.

const SMALLEST = 210; // px: about 30 px a square, still a fingertip's size

export function fitBoardToFrame(board) {
  const fit = () => {
    board.style.width = '';
    const full = board.getBoundingClientRect();
    if (full.width === 0) {
      return;
    }
    const page = board.closest('main').getBoundingClientRect();
    const rest = page.bottom + window.scrollY - full.height; // all but the board, margins included
    const room = window.innerHeight - rest - 1;
    if (room >= full.height) {
      return;
    }
    // The board's height grows with its width (square cells, plus fixed rows such as Gygès's goals).
    board.style.width = `${SMALLEST}px`;
    const small = board.getBoundingClientRect().height;
    const perPixel = (full.height - small) / Math.max(1, full.width - SMALLEST);
    const width = SMALLEST + Math.max(0, (room - small) / Math.max(perPixel, 0.01));
    board.style.width = `${Math.floor(Math.min(full.width, width))}px`;
  };
  // Resize observations are delivered after layout and before paint: the board is resized in the
  // same frame as the change that called for it.
  const watch = new ResizeObserver(fit);
  for (const id of ['ending', 'status', 'error', 'notice', 'panel', 'clocks', 'actions']) {
    const element = document.getElementById(id);
    if (element) {
      watch.observe(element);
    }
  }
  window.addEventListener('resize', fit);
  fit();
  return fit;
}
