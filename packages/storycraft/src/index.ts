import type { WrittenStory } from '@littlestar/shared/story';
import { planArc, type PagePlan } from './arc.js';
import { drawIllustration } from './illustrator/illustrate.js';
import { castLooks, type CastLook } from './illustrator/cast.js';
import {
  normalizeCast,
  normalizeRequest,
  type Companion,
  type CraftStoryInput,
  type StoryRequest,
} from './request.js';
import { coverPlan, write } from './write.js';
import { castName } from './writer/cast-lines.js';
import { SETTING_BANKS, standInCreature } from './writer/setting-banks.js';
import { findThings, propsNamedIn, type PropId } from './writer/story-things.js';
import type { SiblingLook } from './illustrator/props.js';

export type { CraftStoryInput, CraftCastMember, Companion } from './request.js';
export type { PagePlan, Beat, Pose, TimeOfDay } from './arc.js';
export { planArc } from './arc.js';
export { readingGrade, countSyllables } from './reading-grade.js';
export { readingLevel, spacheGrade, type ReadingLevel } from './reading-level.js';
export { cleanFreeText, cleanName, cleanTitle } from './text-safety.js';
export { drawPortrait } from './illustrator/portrait.js';
export { castName } from './writer/cast-lines.js';

/** A written story with its pictures: the shared written-story shape plus one SVG per page. */
export interface CraftedStory extends WrittenStory {
  cover: { brief: string; svg: string };
  pages: Array<{ text: string; brief: string; svg: string }>;
}

/** The written story (title, cover brief, page text and briefs) without pictures. */
export function writeStory(input: CraftStoryInput): WrittenStory {
  const { story } = write(normalizeRequest(input));
  return story;
}

/**
 * Writes and illustrates a whole story, offline and deterministically: the same input and
 * seed give byte-identical output. Never throws on odd text; it falls back instead.
 */
export function craftStory(input: CraftStoryInput): CraftedStory {
  const book = bookOf(normalizeRequest(input));
  return {
    title: book.story.title,
    cover: { brief: book.story.cover.brief, svg: book.cover() },
    pages: book.story.pages.map((page, index) => ({ ...page, svg: book.page(index) })),
  };
}

/** What a redrawn picture adds to its page: another version, the parent's note. */
interface Again {
  variant?: string;
  note?: string;
}

/**
 * A story written by the engine and the means to draw any of its pictures alone: the server
 * draws one picture per job, and each must be the one `craftStory` draws for that page.
 */
