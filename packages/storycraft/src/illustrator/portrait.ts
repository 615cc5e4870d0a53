import type { Likeness } from '@littlestar/shared/likeness';
import { drawChild } from './child.js';
import { lighten } from './color.js';
import { rect } from './svg.js';

/*
 * The head and shoulders of the figure every page draws, so a child's small round avatar
 * is the same child as on the covers. The frame is wide enough for the biggest hair (afro
 * puffs reach about 112 units from the head's middle at y = -264).
 */
const FRAME = { x: -125, y: -390, size: 250 } as const;

/** A square SVG portrait of the child, on a pale tint of their favourite colour. */
export function drawPortrait(likeness: Likeness): string {
  const { x, y, size } = FRAME;
  const figure = drawChild({ likeness, pose: 'walking', x: 0, y: 0, scale: 1, facing: 1 });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${size} ${size}" width="160" height="160">` +
    rect(x, y, size, size, lighten(likeness.favoriteColor, 0.78)) +
    figure +
    '</svg>'
  );
}
