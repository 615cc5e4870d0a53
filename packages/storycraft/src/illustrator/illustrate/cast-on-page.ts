import type { PropId } from '../../writer/story-things.js';
import { drawCast } from '../cast.js';
import { drawGrownUp } from '../grown-up.js';
import { group } from '../svg.js';
import type { IllustrationRequest } from './request.js';
import { HAPPY_END, type Stage } from './stage.js';

const FAMILY_GROWN_UPS: readonly PropId[] = ['grandma', 'grandpa', 'mama', 'papa'];

/** A family story's grown-up is with the child at its start, call and turn, and at its end. */
function isFamilyBeat(request: IllustrationRequest, stage: Stage): boolean {
  const { beat, isCover } = stage;
  return (
    request.theme === 'family' &&
    (beat === 'opening' || beat === 'call' || beat === 'turning' || HAPPY_END.has(beat) || isCover)
  );
}

/** Where the usual grown-up stands: hugging the child, or across from them, behind a thing. */
function grownUpX(stage: Stage, beside: readonly PropId[]): number {
  const { childX, otherX, facing, hugging } = stage;
  if (hugging) return childX + facing * 140;
  return beside.length > 0 ? otherX + facing * 130 : otherX;
}

/**
 * The usual grown-up, drawn when the page wants one and no one else stands for them: not a
 * companion who is the grown-up, not Grandma drawn as a thing the words name, and not beside
 * two things already.
 */
function usualGrownUp(
  request: IllustrationRequest,
  stage: Stage,
  beside: readonly PropId[],
): string {
  const grownUpDrawnAsProp = beside.some((id) => FAMILY_GROWN_UPS.includes(id));
  if (request.grownUpInCast !== undefined || grownUpDrawnAsProp || beside.length >= 2) return '';
  return group(
    drawGrownUp({
      role: request.grownUp ?? '',
      child: request.likeness,
      x: grownUpX(stage, beside),
      y: stage.groundY,
      scale: 1.15,
      facing: stage.facing === 1 ? -1 : 1,
    }),
    undefined,
    'data-cast="grown-up"',
  );
}

/**
 * The family grown-up on their pages, and the story's companions the page's words name. The
 * cast stands back on the free side, behind everything else beside the child.
 */
export function castOnPage(
  request: IllustrationRequest,
  stage: Stage,
  beside: readonly PropId[],
): { cast: string; grownUp: string } {
  const { groundY, childX, facing } = stage;
  const wantsGrownUp = isFamilyBeat(request, stage) || request.showsGrownUp === true;
  const shown = new Set(request.showsCast ?? []);
  if (request.grownUpInCast !== undefined && wantsGrownUp) shown.add(request.grownUpInCast);
  const grownUp = wantsGrownUp ? usualGrownUp(request, stage, beside) : '';
  const cast =
    request.cast && shown.size > 0
      ? drawCast(request.cast, {
          shown,
          childX,
          groundY,
          facing,
          isSleeping: request.plan.pose === 'sleeping',
        })
      : '';
  return { cast, grownUp };
}
