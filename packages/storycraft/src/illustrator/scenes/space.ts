import { mix } from '../color.js';
import type { ScenePainter } from '../scene.js';
import { hills, sky, stars } from '../scenery.js';
import { circle, ellipse, path, star, stroke } from '../svg.js';

/** Space: a starry sky, a ringed purple planet (the landmark), the Earth, a cratered moon. */
export const paintSpace: ScenePainter = (context) => {
  const { palette, pan } = context;
  const t = context.tone;
  const layout = context.layoutFor('space');
  const planetLeft = layout.chance(0.5);
  // Space is always dark; the hour only warms or deepens it.
  const top = mix('#140f33', palette.skyTop, 0.18);
  const bottom = mix('#3a2a6e', palette.skyBottom, palette.isNight || palette.isStorm ? 0.1 : 0.22);
  let back = sky(context, top, bottom) + stars(context, 90, 700);
  back +=
    ellipse(300 + pan * 0.2, 300, 260, 120, '#ff8fd1', 'opacity="0.12"') +
    ellipse(700 + pan * 0.2, 420, 220, 100, '#7fc8f8', 'opacity="0.12"');
  if (palette.time === 'dawn' || palette.time === 'day' || palette.time === 'golden') {
    back +=
      circle(planetLeft ? 820 : 180, 150, 110, palette.glow, 'opacity="0.22"') +
      circle(planetLeft ? 820 : 180, 150, 54, mix(palette.glow, '#ffffff', 0.3));
  }
  const px = (planetLeft ? 220 : 780) + pan * 0.3;
  back +=
    circle(px, 300, 120, t('#b48ae0')) +
    path(
      `M${px - 120} 300 Q${px} 250 ${px + 120} 300`,
      'none',
      stroke(t('#9b6fd0'), 14, 'opacity="0.6"'),
    ) +
    path(
      `M${px - 110} 340 Q${px} 300 ${px + 115} 340`,
      'none',
      stroke(t('#c9a9ef'), 10, 'opacity="0.6"'),
    ) +
    ellipse(px, 310, 200, 40, 'none', stroke(t('#ffd9a0'), 10, 'opacity="0.9"'));
  // The Earth rising over the moon's horizon.
  const ex = (planetLeft ? 700 : 300) + pan * 0.15;
  back +=
    circle(ex, 640, 70, t('#4a90d9')) +
    path(
      `M${ex - 40} 612 q28 -28 56 0 q14 28 -14 42 q-42 14 -42 -42 Z M${ex + 14} 668 q28 -14 42 8 q-14 28 -42 14 Z`,
      t('#58b368'),
    );
  if (!palette.isStorm) {
    back +=
      path(
        `M${planetLeft ? 560 : 420} 120 l160 70`,
        'none',
        stroke('#ffffff', 4, 'opacity="0.5"'),
      ) + star(planetLeft ? 560 : 420, 120, 12, '#fff6cf');
  } else {
    for (let index = 0; index < 5; index += 1) {
      back += ellipse(
        200 * index + 100,
        500 + (index % 2) * 60,
        160,
        30,
        '#9a8fb8',
        'opacity="0.25"',
      );
    }
  }
  back += hills(770, 30, t('#bdb7cc'), 0, 2);
  for (let index = 0; index < 5; index += 1) {
    const x = 80 + index * 220 + layout.range(-30, 30) + pan * 0.8;
    const y = 830 + layout.range(0, 130);
    const r = layout.range(22, 46);
    back +=
      ellipse(x, y, r, r * 0.35, t('#9d97b0')) + ellipse(x, y - 3, r * 0.8, r * 0.25, t('#8a84a0'));
  }
  return { back, front: '', groundY: 880, needsHelmet: true };
};
