// Writes golden/requests.json: the fixed (request, seed) pairs of the golden books
// (src/golden.test.ts). Run once, when the set was made; from then on the file is the set, and
// this script only shows how it was drawn. Running it again with the same code writes the same
// file (its own seeded generator), but the point is that nobody needs to.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COMPANION_COLOURS as COLOURS,
  COMPANION_KINDS as KINDS,
  COMPANION_SKIN_TONES as SKINS,
} from '@littlestar/shared/cast';
import { SETTINGS, THEMES } from '@littlestar/shared/catalog';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden', 'requests.json');

/** mulberry32: a small seeded generator, so the draw is the same on every machine. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(20261129);
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

/** The catalog's pronouns in the order the set was drawn with (she/her first). */
const PRONOUNS = ['she/her', 'he/him', 'they/them', 'other'];
const NAMES = [
  'Noor',
  'Aarav',
  'Meera',
  'Kabir',
  'Ishaan',
  'Mia',
  'Leo',
  'Zoe',
  'Ananya',
  'Vihaan',
  'Sofia',
  'Omar',
  'Priya',
  'Arjun',
  'Lily',
  'Sam',
  'Diya',
  'Reyansh',
  'Ximena',
  'Kiri',
  'Aditi',
  'Tom',
];
/** Problems as parents type them: fears, quarrels, habits, losses, nerves, things to learn. */
const PROBLEMS = [
  '',
  '',
  'is scared of the dark',
  'is afraid of the loud rain on the roof',
  'is scared of the neighbours big dog',
  'is afraid of deep water',
  'gets nervous about the big slide in the playground',
  'is scared of thunder',
  'is frightened of the vacuum cleaner',
  'is nervous about singing in the school play',
  'is nervous about the first day at the new school',
  'is worried about the swimming lesson on Saturday',
  'is scared of going to the dentist',
  "doesn't want to share the tablet with the little sister",
  'keeps fighting with the big brother over the swing',
  'does not want to share toys with friends',
  'grabs the ball from the other kids',
  'will not eat vegetables',
  "won't go to bed on time",
  'does not like brushing teeth',
  'never tidies up the toys',
  'misses grandpa in Delhi',
  'misses the old friend who moved away',
  'is sad because the goldfish died',
  'misses mum when she travels for work',
  'wants to learn to ride a bike',
  'is learning to read long words',
  'wants to learn to swim',
  "can't tie the shoelaces yet",
  'is learning to fly a kite with grandpa',
  'is very shy at the new school',
  'gets angry when losing a game',
  'is jealous of the new baby brother',
  'tells fibs when things go wrong',
];
const MORALS = [
  '',
  '',
  '',
  'Being brave means trying even when you are scared',
  'Sharing makes everyone happier',
  'love reaches across any distance',
  'Practice makes progress',
  'It is okay to ask for help',
  'Kindness is a superpower',
  'vegetables make you strong',
  'Friends take turns',
  'Everyone makes mistakes and that is okay',
  'the people we love are always with us',
  'try new things',
];
const TITLES = [
  '',
  '',
  'The Monsoon Kite',
  'The Green Peas',
  'The Thunder Drum',
  'A Lantern for Grandma',
  'The Red Kite',
  'The Tablet Trouble',
  'The Big School Play',
  'A Call to Delhi',
  'The Glass Mountain',
  'The Brave Little Swimmer',
  'The Night Light',
  'The Secret of the Silver Spoon',
  'The Tall Clock Tower',
  'A Star for Nani',
  'The Wobbly Bicycle',
];
const COMPANION_NAMES = {
  dog: ['Biscuit', 'Bruno', 'Moti'],
  cat: ['Whiskers', 'Mishti', 'Pepper'],
  rabbit: ['Clover', 'Hops'],
  grandma: ['Nani', 'Grandma Rose', 'Dadi'],
  grandpa: ['Nana', 'Grandpa Joe', 'Dada'],
  mum: ['Mama', 'Mum'],
  dad: ['Papa', 'Dad'],
  friend: ['Ravi', 'Ella', 'Jun'],
};
const LIKENESSES = [
  null,
  { skinTone: '#94603f', hairColor: '#1f1a17', hairStyle: 'curly', glasses: true },
  { skinTone: '#f3cfb3', hairColor: '#b5522b', hairStyle: 'short', glasses: false },
  { skinTone: '#d39b73', hairColor: '#3b2618', hairStyle: 'braids', glasses: false },
];

function castMember(hero) {
  if (chance(0.25)) {
    return {
      kind: 'child',
      name: pick(NAMES.filter((name) => name !== hero)),
      age: 3 + Math.floor(random() * 8),
      pronouns: pick(PRONOUNS.slice(0, 3)),
    };
  }
  const kind = pick(KINDS);
  const member = { kind, name: pick(COMPANION_NAMES[kind]) };
  if (chance(0.5)) member.colour = pick(COLOURS);
  if (!['dog', 'cat', 'rabbit'].includes(kind) && chance(0.5)) member.skin = pick(SKINS);
  return member;
}

/** The five requests a parent read aloud when the engine was rebuilt around the problem. */
const READ_ALOUD = [
  [
    'Noor',
    9,
    'she/her',
    'learning',
    'school',
    'is nervous about singing in the school play',
    '',
    'The Big School Play',
  ],
  [
    'Aarav',
    5,
    'he/him',
    'courage',
    'city',
    'is scared of the loud rain on the roof',
    '',
    'The Thunder Drum',
  ],
  [
    'Meera',
    7,
    'she/her',
    'family',
    'city',
    "doesn't want to share her tablet with her little sister",
    'Sharing makes everyone happier',
    'The Tablet Trouble',
  ],
  ['Kabir', 3, 'he/him', 'family', 'forest', 'will not eat his vegetables', '', 'The Green Peas'],
  [
    'Ishaan',
    6,
    'he/him',
    'magic',
    'magical kingdom',
    'misses his grandpa in Delhi',
    'love reaches across any distance',
    'A Call to Delhi',
  ],
].map(([name, age, pronouns, theme, setting, conflict, moral, title], index) => ({
  id: `read-aloud-${index + 1}`,
  child: { name, age, pronouns, likeness: null },
  story: { title, theme, setting, conflict, moral },
  cast: [],
  seed: `read-aloud-${index + 1}`,
}));

const drawn = Array.from({ length: 295 }, (_, index) => {
  const name = pick(NAMES);
  const castSize = chance(0.6) ? 0 : 1 + Math.floor(random() * 3);
  return {
    id: `g${String(index + 1).padStart(3, '0')}`,
    child: {
      name,
      age: 3 + Math.floor(random() * 8),
      pronouns: pick(PRONOUNS),
      likeness: pick(LIKENESSES),
    },
    story: {
      title: pick(TITLES),
      theme: THEMES[index % THEMES.length],
      setting: pick(SETTINGS),
      conflict: pick(PROBLEMS),
      moral: pick(MORALS),
    },
    cast: Array.from({ length: castSize }, () => castMember(name)),
    seed: `golden-${index + 1}`,
  };
});

writeFileSync(out, `${JSON.stringify([...READ_ALOUD, ...drawn], null, 1)}\n`);
console.log(`wrote ${READ_ALOUD.length + drawn.length} requests to ${out}`);
