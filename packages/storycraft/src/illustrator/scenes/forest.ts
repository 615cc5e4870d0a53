import { darken } from '../color.js';
import type { ScenePainter } from '../scene.js';
import {
  clouds,
  grassTufts,
  hills,
  pineTree,
  roundTree,
  sky,
  sunOrMoon,
  birds,
} from '../scenery.js';
import { circle, ellipse, path } from '../svg.js';

/** Forest: rows of pines, a great oak (the landmark), a dirt path and red mushrooms. */
export const paintForest: ScenePainter = (context) => {
  const t = context.tone;
  const layout = context.layoutFor('forest');
  const oakLeft = layout.chance(0.5);
  const pan = context.pan;
  let back =
    sky(context) +
    sunOrMoon(context, 790 + pan * 0.2, 170) +
    clouds(context, 3) +
    birds(context, 3, t('#4b4b5a'));
  back += hills(560, 70, t('#a6d396'), 0, 2);
  for (let index = 0; index < 10; index += 1) {
    const x = index * 112 + layout.range(-20, 20) + pan * 0.4;
    back += pineTree(x, 640, layout.range(200, 270), t('#4e8c5c'), t('#6b4a3a'));
  }
  back += hills(650, 40, t('#86c06a'), 1, 3);
  for (let index = 0; index < 6; index += 1) {
    const x = 60 + index * 180 + layout.range(-30, 30) + pan * 0.6;
    back += pineTree(x, 720, layout.range(220, 300), t('#3f7a4d'), t('#5e3f30'));
  }
  const oakX = (oakLeft ? 150 : 850) + pan;
  back += roundTree(oakX, 800, 560, t('#5a9e52'), t('#7a5236'));
  back += hills(760, 24, t('#9ccf72'), 0, 2);
  // A dirt path winding from the front to the trees.
  back += path(
    `M${430 + pan * 0.5} 1000 Q${520 + pan * 0.5} 880 ${470 + pan * 0.6} 820 Q${430 + pan * 0.6} 780 ${500 + pan * 0.6} 760 L${540 + pan * 0.6} 760 Q${480 + pan * 0.6} 790 ${560 + pan * 0.5} 860 Q${640 + pan * 0.5} 920 ${620 + pan * 0.5} 1000 Z`,
    t('#d8b98a'),
  );
  for (let index = 0; index < 3; index += 1) {
    const x = (oakLeft ? 260 : 640) + index * 46 + pan;
    const y = 860 + (index % 2) * 24;
    back +=
      path(
        `M${x - 6} ${y} L${x - 5} ${y - 24} L${x + 5} ${y - 24} L${x + 6} ${y} Z`,
        t('#f5ead8'),
      ) +
      ellipse(x, y - 26, 22, 15, t('#e0483e')) +
      circle(x - 8, y - 30, 3.5, '#ffffff') +
      circle(x + 7, y - 27, 3, '#ffffff');
  }
  const front = grassTufts(context, 900, t(darken('#86c06a', 0.15)), 10);
  return { back, front, groundY: 880 };
};
