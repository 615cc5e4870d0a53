import { darken, lighten, mix } from './color.js';
import { HEIGHT, WIDTH, type SceneContext } from './scene.js';
import { circle, ellipse, group, n, path, polygon, rect, star, stroke } from './svg.js';

/** Pieces of scenery that several places share: sky, weather, hills, trees, grass. */

export function sky(context: SceneContext, top?: string, bottom?: string): string {
  const id = context.id('sky');
  context.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top ?? context.palette.skyTop}"/><stop offset="1" stop-color="${bottom ?? context.palette.skyBottom}"/></linearGradient>`,
  );
  return rect(0, 0, WIDTH, HEIGHT, `url(#${id})`);
}

/** Sun by day, moon and stars by night, nothing behind storm clouds. */
export function sunOrMoon(context: SceneContext, x: number, y: number): string {
  const { palette } = context;
  if (palette.isStorm) return '';
  if (palette.isNight) return moon(x, y, palette.glow) + stars(context, 40);
  const low = palette.time === 'dawn' || palette.time === 'golden' || palette.time === 'dusk';
  const sunY = low ? y + 140 : y;
  return (
    circle(x, sunY, 92, palette.glow, 'opacity="0.25"') +
    circle(x, sunY, 66, palette.glow, 'opacity="0.45"') +
    circle(x, sunY, 48, lighten(palette.glow, 0.3))
  );
}

export function moon(x: number, y: number, glow: string): string {
  return (
    circle(x, y, 80, glow, 'opacity="0.12"') +
    circle(x, y, 46, lighten(glow, 0.2)) +
    circle(x + 14, y - 6, 10, darken(glow, 0.08), 'opacity="0.5"') +
    circle(x - 12, y + 14, 7, darken(glow, 0.08), 'opacity="0.5"')
  );
}

export function stars(context: SceneContext, count: number, maxY = 520): string {
  const layout = context.layoutFor('stars');
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = layout.range(10, WIDTH - 10);
    const y = layout.range(10, maxY);
    const size = layout.range(1.5, 4);
    out +=
      index % 7 === 0
        ? star(x, y, size * 2.6, '#fff6cf', 'opacity="0.9"')
        : circle(x, y, size, '#fff9e3', `opacity="${n(layout.range(0.5, 1))}"`);
  }
  return out;
}

export function cloud(x: number, y: number, scale: number, fill: string, extra = ''): string {
  return group(
    ellipse(0, 0, 70, 30, fill) +
      circle(-30, -14, 30, fill) +
      circle(14, -24, 38, fill) +
      circle(48, -6, 26, fill),
    `translate(${n(x)} ${n(y)}) scale(${n(scale)})`,
    extra,
  );
}

/** Fair-weather clouds by day, heavy grey ones in a storm, none at night. */
export function clouds(context: SceneContext, count: number, maxY = 320): string {
  const layout = context.layoutFor('clouds');
  const { palette } = context;
  if (palette.isNight) return '';
  const fill = palette.isStorm ? '#5c6680' : mix('#ffffff', palette.skyBottom, 0.25);
  let out = '';
  const total = palette.isStorm ? count + 3 : count;
  for (let index = 0; index < total; index += 1) {
    const x = (layout.range(0, WIDTH) + context.pan * 0.3 + index * 230) % (WIDTH + 100);
    const y = layout.range(60, maxY);
    out += cloud(x, y, layout.range(0.8, 1.5), fill, `opacity="${palette.isStorm ? 0.95 : 0.85}"`);
  }
  return out;
}

export function rain(context: SceneContext): string {
  if (!context.palette.isStorm) return '';
  let lines = '';
  for (let index = 0; index < 70; index += 1) {
    const x = context.page.range(0, WIDTH);
    const y = context.page.range(0, HEIGHT);
    lines += `M${n(x)} ${n(y)}l-10 28`;
  }
  return path(lines, 'none', stroke('#c9d6ea', 3, 'opacity="0.55"'));
}

/** A rolling hill line from the left edge to the right edge, filled down to the bottom. */
export function hills(
  baseY: number,
  amplitude: number,
  fill: string,
  seed: number,
  waves = 3,
): string {
  let d = `M0 ${n(HEIGHT)} L0 ${n(baseY)}`;
  const step = WIDTH / waves;
  for (let index = 0; index < waves; index += 1) {
    const x0 = index * step;
    const up = (index + seed) % 2 === 0 ? -amplitude : amplitude * 0.4;
    d += ` Q${n(x0 + step / 2)} ${n(baseY + up)} ${n(x0 + step)} ${n(baseY)}`;
  }
  d += ` L${n(WIDTH)} ${n(HEIGHT)} Z`;
  return path(d, fill);
}

