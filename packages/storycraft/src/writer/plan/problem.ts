import { type AgeBand } from '@littlestar/shared/story';
import type { Random } from '../../random.js';
import type { StoryRequest } from '../../request.js';
import { clashesWithCast, grownUpFromCast } from '../cast-lines.js';
import { DARK } from '../conflict-beats.js';
import type { ConflictFocus } from '../conflict-focus.js';
import { asActivity, detectConflictFocus, eventNamedIn, eventTitledIn } from '../conflict-focus.js';
import { parseConflict, trimToPhrase, type ConflictPhrases } from '../conflict.js';
import type { EverydayFocus } from '../everyday-focus.js';
import { everydaySlots } from '../everyday-beats.js';
import { FRIEND_NAMES, GROWN_UPS } from '../generic-banks.js';
import { personThread } from '../person-thread.js';
import { HOME_PLACE } from '../plot-lines.js';
import {
  focusLines,
  grownUpNamedIn,
  readTitle,
  shortReference,
  unknownThingIn,
} from '../reading.js';
import { settingBankFor } from '../setting-banks.js';
import { THEME_BANKS } from '../theme-bank.js';
import { asName, everydayFocusOf, withoutCompanion } from './read-request.js';
import { refrainsFor, tricksFor } from './tricks.js';

/** A place at home a title names, with one word before it: "Dark Cupboard", "Attic". */
const HOME_PLACE_IN_TITLE =
  /\b((?:(?!the\b|and\b)\p{L}+\s+)?(?:cupboard|closet|wardrobe|cellar|basement|attic|loft|staircase|stairs|bathtub|bath|hallway|garage))\b/iu;

/** Doing something in front of others, as on the day of a play, a concert or a race. */
const PERFORMING =
  /^(?:singing|dancing|speaking|talking|reading|playing|acting|performing|reciting|racing|running|standing up|being on (?:a |the )?stage)\b/i;

/**
 * The first stage of the plan: what the parent asked for, read once. Who is in the story, what
 * the parent's problem is (a fear, a skill, shyness, a quarrel, a habit, a loss, a person) and
 * what the title promises. The seed draws the friend, the grown-up, the trick and the refrain
 * here, in that order, and the theme's problem when the parent gave none.
 */
export function readProblem(request: StoryRequest, band: AgeBand, random: Random) {
  const setting = settingBankFor(request.setting, `${request.title}. ${request.conflict}`);
  const theme = THEME_BANKS[request.theme];
  // A friend the seed names is never someone already in the cast.
  const castNames = new Set(request.cast.map((companion) => companion.name));
  const friend = random.pick(
    FRIEND_NAMES.filter((name) => name !== request.name && !castNames.has(name)),
  );
  const everyday = everydayFocusOf(request.conflict, request.name);
  const { titleRead, keepsake } = titleThingsOf(request, everyday);
  const { atBedtime, grieving, quarrel, olderOne } = everydayTraitsOf(everyday);
  const { grownUp, castGrownUp } = grownUpOf(request, titleRead.grownUp, everyday, random);
  const trick = random.pick(tricksFor(everyday));
  const refrain = random.pick(refrainsFor(everyday, grieving));

  const { conflictText, parsed, aboutPerson, focus } = focusOf(request, band, everyday, setting);
  const conflict: ConflictPhrases = parsed
    ? {
        ...parsed,
        statement: parsed.statement.map(asName),
        still: parsed.still.map(asName),
        resolved: parsed.resolved.map(asName),
      }
    : random.pick(theme.problems);
  // Someone the parent's problem names (a baby sister, Grandpa far away) comes back at the
  // turning point and at the end; not when the theme's problem had to be told instead.
  const thread = (parsed || aboutPerson) && !focus ? personThread(conflictText) : null;
  const { event, titleEvent } = occasionsOf(request.title, focus, conflictText);
  const worry = worryOf(everyday, focus, friend);
  return {
    setting,
    theme,
    titleRead,
    keepsake,
    friend,
    everyday,
    atBedtime,
    grieving,
    quarrel,
    olderOne,
    grownUp,
    castGrownUp,
    trick,
    refrain,
    conflictText,
    focus,
    event,
    titleEvent,
    conflict,
    thread,
    worry,
    ownLines: focus ? focusLines(focus) : null,
    // A fear that lives at home, in a story set elsewhere: the problem page brings the child home.
    fearAtHome: focus?.kind === 'fear' && HOME_PLACE.test(worry),
    // A fear of the dark is faced in the dark, with the grown-up near: never before dark.
    // (Not a dark cupboard: that is a place at home, faced there.)
    darkFeared: focus?.kind === 'fear' && DARK.test(worry),
  };
}

