import type { PropId } from '../../writer/story-things.js';
import { drawCast } from '../cast.js';
import { drawGrownUp } from '../grown-up.js';
import { group } from '../svg.js';
import type { IllustrationRequest } from './request.js';
import { HAPPY_END, type Stage } from './stage.js';

/**
 * The family grown-up on their pages, and the story's companions the page's words name. The
 * cast stands back on the free side, behind everything else beside the child.
 */
export function castOnPage(
  request: IllustrationRequest,
  stage: Stage,
  beside: readonly PropId[],
): { cast: string; grownUp: string } {
  const { plan, theme } = request;
  const { isCover, beat, groundY, childX, otherX, facing, hugging } = stage;
  let grownUp = '';
  const familyBeat =
    theme === 'family' &&
    (beat === 'opening' || beat === 'call' || beat === 'turning' || HAPPY_END.has(beat) || isCover);
  const grownUpDrawnAsProp = beside.some((id) =>
    ['grandma', 'grandpa', 'mama', 'papa'].includes(id),
  );
  const shown = new Set(request.showsCast ?? []);
  const grownUpIsCast = request.grownUpInCast !== undefined;
  if (grownUpIsCast && (familyBeat || request.showsGrownUp))
    shown.add(request.grownUpInCast as number);
  if (
    (familyBeat || request.showsGrownUp) &&
    !grownUpIsCast &&
    !grownUpDrawnAsProp &&
    beside.length < 2
  ) {
    grownUp += group(
      drawGrownUp({
        role: request.grownUp ?? '',
        child: request.likeness,
        x: hugging ? childX + facing * 140 : beside.length > 0 ? otherX + facing * 130 : otherX,
        y: groundY,
        scale: 1.15,
        facing: facing === 1 ? -1 : 1,
      }),
      undefined,
      'data-cast="grown-up"',
    );
  }
  const cast =
    request.cast && shown.size > 0
      ? drawCast(request.cast, {
          shown,
          childX,
          groundY,
          facing,
          isSleeping: plan.pose === 'sleeping',
        })
      : '';
  return { cast, grownUp };
}
