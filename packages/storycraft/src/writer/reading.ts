import type { ConflictFocus } from './conflict-focus.js';
import type { Goal } from './plots.js';
import { findThings, type NamedThing } from './story-things.js';

/**
 * Reads what the parent's words name, so the story can use it in its own phrases: a short
 * way to refer back to the problem ("the cupboard", not the whole sentence) and the thing or
 * place a title promises ("the Glass Mountain").
 */

/** Where a description of the thing stops and a place or clause starts. */
const CUT_WORDS = new Set(
  (
    'under where that which who whose in on at with near behind inside outside by from of ' +
    'when and or over beside next above below because while after before'
  ).split(' '),
);

const DETERMINER = /^(?:the|a|an|his|her|their|\{their\}|my|our)$/i;

/**
 * A short name for what the child fears or is learning: "the dark cupboard under the stairs
 * where the old lantern is kept" → "the dark cupboard"; "heights" → "being up high" (a
 * height is no thing you can walk toward).
 */
export function shortReference(object: string): string {
  if (/^(?:the )?heights?$/i.test(object)) return 'being up high';
  let words = object.split(' ').filter(Boolean);
  const cut = words.findIndex((word, index) => index > 0 && CUT_WORDS.has(word.toLowerCase()));
  if (cut > 0) words = words.slice(0, cut);
  if (words.length > 3) {
    const first = words[0] ?? '';
    const last = words.at(-1) ?? '';
    words = DETERMINER.test(first) ? [first, last] : [last];
  }
  return words.join(' ');
}

/** The lines that state, recall and resolve a fear or a skill, in the story's own words. */
export function focusLines(
  focus: ConflictFocus,
): { statement: string[]; still: string[]; resolved: string[] } | null {
  switch (focus.kind) {
    case 'fear':
      return {
        statement: [
          'But {name} {was} scared of {@worry}.',
          '{@worry} made {name} feel very small.',
          'There was one thing {name} did not like at all: {@worry}.',
          'But {name} had a secret worry, and it was {@worry}.',
        ],
        still: ['{They} {was} still scared of {@worry}.', '{@worry} still felt much too big.'],
        resolved: [
          "{name} {wasn't} scared of {@worry} anymore.",
          '{@worry} did not feel so scary anymore.',
          'And {@worry} was not so scary after all.',
        ],
      };
    case 'skill':
      return {
        statement: [
          'But {name} had not got the hang of {@worry}.',
          'There was one thing {name} could not do yet: {@worry}.',
          '{name} wanted to be good at {@worry}, but {they} could not do it yet.',
        ],
        still: ['{@worry} was still tricky.', '{@worry} was still very tricky.'],
        resolved: [
          '{name} could manage {@worry} now!',
          '{@worry} did not feel so hard anymore.',
          'And {@worry} was not so hard after all.',
        ],
      };
    case 'social':
      return null;
  }
}

/** Lower-cased words, punctuation dropped, for comparing a page with the parent's text. */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Every run of five words in the parent's text; none may be copied onto a page. */
export function fiveWordRuns(text: string): Set<string> {
  const words = plainWords(text);
  const runs = new Set<string>();
  for (let index = 0; index + 5 <= words.length; index += 1) {
    runs.add(words.slice(index, index + 5).join(' '));
  }
  return runs;
}

export function copiesRun(text: string, runs: ReadonlySet<string>): boolean {
  if (runs.size === 0) return false;
  const words = plainWords(text);
  for (let index = 0; index + 5 <= words.length; index += 1) {
    if (runs.has(words.slice(index, index + 5).join(' '))) return true;
  }
  return false;
}

const GROWN_UP_NAMES: Partial<Record<NamedThing['id'], string>> = {
  grandma: 'Grandma',
  grandpa: 'Grandpa',
  mama: 'Mama',
  papa: 'Papa',
};

/**
 * What the title promises: a place to reach or a thing or animal to find ("the Glass
 * Mountain", "the Red Kite"), a grown-up to share the day with ("Grandma"). The phrase keeps
 * the title's own describing words.
 */
export function readTitle(
  title: string,
  name: string,
): { goal?: Goal & { thing: NamedThing }; grownUp?: string } {
  const withoutName = name ? title.split(name).join(' '.repeat(name.length)) : title;
  const things = findThings(withoutName);
  const grown = things.find((thing) => GROWN_UP_NAMES[thing.id]);
  const target = things.find(
    (thing) => thing.kind === 'place' || thing.kind === 'object' || thing.kind === 'animal',
  );
  const result: { goal?: Goal & { thing: NamedThing }; grownUp?: string } = {};
  if (grown) result.grownUp = GROWN_UP_NAMES[grown.id];
  if (target) {
    const before = withoutName.slice(0, target.index).trimEnd().split(/\s+/);
    const describing: string[] = [];
    for (let index = before.length - 1; index >= 0; index -= 1) {
      const word = before[index] ?? '';
      if (!/^\p{L}+$/u.test(word) || /^(?:and|the|a|an|of|to|in|on|at|for|with)$/i.test(word)) {
        break;
      }
      describing.unshift(word);
      if (describing.length === 2) break;
    }
    const phrase = [...describing, target.word].join(' ');
    result.goal = {
      kind: target.kind === 'place' ? 'reach' : 'find',
      goal: `the ${phrase}`,
      theGoal: `the ${phrase}`,
      thing: target,
    };
  }
  return result;
}
