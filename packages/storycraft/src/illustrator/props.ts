import type { Likeness } from '@littlestar/shared/likeness';
import type { PropId } from '../writer/story-things.js';
import { darken, lighten } from './color.js';
import { drawChild } from './child.js';
import { drawGrownUp } from './grown-up.js';
import { circle, ellipse, group, n, path, polygon, rect, star, stroke } from './svg.js';

/**
 * Simple props for what a page's words name: the cupboard a child fears, the kite they want,
 * the grandma or the puppy in the story. Drawn in the books' flat style with feet (or base)
 * at (0, 0). Each is wrapped in a group marked with its fixed id, so a test can see that the
 * page shows what it says; no words ever reach the picture.
 */

export interface PropPlacement {
  id: PropId;
  x: number;
  y: number;
  scale: number;
  facing: 1 | -1;
  /** The child's likeness, so family members share skin and hair. */
  child: Likeness;
  /** The words said "big" ("the big dog next door"): drawn larger than the child's pet. */
  big?: boolean;
  /** Another mark than the prop's own, for a thing that stands in for someone else. */
  mark?: string;
  /** The brother or sister the words name: their hair and whether they are the older one. */
  sibling?: SiblingLook;
}

/** "Her little brother" is a small boy, "his big sister" a taller girl with a ponytail. */
export interface SiblingLook {
  hair: Likeness['hairStyle'];
  older: boolean;
}

const at = (x: number, y: number, scale: number, facing: 1 | -1 = 1) =>
  `translate(${n(x)} ${n(y)}) scale(${n(scale * facing)} ${n(scale)})`;

/** How much larger a thing the words call big is drawn: a big dog stands as tall as the child. */
const BIG = 1.8;

function figure(id: PropId, content: string, placement: PropPlacement): string {
  return group(
    content,
    at(placement.x, placement.y, placement.scale * (placement.big ? BIG : 1), placement.facing),
    placement.mark ?? `data-prop="${id}"${placement.big ? ' data-size="big"' : ''}`,
  );
}

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

const DRAW: Record<PropId, (placement: PropPlacement) => string> = {
  grandma: (p) => grownUp('Grandma', p),
  grandpa: (p) => grownUp('Grandpa', p),
  mama: (p) => grownUp('Mama', p),
  papa: (p) => grownUp('Papa', p),
  teacher: (p) => grownUp('Teacher', p),
  baby: (p) =>
    figure(
      'baby',
      ellipse(0, -30, 34, 30, '#fff3e6', stroke('#d8c2a8', 2.5)) +
        circle(0, -78, 26, p.child.skinTone, stroke(darken(p.child.skinTone, 0.2), 2)) +
        path('M-14 -98 Q0 -112 12 -100', 'none', stroke(p.child.hairColor, 5)) +
        circle(-9, -80, 3.5, '#2b2233') +
        circle(9, -80, 3.5, '#2b2233') +
        path('M-6 -68 Q0 -63 6 -68', 'none', stroke('#8a5a4a', 2.5)),
      p,
    ),
  sibling: (p) =>
    smallChild(
      'sibling',
      // Without words to go by, as tall as the child; a little brother smaller, a big sister taller.
      p.sibling ? { ...p, scale: p.scale * (p.sibling.older ? 1.1 : 0.78) } : p,
      '#f2a541',
      p.sibling?.hair ?? 'ponytail',
    ),
  friend: (p) => smallChild('friend', p, '#6bbf8a', 'curly'),
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
};

function grownUp(role: string, p: PropPlacement): string {
  const id: PropId =
    role === 'Teacher'
      ? 'teacher'
      : (role.toLowerCase() as 'grandma' | 'grandpa' | 'mama' | 'papa');
  return group(
    drawGrownUp({ role, child: p.child, x: p.x, y: p.y, scale: p.scale, facing: p.facing }),
    undefined,
    `data-prop="${id}"`,
  );
}

function smallChild(
  id: PropId,
  p: PropPlacement,
  favoriteColor: string,
  hairStyle: Likeness['hairStyle'],
): string {
  return group(
    drawChild({
      likeness: {
        ...p.child,
        favoriteColor,
        hairStyle,
        glasses: false,
      },
      pose: 'walking',
      x: p.x,
      y: p.y,
      scale: p.scale,
      facing: p.facing,
    }),
    undefined,
    `data-prop="${id}"`,
  );
}

/** Where each kind of prop stands: big places behind, people and animals beside the child. */
export function propLayer(id: PropId): 'place' | 'beside' | 'near' {
  switch (id) {
    case 'cupboard':
    case 'stairs':
    case 'mountain':
    case 'tower':
    case 'bridge':
    case 'water':
    case 'tree':
    case 'slide':
    case 'cave':
    case 'dark':
      return 'place';
    case 'lantern':
    case 'kite':
    case 'bike':
    case 'ball':
    case 'teddy':
    case 'book':
    case 'drum':
    case 'boat':
      return 'near';
    default:
      return 'beside';
  }
}

export function drawProp(placement: PropPlacement): string {
  return DRAW[placement.id](placement);
}
