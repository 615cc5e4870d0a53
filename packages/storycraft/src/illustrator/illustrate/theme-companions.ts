import {
  FAVORITE_COLOR_SWATCHES,
  HAIR_COLOR_SWATCHES,
  HAIR_STYLES,
  SKIN_TONE_SWATCHES,
  type Likeness,
} from '@littlestar/shared/likeness';
import type { Beat, Pose } from '../../arc.js';
import { createRandom, type Random } from '../../random.js';
import { drawChild } from '../child.js';
import { drawLittleStar, drawRocket } from '../companions.js';
import { CHILD_SCALE } from './hero.js';
import type { IllustrationRequest } from './request.js';
import { HAPPY_END, type Stage } from './stage.js';

/** The friend of a friendship story: a look of its own, never the child's. */
function friendLikeness(child: Likeness, random: Random): Likeness {
  const pickOther = <T>(items: readonly T[], avoid: T): T =>
    random.pick(items.filter((item) => item !== avoid));
  return {
    skinTone: random.pick(SKIN_TONE_SWATCHES).hex,
    hairColor: pickOther(
      HAIR_COLOR_SWATCHES.map((swatch) => swatch.hex),
      child.hairColor,
    ),
    eyeColor: '#5b3a1e',
    favoriteColor: pickOther(
      FAVORITE_COLOR_SWATCHES.map((swatch) => swatch.hex),
      child.favoriteColor,
    ),
    hairStyle: pickOther(HAIR_STYLES, child.hairStyle),
    glasses: false,
  };
}

/** The space story's rocket, and its little lost star once the story is under way. */
function spaceCompanions(
  request: IllustrationRequest,
  stage: Stage,
): { behind: string; companions: string } {
  if (request.plan.pose === 'sleeping') return { behind: '', companions: '' };
  const { isCover, beat, groundY, childOnLeft, otherX, inCallOrLater } = stage;
  const behind = drawRocket(
    childOnLeft ? 860 : 140,
    groundY - (beat === 'resolution' ? 160 : 0),
    1.05,
    beat === 'resolution' || beat === 'turning',
  );
  if (!inCallOrLater || request.withoutThemeGoal) return { behind, companions: '' };
  const companions = drawLittleStar(
    otherX,
    groundY - 300,
    0.9,
    HAPPY_END.has(beat) || beat === 'turning' || isCover,
  );
  return { behind, companions };
}

/** The beats the new friend is not yet the child's: they stand apart, worried. */
const APART: ReadonlySet<Beat> = new Set(['problem', 'try', 'lowpoint']);

function friendPose(stage: Stage, apart: boolean): Pose {
  if (stage.hugging) return 'hugging';
  if (apart) return 'worried';
  return HAPPY_END.has(stage.beat) || stage.isCover ? 'triumphant' : 'walking';
}

function friendX(stage: Stage, apart: boolean): number {
  const { childOnLeft, childX, otherX, facing, hugging } = stage;
  if (hugging) return childX + facing * 170;
  if (apart) return childOnLeft ? 860 : 140;
  return otherX;
}

/** The new friend of a friendship story, once the story is under way. */
function newFriend(request: IllustrationRequest, stage: Stage): string {
  if (!stage.inCallOrLater || request.plan.pose === 'sleeping' || request.withoutThemeGoal)
    return '';
  const cast = createRandom(`${request.seed}/cast`);
  const friend = friendLikeness(request.likeness, cast);
  const apart = APART.has(stage.beat);
  return drawChild({
    likeness: friend,
    pose: friendPose(stage, apart),
    x: friendX(stage, apart),
    y: stage.groundY - (apart ? 40 : 0),
    scale: CHILD_SCALE * (apart ? 0.85 : 0.98),
    // Hugging or not, the friend faces the child.
    facing: stage.facing === 1 ? -1 : 1,
    helmet: stage.needsHelmet,
  });
}

/**
 * Who the theme sends along once the story is under way: the rocket and the little lost star
 * of a space story, the new friend of a friendship story. The rocket stands behind the rest.
 */
export function themeCompanions(
  request: IllustrationRequest,
  stage: Stage,
): { behind: string; companions: string } {
  if (request.theme === 'space') return spaceCompanions(request, stage);
  if (request.theme === 'friendship') return { behind: '', companions: newFriend(request, stage) };
  return { behind: '', companions: '' };
}
