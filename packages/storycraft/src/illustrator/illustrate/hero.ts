import { drawChild } from '../child.js';
import { likenessWithNote, readNote } from '../note.js';
import type { NamedProps } from './named-props.js';
import type { IllustrationRequest } from './request.js';
import type { Stage } from './stage.js';

/** The child's size on every page but the bedtime one; a friend is drawn from it too. */
export const CHILD_SCALE = 1.3;

/**
 * The story's child in the beat's pose, holding what the page gives them: the expression and
 * colours a parent's note asks for win over the pose's own and the likeness's.
 */
export function drawHero(
  request: IllustrationRequest,
  stage: Stage,
  held: Pick<NamedProps, 'holding' | 'namedHeld'>,
): string {
  const { plan, theme } = request;
  const { childX, groundY, facing, hugging } = stage;
  const { holding, namedHeld } = held;
  const noted = readNote(request.note);
  const likeness = likenessWithNote(request.likeness, noted);
  return drawChild({
    likeness,
    pose: plan.pose,
    ...(noted.expression ? { expression: noted.expression } : {}),
    x: childX,
    y: groundY,
    scale: plan.pose === 'sleeping' ? 1.25 : CHILD_SCALE,
    facing,
    helmet: stage.needsHelmet && plan.pose !== 'sleeping',
    holding: plan.pose === 'worried' || hugging ? null : holding,
    holdingNamed: namedHeld !== undefined,
    backpack: theme === 'adventure' && plan.pose !== 'sleeping',
  });
}
