import { darken, mix } from '../color.js';
import type { SceneContext, ScenePainter } from '../scene.js';
import { hills, sky } from '../scenery.js';
import { circle, ellipse, group, n, path, polygon, stroke } from '../svg.js';

function fish(x: number, y: number, size: number, fill: string, facing: 1 | -1): string {
  return group(
    polygon(
      [
        [-size * 0.9, 0],
        [-size * 1.5, -size * 0.5],
        [-size * 1.5, size * 0.5],
      ],
      darken(fill, 0.1),
    ) +
      ellipse(0, 0, size, size * 0.6, fill) +
      circle(size * 0.5, -size * 0.12, size * 0.14, '#20203a'),
    `translate(${n(x)} ${n(y)}) scale(${facing} 1)`,
  );
}

function coral(x: number, base: number, height: number, fill: string): string {
  return path(
    `M${x} ${base} L${x} ${base - height * 0.5} L${x - height * 0.3} ${base - height * 0.8} M${x} ${base - height * 0.5} L${x + height * 0.1} ${base - height} M${x} ${base - height * 0.35} L${x + height * 0.35} ${base - height * 0.7}`,
    'none',
    stroke(fill, height * 0.14),
  );
}

function bubbles(context: SceneContext, count: number): string {
  const layout = context.layoutFor('bubbles');
  let out = '';
  for (let index = 0; index < count; index += 1) {
    out += circle(
      layout.range(0, 1000),
      layout.range(100, 900),
      layout.range(5, 14),
      'none',
      stroke('#e6f8ff', 3, 'opacity="0.7"'),
    );
  }
  return out;
}

/** Underwater: sunbeams through blue water, the rainbow coral reef (the landmark), fish, seaweed. */
export const paintUnderwater: ScenePainter = (context) => {
  const t = context.tone;
  const { palette, pan } = context;
  const layout = context.layoutFor('underwater');
  const dark = palette.isNight ? 0.55 : palette.isStorm ? 0.35 : palette.time === 'dusk' ? 0.2 : 0;
  let back = sky(context, mix('#5ec8e5', '#0b1e4a', dark), mix('#1f6fa8', '#0b1e4a', dark));
  if (dark < 0.3) {
    for (let index = 0; index < 4; index += 1) {
      const x = 150 + index * 240 + pan * 0.2;
      back += polygon(
        [
          [x - 30, 0],
          [x + 30, 0],
          [x + 130, 800],
          [x + 30, 800],
        ],
        '#ffffff',
        'opacity="0.08"',
      );
    }
  }
  for (let index = 0; index < 6; index += 1) {
    const colors = ['#ffb347', '#ff8fab', '#ffd84d', '#7fd3ee', '#b39ddb'];
    back += fish(
      layout.range(80, 920) + pan * 0.6,
      layout.range(160, 560),
      layout.range(16, 30),
      t(colors[index % colors.length] ?? '#ffb347'),
      index % 2 ? 1 : -1,
    );
  }
  back += hills(760, 40, t('#e8d5a3'), 0, 3);
  // The reef along the sea floor.
  const reefColors = ['#ff7f9e', '#ff9f59', '#b37fe0', '#ffcf5a', '#ff6f6f'];
  for (let index = 0; index < 11; index += 1) {
    const x = index * 96 + layout.range(-20, 20) + pan * 0.7;
    back += coral(
      x,
      790,
      layout.range(90, 170),
      t(reefColors[index % reefColors.length] ?? '#ff7f9e'),
    );
  }
  back +=
    ellipse(180 + pan * 0.7, 790, 70, 44, t('#f79c7b')) +
    ellipse(820 + pan * 0.7, 800, 60, 38, t('#c58fe6'));
  for (let index = 0; index < 7; index += 1) {
    const x = index * 150 + 40 + pan * 0.8;
    back += path(
      `M${x} 900 Q${x - 30} 820 ${x} 760 Q${x + 30} 700 ${x} 640`,
      'none',
      stroke(t('#3f9e5a'), 12),
    );
  }
  back += hills(820, 20, t('#f0e0b5'), 1, 2);
  if (palette.isNight) {
    back +=
      ellipse(760 + pan * 0.3, 300, 30, 22, '#ffb3e6', 'opacity="0.8"') +
      path(
        `M740 318 q6 40 0 70 M760 320 q-6 40 0 70 M780 318 q6 40 0 70`,
        'none',
        stroke('#ffb3e6', 4, 'opacity="0.7"'),
      );
  }
  return { back, front: bubbles(context, 14), groundY: 890, needsHelmet: true };
};