/**
 * What the title promises. A thing the title names that no word list knows ("The Silver
 * Whistle") is still the thing the story is after; beside a habit or a loss it would be a
 * second errand, and is left out: there it is the child's keepsake instead, given when the
 * problem is at its hardest, held as the child mends it.
 */
function titleThingsOf(request: StoryRequest, everyday: EverydayFocus | null) {
  const known = readTitle(request.title, request.name);
  const unknownThing = known.goal ? undefined : unknownThingIn(request.title, request.name);
  const errand = everyday && everyday.kind !== 'quarrel' ? undefined : unknownThing;
  const titleRead = errand ? { ...known, goal: errand } : known;
  const keepsake = errand ? undefined : unknownThing;
  return { titleRead, keepsake };
}

function everydayTraitsOf(everyday: EverydayFocus | null) {
  const atBedtime = everyday?.kind === 'habit' && everyday.habit === 'bedtime';
  // Grandma far away or a pet that died is grieved; a lost teddy or a runaway cat is looked for.
  const grieving =
    everyday?.kind === 'loss' && everyday.loss !== 'toy' && everyday.gone !== 'ran away';
  // The tries of a quarrel are the child keeping it all: felt, not steadied from.
  const quarrel = everyday?.kind === 'quarrel';
  // A big sister does not trail three steps behind or wobble her lip like a toddler.
  const olderOne = quarrel && /\b(?:big|older)\b/i.test(everydaySlots(everyday).person ?? '');
  return { atBedtime, grieving, quarrel, olderOne };
}

/**
 * The school play the parent named happens in the story (a fear or a skill's occasion).
 * A title that names one ("The Big School Play") is the occasion of a fear of doing
 * something, a skill or shyness; beside any other problem it is the happy day after it is
 * mended (`titleEvent`), looked forward to from the first page.
 */
function occasionsOf(title: string, focus: ConflictFocus | undefined, conflictText: string) {
  const titled = eventTitledIn(title);
  const doing =
    focus?.kind === 'social' ||
    ((focus?.kind === 'skill' || focus?.kind === 'fear') && PERFORMING.test(focus.object));
  const event =
    (focus?.kind === 'fear' || focus?.kind === 'skill' ? eventNamedIn(conflictText) : null) ??
    (doing ? titled : null);
  return { event, titleEvent: event ? null : titled };
}

/** What the problem is about, in a few words: the habit, the feared thing, the friend to make. */
function worryOf(
  everyday: EverydayFocus | null,
  focus: ConflictFocus | undefined,
  friend: string,
): string {
  if (everyday) return everyday.object;
  if (focus && 'object' in focus) {
    // A skill is a doing: "sailing a little boat" keeps its verb.
    return focus.kind === 'skill' ? focus.object : shortReference(focus.object);
  }
  return focus?.kind === 'social' ? friend : '';
}

export type Problem = ReturnType<typeof readProblem>;

/**
 * The grown-up at home: one the title or the conflict names, one in the cast, or one the seed
 * draws. One the child misses ("misses grandpa who moved away") is not the one at home.
 */
