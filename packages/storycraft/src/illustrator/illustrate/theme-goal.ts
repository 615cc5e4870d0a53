import { drawCreature, drawOwl, drawTreasureChest, sparkles } from '../companions.js';
import { drawProp } from '../props.js';
import type { IllustrationRequest } from './request.js';
import { HAPPY_END, type Stage } from './stage.js';

/**
 * What the theme's story is for, once the page reaches it: the creature to rescue, the
 * treasure found, the wise owl, the magic's sparkles.
 */
export function themeGoal(request: IllustrationRequest, stage: Stage): string {
  const { plan, theme, setting, pageIndex } = request;
  const { isCover, beat, groundY, childOnLeft, childX, otherX, facing, companionX, inCallOrLater } =
    stage;
  let companions = '';
  // A page whose words are known shows the creature when they name it; a picture for words
  // written elsewhere falls back on where the page stands in the arc.
  const creatureShows =
    !request.withoutThemeGoal &&
    (request.showsCreature ??
      (((theme === 'courage' || theme === 'nature') && inCallOrLater) ||
        ((theme === 'adventure' || theme === 'magic') &&
          (beat === 'turning' || HAPPY_END.has(beat) || isCover))));
  if (creatureShows && request.creatureAs) {
    // A creature the words name as an animal the pictures know (the kitten rescued in a story
    // of the big dog) is drawn as that animal, and it is there at bedtime when the words say
    // it is safe.
    const far = beat === 'problem' || beat === 'try' || beat === 'lowpoint';
    companions += drawProp({
      id: request.creatureAs,
      // A step further out than a feared thing the page names, which stands beside the child.
      x: far ? (childOnLeft ? 840 : 160) : companionX + facing * 150,
      y: groundY - (far ? 60 : 0) + 20,
      scale: far ? 0.8 : 1,
      facing: facing === 1 ? -1 : 1,
      child: request.likeness,
      mark: `data-creature="${request.creatureAs}"`,
    });
  } else if (creatureShows && plan.pose !== 'sleeping') {
    const far = beat === 'problem' || beat === 'try' || beat === 'lowpoint';
    companions += drawCreature(
      setting,
      far ? (childOnLeft ? 820 : 180) : companionX,
      groundY - (far ? 60 : 0),
      far ? 0.8 : 1.05,
      facing === 1 ? -1 : 1,
    );
  }
  if (theme === 'adventure' && HAPPY_END.has(beat) && request.showsTreasure !== false)
    companions += drawTreasureChest(childOnLeft ? childX + 160 : childX - 160, groundY + 10, 1.1);
  if (theme === 'learning' && (beat === 'turning' || HAPPY_END.has(beat)))
    companions += drawOwl(otherX, groundY - 10, 1.3);
  if (theme === 'magic' && (beat === 'turning' || HAPPY_END.has(beat) || isCover))
    companions += sparkles(childX, groundY - 300, 260, 14, pageIndex);
  if (theme === 'nature' && HAPPY_END.has(beat))
    companions += sparkles(childX, groundY - 260, 240, 8, pageIndex);
  return companions;
}
