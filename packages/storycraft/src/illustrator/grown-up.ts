import type { Likeness } from '@littlestar/shared/likeness';
import { darken, lighten, luminance, mix } from './color.js';
import { circle, ellipse, group, n, path, rect, stroke } from './svg.js';

/**
 * The grown-up of a family story, drawn as the text names them: Grandpa has grey hair and
 * glasses, Mama a dress, Papa a shirt. They are family, so their skin follows the child's
 * (a shade deeper, as grown-ups' often is) and parents share the child's hair colour.
 * Feet at (0, 0) like the child.
 */

type Outfit = 'dress' | 'shirt' | 'cardigan' | 'coat';
type HairCut = 'long' | 'bun' | 'short' | 'receding';

interface GrownUpLook {
  outfit: Outfit;
  clothes: string;
  hairCut: HairCut;
  isElder: boolean;
}

const LOOKS: Array<[RegExp, GrownUpLook]> = [
  [
    /\b(?:grandma|granny|gran|nana|nanna|grandmother|oma|nani|dadi)\b/i,
    { outfit: 'cardigan', clothes: '#b48ac9', hairCut: 'bun', isElder: true },
  ],
  [
    /\b(?:grandpa|grandad|granddad|grandfather|gramps|opa|grandpapa)\b/i,
    { outfit: 'coat', clothes: '#7a9e7e', hairCut: 'receding', isElder: true },
  ],
  [
    /\b(?:mama|mum|mom|mommy|mummy|mother|auntie|aunt|aunty)\b/i,
    { outfit: 'dress', clothes: '#e0796b', hairCut: 'long', isElder: false },
  ],
  [
    /\b(?:papa|dad|daddy|father|uncle)\b/i,
    { outfit: 'shirt', clothes: '#4f86c6', hairCut: 'short', isElder: false },
  ],
];

const GENERIC: GrownUpLook = {
  outfit: 'coat',
  clothes: '#d9a441',
  hairCut: 'short',
  isElder: false,
};

/** Aunts and uncles get their own colours, so they are not drawn as Mama and Papa. */
const SIBLING_CLOTHES: Array<[RegExp, string]> = [
  [/\baunt/i, '#e8b64c'],
  [/\buncle/i, '#c0504d'],
];

export function grownUpLook(role: string): GrownUpLook {
  const look = LOOKS.find(([pattern]) => pattern.test(role))?.[1] ?? GENERIC;
  const clothes = SIBLING_CLOTHES.find(([pattern]) => pattern.test(role))?.[1] ?? look.clothes;
  return { ...look, clothes };
}

export interface GrownUpDrawing {
  /** Who the text says it is: "Grandpa", "Mama", "Auntie May" … */
  role: string;
  child: Pick<Likeness, 'skinTone' | 'hairColor'>;
  x: number;
  y: number;
  scale: number;
  facing: 1 | -1;
  /** A grown-up of the cast comes with their own hair and skin (product.md#cast). */
  hair?: string;
  skin?: string;
}

