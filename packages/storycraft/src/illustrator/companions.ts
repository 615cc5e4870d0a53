import type { Setting } from '@littlestar/shared/catalog';
import { darken, lighten } from './color.js';
import { circle, ellipse, group, n, path, polygon, rect, star, stroke } from './svg.js';

/**
 * The setting's creature (a fox in the forest, a seal by the sea …), the grown-up of a
 * family story and the objects themes need (rocket, treasure chest, fallen star).
 * All drawn with their feet at (0, 0) like the child.
 */

type CreatureShape = {
  body: string;
  belly: string;
  ears: 'pointy' | 'round' | 'big' | 'horns' | 'antennae' | 'none';
  tail: 'bushy' | 'thin' | 'curly' | 'none';
  kind: 'critter' | 'seal' | 'turtle' | 'dragon';
};

const CREATURES: Record<Setting, CreatureShape> = {
  forest: { body: '#e07a3c', belly: '#fbe8d3', ears: 'pointy', tail: 'bushy', kind: 'critter' },
  ocean: { body: '#8d99a8', belly: '#c9d2dc', ears: 'none', tail: 'none', kind: 'seal' },
  space: { body: '#7ccf6b', belly: '#c6f0b8', ears: 'antennae', tail: 'none', kind: 'critter' },
  'magical kingdom': {
    body: '#9b7fd4',
    belly: '#f3d98c',
    ears: 'horns',
    tail: 'thin',
    kind: 'dragon',
  },
  city: { body: '#c9a27a', belly: '#f3e5d2', ears: 'round', tail: 'thin', kind: 'critter' },
  mountain: { body: '#efe6da', belly: '#ffffff', ears: 'horns', tail: 'none', kind: 'critter' },
  jungle: { body: '#8a5a3c', belly: '#e8c9a5', ears: 'round', tail: 'curly', kind: 'critter' },
  desert: { body: '#e8c08a', belly: '#fbf0dc', ears: 'big', tail: 'bushy', kind: 'critter' },
  school: { body: '#e7b77a', belly: '#fff3e0', ears: 'round', tail: 'none', kind: 'critter' },
  underwater: { body: '#5fae7d', belly: '#cfe8a9', ears: 'none', tail: 'none', kind: 'turtle' },
};

function eyes(x: number, y: number, gap: number): string {
  return (
    circle(x - gap, y, 6, '#2b2233') +
    circle(x + gap, y, 6, '#2b2233') +
    circle(x - gap + 2, y - 2, 2, '#ffffff') +
    circle(x + gap + 2, y - 2, 2, '#ffffff')
  );
}

export function drawCreature(
  setting: Setting,
  x: number,
  y: number,
  scale: number,
  facing: 1 | -1,
): string {
  const shape = CREATURES[setting];
  const line = stroke(darken(shape.body, 0.3), 2.5);
  let body = ellipse(0, 4, 60, 10, '#000000', 'opacity="0.12"');
  if (shape.kind === 'seal') {
    body +=
      path(
        'M-70 0 Q-60 -60 0 -70 Q50 -74 56 -110 Q78 -112 76 -80 Q70 -10 -10 0 Z',
        shape.body,
        line,
      ) +
      path('M-78 -6 L-96 -24 L-90 0 Z', shape.body, line) +
      ellipse(-10, -10, 22, 9, darken(shape.body, 0.1)) +
      eyes(62, -98, 8) +
      circle(76, -88, 5, '#2b2233');
  } else if (shape.kind === 'turtle') {
    body +=
      ellipse(-46, -8, 20, 10, shape.belly, line) +
      ellipse(40, -8, 20, 10, shape.belly, line) +
      circle(66, -40, 24, shape.belly, line) +
      path('M-60 -20 Q-50 -96 0 -98 Q50 -96 60 -20 Z', shape.body, line) +
      path(
        'M-30 -30 L-16 -70 L16 -70 L30 -30 Z M-52 -28 L-30 -30 M52 -28 L30 -30',
        'none',
        stroke(darken(shape.body, 0.25), 3),
      ) +
      eyes(70, -46, 7);
  } else {
    const isDragon = shape.kind === 'dragon';
    body +=
      tail(shape) +
      rect(-38, -30, 16, 30, shape.body, `rx="7" ${line}`) +
      rect(22, -30, 16, 30, shape.body, `rx="7" ${line}`) +
      ellipse(0, -50, 50, 36, shape.body, line) +
      ellipse(6, -42, 30, 22, shape.belly) +
      (isDragon
        ? path('M-20 -80 Q-56 -140 -84 -96 Q-60 -100 -44 -70 Z', lighten(shape.body, 0.25), line)
        : '') +
      ears(shape, line) +
      circle(34, -104, 36, shape.body, line) +
      ellipse(46, -92, 18, 13, shape.belly) +
      eyes(34, -110, 13) +
      circle(52, -96, 5, '#2b2233');
  }
  return group(
    body,
    `translate(${n(x)} ${n(y)}) scale(${n(scale * facing)} ${n(scale)})`,
    'data-goal="creature"',
  );
}

