import type { ScenePainter } from '../scene.js';
import { birds, clouds, sky, sunOrMoon } from '../scenery.js';
import { circle, path, polygon, rect, stroke } from '../svg.js';

/** City: a skyline, the clock tower (the landmark), a row of shops, a street with a lamp post. */
export const paintCity: ScenePainter = (context) => {
  const t = context.tone;
  const { palette, pan } = context;
  const layout = context.layoutFor('city');
  const lit = palette.isNight || palette.isStorm || palette.time === 'dusk';
  const windowColor = lit ? '#ffe08a' : t('#cfe6f5');
  let back =
    sky(context) +
    sunOrMoon(context, 820 + pan * 0.2, 150) +
    clouds(context, 2) +
    birds(context, 3, t('#56566a'));
  for (let index = 0; index < 9; index += 1) {
    const x = index * 120 - 40 + pan * 0.3;
    const height = layout.range(200, 380);
    back += rect(x, 640 - height, 100, height + 40, t('#a9b7cc'));
    for (let row = 0; row < Math.floor(height / 50); row += 1) {
      for (let col = 0; col < 3; col += 1) {
        if (layout.chance(0.7))
          back += rect(
            x + 14 + col * 28,
            640 - height + 20 + row * 50,
            16,
            24,
            lit && layout.chance(0.6) ? '#ffe08a' : t('#c9d4e4'),
          );
      }
    }
  }
  const tx = 500 + pan * 0.5;
  back +=
    rect(tx - 50, 240, 100, 440, t('#c98f6a'), stroke(t('#9c6a4c'), 3)) +
    polygon(
      [
        [tx - 62, 240],
        [tx, 140],
        [tx + 62, 240],
      ],
      t('#5a6e8c'),
    ) +
    circle(tx, 310, 40, '#fdf8ee', stroke(t('#5a4a3a'), 5)) +
    path(`M${tx} 310 L${tx} 284 M${tx} 310 L${tx + 18} 318`, 'none', stroke('#3a3a48', 5));
  const facades = ['#f4a7a3', '#f7d08a', '#a8d5ba', '#b7c4f0', '#f6b7d2'];
  for (let index = 0; index < 5; index += 1) {
    const x = index * 210 - 20 + pan * 0.8;
    const height = 260 + (index % 2) * 40;
    back += rect(
      x,
      780 - height,
      190,
      height,
      t(facades[index] ?? '#f4a7a3'),
      stroke(t('#8c7f7a'), 3),
    );
    back +=
      rect(x + 24, 800 - height, 50, 60, windowColor, stroke(t('#ffffff'), 4)) +
      rect(x + 116, 800 - height, 50, 60, windowColor, stroke(t('#ffffff'), 4));
    // Striped shop awning over a door.
    for (let stripe = 0; stripe < 6; stripe += 1) {
      back += rect(x + 10 + stripe * 28, 650, 28, 30, t(stripe % 2 ? '#ffffff' : '#e4574f'));
    }
    back += rect(x + 70, 700, 50, 80, t('#7a5236'));
  }
  back += rect(0, 780, 1000, 110, t('#d8d1c7')) + rect(0, 890, 1000, 110, t('#6f7480'));
  for (let index = 0; index < 6; index += 1)
    back += rect(index * 190 + ((pan * 2) % 190), 940, 90, 12, t('#f2f2f2'));
  const lampX = 860 + pan;
  back +=
    rect(lampX - 6, 560, 12, 320, t('#3f4a5a')) +
    circle(lampX, 556, 22, lit ? '#fff1a8' : t('#e8eef5'), stroke(t('#3f4a5a'), 5)) +
    (lit ? circle(lampX, 556, 70, '#fff1a8', 'opacity="0.3"') : '');
  return { back, front: '', groundY: 880 };
};