function bookOf(request: StoryRequest) {
  const { story, plans, grownUp, composed } = write(request);
  const storyThings = new Set<PropId>([
    ...propsNamedIn(story.title),
    ...propsNamedIn(request.conflict),
    // The quest's lantern or book, given early and used at the turning point.
    ...propsNamedIn(composed.cast.tool),
  ]);
  const bigProps = bigThingsIn(`${story.title}. ${request.conflict}`);
  const sibling = siblingIn(`${story.title}. ${request.conflict}`);
  const helperProp: PropId =
    request.setting === 'underwater' ? 'fish' : request.setting === 'space' ? 'robot' : 'bird';
  // The creature to rescue is drawn by the theme; "the scruffy little dog" must not also
  // call up the feared big dog's prop. A goal the title names (the Red Kite) stays a prop.
  const goalWords = composed.cast.goal.replace(/^the\s+/i, '');
  // A skill to learn ("flying a kite") is no creature: its kite is drawn on every page naming it.
  const goalIsTitles =
    composed.focus?.kind === 'skill' ||
    propsNamedIn(goalWords).some((id) => propsNamedIn(story.title).includes(id));
  // A story of the big dog rescues a kitten, not the city's scruffy dog: one dog, the feared one.
  const standIn = standInCreature(request.setting, `${request.title}. ${request.conflict}`);
  // "a little fox" → "little fox": found after "a" or "the" alike.
  const creature = (standIn?.creature ?? SETTING_BANKS[request.setting].slots.creature).replace(
    /^(?:a|an|the)\s+/i,
    '',
  );
  // A stand-in is drawn as the animal its words name; so is a creature the parent's words name
  // when no stand-in is left (a city story of both a cat and a dog).
  const creatureAs = standIn?.drawnAs ?? propsNamedIn(creature).find((id) => storyThings.has(id));
  const cast = castPicture(request, grownUp);
  // "a little blue bird" when met, "the little blue bird" later: both draw the bird.
  const helperWords = composed.cast.helper.replace(/^the\s+/i, '').toLowerCase();
  // A goal the pictures can draw (the title's lantern) is drawn itself, not as a chest.
  // A story that mends a quarrel has no treasure at all.
  const showsTreasure = !composed.mends && propsNamedIn(goalWords).length === 0;
  // The grown-up at home, when the title or conflict names them as a prop ("Grandma").
  const grownUpProps = propsNamedIn(grownUp).filter((id) => FAMILY_GROWN_UPS.has(id));
  /** The story's own things (the cupboard, the little brother) that some words name. */
  const thingsNamedIn = (text: string) => {
    // "Biscuit, the family's dog" is the cast's dog, not the big dog the parent's words fear.
    const own = withoutCast(text, request.cast);
    const told = goalIsTitles || !goalWords ? own : own.split(goalWords).join(' ');
    // The creature drawn as the animal is that animal's one drawing on the page.
    const named = creatureAs ? told.split(creature).join(' ') : told;
    return propsNamedIn(named).filter((id) => storyThings.has(id));
  };
  const pagePicture = (text: string, atHome = false, grownUpHere = true) => {
    const namedHere = thingsNamedIn(text);
    // The cupboard or the stairs the parent's words fear live in the house: a page naming
    // them is drawn there, even before the story brings the child home.
    const indoors = atHome || namedHere.some((id) => INDOOR_THINGS.has(id));
    // The grown-up at home while the child is away is remembered, drawn in a thought cloud.
    const remembered = grownUpHere ? [] : namedHere.filter((id) => grownUpProps.includes(id));
    const props = namedHere.filter((id) => !remembered.includes(id));
    if (helperWords && text.toLowerCase().includes(helperWords) && !props.includes(helperProp))
      props.push(helperProp);
    return {
      props,
      indoors,
      // Remembered at home ("Maya remembered what Uncle Ben always said") is not drawn there.
      showsGrownUp: grownUpHere && mentions(text, grownUp),
      showsCreature: text.toLowerCase().includes(creature.toLowerCase()),
      showsTreasure,
      withoutThemeGoal: composed.mends,
      remembered,
      remembersGrownUp: !grownUpHere && remembered.length === 0 && mentions(text, grownUp),
      bigProps,
      ...(sibling ? { sibling } : {}),
      ...(creatureAs ? { creatureAs } : {}),
      ...cast(text),
    };
  };
  return {
    story,
    /** The cover is the book's face: its theme's creature stays, as for a story written elsewhere. */
    cover: (again: Again = {}) =>
      illustrate(request, coverPlan(), -1, grownUp, {
        ...pagePicture(story.title),
        // Unless no page names it: the parent's quarrel, habit or loss took the place of the
        // theme's goal, or a quarrel's trip to the title's mountain has no goat in it.
        showsCreature:
          composed.mends ||
          !story.pages.some((page) => page.text.toLowerCase().includes(creature.toLowerCase()))
            ? false
            : undefined,
        // Everyone in the story is on its cover.
        ...cast(request.cast.map((companion) => companion.name).join(' ')),
        ...again,
      }),
    page: (index: number, again: Again = {}) =>
      illustrate(request, plans[index] as PagePlan, index, grownUp, {
        ...pagePicture(
          story.pages[index]?.text ?? '',
          composed.pages[index]?.indoors,
          composed.pages[index]?.grownUpHere,
        ),
        ...again,
      }),
    /**
     * For words the engine did not write for this page (a page a parent changed, a story a
     * language model wrote): the story's own things they name, drawn as the engine would.
     */
    namedIn: (text: string) => ({
      props: thingsNamedIn(text),
      bigProps,
      ...(sibling ? { sibling } : {}),
    }),
  };
}

/** How many books `illustratePage` keeps written: a few stories drawn side by side. */
const BOOKS_KEPT = 8;
const keptBooks = new Map<string, ReturnType<typeof bookOf>>();

