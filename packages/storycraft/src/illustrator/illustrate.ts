import { castOnPage } from './illustrate/cast-on-page.js';
import { drawHero } from './illustrate/hero.js';
import { softGlow, vignetteFor } from './illustrate/lighting.js';
import { drawMemory } from './illustrate/memory.js';
import { namedProps } from './illustrate/named-props.js';
import { paintPlace } from './illustrate/place.js';
import type { IllustrationRequest } from './illustrate/request.js';
import { stageFor } from './illustrate/stage.js';
import { themeCompanions } from './illustrate/theme-companions.js';
import { themeGoal } from './illustrate/theme-goal.js';
import { HEIGHT, WIDTH } from './scene.js';

// The picture's steps live in illustrate/; the request's shape is still found here.
export type { IllustrationRequest } from './illustrate/request.js';

/**
 * One picture: the place (its light following the arc), the child in the beat's pose, and
 * the theme's companion and props. No text is ever drawn, so nothing a parent typed can
 * reach the SVG; every colour has already been validated as #rrggbb.
 */
export function drawIllustration(request: IllustrationRequest): string {
  const { plan } = request;
  const { context, scene } = paintPlace(request);
  const stage = stageFor(request, scene);
  const { childX, groundY } = stage;

  const lead = themeCompanions(request, stage);
  const named = namedProps(request, stage);
  const { cast, grownUp } = castOnPage(request, stage, named.beside);
  const goal = themeGoal(request, stage);
  const memory = drawMemory(request, stage);
  const behind = lead.behind + named.behind;
  // Behind everything else beside the hero: the cast stands back, on the free side.
  const companions = cast + lead.companions + named.companions + grownUp + goal + memory;

  const palette = context.palette;
  const glow = palette.isNight || palette.isStorm ? softGlow(context, childX, groundY - 200) : '';
  const child = drawHero(request, stage, named);
  const vignette = plan.gloom >= 0.4 ? vignetteFor(context, plan.gloom) : '';
  // Read last: the glow and vignette above add their gradients to defs.
  const body = scene.back + behind + glow + companions + child + scene.front + vignette;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs>${context.defs.join('')}</defs>${body}</svg>`
  );
}
