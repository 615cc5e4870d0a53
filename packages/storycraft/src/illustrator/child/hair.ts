import type { Likeness } from '@littlestar/shared/likeness';
import { darken, mix } from '../color.js';
import { circle, ellipse, path, stroke } from '../svg.js';
import type { Colors } from './colors.js';
import { HEAD_Y } from './proportions.js';

/** Hair that sits behind the head: long locks, afros, ponytails, braids. */
export function hairBack(likeness: Likeness, colors: Colors): string {
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
export function hairFront(likeness: Likeness, colors: Colors): string {
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
