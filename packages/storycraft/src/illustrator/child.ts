import type { Likeness } from '@littlestar/shared/likeness';
import type { Pose } from '../arc.js';
import { darken, lighten, luminance, mix } from './color.js';
import { circle, ellipse, group, n, path, rect, star, stroke } from './svg.js';

/**
 * The child, drawn from the likeness profile. Every page uses this one figure, so face,
 * hair, skin and clothes are the same throughout; only the pose and expression change.
 * Local coordinates: feet at (0, 0), about 330 units tall, head up (negative y).
 */

export type HeldProp = 'wand' | 'book' | 'lantern' | 'map' | null;

export interface ChildDrawing {
  likeness: Likeness;
  pose: Pose;
  x: number;
  y: number;
  scale: number;
  /** 1 faces right (the pointing arm is on the right), -1 mirrors the figure. */
  facing: 1 | -1;
  helmet?: boolean;
  /** The face a parent's note asked for ("she is smiling"); the pose's own otherwise. */
  expression?: Expression;
  holding?: HeldProp;
  /**
   * The held thing is the one the page's words name (the lantern from Grandma): it is
   * marked as that prop, so it is drawn once, in the child's hand. Otherwise it is only the
   * theme's look, marked as held.
   */
  holdingNamed?: boolean;
  backpack?: boolean;
}

export type Expression =
  'smile' | 'wonder' | 'worried' | 'determined' | 'joy' | 'asleep' | 'content';

interface Arm {
  /** Elbow and hand as offsets from the shoulder; +x is away from the body. */
  elbow: [number, number];
  hand: [number, number];
}

interface PoseShape {
  left: Arm;
  right: Arm;
  /** Leg angles in degrees from vertical; + spreads outward. */
  legs: [number, number];
  lean: number;
  hop: number;
  expression: Expression;
}

const POSES: Record<Exclude<Pose, 'sleeping'>, PoseShape> = {
  walking: {
    left: { elbow: [8, 40], hand: [6, 80] },
    right: { elbow: [14, 38], hand: [28, 74] },
    legs: [-4, 14],
    lean: 0,
    hop: 0,
    expression: 'smile',
  },
  discovering: {
    left: { elbow: [22, 34], hand: [8, 62] },
    right: { elbow: [30, -26], hand: [54, -64] },
    legs: [5, 5],
    lean: 0,
    hop: 0,
    expression: 'wonder',
  },
  worried: {
    left: { elbow: [10, 40], hand: [-30, 46] },
    right: { elbow: [10, 40], hand: [-30, 46] },
    legs: [2, 2],
    lean: 0,
    hop: 0,
    expression: 'worried',
  },
  trying: {
    left: { elbow: [34, 6], hand: [66, -8] },
    right: { elbow: [34, -6], hand: [64, -30] },
    legs: [-6, 16],
    lean: 7,
    hop: 0,
    expression: 'determined',
  },
  triumphant: {
    left: { elbow: [44, -36], hand: [72, -92] },
    right: { elbow: [44, -36], hand: [72, -92] },
    legs: [9, 9],
    lean: 0,
    hop: 22,
    expression: 'joy',
  },
  hugging: {
    left: { elbow: [-4, 40], hand: [-52, 34] },
    right: { elbow: [32, 18], hand: [66, 8] },
    legs: [3, 5],
    lean: 4,
    hop: 0,
    expression: 'content',
  },
};

interface Colors {
  skin: string;
  skinShade: string;
  hair: string;
  hairShade: string;
  shirt: string;
  shirtShade: string;
  trousers: string;
  shoes: string;
  line: string;
}

/**
 * The hair's highlight (or shadow, for light hair). Dark hair shines a warm brown, never
 * grey: a grey sheen reads as a bald patch on an afro.
 */
export function hairShadeFor(hairColor: string): string {
  return luminance(hairColor) < 0.25 ? mix(hairColor, '#6b4a35', 0.3) : darken(hairColor, 0.22);
}

function colorsFor(likeness: Likeness): Colors {
  return {
    skin: likeness.skinTone,
    skinShade: darken(likeness.skinTone, 0.16),
    hair: likeness.hairColor,
    hairShade: hairShadeFor(likeness.hairColor),
    shirt: likeness.favoriteColor,
    shirtShade: darken(likeness.favoriteColor, 0.2),
    trousers: mix(likeness.favoriteColor, '#2e3552', 0.7),
    shoes: '#5a4538',
    line: darken(likeness.skinTone, 0.5),
  };
}

const SHOULDER_Y = -168;
const SHOULDER_X = 38;
const HIP_Y = -96;
const HEAD_Y = -250;
const HEAD_R = 62;

