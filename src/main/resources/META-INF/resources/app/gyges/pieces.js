// How a Gygès piece looks: as many rings as its size, and its size as a numeral, so sizes differ
// in shape and text, not in colour. The tray holds the pieces a seat has still to place.

const SVG = 'http://www.w3.org/2000/svg';

export const Pieces = {
  piece(size) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 100 100');
    svg.setAttribute('class', `piece size-${size}`);
    svg.setAttribute('aria-hidden', 'true');
    svg.dataset.size = String(size);
    for (let ring = 0; ring < size; ring++) {
      const circle = document.createElementNS(SVG, 'circle');
      circle.setAttribute('cx', '50');
      circle.setAttribute('cy', '50');
      circle.setAttribute('r', String(45 - ring * 11));
      circle.setAttribute('class', 'ring');
      svg.append(circle);
    }
    const label = document.createElementNS(SVG, 'text');
    label.setAttribute('x', '50');
    label.setAttribute('y', '58');
    label.setAttribute('text-anchor', 'middle');
    label.textContent = String(size);
    svg.append(label);
    return svg;
  },
};

export class Tray {
  constructor(onChoose) {
    this.element = document.createElement('div');
    this.element.className = 'row tray';
    this.element.setAttribute('role', 'group');
    this.element.setAttribute('aria-label', 'Pieces to place');
    this.onChoose = onChoose;
  }

  /** Pieces of each size still to place, from the sizes placed so far (two of each in all). */
  left(placed) {
    const left = { 1: 2, 2: 2, 3: 2 };
    for (const size of placed) {
      left[size] -= 1;
    }
    return left;
  }

  render(left, chosen) {
    this.element.replaceChildren(...[1, 2, 3].map((size) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'tray-piece';
      button.dataset.traySize = String(size);
      button.disabled = left[size] <= 0;
      button.setAttribute('aria-pressed', String(chosen === size));
      button.setAttribute('aria-label', `Place a ${['', 'one', 'two', 'three'][size]}-ring piece (${left[size]} left)`);
      button.append(Pieces.piece(size), document.createTextNode(` ×${left[size]}`));
      button.addEventListener('click', () => this.onChoose(size));
      return button;
    }));
  }
}
