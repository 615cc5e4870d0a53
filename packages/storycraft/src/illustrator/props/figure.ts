import type { PropId } from '../../writer/story-things.js';
import { group, n } from '../svg.js';
import type { PropPlacement } from './placement.js';

const at = (x: number, y: number, scale: number, facing: 1 | -1 = 1) =>
  `translate(${n(x)} ${n(y)}) scale(${n(scale * facing)} ${n(scale)})`;

/** How much larger a thing the words call big is drawn: a big dog stands as tall as the child. */
const BIG = 1.8;

/** A prop's drawing, placed, sized and marked with its id (or the mark it stands in with). */
export function figure(id: PropId, content: string, placement: PropPlacement): string {
  return group(
    content,
    at(placement.x, placement.y, placement.scale * (placement.big ? BIG : 1), placement.facing),
    placement.mark ?? `data-prop="${id}"${placement.big ? ' data-size="big"' : ''}`,
  );
}
