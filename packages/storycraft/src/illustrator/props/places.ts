import type { PropId } from '../../writer/story-things.js';
import { circle, ellipse, path, polygon, rect, star, stroke } from '../svg.js';
import { figure } from './figure.js';
import type { PropDrawer } from './placement.js';

/** Big places that stand behind the child: the cupboard, the stairs, the mountain, the dark. */
export const PLACES = {
  cupboard: (p) =>
    figure(
      'cupboard',
      rect(-90, -300, 180, 300, '#a0704a', `rx="6" ${stroke('#6b4a2c', 4)}`) +
        rect(-74, -284, 72, 268, '#2a2038', `rx="4"`) +
        rect(2, -284, 72, 268, '#b8845a', `rx="4" ${stroke('#6b4a2c', 3)}`) +
        circle(14, -150, 6, '#f2c14e') +
        circle(-48, -170, 5, '#fff3a8', 'opacity="0.8"') +
        circle(-30, -170, 5, '#fff3a8', 'opacity="0.8"'),
      p,
    ),
  stairs: (p) =>
    figure(
      'stairs',
      path(
        'M-120 0 L-120 -40 L-80 -40 L-80 -80 L-40 -80 L-40 -120 L0 -120 L0 -160 L40 -160 L40 -200 L80 -200 L80 0 Z',
        '#c9a27a',
        stroke('#7d5a3a', 4),
      ) + path('M-120 -40 L80 -240', 'none', stroke('#7d5a3a', 5)),
      p,
    ),
  mountain: (p) =>
    figure(
      'mountain',
      polygon(
        [
          [-220, 0],
          [0, -420],
          [220, 0],
        ],
        '#9ec9e6',
        stroke('#5f8fb3', 4),
      ) +
        polygon(
          [
            [-60, -305],
            [0, -420],
            [60, -305],
            [20, -320],
            [0, -300],
            [-24, -322],
          ],
          '#ffffff',
        ) +
        path('M-80 -60 L40 -260', 'none', stroke('#ffffff', 6, 'opacity="0.5"')),
      p,
    ),
  tower: (p) =>
    figure(
      'tower',
      rect(-50, -360, 100, 360, '#e8d9c0', stroke('#9c8a6a', 4)) +
        polygon(
          [
            [-66, -360],
            [0, -450],
            [66, -360],
          ],
          '#c0504d',
          stroke('#7d2f2d', 4),
        ) +
        rect(-18, -300, 36, 50, '#ffe08a', `rx="18" ${stroke('#9c8a6a', 3)}`) +
        rect(-20, -70, 40, 70, '#6b4a2c', 'rx="18"'),
      p,
    ),
  bridge: (p) =>
    figure(
      'bridge',
      path('M-200 0 Q0 -160 200 0 L200 -20 Q0 -190 -200 -20 Z', '#b8845a', stroke('#6b4a2c', 4)) +
        path(
          'M-160 -60 L-160 -20 M-80 -110 L-80 -66 M0 -130 L0 -84 M80 -110 L80 -66 M160 -60 L160 -20',
          'none',
          stroke('#6b4a2c', 5),
        ),
      p,
    ),
  water: (p) =>
    figure(
      'water',
      ellipse(0, -20, 220, 46, '#4aa3d9', stroke('#2c6f9e', 4)) +
        ellipse(0, -26, 160, 26, '#2c6f9e', 'opacity="0.45"') +
        path(
          'M-140 -30 q20 -14 40 0 q20 14 40 0 M40 -20 q20 -14 40 0 q20 14 40 0',
          'none',
          stroke('#ffffff', 4),
        ),
      p,
    ),
  tree: (p) =>
    figure(
      'tree',
      rect(-20, -200, 40, 200, '#7a5236') +
        circle(0, -250, 110, '#5a9e52') +
        circle(-70, -200, 70, '#5a9e52') +
        circle(70, -200, 70, '#6eaa67'),
      p,
    ),
  slide: (p) =>
    figure(
      'slide',
      path('M-100 0 L-100 -200 M-60 0 L-60 -200', 'none', stroke('#4f86c6', 8)) +
        path(
          'M-100 -60 L-60 -60 M-100 -120 L-60 -120 M-100 -180 L-60 -180',
          'none',
          stroke('#4f86c6', 6),
        ) +
        path('M-60 -200 Q40 -160 120 0 L96 0 Q30 -140 -60 -176 Z', '#f2c14e', stroke('#b98a1a', 3)),
      p,
    ),
  cave: (p) =>
    figure(
      'cave',
      path('M-200 0 Q-190 -260 0 -280 Q190 -260 200 0 Z', '#8a7f76', stroke('#5a524c', 4)) +
        path('M-110 0 Q-100 -170 0 -180 Q100 -170 110 0 Z', '#1e1828'),
      p,
    ),
  dark: (p) =>
    figure(
      'dark',
      path('M-150 0 Q-140 -240 0 -260 Q140 -240 150 0 Z', '#1e1828', 'opacity="0.85"') +
        circle(-30, -150, 6, '#fff3a8', 'opacity="0.9"') +
        circle(-10, -150, 6, '#fff3a8', 'opacity="0.9"') +
        star(90, -300, 14, '#fff3a8'),
      p,
    ),
} satisfies Partial<Record<PropId, PropDrawer>>;
