import type { ScenePainter } from '../scene.js';
import { birds, clouds, flowers, hills, pineTree, sky, sunOrMoon } from '../scenery.js';
import { ellipse, polygon } from '../svg.js';

/** Mountains: layered peaks with snow caps, the tallest snowy peak in the middle, an alpine meadow. */
export const paintMountain: ScenePainter = (context) => {
  const t = context.tone;
  const { pan } = context;
  const layout = context.layoutFor('mountain');
  let back =
    sky(context) +
    sunOrMoon(context, 180 + pan * 0.2, 170) +
    clouds(context, 2, 260) +
    birds(context, 2, t('#3e3e50'));
  const peak = (x: number, top: number, base: number, width: number, rock: string) => {
    const h = base - top;
    const cap = 0.32;
    return (
      polygon(
        [
          [x - width, base],
          [x, top],
          [x + width, base],
        ],
        rock,
      ) +
      polygon(
        [
          [x - width * cap, top + h * cap],
          [x, top],
          [x + width * cap, top + h * cap],
          [x + width * 0.18, top + h * 0.26],
          [x + width * 0.05, top + h * 0.36],
          [x - width * 0.1, top + h * 0.27],
        ],
        t('#fbfdff'),
      )
    );
  };
  back +=
    peak(180 + pan * 0.2, 300, 700, 320, t('#9aaed0')) +
    peak(820 + pan * 0.2, 280, 700, 340, t('#9aaed0'));
  back += peak(500 + pan * 0.3, 150, 720, 380, t('#7b8fb6'));
  back +=
    peak(60 + pan * 0.4, 430, 740, 240, t('#6c7fa3')) +
    peak(960 + pan * 0.4, 420, 740, 250, t('#6c7fa3'));
  back += hills(700, 40, t('#7fb36e'), 0, 3);
  for (let index = 0; index < 8; index += 1) {
    const x = index * 140 + layout.range(-30, 30) + pan * 0.6;
    back += pineTree(x, 760, layout.range(120, 180), t('#3f7a57'), t('#5e3f30'));
  }
  back += hills(780, 26, t('#9cc48a'), 1, 2);
  for (let index = 0; index < 4; index += 1) {
    const x = 100 + index * 260 + layout.range(-40, 40) + pan * 0.9;
    back +=
      ellipse(x, 900 + layout.range(0, 60), 46, 26, t('#a7a3a0')) +
      ellipse(x - 10, 892, 30, 14, t('#bdb9b5'));
  }
  const front = flowers(context, 860, 8, ['#7fa8f5', '#b39ddb', '#ffffff']);
  return { back, front, groundY: 880 };
};
