import type { ScenePainter } from '../scene.js';
import { clouds, flowers, hills, roundTree, sky, sunOrMoon } from '../scenery.js';
import { circle, path, polygon, rect, stroke } from '../svg.js';

/** School: a red-brick school with a bell tower and big windows, a playground swing, a tree. */
export const paintSchool: ScenePainter = (context) => {
  const t = context.tone;
  const { palette, pan } = context;
  const lit = palette.isNight || palette.isStorm || palette.time === 'dusk';
  let back = sky(context) + sunOrMoon(context, 830 + pan * 0.2, 150) + clouds(context, 3);
  back += hills(640, 50, t('#a6d396'), 0, 2);
  const sx = 470 + pan * 0.5;
  const brick = t('#d4705a');
  back +=
    rect(sx - 260, 400, 520, 300, brick, stroke(t('#a9503e'), 3)) +
    polygon(
      [
        [sx - 290, 400],
        [sx, 290],
        [sx + 290, 400],
      ],
      t('#7a4a3a'),
    ) +
    rect(sx - 50, 200, 100, 110, t('#e58b6f'), stroke(t('#a9503e'), 3)) +
    polygon(
      [
        [sx - 66, 200],
        [sx, 130],
        [sx + 66, 200],
      ],
      t('#7a4a3a'),
    ) +
    path(
      `M${sx - 24} 270 Q${sx - 24} 228 ${sx} 228 Q${sx + 24} 228 ${sx + 24} 270 Z`,
      t('#f2c14e'),
    ) +
    rect(sx - 50, 560, 100, 140, t('#4a78b5'), stroke(t('#35598a'), 3)) +
    circle(sx + 30, 632, 6, t('#f2c14e'));
  for (const dx of [-200, -110, 110, 200]) {
    for (const y of [430, 570]) {
      back += rect(
        sx + dx - 34,
        y,
        68,
        80,
        lit ? '#ffe08a' : t('#bfe3f5'),
        stroke(t('#ffffff'), 6),
      );
    }
  }
  // Brick lines.
  let bricks = '';
  for (let row = 0; row < 8; row += 1)
    bricks += `M${sx - 260} ${420 + row * 36} L${sx + 260} ${420 + row * 36} `;
  back += path(bricks, 'none', stroke(t('#bf604c'), 2, 'opacity="0.5"'));
  back += roundTree(90 + pan * 0.8, 800, 380, t('#5fa35f'), t('#7a5236'));
  back += hills(720, 20, t('#9ed57a'), 1, 2);
  back += path(
    `M${sx - 70} 700 L${sx + 70} 700 L${sx + 170} 1000 L${sx - 170} 1000 Z`,
    t('#e3d5c3'),
  );
  // A playground swing.
  const wx = 870 + pan;
  back +=
    path(
      `M${wx - 90} 880 L${wx - 60} 640 L${wx + 60} 640 L${wx + 90} 880`,
      'none',
      stroke(t('#e4574f'), 12),
    ) +
    path(
      `M${wx - 30} 640 L${wx - 30} 790 M${wx + 30} 640 L${wx + 30} 790`,
      'none',
      stroke(t('#6b5a4a'), 4),
    ) +
    rect(wx - 42, 788, 84, 12, t('#f2c14e'), 'rx="4"');
  const front = flowers(context, 900, 6, ['#ff8fab', '#ffd166']);
  return { back, front, groundY: 890 };
};
