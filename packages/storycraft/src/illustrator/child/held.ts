import { circle, group, n, path, rect, star, stroke } from '../svg.js';
import type { Arm } from './poses.js';
import { SHOULDER_X, SHOULDER_Y } from './proportions.js';

export type HeldProp = 'wand' | 'book' | 'lantern' | 'map' | null;

/** The theme's thing in the child's right hand: a wand, a book, a lantern or a map. */
export function heldProp(prop: HeldProp, right: Arm): string {
  if (!prop) return '';
  const hx = SHOULDER_X + right.hand[0];
  const hy = SHOULDER_Y + right.hand[1];
  switch (prop) {
    case 'wand':
      return (
        path(
          `M${n(hx - 6)} ${n(hy + 10)} L${n(hx + 26)} ${n(hy - 44)}`,
          'none',
          stroke('#6b4a8a', 7),
        ) +
        star(hx + 30, hy - 52, 18, '#ffd84d', stroke('#f0a500', 2)) +
        star(hx + 56, hy - 74, 7, '#fff3a8') +
        star(hx + 8, hy - 80, 5, '#fff3a8') +
        circle(hx + 52, hy - 40, 4, '#ffe9f5')
      );
    case 'book':
      return group(
        path('M0 0 Q-22 -10 -44 -4 L-44 30 Q-22 24 0 34 Z', '#fffaf0', stroke('#b9744c', 3)) +
          path('M0 0 Q22 -10 44 -4 L44 30 Q22 24 0 34 Z', '#fffaf0', stroke('#b9744c', 3)) +
          path(
            'M-36 6 L-8 10 M-36 14 L-8 18 M8 10 L36 6 M8 18 L36 14',
            'none',
            stroke('#d9c7b0', 2.5),
          ) +
          path('M-44 30 Q-22 24 0 34 Q22 24 44 30 L44 36 Q22 30 0 40 Q-22 30 -44 36 Z', '#d9534f'),
        `translate(${n(hx - 8)} ${n(hy - 14)})`,
      );
    case 'lantern':
      return group(
        path('M0 -8 L0 10', 'none', stroke('#5b4a3a', 4)) +
          circle(0, 40, 38, '#ffd76a', 'opacity="0.25"') +
          rect(-16, 10, 32, 8, '#5b4a3a', 'rx="3"') +
          rect(-13, 18, 26, 36, '#ffe08a', `rx="6" ${stroke('#5b4a3a', 3)}`) +
          circle(0, 36, 8, '#fff6cf') +
          rect(-16, 54, 32, 7, '#5b4a3a', 'rx="3"'),
        `translate(${n(hx)} ${n(hy)})`,
      );
    case 'map':
      return group(
        rect(-4, -30, 50, 40, '#f6e7c1', `rx="4" ${stroke('#b99a5b', 3)}`) +
          path(
            'M4 -20 Q16 -8 26 -16 T40 -4',
            'none',
            stroke('#d98c5f', 2.5, 'stroke-dasharray="4 5"'),
          ) +
          path('M34 -10 l8 8 m0 -8 l-8 8', 'none', stroke('#c0392b', 3)),
        `translate(${n(hx - 4)} ${n(hy)})`,
      );
  }
}