export function drawChild(drawing: ChildDrawing): string {
  const colors = colorsFor(drawing.likeness);
  const transform = `translate(${n(drawing.x)} ${n(drawing.y)}) scale(${n(drawing.scale * drawing.facing)} ${n(drawing.scale)})`;
  if (drawing.pose === 'sleeping') return group(sleepingChild(drawing.likeness, colors), transform);
  const shape = POSES[drawing.pose];
  const body =
    shadow() +
    group(
      // Long hair, braids and ponytails hang behind the body, so they are drawn first.
      hairBack(drawing.likeness, colors) +
        (drawing.backpack ? backpack(colors) : '') +
        legs(shape, colors) +
        torso(colors) +
        arm(shape.left, -1, colors) +
        arm(shape.right, 1, colors) +
        (drawing.holding
          ? group(
              heldProp(drawing.holding, shape.right),
              undefined,
              drawing.holdingNamed
                ? `data-prop="${drawing.holding}"`
                : `data-held="${drawing.holding}"`,
            )
          : '') +
        head(drawing.likeness, colors, drawing.expression ?? shape.expression) +
        (drawing.helmet ? helmet() : ''),
      `translate(0 ${n(-shape.hop)}) rotate(${n(shape.lean)} 0 -20)`,
    );
  return group(body, transform);
}

function shadow(): string {
  return ellipse(0, 2, 70, 12, '#000000', 'opacity="0.14"');
}

function legs(shape: PoseShape, colors: Colors): string {
  let out = '';
  shape.legs.forEach((angle, index) => {
    const side = index === 0 ? -1 : 1;
    const hipX = side * 18;
    const radians = (angle * Math.PI) / 180;
    const ankleX = hipX + side * Math.sin(radians) * 82;
    const ankleY = HIP_Y + Math.cos(radians) * 82;
    out +=
      path(
        `M${n(hipX)} ${n(HIP_Y)} L${n(ankleX)} ${n(ankleY)}`,
        'none',
        stroke(colors.trousers, 30),
      ) +
      ellipse(
        ankleX + side * 6,
        ankleY + 6,
        21,
        11,
        colors.shoes,
        stroke(darken(colors.shoes, 0.3), 2.5),
      ) +
      ellipse(ankleX + side * 10, ankleY + 2, 6, 3, '#ffffff', 'opacity="0.3"');
  });
  return out;
}

function torso(colors: Colors): string {
  return (
    rect(-10, -196, 20, 22, colors.skinShade) +
    path(
      'M-46 -146 Q-48 -178 -20 -181 L20 -181 Q48 -178 46 -146 L50 -98 Q0 -86 -50 -98 Z',
      colors.shirt,
      stroke(colors.shirtShade, 3),
    ) +
    path('M-14 -181 Q0 -168 14 -181', 'none', stroke(colors.shirtShade, 3)) +
    star(0, -136, 15, lighten(colors.shirt, 0.45), 'opacity="0.9"') +
    path('M-50 -100 Q0 -88 50 -100 L50 -90 Q0 -78 -50 -90 Z', colors.trousers)
  );
}

function arm(shape: Arm, side: -1 | 1, colors: Colors): string {
  const sx = side * SHOULDER_X;
  const ex = sx + side * shape.elbow[0];
  const ey = SHOULDER_Y + shape.elbow[1];
  const hx = sx + side * shape.hand[0];
  const hy = SHOULDER_Y + shape.hand[1];
  const sleeveX = sx + (ex - sx) * 0.55;
  const sleeveY = SHOULDER_Y + (ey - SHOULDER_Y) * 0.55;
  return (
    path(
      `M${n(sx)} ${n(SHOULDER_Y)} L${n(ex)} ${n(ey)} L${n(hx)} ${n(hy)}`,
      'none',
      stroke(colors.skin, 17),
    ) +
    path(
      `M${n(sx)} ${n(SHOULDER_Y)} L${n(sleeveX)} ${n(sleeveY)}`,
      'none',
      stroke(colors.shirt, 26),
    ) +
    circle(hx, hy, 11, colors.skin, stroke(colors.skinShade, 2))
  );
}

function backpack(colors: Colors): string {
  const bag = '#c8783c';
  return (
    rect(-56, -176, 112, 84, bag, `rx="22" ${stroke(darken(bag, 0.3), 3)}`) +
    path('M-30 -178 L-26 -100 M30 -178 L26 -100', 'none', stroke(darken(bag, 0.25), 8)) +
    circle(0, -96, 2, darken(colors.shirt, 0.4), 'opacity="0"')
  );
}

