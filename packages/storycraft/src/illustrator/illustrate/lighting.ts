import { HEIGHT, WIDTH, type SceneContext } from '../scene.js';
import { circle, rect } from '../svg.js';

/** Darkens the edges on the hardest pages, so the child stays lit in the middle. */
export function vignetteFor(context: SceneContext, gloom: number): string {
  const id = context.id('vignette');
  context.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.55" r="0.75"><stop offset="0.55" stop-color="#0b1030" stop-opacity="0"/><stop offset="1" stop-color="#0b1030" stop-opacity="${(0.25 + gloom * 0.3).toFixed(2)}"/></radialGradient>`,
  );
  return rect(0, 0, WIDTH, HEIGHT, `url(#${id})`);
}

/** A soft pool of light around the child on dark pages, like a night-light. */
export function softGlow(context: SceneContext, x: number, y: number): string {
  const id = context.id('glow');
  context.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.3"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0"/></radialGradient>`,
  );
  return circle(x, y, 300, `url(#${id})`);
}
