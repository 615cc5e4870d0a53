import type { Beat } from '../../arc.js';
import type { PropId } from '../../writer/story-things.js';
import { drawCreature, drawOwl, drawTreasureChest, sparkles } from '../companions.js';
import { drawProp } from '../props.js';
import type { IllustrationRequest } from './request.js';
import { HAPPY_END, type Stage } from './stage.js';

type Goal = (request: IllustrationRequest, stage: Stage) => string;

/** The beats the creature to rescue is still out of reach: drawn further off, smaller. */
const FAR: ReadonlySet<Beat> = new Set(['problem', 'try', 'lowpoint']);

const turnedOrEnded = ({ beat }: Stage) => beat === 'turning' || HAPPY_END.has(beat);

/** Where the theme's creature is in the pictures of words written elsewhere, by the arc. */
const CREATURE_BY_ARC: Partial<Record<IllustrationRequest['theme'], (stage: Stage) => boolean>> = {
  courage: (stage) => stage.inCallOrLater,
  nature: (stage) => stage.inCallOrLater,
  adventure: (stage) => turnedOrEnded(stage) || stage.isCover,
  magic: (stage) => turnedOrEnded(stage) || stage.isCover,
};

/**
 * A page whose words are known shows the creature when they name it; a picture for words
 * written elsewhere falls back on where the page stands in the arc.
 */
function creatureShows(request: IllustrationRequest, stage: Stage): boolean {
  if (request.withoutThemeGoal) return false;
  return request.showsCreature ?? CREATURE_BY_ARC[request.theme]?.(stage) ?? false;
}

/**
 * A creature the words name as an animal the pictures know (the kitten rescued in a story of
 * the big dog) is drawn as that animal, and it is there at bedtime when the words say it is
 * safe.
 */
function creatureAsProp(request: IllustrationRequest, stage: Stage, id: PropId): string {
  const { beat, groundY, childOnLeft, facing, companionX } = stage;
  const far = FAR.has(beat);
  return drawProp({
    id,
    // A step further out than a feared thing the page names, which stands beside the child.
    x: far ? (childOnLeft ? 840 : 160) : companionX + facing * 150,
    y: groundY - (far ? 60 : 0) + 20,
    scale: far ? 0.8 : 1,
    facing: facing === 1 ? -1 : 1,
    child: request.likeness,
    mark: `data-creature="${id}"`,
  });
}

/** The place's own creature to rescue, awake pages only. */
function placeCreature(request: IllustrationRequest, stage: Stage): string {
  if (request.plan.pose === 'sleeping') return '';
  const { beat, groundY, childOnLeft, facing, companionX } = stage;
  const far = FAR.has(beat);
  return drawCreature(
    request.setting,
    far ? (childOnLeft ? 820 : 180) : companionX,
    groundY - (far ? 60 : 0),
    far ? 0.8 : 1.05,
    facing === 1 ? -1 : 1,
  );
}

function rescuedCreature(request: IllustrationRequest, stage: Stage): string {
  if (!creatureShows(request, stage)) return '';
  return request.creatureAs
    ? creatureAsProp(request, stage, request.creatureAs)
    : placeCreature(request, stage);
}

/** What else each theme's goal draws, past its creature. */
const THEME_GOALS: Partial<Record<IllustrationRequest['theme'], Goal>> = {
  adventure: (request, { beat, childOnLeft, childX, groundY }) =>
    HAPPY_END.has(beat) && request.showsTreasure !== false
      ? drawTreasureChest(childOnLeft ? childX + 160 : childX - 160, groundY + 10, 1.1)
      : '',
  learning: (_request, stage) =>
    turnedOrEnded(stage) ? drawOwl(stage.otherX, stage.groundY - 10, 1.3) : '',
  magic: (request, stage) =>
    turnedOrEnded(stage) || stage.isCover
      ? sparkles(stage.childX, stage.groundY - 300, 260, 14, request.pageIndex)
      : '',
  nature: (request, stage) =>
    HAPPY_END.has(stage.beat)
      ? sparkles(stage.childX, stage.groundY - 260, 240, 8, request.pageIndex)
      : '',
};

/**
 * What the theme's story is for, once the page reaches it: the creature to rescue, the
 * treasure found, the wise owl, the magic's sparkles.
 */
export function themeGoal(request: IllustrationRequest, stage: Stage): string {
  const creature = rescuedCreature(request, stage);
  return creature + (THEME_GOALS[request.theme]?.(request, stage) ?? '');
}
