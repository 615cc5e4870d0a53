/**
 * The people, animals, objects and places a parent's words can name, each tied to a prop the
 * illustrator can draw. The writer finds them in the title and the conflict; the illustrator
 * finds them again in a page's words (or in a brief written elsewhere), so a page that names
 * the cupboard shows the cupboard. Only these fixed ids ever reach an SVG, never the
 * parent's own words.
 */

export type ThingKind = 'person' | 'animal' | 'object' | 'place' | 'dark';

export type PropId =
  | 'grandma'
  | 'grandpa'
  | 'mama'
  | 'papa'
  | 'baby'
  | 'sibling'
  | 'friend'
  | 'teacher'
  | 'dog'
  | 'cat'
  | 'bird'
  | 'fish'
  | 'robot'
  | 'lantern'
  | 'kite'
  | 'bike'
  | 'ball'
  | 'teddy'
  | 'book'
  | 'boat'
  | 'drum'
  | 'cupboard'
  | 'stairs'
  | 'mountain'
  | 'tower'
  | 'bridge'
  | 'water'
  | 'tree'
  | 'slide'
  | 'cave'
  | 'dark';

interface ThingEntry {
  id: PropId;
  kind: ThingKind;
  /** Words that name it; the first is how the story names it when it must choose. */
  words: readonly string[];
}

const THINGS: readonly ThingEntry[] = [
  { id: 'grandma', kind: 'person', words: ['grandma', 'granny', 'gran', 'nana', 'grandmother'] },
  { id: 'grandpa', kind: 'person', words: ['grandpa', 'grandad', 'granddad', 'grandfather'] },
  { id: 'mama', kind: 'person', words: ['mama', 'mum', 'mom', 'mommy', 'mummy', 'mother'] },
  { id: 'papa', kind: 'person', words: ['papa', 'dad', 'daddy', 'father'] },
  { id: 'baby', kind: 'person', words: ['baby brother', 'baby sister', 'baby', 'newborn'] },
  {
    id: 'sibling',
    kind: 'person',
    words: ['big brother', 'big sister', 'little brother', 'little sister', 'brother', 'sister'],
  },
  { id: 'friend', kind: 'person', words: ['best friend', 'friend', 'cousin', 'classmate'] },
  { id: 'teacher', kind: 'person', words: ['teacher'] },
  { id: 'dog', kind: 'animal', words: ['dog', 'puppy', 'doggy'] },
  { id: 'cat', kind: 'animal', words: ['cat', 'kitten', 'kitty'] },
  { id: 'bird', kind: 'animal', words: ['bird', 'parrot', 'chick'] },
  { id: 'fish', kind: 'animal', words: ['fish', 'goldfish'] },
  { id: 'robot', kind: 'object', words: ['robot'] },
  {
    id: 'lantern',
    kind: 'object',
    words: ['lantern', 'torch', 'flashlight', 'lamp', 'night light'],
  },
  { id: 'kite', kind: 'object', words: ['kite'] },
  { id: 'bike', kind: 'object', words: ['bike', 'bicycle', 'scooter', 'tricycle'] },
  { id: 'ball', kind: 'object', words: ['ball', 'football', 'balloon'] },
  { id: 'teddy', kind: 'object', words: ['teddy', 'teddy bear', 'blanket', 'toy', 'toys', 'doll'] },
  // "Reading a trail map" is something to learn, not a book to carry through the story.
  { id: 'book', kind: 'object', words: ['book', 'books'] },
  { id: 'boat', kind: 'object', words: ['boat', 'ship', 'canoe'] },
  { id: 'drum', kind: 'object', words: ['drum', 'piano', 'violin', 'guitar'] },
  {
    id: 'cupboard',
    kind: 'place',
    words: ['cupboard', 'closet', 'wardrobe', 'cellar', 'basement', 'attic', 'shed'],
  },
  { id: 'stairs', kind: 'place', words: ['stairs', 'staircase', 'ladder', 'steps'] },
  {
    id: 'mountain',
    kind: 'place',
    words: ['mountain', 'hill', 'heights', 'up high', 'cliff', 'peak'],
  },
  { id: 'tower', kind: 'place', words: ['tower', 'castle', 'lighthouse', 'clock tower'] },
  { id: 'bridge', kind: 'place', words: ['bridge'] },
  {
    id: 'water',
    kind: 'place',
    words: ['deep water', 'water', 'sea', 'ocean', 'pool', 'waves', 'lake', 'river', 'bath'],
  },
  { id: 'tree', kind: 'place', words: ['tree', 'treehouse', 'tree house'] },
  { id: 'slide', kind: 'place', words: ['slide', 'swing', 'swings', 'playground'] },
  { id: 'cave', kind: 'place', words: ['cave', 'tunnel'] },
  { id: 'dark', kind: 'dark', words: ['dark', 'darkness', 'night', 'shadows'] },
];