export function drawGrownUp(drawing: GrownUpDrawing): string {
  const look = grownUpLook(drawing.role);
  const skin = drawing.skin ?? darken(drawing.child.skinTone, 0.06);
  const hair = drawing.hair ?? (look.isElder ? '#d3cec7' : drawing.child.hairColor);
  const hairShade = luminance(hair) < 0.25 ? mix(hair, '#6b4a35', 0.25) : darken(hair, 0.2);
  const line = stroke(darken(skin, 0.45), 2.5);
  const clothesLine = stroke(darken(look.clothes, 0.3), 3);
  const trousers = look.outfit === 'shirt' ? '#3d4a6b' : '#4a5168';

  const legs =
    look.outfit === 'dress'
      ? rect(-24, -80, 18, 80, skin) + rect(6, -80, 18, 80, skin)
      : rect(-30, -150, 24, 150, trousers, 'rx="10"') + rect(6, -150, 24, 150, trousers, 'rx="10"');
  const shoes = ellipse(-18, -4, 22, 10, '#4a3a30') + ellipse(18, -4, 22, 10, '#4a3a30');

  let body = '';
  switch (look.outfit) {
    case 'dress':
      body = path('M-48 -290 Q0 -304 48 -290 L74 -74 L-74 -74 Z', look.clothes, clothesLine);
      break;
    case 'shirt':
      body =
        path(
          'M-52 -170 Q-58 -288 0 -298 Q58 -288 52 -170 L54 -146 L-54 -146 Z',
          look.clothes,
          clothesLine,
        ) + path('M-14 -296 L0 -270 L14 -296', 'none', stroke('#ffffff', 5));
      break;
    case 'cardigan':
      body =
        path(
          'M-52 -170 Q-58 -288 0 -298 Q58 -288 52 -170 L56 -150 L-56 -150 Z',
          look.clothes,
          clothesLine,
        ) +
        path('M-58 -152 L-62 -70 L62 -70 L58 -152 Z', darken(look.clothes, 0.25)) +
        path('M0 -296 L0 -152', 'none', stroke(darken(look.clothes, 0.3), 3)) +
        circle(0, -260, 4, lighten(look.clothes, 0.5)) +
        circle(0, -220, 4, lighten(look.clothes, 0.5)) +
        circle(0, -180, 4, lighten(look.clothes, 0.5));
      break;
    case 'coat':
      body = path(
        'M-56 -170 Q-60 -290 0 -300 Q60 -290 56 -170 L62 -140 L-62 -140 Z',
        look.clothes,
        clothesLine,
      );
      break;
  }
  const arms = path(
    'M-50 -270 Q-86 -220 -40 -170 M50 -270 Q86 -220 50 -200',
    'none',
    stroke(look.clothes, 18),
  );
  const hands = circle(-40, -170, 10, skin) + circle(50, -200, 10, skin);

  let hairBack = '';
  let hairTop = '';
  switch (look.hairCut) {
    case 'long':
      hairBack = path('M-58 -370 Q-70 -300 -60 -270 L60 -270 Q70 -300 58 -370 Z', hair);
      hairTop = path(
        'M-56 -356 Q-62 -424 0 -420 Q62 -424 56 -356 Q30 -396 -10 -388 Q-40 -384 -56 -356 Z',
        hair,
      );
      break;
    case 'bun':
      hairBack = circle(0, -420, 26, hair);
      hairTop = path(
        'M-54 -360 Q-60 -420 0 -418 Q60 -420 54 -360 Q40 -396 0 -392 Q-40 -396 -54 -360 Z',
        hair,
      );
      break;
    case 'short':
      hairTop = path(
        'M-54 -360 Q-58 -422 0 -420 Q58 -422 54 -360 Q44 -392 0 -396 Q-44 -392 -54 -360 Z',
        hair,
      );
      break;
    case 'receding':
      hairTop =
        path('M-54 -350 Q-58 -392 -40 -396 Q-46 -372 -44 -346 Z', hair) +
        path('M54 -350 Q58 -392 40 -396 Q46 -372 44 -346 Z', hair);
      break;
  }
  const shine = path('M-30 -404 Q-10 -412 10 -406', 'none', stroke(hairShade, 4, 'opacity="0.6"'));
  const glasses = look.isElder
    ? circle(-20, -358, 13, 'none', stroke('#3b3340', 3)) +
      circle(20, -358, 13, 'none', stroke('#3b3340', 3)) +
      path('M-7 -358 L7 -358', 'none', stroke('#3b3340', 3))
    : '';

  return group(
    ellipse(0, 2, 70, 12, '#000000', 'opacity="0.12"') +
      legs +
      shoes +
      body +
      arms +
      hands +
      rect(-10, -318, 20, 22, darken(skin, 0.12)) +
      hairBack +
      circle(0, -360, 52, skin, line) +
      hairTop +
      (look.hairCut === 'receding' ? '' : shine) +
      path('M-28 -356 Q-18 -366 -8 -356 M8 -356 Q18 -366 28 -356', 'none', stroke('#2b2233', 4)) +
      glasses +
      path('M-14 -330 Q0 -318 14 -330', 'none', stroke(darken(skin, 0.5), 4)) +
      circle(-30, -336, 8, '#ff7f7f', 'opacity="0.3"') +
      circle(30, -336, 8, '#ff7f7f', 'opacity="0.3"'),
    `translate(${n(drawing.x)} ${n(drawing.y)}) scale(${n(drawing.scale * drawing.facing)} ${n(drawing.scale)})`,
  );
}
