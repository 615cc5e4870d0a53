import type { Beat } from '../../arc.js';
import type { SceneLayers } from '../scene.js';
import type { IllustrationRequest } from './request.js';

const AFTER_CALL: ReadonlySet<Beat> = new Set([
  'call',
  'journey',
  'problem',
  'try',
  'lowpoint',
  'turning',
  'resolution',
  'celebration',
]);
export const HAPPY_END: ReadonlySet<Beat> = new Set(['resolution', 'celebration']);

/**
 * Where one picture stands its figures: the child on the page's side, whoever they meet
 * across from them, everyone on the place's ground. Every step of the picture places its
 * figures from this, so they never stand on one another.
 */
export interface Stage {
  isCover: boolean;
  beat: Beat;
  /** The y every figure's feet stand on. */
  groundY: number;
  /** Whether figures wear a bubble helmet here (space, underwater). */
  needsHelmet: boolean;
  childOnLeft: boolean;
  childX: number;
  /** Across from the child: where whoever the child meets stands. */
  otherX: number;
  /** 1 when the child faces right, towards whoever they meet. */
  facing: 1 | -1;
  hugging: boolean;
  /** Where the theme's creature stands: near enough to hug on a hugging page. */
  companionX: number;
  /** The story's call has come (or this is the cover), so the theme's companions are met. */
  inCallOrLater: boolean;
}

export function stageFor(request: IllustrationRequest, scene: SceneLayers): Stage {
  const { plan, pageIndex } = request;
  const isCover = pageIndex < 0;
  const groundY = scene.groundY;

  const usualSide = isCover || plan.pose === 'sleeping' ? true : pageIndex % 2 === 0;
  // A redrawn page stands the child on the other side, so the new picture is plainly another.
  const childOnLeft = request.variant && plan.pose !== 'sleeping' ? !usualSide : usualSide;
  const childX = plan.pose === 'sleeping' ? 520 : isCover ? 420 : childOnLeft ? 380 : 620;
  const otherX = childOnLeft ? childX + 250 : childX - 250;
  const facing: 1 | -1 = childOnLeft ? 1 : -1;
  const beat = plan.beat;
  const hugging = plan.pose === 'hugging';
  const companionX = hugging ? childX + facing * 150 : otherX;
  return {
    isCover,
    beat,
    groundY,
    needsHelmet: scene.needsHelmet ?? false,
    childOnLeft,
    childX,
    otherX,
    facing,
    hugging,
    companionX,
    inCallOrLater: AFTER_CALL.has(beat) || isCover,
  };
}
