import type { Likeness } from '@littlestar/shared/likeness';
import { darken, lighten } from '../color.js';
import { ellipse, group, path, rect, star, stroke } from '../svg.js';
import type { Colors } from './colors.js';
import { hairBack } from './hair.js';
import { head } from './head.js';
import { HEAD_Y } from './proportions.js';

/** Tucked up under a blanket, head on the pillow, eyes closed. */
export function sleepingChild(likeness: Likeness, colors: Colors): string {
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
