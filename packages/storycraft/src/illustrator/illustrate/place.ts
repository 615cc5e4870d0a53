import { createRandom, hashString } from '../../random.js';
import { paletteFor, toner } from '../palette.js';
import { SCENE_PAINTERS } from '../painters.js';
import type { SceneContext, SceneLayers } from '../scene.js';
import { paintHome } from '../scenes/home.js';
import type { IllustrationRequest } from './request.js';

/**
 * The page's place, its light following the arc: the setting's own, or home when the page's
 * words are at home. The context it returns gathers the picture's gradients in its defs.
 */
export function paintPlace(request: IllustrationRequest): {
  context: SceneContext;
  scene: SceneLayers;
} {
  const { plan, pageIndex } = request;
  const isCover = pageIndex < 0;
  const palette = paletteFor(plan.time, plan.gloom);
  const basePageKey = isCover ? 'cover' : `page-${pageIndex}`;
  const pageKey = request.variant ? `${basePageKey}/v${request.variant}` : basePageKey;
  const prefix = `ls${hashString(`${request.seed}/${pageKey}`).toString(36)}`;
  const defs: string[] = [];
  const layoutRoot = createRandom(`${request.seed}/layout`);
  const context: SceneContext = {
    palette,
    tone: toner(palette),
    layoutFor: (label) => layoutRoot.fork(label),
    page: createRandom(`${request.seed}/${pageKey}`),
    id: (name) => `${prefix}-${name}`,
    pan: isCover ? 0 : ((pageIndex % 3) - 1) * 36,
    defs,
  };
  const scene = request.indoors ? paintHome(context) : SCENE_PAINTERS[request.setting](context);
  return { context, scene };
}