export function pineTree(
  x: number,
  baseY: number,
  height: number,
  fill: string,
  trunk: string,
): string {
  const width = height * 0.42;
  return (
    rect(x - width * 0.07, baseY - height * 0.18, width * 0.14, height * 0.2, trunk) +
    polygon(
      [
        [x, baseY - height],
        [x + width * 0.34, baseY - height * 0.62],
        [x + width * 0.2, baseY - height * 0.62],
        [x + width * 0.45, baseY - height * 0.32],
        [x + width * 0.28, baseY - height * 0.32],
        [x + width * 0.5, baseY - height * 0.14],
        [x - width * 0.5, baseY - height * 0.14],
        [x - width * 0.28, baseY - height * 0.32],
        [x - width * 0.45, baseY - height * 0.32],
        [x - width * 0.2, baseY - height * 0.62],
        [x - width * 0.34, baseY - height * 0.62],
      ],
      fill,
    )
  );
}

export function roundTree(
  x: number,
  baseY: number,
  height: number,
  fill: string,
  trunk: string,
): string {
  const r = height * 0.3;
  return (
    path(
      `M${n(x - r * 0.18)} ${n(baseY)} L${n(x - r * 0.12)} ${n(baseY - height * 0.55)} L${n(x + r * 0.12)} ${n(baseY - height * 0.55)} L${n(x + r * 0.18)} ${n(baseY)} Z`,
      trunk,
    ) +
    circle(x, baseY - height * 0.7, r, fill) +
    circle(x - r * 0.7, baseY - height * 0.58, r * 0.7, fill) +
    circle(x + r * 0.7, baseY - height * 0.6, r * 0.75, fill) +
    circle(x - r * 0.25, baseY - height * 0.86, r * 0.55, lighten(fill, 0.12), 'opacity="0.6"')
  );
}

export function grassTufts(context: SceneContext, y: number, fill: string, count = 8): string {
  const layout = context.layoutFor('grass');
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const x = layout.range(0, WIDTH);
    const yy = y + layout.range(0, HEIGHT - y - 20);
    d += `M${n(x - 12)} ${n(yy)} Q${n(x - 8)} ${n(yy - 18)} ${n(x - 14)} ${n(yy - 30)} Q${n(x - 2)} ${n(yy - 16)} ${n(x)} ${n(yy)} Q${n(x + 4)} ${n(yy - 22)} ${n(x + 12)} ${n(yy - 34)} Q${n(x + 10)} ${n(yy - 14)} ${n(x + 14)} ${n(yy)} Z `;
  }
  return path(d, fill);
}

export function flowers(context: SceneContext, y: number, count: number, colors: string[]): string {
  const layout = context.layoutFor('flowers');
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = layout.range(20, WIDTH - 20);
    const yy = y + layout.range(0, HEIGHT - y - 30);
    const color = context.tone(colors[index % colors.length] ?? '#ff8fab');
    out +=
      path(`M${n(x)} ${n(yy)} L${n(x)} ${n(yy + 26)}`, 'none', stroke(context.tone('#4f8a4b'), 3)) +
      circle(x - 6, yy, 6, color) +
      circle(x + 6, yy, 6, color) +
      circle(x, yy - 6, 6, color) +
      circle(x, yy + 6, 6, color) +
      circle(x, yy, 4.5, context.tone('#ffd84d'));
  }
  return out;
}

/** Distant birds as soft "v" strokes. */
export function birds(context: SceneContext, count: number, color: string): string {
  const layout = context.layoutFor('birds');
  if (context.palette.isNight || context.palette.isStorm) return '';
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const x = layout.range(80, WIDTH - 80) + context.pan * 0.5;
    const y = layout.range(120, 320);
    d += `M${n(x - 14)} ${n(y)} Q${n(x - 7)} ${n(y - 9)} ${n(x)} ${n(y)} Q${n(x + 7)} ${n(y - 9)} ${n(x + 14)} ${n(y)} `;
  }
  return path(d, 'none', stroke(color, 3.5));
}