function grownUpOf(
  request: StoryRequest,
  titleGrownUp: string | undefined,
  everyday: EverydayFocus | null,
  random: Random,
) {
  const missed = /\bmiss(?:es|ed|ing)?\b|moved away|far away|passed away|went away/i.test(
    request.conflict,
  );
  // Grandma who moved far away is the one missed, never the one at home, even when the
  // title names her ("Letters to Grandma").
  const missedPerson = everyday?.kind === 'loss' ? everyday.person : '';
  const fromTitle = titleGrownUp && titleGrownUp !== missedPerson ? titleGrownUp : undefined;
  const namedGrownUp = fromTitle ?? (missed ? undefined : grownUpNamedIn(request.conflict));
  // A grandma in the cast is the story's grandma; the seed never adds a second one.
  const castGrownUp = grownUpFromCast(request.cast, namedGrownUp);
  const grownUp =
    castGrownUp ??
    namedGrownUp ??
    random.pick(
      GROWN_UPS.filter((name) => !clashesWithCast(name, request.cast) && name !== missedPerson),
    );
  return { grownUp, castGrownUp };
}

/** The parent's problem as a fear, a skill or shyness, when it is one; and its words parsed. */
function focusOf(
  request: StoryRequest,
  band: AgeBand,
  everyday: EverydayFocus | null,
  setting: ReturnType<typeof settingBankFor>,
) {
  // "Zoe is scared of …" written with another name (a nickname, a sibling's form) reads as
  // the child's own problem.
  const conflictText = request.conflict.replace(
    /^\p{Lu}\p{L}+\s+(?=(?:is|gets|was|feels|can't|cannot|does|doesn't|hates|fears)\s)/u,
    '',
  );
  const parsed = conflictText ? parseConflict(conflictText, request.name) : null;
  // "Does not like sharing with her big brother" is about the brother, not a fear of sharing.
  const aboutPerson =
    conflictText !== '' &&
    /\bshar(?:e|es|ed|ing)\b|\bmiss(?:es|ed|ing)?\b|moved away|went away/i.test(conflictText) &&
    personThread(conflictText) !== null;
  const parentFocus =
    everyday ?? (aboutPerson ? undefined : parsedFocus(conflictText, request.name, parsed));
  // "Zoe and the Dark Cupboard" with no problem of its own: the cupboard at home is the fear
  // the story is about, since it is no place to travel to (readTitle).
  const titleHomePlace = HOME_PLACE_IN_TITLE.exec(request.title)?.[1];
  const titleFear =
    !conflictText && titleHomePlace
      ? (detectConflictFocus(`scared of the ${titleHomePlace.toLowerCase()}`) ?? undefined)
      : undefined;
  // A learning story the parent gave no skill (or whose title sets a place to reach) learns
  // the place's own ("sailing a little boat"), so "it was very hard" says what was hard.
  // (The youngest keep their shorter words: "following animal tracks" reads too hard.)
  const placeSkill: ConflictFocus | undefined =
    request.theme === 'learning' && !parsed && !aboutPerson && band.id !== '3-4'
      ? { kind: 'skill', object: asActivity(setting.slots.skill) }
      : undefined;
  const focus: ConflictFocus | undefined =
    (parentFocus && withoutCompanion(parentFocus)) ?? titleFear ?? placeSkill;
  return { conflictText, parsed, aboutPerson, focus };
}

/** The fear or skill the parent's words name, even when too long to weave in as a sentence. */
function parsedFocus(
  conflictText: string,
  name: string,
  parsed: ConflictPhrases | null,
): ConflictFocus | undefined {
  if (parsed) return parsed.focus;
  if (!conflictText || trimToPhrase(conflictText, name)) return undefined;
  const opening = conflictText.split(/\s+/).slice(0, 14).join(' ');
  return detectConflictFocus(trimToPhrase(opening, name)) ?? undefined;
}
