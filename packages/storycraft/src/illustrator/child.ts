import type { Likeness } from '@littlestar/shared/likeness';
import type { Pose } from '../arc.js';
import { sleepingChild } from './child/asleep.js';
import { arm, backpack, legs, shadow, torso } from './child/body.js';
import { colorsFor } from './child/colors.js';
import type { Expression } from './child/face.js';
import { hairBack } from './child/hair.js';
import { head, helmet } from './child/head.js';
import { heldProp, type HeldProp } from './child/held.js';
import { POSES } from './child/poses.js';
import { group, n } from './svg.js';

/**
 * The child, drawn from the likeness profile. Every page uses this one figure, so face,
 * hair, skin and clothes are the same throughout; only the pose and expression change.
 * Local coordinates: feet at (0, 0), about 330 units tall, head up (negative y).
 */

// The figure's parts live in child/; what others use of them is still found here.
export { hairShadeFor } from './child/colors.js';
export type { Expression } from './child/face.js';
export type { HeldProp } from './child/held.js';

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
