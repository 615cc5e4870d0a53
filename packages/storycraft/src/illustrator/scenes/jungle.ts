import type { SceneContext, ScenePainter } from '../scene.js';
import { hills, sky, sunOrMoon } from '../scenery.js';
import { ellipse, group, n, path, rect, stroke } from '../svg.js';

function leaf(
  x: number,
  y: number,
  length: number,
  angle: number,
  fill: string,
  vein: string,
): string {
  const w = length * 0.32;
  return group(
    path(
      `M0 0 Q${n(length * 0.5)} ${n(-w)} ${n(length)} 0 Q${n(length * 0.5)} ${n(w)} 0 0 Z`,
      fill,
    ) + path(`M0 0 L${n(length * 0.92)} 0`, 'none', stroke(vein, 3)),
    `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`,
  );
}

function vines(context: SceneContext): string {
  const t = context.tone;
  let out = '';
  for (const x of [120, 330, 720, 900]) {
    const sx = x + context.pan * 0.6;
    out += path(
      `M${sx} 0 Q${sx + 30} 160 ${sx - 10} 300 Q${sx - 30} 380 ${sx + 10} 440`,
      'none',
      stroke(t('#3f7a3a'), 6),
    );
    for (let index = 1; index < 6; index += 1)
      out += leaf(
        sx + (index % 2 ? 4 : -4),
        index * 76,
        34,
        index % 2 ? 30 : 150,
        t('#5fae4f'),
        t('#3f7a3a'),
      );
  }
  return out;
}

/** Jungle: a great waterfall (the landmark), hanging vines and huge leaves. */
export const paintJungle: ScenePainter = (context) => {
  const t = context.tone;
  const { pan } = context;
  const layout = context.layoutFor('jungle');
  let back = sky(context) + sunOrMoon(context, 820 + pan * 0.2, 140);
  back += hills(460, 90, t('#4f8f4a'), 0, 3);
  const wx = 520 + pan * 0.4;
  back +=
    path(
      `M${wx - 170} 700 L${wx - 150} 300 Q${wx} 250 ${wx + 150} 300 L${wx + 170} 700 Z`,
      t('#6d8a72'),
    ) +
    rect(wx - 60, 300, 120, 400, t('#bfe8f5')) +
    path(
      `M${wx - 40} 300 L${wx - 40} 690 M${wx} 300 L${wx} 690 M${wx + 36} 300 L${wx + 36} 690`,
      'none',
      stroke(t('#ffffff'), 6, 'opacity="0.7"'),
    ) +
    ellipse(wx, 700, 200, 40, t('#7fcde6')) +
    ellipse(wx, 692, 120, 22, t('#ffffff'), 'opacity="0.7"');
  back += hills(740, 30, t('#5e9e4c'), 1, 2);
  // Huge leaves crowding in from both sides.
  const greens = ['#3f8f4a', '#4fa35a', '#2f7a44', '#62b35a'];
  for (let index = 0; index < 14; index += 1) {
    const left = index % 2 === 0;
    const x = (left ? layout.range(-40, 200) : layout.range(800, 1040)) + pan * 0.8;
    const y = layout.range(380, 880);
    const angle = left ? layout.range(-60, 10) : layout.range(170, 240);
    back += leaf(
      x,
      y,
      layout.range(160, 240),
      angle,
      t(greens[index % greens.length] ?? '#3f8f4a'),
      t('#2a5e36'),
    );
  }
  back += vines(context);
  let front = '';
  for (let index = 0; index < 5; index += 1) {
    const x = index * 230 + layout.range(-30, 30) + pan;
    front += leaf(x, 1000, 150, -70 - layout.range(0, 40), t('#2f7a44'), t('#245e34'));
  }
  return { back, front, groundY: 880 };
};
