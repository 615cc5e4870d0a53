import type { Likeness } from '@littlestar/shared/likeness';
import { darken } from '../color.js';
import { circle, ellipse, path, stroke } from '../svg.js';
import type { Colors } from './colors.js';
import { HEAD_Y } from './proportions.js';

export type Expression =
  'smile' | 'wonder' | 'worried' | 'determined' | 'joy' | 'asleep' | 'content';

/** Eyes, nose, cheeks and mouth, as the expression has them. */
export function face(likeness: Likeness, colors: Colors, expression: Expression): string {
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

export function brows(colors: Colors, expression: Expression): string {
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
