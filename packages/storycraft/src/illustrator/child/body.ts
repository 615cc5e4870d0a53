import { darken, lighten } from '../color.js';
import { circle, ellipse, n, path, rect, star, stroke } from '../svg.js';
import type { Colors } from './colors.js';
import type { Arm, PoseShape } from './poses.js';
import { HIP_Y, SHOULDER_X, SHOULDER_Y } from './proportions.js';

/*
 * The body below the head, drawn in the child's local coordinates from the pose's shape.
 */

export function shadow(): string {
  return ellipse(0, 2, 70, 12, '#000000', 'opacity="0.14"');
}

export function legs(shape: PoseShape, colors: Colors): string {
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

export function torso(colors: Colors): string {
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

export function arm(shape: Arm, side: -1 | 1, colors: Colors): string {
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

export function backpack(colors: Colors): string {
  const bag = '#c8783c';
  return (
    rect(-56, -176, 112, 84, bag, `rx="22" ${stroke(darken(bag, 0.3), 3)}`) +
    path('M-30 -178 L-26 -100 M30 -178 L26 -100', 'none', stroke(darken(bag, 0.25), 8)) +
    circle(0, -96, 2, darken(colors.shirt, 0.4), 'opacity="0"')
  );
}
