import type { ScenePainter } from '../scene.js';
import { clouds, flowers, hills, roundTree, sky, sunOrMoon } from '../scenery.js';
import { circle, path, polygon, rect, stroke } from '../svg.js';

/** Magical kingdom: a castle with pink towers on a green hill, a rainbow, a cobbled path. */
export const paintMagicalKingdom: ScenePainter = (context) => {
  const t = context.tone;
  const { palette, pan } = context;
  let back = sky(context) + sunOrMoon(context, 160 + pan * 0.2, 160) + clouds(context, 3);
  if (!palette.isNight && !palette.isStorm && palette.time !== 'dusk') {
    const colors = ['#ff8a8a', '#ffc46b', '#fff07a', '#8fe08f', '#7fc8f8', '#b39ddb'];
    colors.forEach((color, index) => {
      const r = 520 - index * 18;
      back += path(
        `M${500 - r + pan * 0.3} 640 A${r} ${r} 0 0 1 ${500 + r + pan * 0.3} 640`,
        'none',
        stroke(color, 18, 'opacity="0.45"'),
      );
    });
  }
  back += hills(600, 80, t('#a9dc9c'), 1, 2);
  // The castle.
  const cx = 560 + pan * 0.5;
  const wall = t('#f6e9f2');
  const roof = t('#ff8fc2');
  const window = palette.isNight || palette.isStorm ? '#ffe89a' : t('#8fc4e8');
  back += rect(cx - 150, 380, 300, 200, wall, stroke(t('#d8c3d2'), 3));
  for (let index = 0; index < 6; index += 1) back += rect(cx - 150 + index * 54, 360, 32, 24, wall);
  for (const [dx, top, width] of [
    [-190, 300, 80],
    [190, 300, 80],
    [0, 220, 96],
  ] as const) {
    const x = cx + dx;
    back +=
      rect(x - width / 2, top, width, 580 - top, wall, stroke(t('#d8c3d2'), 3)) +
      polygon(
        [
          [x - width / 2 - 12, top],
          [x, top - 130],
          [x + width / 2 + 12, top],
        ],
        roof,
      ) +
      path(`M${x} ${top - 130} L${x} ${top - 180}`, 'none', stroke(t('#8a6a5a'), 4)) +
      polygon(
        [
          [x, top - 180],
          [x + 40, top - 168],
          [x, top - 156],
        ],
        t('#ffd166'),
      ) +
      rect(x - 12, top + 50, 24, 40, window, 'rx="12"');
  }
  back += path(
    `M${cx - 40} 580 L${cx - 40} 510 Q${cx} 460 ${cx + 40} 510 L${cx + 40} 580 Z`,
    t('#a0612f'),
  );
  back += hills(700, 40, t('#8fcf7a'), 0, 3);
  back +=
    roundTree(90 + pan * 0.7, 760, 300, t('#5fa35f'), t('#7a5236')) +
    roundTree(930 + pan * 0.7, 740, 260, t('#6db36a'), t('#7a5236'));
  back += hills(780, 20, t('#a0d985'), 1, 2);
  back += path(
    `M${420 + pan * 0.5} 1000 Q${470 + pan * 0.5} 800 ${cx - 20} 590 L${cx + 20} 590 Q${560 + pan * 0.5} 800 ${640 + pan * 0.5} 1000 Z`,
    t('#e6d3bd'),
  );
  for (let row = 0; row < 6; row += 1) {
    back += circle(520 + pan * 0.5 + ((row * 37) % 60) - 30, 960 - row * 60, 9, t('#cdb79c'));
  }
  const front = flowers(context, 860, 10, ['#ff8fab', '#ffd166', '#b39ddb', '#ffffff']);
  return { back, front, groundY: 880 };
};