function ears(shape: CreatureShape, line: string): string {
  const fill = shape.body;
  switch (shape.ears) {
    case 'pointy':
      return (
        polygon(
          [
            [8, -124],
            [4, -160],
            [28, -134],
          ],
          fill,
          line,
        ) +
        polygon(
          [
            [42, -134],
            [62, -160],
            [62, -122],
          ],
          fill,
          line,
        )
      );
    case 'big':
      return (
        polygon(
          [
            [6, -118],
            [-10, -180],
            [30, -132],
          ],
          fill,
          line,
        ) +
        polygon(
          [
            [40, -132],
            [78, -178],
            [64, -116],
          ],
          fill,
          line,
        )
      );
    case 'round':
      return circle(8, -132, 14, fill, line) + circle(62, -132, 14, fill, line);
    case 'horns':
      return path(
        'M14 -132 Q6 -162 -6 -166 Q12 -150 22 -136 Z M54 -136 Q62 -162 76 -166 Q60 -150 48 -132 Z',
        '#f3e3c0',
        stroke('#b8a27a', 2),
      );
    case 'antennae':
      return (
        path('M22 -136 L12 -170 M48 -136 L58 -170', 'none', stroke(fill, 5)) +
        circle(12, -172, 8, '#ffe066') +
        circle(58, -172, 8, '#ffe066')
      );
    case 'none':
      return '';
  }
}

function tail(shape: CreatureShape): string {
  const fill = shape.body;
  switch (shape.tail) {
    case 'bushy':
      return (
        path(
          'M-44 -50 Q-96 -60 -92 -112 Q-70 -80 -40 -70 Z',
          fill,
          stroke(darken(fill, 0.3), 2.5),
        ) + circle(-90, -108, 10, '#ffffff')
      );
    case 'thin':
      return path('M-44 -46 Q-84 -40 -82 -80', 'none', stroke(fill, 8));
    case 'curly':
      return path(
        'M-44 -46 Q-96 -40 -90 -90 Q-84 -114 -64 -104 Q-56 -92 -72 -88',
        'none',
        stroke(fill, 8),
      );
    case 'none':
      return '';
  }
}

/** A simple grown-up, taller than the child, in warm clothes: Grandma, Papa, … */
export function drawRocket(x: number, y: number, scale: number, flame: boolean): string {
  const body = '#f4f1ec';
  const accent = '#e4574f';
  return group(
    (flame
      ? path('M-26 0 Q0 90 26 0 Q0 40 -26 0 Z', '#ffb347') + path('M-14 0 Q0 50 14 0 Z', '#fff0a8')
      : '') +
      path(
        'M-40 -40 L-74 10 L-40 0 Z M40 -40 L74 10 L40 0 Z',
        accent,
        stroke(darken(accent, 0.3), 3),
      ) +
      path('M-40 0 L-40 -170 Q0 -270 40 -170 L40 0 Z', body, stroke('#b7b1a8', 3)) +
      path('M-28 -206 Q0 -276 28 -206 Z', accent) +
      circle(0, -120, 22, '#7fc8f8', stroke('#8a8479', 5)) +
      rect(-40, -20, 80, 20, accent),
    `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
  );
}

export function drawTreasureChest(x: number, y: number, scale: number): string {
  return group(
    circle(0, -60, 80, '#ffe07a', 'opacity="0.3"') +
      rect(-60, -60, 120, 60, '#a0612f', `rx="6" ${stroke('#6b3f1e', 3)}`) +
      path('M-60 -60 Q0 -120 60 -60 Z', '#b8733a', stroke('#6b3f1e', 3)) +
      rect(-8, -66, 16, 24, '#f2c14e', stroke('#a67c1a', 2)) +
      star(-24, -100, 10, '#fff3a8') +
      star(30, -108, 8, '#fff3a8'),
    `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
    'data-goal="treasure"',
  );
}

/** The little fallen star of a space story: a soft, smiling star. */
export function drawLittleStar(x: number, y: number, scale: number, bright: boolean): string {
  return group(
    circle(0, 0, 70, '#fff3a8', `opacity="${bright ? 0.45 : 0.2}"`) +
      star(0, 0, 48, bright ? '#ffd84d' : '#e8d08a', stroke('#e0a800', 3)) +
      circle(-10, -2, 4, '#5a4330') +
      circle(10, -2, 4, '#5a4330') +
      path('M-8 10 Q0 16 8 10', 'none', stroke('#5a4330', 3)),
    `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
    'data-goal="star"',
  );
}

export function drawOwl(x: number, y: number, scale: number): string {
  return group(
    ellipse(0, -50, 40, 50, '#9a7048', stroke('#6b4a2c', 3)) +
      ellipse(0, -36, 24, 30, '#e8d3b0') +
      circle(-16, -70, 14, '#ffffff') +
      circle(16, -70, 14, '#ffffff') +
      circle(-16, -70, 7, '#2b2233') +
      circle(16, -70, 7, '#2b2233') +
      polygon(
        [
          [-6, -58],
          [6, -58],
          [0, -48],
        ],
        '#f0a500',
      ) +
      polygon(
        [
          [-34, -92],
          [-24, -116],
          [-14, -94],
        ],
        '#9a7048',
      ) +
      polygon(
        [
          [34, -92],
          [24, -116],
          [14, -94],
        ],
        '#9a7048',
      ),
    `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
  );
}

export function sparkles(
  x: number,
  y: number,
  spread: number,
  count: number,
  seedOffset: number,
): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const angle = (index * 2.399 + seedOffset) % (Math.PI * 2);
    const radius = spread * (0.35 + ((index * 37) % 60) / 100);
    out += star(
      x + Math.cos(angle) * radius,
      y + Math.sin(angle) * radius,
      6 + (index % 3) * 4,
      index % 2 ? '#fff3a8' : '#ffd1ec',
    );
  }
  return out;
}