function heldProp(prop: HeldProp, right: Arm): string {
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

function head(likeness: Likeness, colors: Colors, expression: Expression): string {
  return (
    circle(-HEAD_R + 2, HEAD_Y + 4, 12, colors.skinShade) +
    circle(HEAD_R - 2, HEAD_Y + 4, 12, colors.skinShade) +
    circle(0, HEAD_Y, HEAD_R, colors.skin, stroke(colors.skinShade, 2.5)) +
    face(likeness, colors, expression) +
    hairFront(likeness, colors) +
    brows(colors, expression) +
    (likeness.glasses ? glasses() : '')
  );
}

function face(likeness: Likeness, colors: Colors, expression: Expression): string {
  const eyeY = HEAD_Y + 4;
  let eyes = '';
  for (const x of [-22, 22]) {
    if (expression === 'asleep' || expression === 'joy' || expression === 'content') {
      const curve =
        expression === 'asleep'
          ? `M${x - 10} ${eyeY} Q${x} ${eyeY + 8} ${x + 10} ${eyeY}`
          : `M${x - 10} ${eyeY + 2} Q${x} ${eyeY - 10} ${x + 10} ${eyeY + 2}`;
      eyes += path(curve, 'none', stroke(colors.line, 4));
    } else {
      const big = expression === 'wonder' ? 1.15 : 1;
      eyes +=
        ellipse(x, eyeY, 10.5 * big, 12.5 * big, '#ffffff') +
        circle(x + 1, eyeY + 1, 7.8 * big, likeness.eyeColor) +
        circle(x + 1, eyeY + 1, 3.8 * big, '#1b1b22') +
        circle(x + 3.5, eyeY - 3, 2.4, '#ffffff');
    }
  }
  const mouthY = HEAD_Y + 40;
  const mouths: Record<Expression, string> = {
    smile: path(
      `M-14 ${mouthY - 3} Q0 ${mouthY + 9} 14 ${mouthY - 3}`,
      'none',
      stroke(colors.line, 4),
    ),
    content: path(
      `M-14 ${mouthY - 3} Q0 ${mouthY + 9} 14 ${mouthY - 3}`,
      'none',
      stroke(colors.line, 4),
    ),
    asleep: path(
      `M-8 ${mouthY - 1} Q0 ${mouthY + 4} 8 ${mouthY - 1}`,
      'none',
      stroke(colors.line, 3.5),
    ),
    wonder: ellipse(0, mouthY, 7, 9, '#8c3b3b'),
    worried: path(
      `M-13 ${mouthY + 3} Q-6 ${mouthY - 4} 0 ${mouthY + 1} Q6 ${mouthY - 4} 13 ${mouthY + 3}`,
      'none',
      stroke(colors.line, 4),
    ),
    determined: path(`M-12 ${mouthY} L12 ${mouthY - 2}`, 'none', stroke(colors.line, 4.5)),
    joy:
      path(
        `M-18 ${mouthY - 5} Q0 ${mouthY - 2} 18 ${mouthY - 5} Q14 ${mouthY + 16} 0 ${mouthY + 16} Q-14 ${mouthY + 16} -18 ${mouthY - 5} Z`,
        '#8c3b3b',
      ) + ellipse(0, mouthY + 10, 8, 4.5, '#f08a8a'),
  };
  return (
    eyes +
    path(
      `M-4 ${HEAD_Y + 22} Q0 ${HEAD_Y + 26} 4 ${HEAD_Y + 22}`,
      'none',
      stroke(colors.skinShade, 3.5),
    ) +
    circle(-38, HEAD_Y + 24, 9, '#ff7f7f', 'opacity="0.3"') +
    circle(38, HEAD_Y + 24, 9, '#ff7f7f', 'opacity="0.3"') +
    mouths[expression]
  );
}

function brows(colors: Colors, expression: Expression): string {
  const y = HEAD_Y - 17;
  const shapes: Partial<Record<Expression, string>> = {
    wonder: `M-32 ${y - 8} Q-22 ${y - 15} -12 ${y - 9} M12 ${y - 9} Q22 ${y - 15} 32 ${y - 8}`,
    worried: `M-32 ${y + 1} L-12 ${y - 7} M12 ${y - 7} L32 ${y + 1}`,
    determined: `M-32 ${y - 6} L-12 ${y + 1} M12 ${y + 1} L32 ${y - 6}`,
    asleep: '',
  };
  const d =
    shapes[expression] ??
    `M-31 ${y - 2} Q-22 ${y - 7} -13 ${y - 3} M13 ${y - 3} Q22 ${y - 7} 31 ${y - 2}`;
  return d ? path(d, 'none', stroke(darken(colors.hair, 0.15), 4)) : '';
}

function glasses(): string {
  const y = HEAD_Y + 4;
  const frame = stroke('#3b3550', 4);
  return (
    circle(-22, y, 17, '#ffffff', `fill-opacity="0.15" ${frame}`) +
    circle(22, y, 17, '#ffffff', `fill-opacity="0.15" ${frame}`) +
    path(
      `M-5 ${y - 2} Q0 ${y - 6} 5 ${y - 2} M-39 ${y - 2} L-58 ${y - 6} M39 ${y - 2} L58 ${y - 6}`,
      'none',
      frame,
    )
  );
}

function helmet(): string {
  return (
    circle(0, HEAD_Y + 2, 92, '#e6f6ff', `fill-opacity="0.16" ${stroke('#d6eefc', 6)}`) +
    path(
      `M-62 ${HEAD_Y - 38} Q-40 ${HEAD_Y - 82} 4 ${HEAD_Y - 86}`,
      'none',
      stroke('#ffffff', 7, 'opacity="0.7"'),
    ) +
    rect(-48, HEAD_Y + 82, 96, 14, '#cfd8e3', `rx="7" ${stroke('#a8b4c4', 2)}`)
  );
}

/** Hair that sits behind the head: long locks, afros, ponytails, braids. */
function hairBack(likeness: Likeness, colors: Colors): string {
  const { hair, hairShade } = colors;
  const line = stroke(darken(hair, 0.25), 2.5);
  switch (likeness.hairStyle) {
    case 'long':
      return path(
        `M-66 ${HEAD_Y - 4} Q-84 -160 -70 -132 L70 -132 Q84 -160 66 ${HEAD_Y - 4} Z`,
        hair,
        line,
      );
    case 'wavy':
      return path(
        `M-66 ${HEAD_Y - 4} Q-82 -200 -72 -168 Q-60 -156 -50 -170 Q-36 -156 -24 -168 L24 -168 Q36 -156 50 -170 Q60 -156 72 -168 Q82 -200 66 ${HEAD_Y - 4} Z`,
        hair,
        line,
      );
    case 'afro': {
      let puffs = circle(0, HEAD_Y - 14, 90, hair);
      for (let index = 0; index < 14; index += 1) {
        const angle = (index / 14) * Math.PI * 2;
        puffs += circle(Math.cos(angle) * 84, HEAD_Y - 14 + Math.sin(angle) * 84, 22, hair);
      }
      return puffs;
    }
    case 'curly': {
      let curls = '';
      for (let index = 0; index <= 10; index += 1) {
        const angle = Math.PI * (0.92 + index * 0.116);
        curls += circle(
          Math.cos(angle) * 66,
          HEAD_Y + 8 + Math.sin(angle) * 66,
          22,
          index % 2 ? hair : hairShade,
        );
      }
      return curls + circle(-66, HEAD_Y + 20, 20, hair) + circle(66, HEAD_Y + 20, 20, hair);
    }
    case 'ponytail':
      return (
        path(
          `M30 ${HEAD_Y - 52} Q104 ${HEAD_Y - 56} 98 ${HEAD_Y + 30} Q92 ${HEAD_Y + 74} 74 ${HEAD_Y + 92} Q84 ${HEAD_Y + 30} 46 ${HEAD_Y - 20} Z`,
          hair,
          line,
        ) + circle(50, HEAD_Y - 46, 9, likeness.favoriteColor)
      );
    case 'bun':
      return (
        circle(0, HEAD_Y - 66, 30, hair, line) +
        path(
          `M-20 ${HEAD_Y - 54} Q0 ${HEAD_Y - 44} 20 ${HEAD_Y - 54}`,
          'none',
          stroke(likeness.favoriteColor, 6),
        )
      );
    case 'braids': {
      let braids = '';
      for (const side of [-1, 1]) {
        for (let index = 0; index < 5; index += 1) {
          braids += ellipse(
            side * (60 + index * 1.5),
            HEAD_Y + 16 + index * 22,
            13,
            14,
            index % 2 ? hairShade : hair,
            line,
          );
        }
        braids +=
          circle(side * 68, HEAD_Y + 124, 7, likeness.favoriteColor) +
          path(
            `M${side * 64} ${HEAD_Y + 130} l${side * -4} 16 M${side * 70} ${HEAD_Y + 130} l${side * 4} 16`,
            'none',
            stroke(hair, 5),
          );
      }
      return braids;
    }
    default:
      return '';
  }
}

/** Hair over the forehead: the cap and fringe every style has. */
function hairFront(likeness: Likeness, colors: Colors): string {
  const { hair, hairShade } = colors;
  const line = stroke(darken(hair, 0.25), 2.5);
  const top = `M-66 ${HEAD_Y + 8} C-72 ${HEAD_Y - 54} -32 ${HEAD_Y - 74} 0 ${HEAD_Y - 72} C32 ${HEAD_Y - 74} 72 ${HEAD_Y - 54} 66 ${HEAD_Y + 8}`;
  switch (likeness.hairStyle) {
    case 'short':
      return (
        path(
          `${top} Q56 ${HEAD_Y - 32} 24 ${HEAD_Y - 30} Q4 ${HEAD_Y - 44} -18 ${HEAD_Y - 26} Q-46 ${HEAD_Y - 30} -58 ${HEAD_Y - 4} Z`,
          hair,
          line,
        ) +
        path(
          `M-30 ${HEAD_Y - 58} Q-8 ${HEAD_Y - 66} 16 ${HEAD_Y - 58}`,
          'none',
          stroke(hairShade, 4, 'opacity="0.7"'),
        )
      );
    case 'buzz':
      return path(
        `M-63 ${HEAD_Y - 8} C-66 ${HEAD_Y - 56} -30 ${HEAD_Y - 68} 0 ${HEAD_Y - 66} C30 ${HEAD_Y - 68} 66 ${HEAD_Y - 56} 63 ${HEAD_Y - 8} Q40 ${HEAD_Y - 40} 0 ${HEAD_Y - 42} Q-40 ${HEAD_Y - 40} -63 ${HEAD_Y - 8} Z`,
        mix(hair, colors.skin, 0.3),
        'opacity="0.95"',
      );
    case 'long':
    case 'wavy':
      return (
        path(
          `${top} L66 ${HEAD_Y + 50} Q58 ${HEAD_Y} 40 ${HEAD_Y - 26} Q16 ${HEAD_Y - 42} 2 ${HEAD_Y - 34} Q-16 ${HEAD_Y - 42} -40 ${HEAD_Y - 26} Q-58 ${HEAD_Y} -66 ${HEAD_Y + 50} Z`,
          hair,
          line,
        ) + path(`M2 ${HEAD_Y - 70} L2 ${HEAD_Y - 36}`, 'none', stroke(hairShade, 3))
      );
    case 'curly':
    case 'afro': {
      let curls = path(
        `${top} Q40 ${HEAD_Y - 40} 0 ${HEAD_Y - 40} Q-40 ${HEAD_Y - 40} -66 ${HEAD_Y + 8} Z`,
        hair,
      );
      for (let index = 0; index < 7; index += 1) {
        const x = -48 + index * 16;
        curls += circle(x, HEAD_Y - 38 - Math.abs(x) * 0.12, 13, index % 2 ? hairShade : hair);
      }
      return curls;
    }
    default:
      // braids, ponytail and bun: hair pulled back with a centre parting.
      return (
        path(
          `${top} Q50 ${HEAD_Y - 38} 4 ${HEAD_Y - 44} Q-50 ${HEAD_Y - 38} -66 ${HEAD_Y + 8} Z`,
          hair,
          line,
        ) + path(`M0 ${HEAD_Y - 72} L2 ${HEAD_Y - 46}`, 'none', stroke(hairShade, 3))
      );
  }
}

/** Tucked up under a blanket, head on the pillow, eyes closed. */
function sleepingChild(likeness: Likeness, colors: Colors): string {
  const blanket = lighten(likeness.favoriteColor, 0.35);
  let dots = '';
  for (let index = 0; index < 6; index += 1) {
    dots += star(-40 + index * 36, -46 + (index % 2) * 22, 8, lighten(likeness.favoriteColor, 0.7));
  }
  return (
    ellipse(0, 4, 200, 16, '#000000', 'opacity="0.12"') +
    rect(-210, -70, 420, 74, '#a87b5a', `rx="18" ${stroke('#7c5a41', 3)}`) +
    ellipse(-140, -90, 86, 40, '#fffdf6', stroke('#e3dccb', 3)) +
    group(
      hairBack(likeness, colors) + head(likeness, colors, 'asleep'),
      `translate(-132 -128) rotate(-70) scale(0.82) translate(0 ${-HEAD_Y})`,
    ) +
    path(
      'M-84 -122 Q-40 -156 70 -140 Q196 -128 206 -70 L206 -40 L-92 -40 Z',
      blanket,
      stroke(darken(blanket, 0.2), 3),
    ) +
    dots
  );
}
