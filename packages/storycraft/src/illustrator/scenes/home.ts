import type { ScenePainter } from '../scene.js';
import { sky, sunOrMoon } from '../scenery.js';
import { group, rect, stroke } from '../svg.js';

/**
 * Home, indoors: a wall with a window on the outside's light, a floor and a rug. Drawn when
 * a page's words bring the child home to a fear that lives there (the cupboard under the
 * stairs), whatever place the rest of the story is set in.
 */
export const paintHome: ScenePainter = (context) => {
  const t = context.tone;
  const layout = context.layoutFor('home');
  const wall = layout.pick(['#f3e3c3', '#e4ecd9', '#f2d9d4', '#dfe6f2']);
  const windowX = 120 + context.pan * 0.2;
  // The window shows the hour: sky, then the sun or the moon, clipped to its frame.
  const clip = context.id('window');
  context.defs.push(
    `<clipPath id="${clip}"><rect x="${windowX}" y="200" width="220" height="260"/></clipPath>`,
  );
  const view = group(
    sky(context) + sunOrMoon(context, windowX + 150, 280),
    undefined,
    `clip-path="url(#${clip})"`,
  );
  const back =
    rect(0, 0, 1000, 1000, t(wall)) +
    rect(0, 700, 1000, 18, t('#c9a77c')) +
    view +
    rect(windowX, 200, 220, 260, 'none', stroke(t('#8a6a4a'), 12)) +
    rect(windowX + 104, 200, 12, 260, t('#8a6a4a')) +
    rect(windowX - 20, 456, 260, 16, t('#8a6a4a'), 'rx="4"') +
    rect(0, 718, 1000, 282, t('#b98a5e')) +
    rect(0, 718, 1000, 6, t('#9c7048')) +
    rect(220, 850, 560, 60, t('#d9705b'), 'rx="28" opacity="0.85"');
  return { back, front: '', groundY: 880 };
};
