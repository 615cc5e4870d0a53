import { ageBandFor } from '@littlestar/shared/story';
import type { Beat } from '../arc.js';
import type { Random } from '../random.js';
import type { Companion, StoryRequest } from '../request.js';
import { describeChild } from './brief.js';
import type { ComposedPage, ComposedStory } from './compose.js';
import {
  CHILD_LINES,
  FRIEND_LINES,
  GROUP_LINES,
  GROWN_UP_LINES,
  petLines,
  type Lines,
  type Moment,
} from './cast-banks.js';
import { notAlone } from './presence.js';

/**
 * The cast (product.md#cast): each companion is named on the opening page, keeps the hero
 * company on a page of the middle, follows the hero's lead at the turning point and cheers
 * when it is done. The lines are added to a story already written, drawn from their own
 * fork of the seed, so a story without a cast is the story it always was.
 */

const FAMILY_WORD =
  /\b(?:grandma|granny|gran|nana|nanna|grandpa|grandad|granddad|gramps|mum|mom|mummy|mommy|mama|mother|dad|daddy|papa|father)\b/i;

const GROWN_UP_WORDS: Partial<Record<Companion['kind'], RegExp>> = {
  grandma: /\b(?:grandma|granny|gran|nana|nanna|grandmother)\b/i,
  grandpa: /\b(?:grandpa|grandad|granddad|gramps|grandfather)\b/i,
  mum: /\b(?:mum|mom|mummy|mommy|mama|mother)\b/i,
  dad: /\b(?:dad|daddy|papa|father)\b/i,
};

type Group = 'pet' | 'child' | 'grownUp' | 'friend';

function groupOf(companion: Companion): Group {
  switch (companion.kind) {
    case 'dog':
    case 'cat':
    case 'rabbit':
      return 'pet';
    case 'child':
      return 'child';
    case 'friend':
      return 'friend';
    default:
      return 'grownUp';
  }
}

/** How the story calls a companion: "Grandma Rose" for a grandma the parent called Rose. */
export function castName(companion: Companion): string {
  if (FAMILY_WORD.test(companion.name)) return companion.name;
  if (companion.kind === 'grandma') return `Grandma ${companion.name}`;
  if (companion.kind === 'grandpa') return `Grandpa ${companion.name}`;
  return companion.name;
}

/**
 * The grown-up of the story when the cast has them: one the title or the problem names
 * ("Grandma") is the cast's grandma, so the book has one Grandma, not two.
 */
export function grownUpFromCast(cast: readonly Companion[], named?: string): string | undefined {
  // With none named, the cast's first grown-up is the one at home with the hero.
  const match = named
    ? cast.find((companion) => GROWN_UP_WORDS[companion.kind]?.test(named))
    : cast.find((companion) => GROWN_UP_WORDS[companion.kind] !== undefined);
  return match ? castName(match) : undefined;
}

/** A grown-up the seed would pick who is already in the cast under another name ("Nana"). */
export function clashesWithCast(grownUp: string, cast: readonly Companion[]): boolean {
  return cast.some((companion) => GROWN_UP_WORDS[companion.kind]?.test(grownUp) ?? false);
}

interface Voice {
  hero: string;
  heroAge: number;
  /** "her", "his" or "their", for a sentence that has just named the hero. */
  heroTheir: string;
}

