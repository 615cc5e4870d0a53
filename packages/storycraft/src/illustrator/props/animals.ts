import type { PropId } from '../../writer/story-things.js';
import { darken, lighten } from '../color.js';
import { circle, ellipse, path, polygon, rect, stroke } from '../svg.js';
import { figure } from './figure.js';
import type { PropDrawer } from './placement.js';

/** A small animal in the same round style as the setting's creatures. */
function critter(body: string, ears: 'pointy' | 'floppy', tail: boolean): string {
  const line = stroke(darken(body, 0.35), 2.5);
  return (
    ellipse(0, 4, 46, 8, '#000000', 'opacity="0.12"') +
    (tail ? path('M-40 -40 Q-70 -60 -62 -86', 'none', stroke(body, 9)) : '') +
    ellipse(0, -34, 42, 28, body, line) +
    rect(-30, -18, 12, 18, body, `rx="5" ${line}`) +
    rect(16, -18, 12, 18, body, `rx="5" ${line}`) +
    (ears === 'pointy'
      ? polygon(
          [
            [18, -92],
            [24, -122],
            [38, -96],
          ],
          body,
          line,
        ) +
        polygon(
          [
            [44, -96],
            [60, -120],
            [62, -88],
          ],
          body,
          line,
        )
      : ellipse(18, -80, 10, 22, darken(body, 0.2), line) +
        ellipse(62, -80, 10, 22, darken(body, 0.2), line)) +
    circle(40, -74, 28, body, line) +
    ellipse(50, -64, 13, 9, lighten(body, 0.5)) +
    circle(32, -80, 4.5, '#2b2233') +
    circle(50, -80, 4.5, '#2b2233') +
    circle(58, -66, 4, '#2b2233')
  );
}

/** The pets a page names, and the helpers met on the way (a bird, a fish, a robot in space). */
export const ANIMALS = {
  dog: (p) => figure('dog', critter('#c98f5a', 'floppy', true), p),
  cat: (p) => figure('cat', critter('#8d8d99', 'pointy', true), p),
  bird: (p) =>
    figure(
      'bird',
      ellipse(0, -30, 26, 20, '#5fa8e8', stroke('#3d7bb3', 2.5)) +
        circle(20, -50, 14, '#5fa8e8', stroke('#3d7bb3', 2.5)) +
        polygon(
          [
            [32, -52],
            [46, -48],
            [32, -44],
          ],
          '#f2b33d',
        ) +
        circle(24, -54, 3, '#2b2233') +
        path('M-10 -34 Q-2 -20 10 -32', 'none', stroke('#3d7bb3', 3)) +
        path('M-4 -10 L-6 0 M6 -10 L4 0', 'none', stroke('#f2b33d', 3)),
      p,
    ),
  fish: (p) =>
    figure(
      'fish',
      ellipse(0, -40, 34, 20, '#ffcf3f', stroke('#d19a12', 2.5)) +
        polygon(
          [
            [-30, -40],
            [-56, -58],
            [-56, -22],
          ],
          '#ffb020',
          stroke('#d19a12', 2.5),
        ) +
        circle(16, -44, 4, '#2b2233') +
        circle(46, -70, 5, '#ffffff', 'opacity="0.6"') +
        circle(58, -90, 7, '#ffffff', 'opacity="0.5"'),
      p,
    ),
  robot: (p) =>
    figure(
      'robot',
      rect(-26, -60, 52, 50, '#c9d3de', `rx="10" ${stroke('#7d8b99', 3)}`) +
        rect(-20, -104, 40, 36, '#dbe3ec', `rx="8" ${stroke('#7d8b99', 3)}`) +
        circle(-8, -86, 5, '#5fd0ff') +
        circle(8, -86, 5, '#5fd0ff') +
        path('M0 -104 L0 -120', 'none', stroke('#7d8b99', 3)) +
        circle(0, -124, 5, '#ff6b6b') +
        rect(-20, -10, 14, 10, '#7d8b99', 'rx="3"') +
        rect(6, -10, 14, 10, '#7d8b99', 'rx="3"'),
      p,
    ),
} satisfies Partial<Record<PropId, PropDrawer>>;
