import { mix } from '../color.js';
import type { ScenePainter } from '../scene.js';
import { hills, sky, sunOrMoon } from '../scenery.js';
import { path, rect, stroke } from '../svg.js';

function cactus(x: number, base: number, height: number, fill: string, line: string): string {
  const arm = height * 0.3;
  return (
    rect(x - 18, base - height, 36, height, fill, `rx="18" ${stroke(line, 3)}`) +
    path(
      `M${x - 16} ${base - height * 0.45} L${x - 46} ${base - height * 0.45} L${x - 46} ${base - height * 0.45 - arm}`,
      'none',
      stroke(fill, 26),
    ) +
    path(
      `M${x + 16} ${base - height * 0.6} L${x + 44} ${base - height * 0.6} L${x + 44} ${base - height * 0.6 - arm * 0.8}`,
      'none',
      stroke(fill, 26),
    )
  );
}

/** Desert: a red rock arch (the landmark), rolling dunes, saguaro cacti and a big sun. */
export const paintDesert: ScenePainter = (context) => {
  const t = context.tone;
  const { palette, pan } = context;
  const layout = context.layoutFor('desert');
  const archLeft = layout.chance(0.5);
  let back =
    sky(context, palette.skyTop, mix(palette.skyBottom, '#ffd9a0', 0.45)) +
    sunOrMoon(context, archLeft ? 780 : 220, 180);
  if (palette.isStorm) back += rect(0, 0, 1000, 1000, '#d9a45a', 'opacity="0.25"');
  const ax = (archLeft ? 260 : 740) + pan * 0.3;
  back += path(
    `M${ax - 200} 640 L${ax - 180} 380 Q${ax} 300 ${ax + 180} 380 L${ax + 200} 640 L${ax + 110} 640 L${ax + 100} 470 Q${ax} 410 ${ax - 100} 470 L${ax - 110} 640 Z`,
    t('#c8643c'),
  );
  back += path(
    `M${ax - 180} 380 Q${ax} 300 ${ax + 180} 380 L${ax + 170} 410 Q${ax} 340 ${ax - 170} 410 Z`,
    t('#a84f30'),
  );
  back += hills(640, 60, t('#f0c27a'), 0, 2) + hills(720, 50, t('#e8b265'), 1, 3);
  back += cactus((archLeft ? 760 : 230) + pan * 0.7, 800, 230, t('#5f9e6e'), t('#44785a'));
  back += cactus((archLeft ? 900 : 90) + pan * 0.8, 760, 140, t('#6aab78'), t('#44785a'));
  back += hills(800, 30, t('#f7d597'), 0, 2);
  const front = path(
    `M0 960 Q200 930 400 955 T800 950 T1000 960`,
    'none',
    stroke(t('#e8b265'), 5, 'opacity="0.6"'),
  );
  return { back, front, groundY: 880 };
};