/** Fills a line: {C} the companion, {hero}, {hero's}; {they} {their} {themselves} for a child. */
function fill(template: string, companion: Companion, voice: Voice): string {
  const forms =
    companion.kind === 'child' && companion.pronouns === 'he/him'
      ? { they: 'he', their: 'his', themselves: 'himself' }
      : companion.kind === 'child' && companion.pronouns === 'she/her'
        ? { they: 'she', their: 'her', themselves: 'herself' }
        : { they: 'they', their: 'their', themselves: 'themselves' };
  const colour = 'colour' in companion && companion.colour ? `${companion.colour} ` : '';
  return template
    .replace(/\{C\}/g, castName(companion))
    .replace(/\{hero's\}/g, possessive(voice.hero))
    .replace(/\{hero\}/g, voice.hero)
    .replace(/\{kind\}/g, companion.kind)
    .replace(/\{colour\}/g, colour)
    .replace(/\{relation\}/g, relation(companion, voice))
    .replace(/\{they\}/g, forms.they)
    .replace(/\{their\}/g, forms.their)
    .replace(/\{themselves\}/g, forms.themselves);
}

function possessive(name: string): string {
  return `${name}'s`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "little brother" for a younger he, "big sister" for an older she; '' when unsaid. */
function relation(companion: Companion, voice: Voice): string {
  if (companion.kind !== 'child') return '';
  const word =
    companion.pronouns === 'he/him' ? 'brother' : companion.pronouns === 'she/her' ? 'sister' : '';
  if (!word) return '';
  if (companion.age < voice.heroAge) return `little ${word}`;
  if (companion.age > voice.heroAge) return `big ${word}`;
  return word;
}

function linesFor(companion: Companion): Lines {
  switch (groupOf(companion)) {
    case 'pet':
      return petLines(companion.kind);
    case 'child':
      return CHILD_LINES;
    case 'friend':
      return FRIEND_LINES;
    default:
      return GROWN_UP_LINES;
  }
}

/** The first mention, with words that say who they are ("Biscuit, the family's dog"). */
function introLines(companion: Companion, young: boolean, voice: Voice): string[] {
  const said = relation(companion, voice);
  if (said) {
    return young
      ? [`${capitalize(said)} {C} came too.`]
      : [
          "{hero's} {relation}, {C}, tagged along too.",
          "{C}, {hero's} {relation}, was coming too.",
        ];
  }
  if ((companion.kind === 'mum' || companion.kind === 'dad') && !FAMILY_WORD.test(companion.name))
    return [`{hero's} ${companion.kind}, {C}, came ${young ? 'too' : 'along too'}.`];
  const lines = linesFor(companion).intro;
  return young ? lines.young : lines.older;
}

function named(text: string, name: string): boolean {
  return new RegExp(`(?<!\\p{L})${escaped(name)}(?!\\p{L})`, 'u').test(text);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** "had breakfast with Priya" → "had breakfast with Zoe's mum, Priya": who she is, once. */
function sayWho(text: string, companion: Companion, voice: Voice): string {
  if ((companion.kind !== 'mum' && companion.kind !== 'dad') || FAMILY_WORD.test(companion.name))
    return text;
  return text.replace(
    new RegExp(`(?<!\\p{L})${escaped(companion.name)}(?!\\p{L})([.,!?;:]?)`, 'u'),
    (_whole, after: string, offset: number) => {
      // "Zoe had breakfast with her mum", not "with Zoe's mum".
      const sentence =
        text
          .slice(0, offset)
          .split(/[.!?]\s+/)
          .at(-1) ?? '';
      const whose = named(sentence, voice.hero) ? voice.heroTheir : possessive(voice.hero);
      return `${whose} ${companion.kind}, ${companion.name}${after || ','}`;
    },
  );
}

/** A list read aloud: "Leo, Biscuit and Grandma Rose". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

const MIDDLE_BEATS: ReadonlySet<Beat> = new Set([
  'plant',
  'meet',
  'call',
  'journey',
  'problem',
  'try',
  'setback',
  'lowpoint',
]);

/**
 * Gives each companion their part in a written story. A story with no cast is returned as it
 * is, so its text stays byte for byte what it was.
 */
export function weaveCast(
  story: ComposedStory,
  request: StoryRequest,
  random: Random,
): ComposedStory {
  if (request.cast.length === 0) return story;
  const young = ageBandFor(request.age).id === '3-4';
  const voice: Voice = {
    hero: request.name,
    heroAge: request.age,
    heroTheir:
      request.pronouns === 'he/him' ? 'his' : request.pronouns === 'she/her' ? 'her' : 'their',
  };
  const beats = story.pages.map((page) => page.plan.beat);
  const turning = beats.indexOf('turning');
  const turnAt = turning > 0 ? turning : Math.max(1, story.pages.length - 3);
  const cheerAt = Math.min(story.pages.length - 1, turnAt + 1);
  const middle = beats
    .map((beat, index) => ({ beat, index }))
    .filter(({ beat, index }) => index > 0 && index < turnAt && MIDDLE_BEATS.has(beat))
    .map(({ index }) => index);
  const middlePages = middle.length > 0 ? middle : [Math.min(1, turnAt)];
  const used = new Set<string>();
  const choose = (options: readonly string[]): string => {
    const fresh = options.filter((option) => !used.has(option));
    const chosen = random.pick(fresh.length > 0 ? fresh : options);
    used.add(chosen);
    return chosen;
  };

  // Page → the lines it gains, in the order the cast was given.
  const extra = new Map<number, string[]>();
  const add = (index: number, line: string) => {
    extra.set(index, [...(extra.get(index) ?? []), line]);
  };
  let opening = story.pages[0]?.text ?? '';
  const shift = random.int(middlePages.length);
  const moments: Array<[Moment, (companion: number) => number]> = [
    ['intro', () => 0],
    // Older readers meet each companion on a page of their own; the youngest all at once.
    [
      'with',
      (companion) =>
        middlePages[(shift + (young ? 0 : companion)) % middlePages.length] ?? middlePages[0] ?? 1,
    ],
    ['help', () => turnAt],
    ['cheer', () => cheerAt],
  ];
  for (const [moment, pageFor] of moments) {
    const byPage = new Map<number, Companion[]>();
    request.cast.forEach((companion, index) => {
      const page = pageFor(index);
      byPage.set(page, [...(byPage.get(page) ?? []), companion]);
    });
    for (const [page, all] of byPage) {
      // The story's own grown-up is met at home already: the opening says who they are.
      const metAtHome = (companion: Companion) =>
        moment === 'intro' && named(opening, castName(companion));
      for (const companion of all.filter(metAtHome)) opening = sayWho(opening, companion, voice);
      const companions = all.filter((companion) => !metAtHome(companion));
      if (companions.length === 0) continue;
      if (young && companions.length > 1) {
        // "Biscuit the dog" once; three pets "the dog" each would be a mouthful.
        const pets = companions.filter((companion) => groupOf(companion) === 'pet').length;
        const names = companions.map((companion) =>
          moment === 'intro' && pets === 1 && groupOf(companion) === 'pet'
            ? `${castName(companion)} the ${companion.kind}`
            : castName(companion),
        );
        add(page, choose(GROUP_LINES[moment]).replace('{all}', listOf(names)));
        continue;
      }
      for (const companion of companions) {
        const lines = linesFor(companion)[moment];
        const options =
          moment === 'intro'
            ? introLines(companion, young, voice)
            : young
              ? lines.young
              : lines.older;
        add(page, fill(choose(options), companion, voice));
      }
    }
  }

  const pages: ComposedPage[] = story.pages.map((page, index) => {
    const text =
      index === 0 ? opening : extra.has(index) ? notAlone(page.text, request.name) : page.text;
    const lines = extra.get(index);
    if (!lines && text === page.text) return page;
    return { ...page, text: [text, ...(lines ?? [])].join(' ') };
  });
  return { ...story, pages };
}

/**
 * Who else an image model should draw, for the companions a page's words name: "Also in the
 * picture: Leo, a 3-year-old boy with …; Biscuit, a golden dog." '' when the page names none.
 */
export function castBrief(cast: readonly Companion[], text: string): string {
  const shown = cast.filter((companion) => named(text, companion.name));
  if (shown.length === 0) return '';
  const described = shown.map((companion) => {
    if (companion.kind === 'child') return describeChild(companion);
    const colour = 'colour' in companion && companion.colour ? `${companion.colour} ` : '';
    if (groupOf(companion) === 'pet')
      return `${companion.name}, a small ${colour}${companion.kind}`;
    const looks = [
      ...(colour ? [`${colour}hair`] : []),
      ...('skin' in companion && companion.skin ? [`${companion.skin} skin`] : []),
    ];
    const who = companion.kind === 'friend' ? 'a child who is a friend' : `a ${companion.kind}`;
    return `${castName(companion)}, ${who}${looks.length > 0 ? ` with ${looks.join(' and ')}` : ''}`;
  });
  return ` Also in the picture: ${described.join('; ')}.`;
}
