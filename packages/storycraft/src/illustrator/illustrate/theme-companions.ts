import {
  FAVORITE_COLOR_SWATCHES,
  HAIR_COLOR_SWATCHES,
  HAIR_STYLES,
  SKIN_TONE_SWATCHES,
  type Likeness,
} from '@littlestar/shared/likeness';
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

/**
 * Who the theme sends along once the story is under way: the rocket and the little lost star
 * of a space story, the new friend of a friendship story. The rocket stands behind the rest.
 */
export function themeCompanions(
  request: IllustrationRequest,
  stage: Stage,
): { behind: string; companions: string } {
  const { plan, theme } = request;
  const { isCover, beat, groundY, childOnLeft, childX, otherX, facing, hugging, inCallOrLater } =
    stage;
  let behind = '';
  let companions = '';
  if (theme === 'space' && plan.pose !== 'sleeping') {
    const rocketX = childOnLeft ? 860 : 140;
    behind += drawRocket(
      rocketX,
      groundY - (beat === 'resolution' ? 160 : 0),
      1.05,
      beat === 'resolution' || beat === 'turning',
    );
    if (inCallOrLater && !request.withoutThemeGoal)
      companions += drawLittleStar(
        otherX,
        groundY - 300,
        0.9,
        HAPPY_END.has(beat) || beat === 'turning' || isCover,
      );
  }
  if (
    theme === 'friendship' &&
    inCallOrLater &&
    plan.pose !== 'sleeping' &&
    !request.withoutThemeGoal
  ) {
    const cast = createRandom(`${request.seed}/cast`);
    const friend = friendLikeness(request.likeness, cast);
    const apart = beat === 'problem' || beat === 'try' || beat === 'lowpoint';
    companions += drawChild({
      likeness: friend,
      pose: hugging
        ? 'hugging'
        : apart
          ? 'worried'
          : HAPPY_END.has(beat) || isCover
            ? 'triumphant'
            : 'walking',
      x: hugging ? childX + facing * 170 : apart ? (childOnLeft ? 860 : 140) : otherX,
      y: groundY - (apart ? 40 : 0),
      scale: CHILD_SCALE * (apart ? 0.85 : 0.98),
      facing: hugging ? (facing === 1 ? -1 : 1) : facing === 1 ? -1 : 1,
      helmet: stage.needsHelmet,
    });
  }
  return { behind, companions };
}
