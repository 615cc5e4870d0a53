import { lighten } from '../color.js';
import type { ScenePainter } from '../scene.js';
import { birds, clouds, hills, sky, sunOrMoon } from '../scenery.js';
import { circle, ellipse, path, polygon, rect, star, stroke } from '../svg.js';

/** Ocean: open sea to the horizon, a striped lighthouse on rocks, a sailboat, a sandy beach. */
export const paintOcean: ScenePainter = (context) => {
  const t = context.tone;
  const { palette, pan } = context;
  const layout = context.layoutFor('ocean');
  const lighthouseLeft = layout.chance(0.5);
  const seaId = context.id('sea');
  context.defs.push(
    `<linearGradient id="${seaId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t('#2f8fcf')}"/><stop offset="1" stop-color="${t('#7fd3ee')}"/></linearGradient>`,
  );
  let back =
    sky(context) +
    sunOrMoon(context, lighthouseLeft ? 760 : 240, 180) +
    clouds(context, 3) +
    birds(context, 4, t('#56566a'));
  back += rect(0, 520, 1000, 300, `url(#${seaId})`);
  const storm = palette.isStorm ? 18 : 0;
  let waves = '';
  for (let row = 0; row < 6; row += 1) {
    const y = 548 + row * 36;
    for (let col = 0; col < 9; col += 1) {
      const x = col * 130 + (row % 2) * 60 + ((pan * (row + 1)) % 60);
      waves += `M${x} ${y} q16 ${-10 - storm} 32 0 q16 ${-10 - storm} 32 0 `;
    }
  }
  back += path(waves, 'none', stroke(lighten(t('#7fd3ee'), 0.45), 4, 'opacity="0.75"'));
  // Lighthouse on its rocks.
  const lx = (lighthouseLeft ? 170 : 830) + pan * 0.5;
  back +=
    ellipse(lx, 610, 120, 46, t('#7d7f8c')) +
    ellipse(lx - 60, 600, 60, 34, t('#8f92a0')) +
    polygon(
      [
        [lx - 44, 590],
        [lx - 30, 300],
        [lx + 30, 300],
        [lx + 44, 590],
      ],
      t('#fbf7f0'),
    );
  for (let band = 0; band < 3; band += 1) {
    const top = 330 + band * 90;
    const widen = (y: number) => 30 + ((y - 300) / 290) * 14;
    back += polygon(
      [
        [lx - widen(top), top],
        [lx + widen(top), top],
        [lx + widen(top + 45), top + 45],
        [lx - widen(top + 45), top + 45],
      ],
      t('#e4574f'),
    );
  }
  const lampLit = palette.isNight || palette.isStorm || palette.time === 'dusk';
  back +=
    rect(lx - 38, 290, 76, 14, t('#3f4a5a')) +
    rect(lx - 24, 240, 48, 50, lampLit ? '#fff1a8' : t('#cfe9f5'), stroke(t('#3f4a5a'), 4)) +
    path(`M${lx - 34} 240 L${lx} 206 L${lx + 34} 240 Z`, t('#e4574f')) +
    (lampLit
      ? polygon(
          [
            [lx, 262],
            [lx + (lighthouseLeft ? 420 : -420), 200],
            [lx + (lighthouseLeft ? 420 : -420), 330],
          ],
          '#fff3b0',
          'opacity="0.28"',
        )
      : '');
  // Sailboat on the waves.
  const bx = (lighthouseLeft ? 640 : 330) + pan * 0.7;
  const tilt = palette.isStorm ? 12 : 0;
  back +=
    `<g transform="rotate(${tilt} ${bx} 600)">` +
    path(`M${bx - 70} 580 L${bx + 70} 580 L${bx + 50} 612 L${bx - 50} 612 Z`, t('#b5653a')) +
    rect(bx - 3, 430, 6, 150, t('#6b4a3a')) +
    polygon(
      [
        [bx + 4, 436],
        [bx + 4, 570],
        [bx + 76, 570],
      ],
      t('#ffffff'),
    ) +
    polygon(
      [
        [bx - 4, 460],
        [bx - 4, 570],
        [bx - 60, 570],
      ],
      t('#ffd166'),
    ) +
    '</g>';
  back +=
    hills(790, 26, t('#f3d9a4'), 1, 2) +
    path('M0 800 Q250 784 500 800 T1000 796', 'none', stroke(t('#ffffff'), 8, 'opacity="0.6"'));
  // Shells and a starfish on the sand.
  back +=
    star(lighthouseLeft ? 780 : 220, 930, 22, t('#f28c6b')) +
    circle(lighthouseLeft ? 860 : 140, 900, 12, t('#f7c6d0')) +
    circle(lighthouseLeft ? 120 : 880, 950, 10, t('#fbe3c8'));
  return { back, front: '', groundY: 890 };
};