/**
 * The server draws a book one picture per job, each given the whole request: the books drawn
 * last are kept (by their request), so a book's pictures write its story once, not once a
 * picture. A book is the same for the same request and seed, so a kept one is the one
 * `bookOf` would write again; the oldest is let go past `BOOKS_KEPT`.
 */
function keptBookOf(request: StoryRequest): ReturnType<typeof bookOf> {
  const key = JSON.stringify(request);
  const kept = keptBooks.get(key);
  if (kept) {
    keptBooks.delete(key);
    keptBooks.set(key, kept);
    return kept;
  }
  const book = bookOf(request);
  keptBooks.set(key, book);
  for (const oldest of keptBooks.keys()) {
    if (keptBooks.size <= BOOKS_KEPT) break;
    keptBooks.delete(oldest);
  }
  return book;
}

export interface IllustratePageInput {
  /**
   * The hero's age sizes the cast beside them; 5 when unknown. With the name and pronouns
   * (and the story's title, conflict and moral) it is the request the engine wrote from.
   */
  child: Pick<CraftStoryInput['child'], 'likeness'> &
    Partial<Pick<CraftStoryInput['child'], 'age' | 'name' | 'pronouns'>>;
  story: Pick<CraftStoryInput['story'], 'theme' | 'setting'> &
    Partial<Pick<CraftStoryInput['story'], 'title' | 'conflict' | 'moral'>>;
  seed: CraftStoryInput['seed'];
  /** 0-based page, or -1 for the cover. */
  pageIndex: number;
  pageCount: number;
  /** A picture drawn again: another version of the page, keeping the book's cast and style. */
  variant?: string;
  /** The parent's note for it: the expression and colours the illustrator can change. */
  note?: string;
  /** The story's companions (product.md#cast); the ones the page's `text` names are drawn. */
  cast?: CraftStoryInput['cast'];
  /** The page's words: they say which companions and things stand in the picture. */
  text?: string;
}

/** The book the engine writes for the whole request, when the request names the child. */
function requestedBook(input: IllustratePageInput): ReturnType<typeof bookOf> | undefined {
  const { name, pronouns } = input.child;
  if (name === undefined || pronouns === undefined) return undefined;
  return keptBookOf(
    normalizeRequest({
      child: { ...input.child, name, pronouns, age: input.child.age ?? 5 },
      story: { ...input.story, title: input.story.title ?? '' },
      cast: input.cast ?? null,
      seed: input.seed,
    }),
  );
}

/** The book's own picture: its cover, or a page whose words are the ones the book wrote. */
function booksOwnPicture(
  book: ReturnType<typeof bookOf>,
  input: IllustratePageInput,
  again: Again,
): string | undefined {
  if (input.pageIndex < 0) return book.cover(again);
  const written = book.story.pages[input.pageIndex];
  if (written && book.story.pages.length === input.pageCount && written.text === input.text)
    return book.page(input.pageIndex, again);
  return undefined;
}

/**
 * One picture of a story, drawn alone. Given the whole request (the child's name and
 * pronouns, the title), a page whose words are the ones the engine writes for that request
 * and seed is drawn exactly as `craftStory` draws it: the feared cupboard, the little brother,
 * indoors at home. Other words (a story written elsewhere, say by an AI text provider) are
 * drawn from the page's place in the arc, with the story's things that the words name.
 */
export function illustratePage(input: IllustratePageInput): string {
  const again: Again = {
    ...(input.variant ? { variant: input.variant } : {}),
    ...(input.note ? { note: input.note } : {}),
  };
  const book = requestedBook(input);
  const drawn = book && booksOwnPicture(book, input, again);
  if (drawn !== undefined) return drawn;

  const request = normalizeRequest({
    child: {
      name: '',
      age: input.child.age ?? 5,
      pronouns: 'they/them',
      likeness: input.child.likeness,
    },
    story: { title: '', theme: input.story.theme, setting: input.story.setting },
    cast: input.cast ?? null,
    seed: input.seed,
  });
  // The hero is nameless here, so the cast is cleaned against no name at all.
  request.cast = normalizeCast(input.cast, '');
  const picture = {
    ...again,
    ...castPicture(request)(input.text ?? ''),
    ...(book && input.text ? book.namedIn(input.text) : {}),
  };
  if (input.pageIndex < 0) return illustrate(request, coverPlan(), -1, undefined, picture);
  const plans = planArc(input.pageCount);
  const index = Math.min(Math.max(0, Math.floor(input.pageIndex)), plans.length - 1);
  return illustrate(request, plans[index] as PagePlan, index, undefined, picture);
}