/** One thing named in a text: which prop, and the words that named it. */
export interface NamedThing {
  id: PropId;
  kind: ThingKind;
  /** The matched words as written ("clock tower", "puppy"). */
  word: string;
  /** Where the match starts in the text. */
  index: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Animals whose names hold a person's or a place's word: "the baby dragon" and "the baby
 * mountain goat" are no baby of the family (a story that meets one must not bring in "the new
 * baby"), a mountain goat is no mountain, a sea turtle no sea. Matched first, named as nothing.
 */
const NOT_THINGS = ['baby mountain goat', 'mountain goat', 'baby dragon', 'sea turtle'];

/** Longest words first, so "baby brother" wins over "brother" and "deep water" over "water". */
const MATCHERS = [
  ...THINGS.flatMap((thing) => thing.words.map((word) => ({ thing, word }))),
  ...NOT_THINGS.map((word) => ({ thing: null, word })),
]
  .sort((a, b) => b.word.length - a.word.length)
  .map(({ thing, word }) => ({
    thing,
    pattern: new RegExp(`(?<![\\p{L}])${escape(word)}(?![\\p{L}])`, 'giu'),
  }));

/**
 * Every known thing a text names, in reading order, each id once. Overlapping matches keep
 * the longer words ("the baby brother" is the baby, not a sibling as well).
 */
export function findThings(text: string): NamedThing[] {
  const cached = FOUND.get(text);
  if (cached) return cached;
  const found = findThingsUncached(text);
  // Every draft reads the same title, conflict and cast again; a bounded cache keeps a
  // long-running server from holding every title it ever saw.
  if (FOUND.size >= 1000) FOUND.clear();
  FOUND.set(text, found);
  return found;
}

const FOUND = new Map<string, NamedThing[]>();

/** Any known word at all: most sentences name none, and one test is cheaper than ninety. */
const ANY_THING = new RegExp(
  `(?<![\\p{L}])(?:${THINGS.flatMap((thing) => thing.words.map(escape)).join('|')})(?![\\p{L}])`,
  'iu',
);

function findThingsUncached(text: string): NamedThing[] {
  if (!ANY_THING.test(text)) return [];
  const taken: Array<[number, number]> = [];
  const found: NamedThing[] = [];
  for (const { thing, pattern } of MATCHERS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      if (thing) found.push({ id: thing.id, kind: thing.kind, word: match[0], index: start });
    }
  }
  const seen = new Set<PropId>();
  return found
    .sort((a, b) => a.index - b.index)
    .filter((thing) => (seen.has(thing.id) ? false : (seen.add(thing.id), true)));
}

/** The prop ids a text names (for a picture). */
export function propsNamedIn(text: string): PropId[] {
  return findThings(text).map((thing) => thing.id);
}

/** The people, animals and objects a story's own threads carry (its title, conflict, cast). */
export function ownThings(texts: readonly string[]): ReadonlySet<PropId> {
  return new Set(texts.flatMap((text) => propsNamedIn(text)));
}

const CARRIED: ReadonlySet<ThingKind> = new Set(['person', 'animal', 'object']);
const STRANGERS = new Map<string, PropId[]>();

/**
 * Whether a sentence names a person, animal or object outside the story's own: "a cat"
 * met once in a sight and never again is a thread that does not close. "A friend" in a
 * moral is the idea, not someone; places are scenery. Memoised: banks are read per draft.
 */
export function namesStranger(template: string, own: ReadonlySet<PropId>): boolean {
  let named = STRANGERS.get(template);
  if (!named) {
    named = findThingsUncached(template.replace(/\{[^}]*\}/g, ' '))
      .filter((thing) => CARRIED.has(thing.kind) && thing.id !== 'friend')
      .map((thing) => thing.id);
    // Banks are finite, but a parent's conflict turns into new lines: keep the map bounded.
    if (STRANGERS.size >= 20_000) STRANGERS.clear();
    STRANGERS.set(template, named);
  }
  return named.some((id) => !own.has(id));
}
