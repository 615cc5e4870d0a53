import type { Likeness } from '@littlestar/shared/likeness';
import type { PropId } from '../../writer/story-things.js';
import { drawChild } from '../child.js';
import { darken } from '../color.js';
import { drawGrownUp } from '../grown-up.js';
import { circle, ellipse, group, path, stroke } from '../svg.js';
import { figure } from './figure.js';
import type { PropDrawer, PropPlacement } from './placement.js';

/** The family, the teacher and the other children a page names, drawn beside the child. */
export const PEOPLE = {
  grandma: (p) => grownUp('Grandma', p),
  grandpa: (p) => grownUp('Grandpa', p),
  mama: (p) => grownUp('Mama', p),
  papa: (p) => grownUp('Papa', p),
  teacher: (p) => grownUp('Teacher', p),
  baby: (p) =>
    figure(
      'baby',
      ellipse(0, -30, 34, 30, '#fff3e6', stroke('#d8c2a8', 2.5)) +
        circle(0, -78, 26, p.child.skinTone, stroke(darken(p.child.skinTone, 0.2), 2)) +
        path('M-14 -98 Q0 -112 12 -100', 'none', stroke(p.child.hairColor, 5)) +
        circle(-9, -80, 3.5, '#2b2233') +
        circle(9, -80, 3.5, '#2b2233') +
        path('M-6 -68 Q0 -63 6 -68', 'none', stroke('#8a5a4a', 2.5)),
      p,
    ),
  sibling: (p) =>
    smallChild(
      'sibling',
      // Without words to go by, as tall as the child; a little brother smaller, a big sister taller.
      p.sibling ? { ...p, scale: p.scale * (p.sibling.older ? 1.1 : 0.78) } : p,
      '#f2a541',
      p.sibling?.hair ?? 'ponytail',
    ),
  friend: (p) => smallChild('friend', p, '#6bbf8a', 'curly'),
} satisfies Partial<Record<PropId, PropDrawer>>;

function grownUp(role: string, p: PropPlacement): string {
  const id: PropId =
    role === 'Teacher'
      ? 'teacher'
      : (role.toLowerCase() as 'grandma' | 'grandpa' | 'mama' | 'papa');
  return group(
    drawGrownUp({ role, child: p.child, x: p.x, y: p.y, scale: p.scale, facing: p.facing }),
    undefined,
    `data-prop="${id}"`,
  );
}

function smallChild(
  id: PropId,
  p: PropPlacement,
  favoriteColor: string,
  hairStyle: Likeness['hairStyle'],
): string {
  return group(
    drawChild({
      likeness: {
        ...p.child,
        favoriteColor,
        hairStyle,
        glasses: false,
      },
      pose: 'walking',
      x: p.x,
      y: p.y,
      scale: p.scale,
      facing: p.facing,
    }),
    undefined,
    `data-prop="${id}"`,
  );
}
