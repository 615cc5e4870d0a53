import { everydayLines } from './everyday-beats.js';
import type { ConflictFocus } from './conflict-focus.js';
import { HOME_PLACE } from './plot-lines.js';
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
    // "the neighbours big dog" → "the big dog": the thing and the word just before it,
    // unless that word is someone's ("the neighbours dog" → "the dog").
    const first = words[0] ?? '';
    const [before = '', last = ''] = words.slice(-2);
    const tail = /s$|'s?$/i.test(before) ? [last] : [before, last];
    words = DETERMINER.test(first) ? [first, ...tail] : tail;
  }
  return words.join(' ');
}

/** Weather a child can be afraid of: it is listened to, not walked up to. */
const HEARD = /\b(?:rain|storms?|thunder|wind)\b/i;

/** What a child does with what they feared at the end: listens to it, faces it, tries it. */
function faced(focus: { object: string; isThing: boolean }): string[] {
  if (!focus.isThing) return ['tried'];
  return HEARD.test(focus.object) ? ['listened to'] : ['faced'];
}

/** The lines that state, recall and resolve a fear or a skill, in the story's own words. */
export function focusLines(
  focus: ConflictFocus,
): { statement: string[]; still: string[]; resolved: string[]; turning: string[] } | null {
  if (focus.kind === 'quarrel' || focus.kind === 'habit' || focus.kind === 'loss') {
    const lines = everydayLines(focus);
    return {
      statement: lines.statement,
      still: lines.still,
      resolved: lines.resolved,
      turning: lines.turnWorry,
    };
  }
  switch (focus.kind) {
    case 'fear':
      return {
        statement: [
          'But {name} {was} [scared|afraid|frightened] of {@worry}.',
          '{@worry} made {name} feel [very small|tiny and shaky|all wobbly].',
          'There was one thing {name} did not like [at all|one bit]: {@worry}.',
          'But {name} had a secret worry, and it was {@worry}.',
        ],
        still: [
          '{They} {was} still [scared|afraid|a bit scared|so scared] of {@worry}.',
          '{@worry} still felt [much too big|very scary|too much].',
        ],
        turning: [
          '{@worry} did not look so [big|scary] [now|any more|today].',
          'Now {@worry} [looked|seemed] a [little|tiny bit|lot] smaller.',
        ],
        // Faced, not declared gone: the child listens to the rain, faces the dog, tries singing.
        resolved: faced(focus)
          .map((does) => [
            `{name} ${does} {@worry}, and it was not so [scary|big].`,
            `{name} ${does} {@worry} and smiled.`,
            `{name} ${does} {@worry}, and {they} {wasn't} [scared|afraid] of it anymore.`,
          ])
          .flat(),
      };
    case 'skill':
      return {
        statement: [
          'But {name} had not got the hang of {@worry} [yet|at all|just yet].',
          'There was one thing {name} [could not do yet|found hard|had not learned yet]: {@worry}.',
          '{name} wanted to be good at {@worry}, but it [was still hard|kept going wrong|felt so tricky].',
        ],
        still: [
          '{@worry} was still [tricky|hard|a muddle|a bit hard].',
          '{@worry} was still [very tricky|really hard|not easy at all].',
        ],
        turning: [
          '{@worry} felt a [little|tiny bit|lot] easier [now|today|this time].',
          '[Now|This time|Today] {@worry} went a [bit|little|lot] better.',
        ],
        resolved: [
          '{name} tried {@worry} [slowly|carefully], and it worked!',
          '{name} tried {@worry} slowly, one step at a time, just as {they} had practised, and this time it worked.',
          '{@worry} did not feel so [hard|tricky] anymore.',
          'And {@worry} was not so [hard|tricky] after all.',
        ],
      };
    case 'social':
      return {
        statement: [
          'But {name} felt [very|too|a bit] shy [with new kids|around new faces].',
          'New kids made {name} go [quiet|shy|pink] and [small|still].',
          'But {name} {was} shy, and saying hello felt [very|much too] hard.',
        ],
        still: [
          '{They} still felt [shy|too shy|a bit shy].',
          'Saying hello still felt [much too|very|so] hard.',
        ],
        turning: ['{@friend} smiled a [big|friendly] smile.', '{@friend} waved [back|hello].'],
        resolved: [
          '{name} did not feel [so|too] shy anymore.',
          'Saying hello was not so hard after all.',
          "{name} {wasn't} [shy|too shy] with {@friend} anymore.",
        ],
      };
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

/** A grown-up the parent's words name ("learning to fly a kite with grandpa"). */
export function grownUpNamedIn(text: string): string | undefined {
  const grown = findThings(text).find((thing) => GROWN_UP_NAMES[thing.id]);
  return grown ? GROWN_UP_NAMES[grown.id] : undefined;
}

/** The title with the child's name blanked out ("The Day Mia Flew": the name is no thing). */
function blankName(title: string, name: string): string {
  return name ? title.split(name).join(' '.repeat(name.length)) : title;
}

/**
 * What the title promises: a place to reach or a thing or animal to find ("the Glass
 * Mountain", "the Red Kite"), a grown-up to share the day with ("Grandma"). The phrase keeps
 * the title's own describing words.
 */
export function readTitle(
  title: string,
  name: string,
): { goal?: Goal & { thing: NamedThing }; grownUp?: string } {
  const withoutName = blankName(title, name);
  const things = findThings(withoutName);
  const grown = things.find((thing) => GROWN_UP_NAMES[thing.id]);
  // A place at home ("the Dark Cupboard") is no journey's end: "far away stood the Dark
  // Cupboard" puts the house's cupboard beyond the hills. It is left to the parent's fear.
  const target = things.find(
    (thing) =>
      (thing.kind === 'place' && !HOME_PLACE.test(thing.word)) ||
      thing.kind === 'object' ||
      thing.kind === 'animal',
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

/**
 * Last words of a title's phrase that name no thing to carry home: occasions, places, feelings,
 * people and creatures ("The Big Day", "The Secret Garden", "The Brave Little Swimmer").
 */
const NO_THING_TO_FIND = new Set(
  (
    'day days night morning evening afternoon week weekend year summer winter spring autumn ' +
    'holiday birthday party picnic play show concert recital race match game contest test ' +
    'exam lesson class school adventure story tale journey trip voyage quest mission rescue ' +
    'visit call trouble problem surprise secret mystery wish dream promise idea plan friend ' +
    'friendship family home house room garden forest woods jungle desert island kingdom land ' +
    'world city town village street park farm zoo sea ocean beach sky moon sun star space ' +
    'planet storm rain thunder wind snow dark fear courage heart hug kiss smile magic wonder ' +
    'way path road hero girl boy kid baby king queen prince princess knight pirate wizard ' +
    'witch fairy giant monster dragon unicorn dinosaur bear bunny rabbit fox owl mouse tiger ' +
    'lion elephant monkey turtle whale dolphin penguin horse pony duck frog swimmer explorer ' +
    'dancer singer reader painter baker builder climber runner player helper leader sailor ' +
    'doctor farmer astronaut cousin teacher nani nana dadi dada'
  ).split(' '),
);

/** "the Silver Whistle" in a title: a phrase in title case, before the end or "of", "for" …. */
const TITLE_PHRASE =
  /\b(?:[Tt]he|[Aa]n?) ((?:\p{Lu}\p{Ll}+ ){0,2}(\p{Lu}\p{Ll}+))(?=\s*$|\s*[.!?,]|\s+(?:of|for|and|in|on|at|to|with|from)\b)/gu;

/**
 * A thing the title names that the engine has no word list for ("The Silver Whistle", "Mia and
 * the Golden Shell", "The Secret of the Silver Spoon"): still a thing to find. One thing only
 * ("the Magic Beans" would need "them"), and never an occasion, place, person or creature.
 */
export function unknownThingIn(
  title: string,
  name: string,
): (Goal & { thing: UnknownThing }) | undefined {
  const withoutName = blankName(title, name);
  for (const match of withoutName.matchAll(TITLE_PHRASE)) {
    const [, phrase = '', head = ''] = match;
    const word = head.toLowerCase();
    if (NO_THING_TO_FIND.has(word) || /(?<![su])s$/.test(word)) continue;
    return {
      kind: 'find',
      goal: `the ${phrase}`,
      theGoal: `the ${phrase}`,
      thing: { id: null, word: head },
    };
  }
  return undefined;
}

/** A thing named in a title with no picture of its own. */
export interface UnknownThing {
  id: null;
  word: string;
}
