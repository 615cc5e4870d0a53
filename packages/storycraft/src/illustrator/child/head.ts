import type { Likeness } from '@littlestar/shared/likeness';
import { circle, path, rect, stroke } from '../svg.js';
import type { Colors } from './colors.js';
import { brows, face, type Expression } from './face.js';
import { hairFront } from './hair.js';
import { HEAD_R, HEAD_Y } from './proportions.js';

/** The head in front of the body: ears, face, the hair's cap and fringe, brows, glasses. */
export function head(likeness: Likeness, colors: Colors, expression: Expression): string {
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

/** The bubble helmet worn in space and under the sea. */
export function helmet(): string {
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