const FAMILY_GROWN_UPS: ReadonlySet<PropId> = new Set(['grandma', 'grandpa', 'mama', 'papa']);
const INDOOR_THINGS: ReadonlySet<PropId> = new Set(['cupboard', 'stairs']);

/** "Her little brother" or "his big sister": how the sibling the words name is drawn. */
function siblingIn(text: string): SiblingLook | undefined {
  const found = /\b(?:(little|baby|younger|small|big|older)\s+)?(brother|sister)\b/i.exec(text);
  if (!found) return undefined;
  const [, age = '', who = ''] = found;
  return {
    hair: who.toLowerCase() === 'brother' ? 'short' : 'ponytail',
    older: /big|older/i.test(age),
  };
}

/** Things the parent's words call big ("the big dog next door"), so every page draws them big. */
function bigThingsIn(text: string): PropId[] {
  return findThings(text)
    .filter((thing) =>
      /\b(?:big|huge|giant|large|enormous|great big)\s+(?:\p{L}+\s+)?$/iu.test(
        text.slice(Math.max(0, thing.index - 24), thing.index),
      ),
    )
    .map((thing) => thing.id);
}

/**
 * Which companions a page's words name, with the looks worked out once for the whole book.
 * Nothing at all without a cast, so such a book's pictures are what they always were.
 */
function castPicture(
  request: StoryRequest,
  grownUp?: string,
): (text: string) => { cast?: CastLook[]; showsCast?: number[]; grownUpInCast?: number } {
  if (request.cast.length === 0) return () => ({});
  const looks = castLooks(request.cast, request);
  const asGrownUp = grownUp
    ? request.cast.findIndex((companion) => castName(companion) === grownUp)
    : -1;
  return (text) => ({
    cast: looks,
    showsCast: request.cast.flatMap((companion, index) =>
      mentions(text, companion.name) ? [index] : [],
    ),
    ...(asGrownUp >= 0 ? { grownUpInCast: asGrownUp } : {}),
  });
}

/** A page's words without the cast's names and what they are ("Biscuit, the family's dog"). */
function withoutCast(text: string, cast: readonly Companion[]): string {
  let rest = text;
  for (const companion of cast) {
    const name = castName(companion).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pet = /^(?:dog|cat|rabbit)$/.test(companion.kind)
      ? `(?:,? the (?:family's )?(?:\\p{L}+ )?${companion.kind})?`
      : '';
    // "Mia's little brother, Leo," and "her mum, Priya" say who they are, not someone else.
    const who = `(?:(?:\\p{L}+'s|her|his|their) )?(?:(?:little|big|best) )?(?:brother|sister|friend|mum|dad)`;
    rest = rest.replace(new RegExp(`(?:${who},? )?${name}${pet}(?:, ${who})?`, 'giu'), ' ');
  }
  return rest;
}

function mentions(text: string, name: string): boolean {
  return new RegExp(
    `(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
    'u',
  ).test(text);
}

function illustrate(
  request: StoryRequest,
  plan: PagePlan,
  pageIndex: number,
  grownUp?: string,
  picture: {
    props?: PropId[];
    showsGrownUp?: boolean;
    showsCreature?: boolean;
    showsTreasure?: boolean;
    withoutThemeGoal?: boolean;
    remembered?: PropId[];
    remembersGrownUp?: boolean;
    bigProps?: PropId[];
    sibling?: SiblingLook;
    indoors?: boolean;
    variant?: string;
    note?: string;
    cast?: CastLook[];
    showsCast?: number[];
    grownUpInCast?: number;
    creatureAs?: PropId;
  } = {},
): string {
  return drawIllustration({
    ...picture,
    grownUp,
    likeness: request.likeness,
    theme: request.theme,
    setting: request.setting,
    seed: request.seed,
    plan,
    pageIndex,
  });
}
