import type { PropId } from '../../writer/story-things.js';
import { circle, ellipse, path, polygon, rect, stroke } from '../svg.js';
import { figure } from './figure.js';
import type { PropDrawer } from './placement.js';

/** Things a child can carry or play with: a lantern, a kite, a ball, a boat. */
export const THINGS = {
  lantern: (p) =>
    figure(
      'lantern',
      circle(0, -50, 56, '#ffd76a', 'opacity="0.3"') +
        rect(-22, -92, 44, 10, '#5b4a3a', 'rx="4"') +
        rect(-18, -82, 36, 66, '#ffe08a', `rx="8" ${stroke('#5b4a3a', 3)}`) +
        circle(0, -50, 12, '#fff6cf') +
        rect(-22, -16, 44, 10, '#5b4a3a', 'rx="4"') +
        path('M-10 -92 Q0 -112 10 -92', 'none', stroke('#5b4a3a', 3)),
      p,
    ),
  kite: (p) =>
    figure(
      'kite',
      polygon(
        [
          [0, -300],
          [46, -240],
          [0, -160],
          [-46, -240],
        ],
        '#e4574f',
        stroke('#9c3028', 3),
      ) +
        path('M0 -300 L0 -160 M-46 -240 L46 -240', 'none', stroke('#9c3028', 2)) +
        path('M0 -160 Q20 -120 -10 -80 Q-30 -40 0 0', 'none', stroke('#6b5a4a', 2)) +
        polygon(
          [
            [-6, -130],
            [6, -124],
            [-4, -118],
          ],
          '#ffd84d',
        ),
      p,
    ),
  bike: (p) =>
    figure(
      'bike',
      circle(-50, -36, 34, 'none', stroke('#2f3a4a', 6)) +
        circle(50, -36, 34, 'none', stroke('#2f3a4a', 6)) +
        path(
          'M-50 -36 L-10 -36 L24 -84 L-20 -84 Z M24 -84 L50 -36 M-20 -84 L-26 -100',
          'none',
          stroke('#e4574f', 7),
        ) +
        path('M-36 -102 L-16 -102 M24 -84 L28 -106 L42 -106', 'none', stroke('#2f3a4a', 6)),
      p,
    ),
  ball: (p) =>
    figure(
      'ball',
      circle(0, -28, 28, '#ff7a59', stroke('#c4503a', 3)) +
        path('M-28 -28 Q0 -10 28 -28 M0 -56 Q-12 -28 0 0', 'none', stroke('#ffffff', 4)),
      p,
    ),
  teddy: (p) =>
    figure(
      'teddy',
      circle(-24, -96, 12, '#b07a4a', stroke('#7d5331', 2.5)) +
        circle(24, -96, 12, '#b07a4a', stroke('#7d5331', 2.5)) +
        ellipse(0, -34, 30, 32, '#b07a4a', stroke('#7d5331', 2.5)) +
        circle(0, -82, 26, '#b07a4a', stroke('#7d5331', 2.5)) +
        ellipse(0, -74, 11, 8, '#e3c29c') +
        circle(-9, -88, 3.5, '#2b2233') +
        circle(9, -88, 3.5, '#2b2233') +
        ellipse(0, -30, 16, 18, '#e3c29c'),
      p,
    ),
  book: (p) =>
    figure(
      'book',
      path('M-44 -10 L0 0 L44 -10 L44 -60 L0 -50 L-44 -60 Z', '#fdf6e3', stroke('#3d6fb3', 4)) +
        path('M0 0 L0 -50', 'none', stroke('#3d6fb3', 3)) +
        path(
          'M-34 -44 L-8 -38 M-34 -32 L-8 -26 M8 -38 L34 -44 M8 -26 L34 -32',
          'none',
          stroke('#9fb3cc', 2),
        ),
      p,
    ),
  boat: (p) =>
    figure(
      'boat',
      path('M-80 -30 L80 -30 L56 0 L-56 0 Z', '#c0504d', stroke('#7d2f2d', 3)) +
        path('M0 -30 L0 -150', 'none', stroke('#6b4a2c', 5)) +
        polygon(
          [
            [4, -146],
            [64, -44],
            [4, -44],
          ],
          '#fdf6e3',
          stroke('#c9bfa5', 2),
        ),
      p,
    ),
  drum: (p) =>
    figure(
      'drum',
      rect(-36, -56, 72, 52, '#e4574f', `rx="6" ${stroke('#9c3028', 3)}`) +
        ellipse(0, -56, 36, 10, '#fdf6e3', stroke('#9c3028', 3)) +
        path('M-36 -50 L-12 -8 L12 -50 L36 -8', 'none', stroke('#ffd84d', 3)),
      p,
    ),
} satisfies Partial<Record<PropId, PropDrawer>>;
