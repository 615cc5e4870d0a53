import type { ConflictBeats } from './conflict-beats.js';
import type { EverydayFocus, HabitId } from './everyday-focus.js';
import { habitBeats } from './habit-beats.js';
import { FARAWAY, LOST_TOY, PET_GONE, PET_RAN } from './loss-beats.js';

/**
 * The middle of a story about a quarrel, a habit or a loss, in the story's own words.
 *
 * Every first try plants what the turning point pays off, so the ending follows from what
 * happened earlier: the little brother watches with hopeful eyes (and is remembered), the
 * grown-up sings a tidy-up song (and the child sings it), Grandma's scarf is found (and
 * a drawing is sent to her). Every line of the problem, the tries, the setback, the low
 * point, the turning point and the resolution names the other person, the habit or the
 * lost one, so the whole story is about it. Lines of nine words or fewer serve ages 3–4.
 *
 * Slots: {@worry} the thing ("the toys", "the vegetables", "Grandma"), {@person} the other
 * one ("{their} little brother"), and their pronouns {@personHe} {@personHim} {@personHis}.
 */
export interface EverydayLines extends ConflictBeats {
  statement: string[];
  still: string[];
  setback: string[];
  /** The youngest readers' turning point, after the plot's payoff. */
  turnWorry: string[];
  /** What the child did that ended it, never "and just like that". */
  resolved: string[];
}

const QUARREL_TOYS: EverydayLines = {
  statement: [
    'But {@person} always wanted {@worry}, and {name} got so cross.',
    '"Mine!" shouted {name} when {@person} came near.',
    'But whenever {@person} came near {@worry}, {name} went red and shouted, "Mine!"',
    'There was just one problem: {@person} loved {@worry} too, and {name} did not want to share at all.',
  ],
  problemFeel: [
    '{name} stamped {their} feet and frowned at {@person}.',
    '{name} frowned at {@person}.',
    '{name} hugged {@worry} tight, far out of reach of {@person}.',
    '{name} felt hot and cross inside, like a kettle about to whistle, whenever {@person} came close.',
  ],
  tries: [
    [
      '{@person} watched {name} with big, hopeful eyes.',
      'First, {name} played with {@worry} all alone, while {@person} watched with big, hopeful eyes.',
      'First, {name} built a wall around {@worry}, and {@person} peeped over it with big, hopeful eyes.',
    ],
    [
      '{name} hid {@worry} from {@person}.',
      'Next, {name} hid {@worry} under the bed, but {@person} looked so sad that it was no fun.',
      'Next, {name} gave {@person} the oldest, most broken one, and {@personHe} began to cry.',
    ],
    [
      '{name} gave {@person} one, then took it back.',
      '{name} would not give {@person} a turn.',
      'Once more, {name} almost gave {@person} a turn, then held on tight.',
    ],
  ],
  nearMisses: [
    '{name} let {@person} hold one, just for a moment.',
    'This time {name} let {@person} touch {@worry}, and {@personHe} smiled a great big smile.',
  ],
  setback: [
    'Then {@person} knocked everything over, and {name} shouted, "Go away!" so loudly that {@person} cried.',
    'Then {@person} grabbed the very best one, {name} grabbed it right back, and both ended up in tears.',
  ],
  lowpoint: [
    '{name} sat with {@worry}, far from {@person}, and felt lonely.',
    'Everything was there, but {@person} would not come near {name} now, and a tear rolled down {their} cheek.',
    '{name} hugged {@worry} tight and listened to {@person} crying in the next room, and {they} did not feel happy at all.',
  ],
  turning: [
    "Then {name} remembered {@person}'s big, hopeful eyes, and had an idea: a game for two!",
    'Then {name} thought of the way {@person} had watched and watched, and {they} had an idea: a game for two.',
  ],
  turnWorry: [
    '{name} thought of {@person} and had an idea: a turn each!',
    '"Let\'s play together," {name} said to {@person}.',
  ],
  resolved: [
    '{@person} and {name} played with {@worry} together.',
    '{name} shared {@worry} with {@person}.',
    '{name} showed {@person} the game for two, and the two played with {@worry} together until teatime.',
    '{name} took one turn and {@person} took the next, and the game was twice as much fun.',
  ],
  still: ['{@person} still wanted a turn.', '{name} still kept {@worry} all to {themselves}.'],
};

const QUARREL_TURNS: EverydayLines = {
  ...QUARREL_TOYS,
  statement: [
    'But {name} and {@person} always argued about who went first.',
    '"Me first!" said {name}. "No, me!" said {@person}.',
    '{@person} and {name} both wanted to go first.',
    'But every single day, {name} and {@person} argued about whose turn it was, and it always ended in tears.',
  ],
  problemFeel: [
    '{name} folded {their} arms and frowned at {@person}.',
    '{name} frowned at {@person}.',
    '{name} wanted to go first every time, and waiting for {@person} felt like forever.',
  ],
  tries: [
    [
      '{@person} waited with big, hopeful eyes.',
      'First, {name} went first again, while {@person} waited and watched with big, hopeful eyes.',
    ],
    [
      '{name} pushed in front of {@person}.',
      'Next, {name} pushed in front of {@person}, but the game was no fun with {@personHim} sulking.',
    ],
    [
      'Once more, {name} nearly let {@person} go first, then rushed ahead.',
      '{name} said, "Your turn," then went first anyway.',
    ],
  ],
  resolved: [
    '{name} let {@person} go first this time.',
    "{name} let {@person} go first, and then it was {name's} turn.",
    '{@person} and {name} took turns with {@worry}, one and then the other, and nobody cried.',
    '{name} counted, "Your turn, my turn," and {@person} laughed, and the two played like that until teatime.',
  ],
  // Nothing to hold in a quarrel about who goes first: the near miss is a turn given.
  nearMisses: [
    '{name} let {@person} go first, just once.',
    'This time {name} let {@person} have a turn, and {@personHe} smiled a great big smile.',
  ],
  // "Hardly ever": a turn given just once (the near miss) is not taken back.
  still: ['{@person} still hardly ever got a turn.', '{name} still wanted to go first.'],
};

/**
 * The lines of a quarrel, a habit or a loss. The short turning lines of the youngest may
 * also turn an older reader's story round; a page for the youngest never needs a long one.
 */
export function everydayLines(focus: EverydayFocus): EverydayLines {
  const lines = linesOf(focus);
  return { ...lines, turning: [...lines.turning, ...lines.turnWorry] };
}

function linesOf(focus: EverydayFocus): EverydayLines {
  switch (focus.kind) {
    case 'quarrel':
      return focus.over === 'turns' ? QUARREL_TURNS : QUARREL_TOYS;
    case 'habit':
      return habitBeats(focus.habit);
    case 'loss':
      if (focus.loss === 'toy') return LOST_TOY;
      if (focus.loss === 'pet') return focus.gone === 'ran away' ? PET_RAN : PET_GONE;
      return FARAWAY;
  }
}

const PRONOUNS = {
  he: { personHe: 'he', personHim: 'him', personHis: 'his' },
  she: { personHe: 'she', personHim: 'her', personHis: 'her' },
  they: { personHe: 'they', personHim: 'them', personHis: 'their' },
} as const;

/** The story slots a quarrel, a habit or a loss brings: who the other one is, and their pronouns. */
export function everydaySlots(focus: EverydayFocus): Record<string, string> {
  if (focus.kind === 'habit') return { person: '', ...PRONOUNS.they };
  const pet = focus.kind === 'loss' && focus.loss === 'pet' ? petThings(focus.person) : {};
  return { person: focus.person, ...PRONOUNS[focus.pronoun], ...pet };
}

/**
 * Where a pet slept and what is kept of it: a dog's basket and collar, never a goldfish's
 * ("her goldfish's old collar").
 */
function petThings(person: string): { petBed: string; keepsake: string } {
  if (/\b(?:gold)?fish\b/i.test(person)) return { petBed: 'bowl', keepsake: 'little castle' };
  if (/\b(?:bird|budgie)\b/i.test(person)) return { petBed: 'cage', keepsake: 'little bell' };
  if (/\b(?:hamster|gerbil|mouse|guinea pig)\b/i.test(person))
    return { petBed: 'cage', keepsake: 'little wheel' };
  if (/\b(?:rabbit|bunny|tortoise)\b/i.test(person))
    return { petBed: 'hutch', keepsake: 'favourite blanket' };
  if (/\b(?:pony|horse)\b/i.test(person)) return { petBed: 'stable', keepsake: 'old brush' };
  return { petBed: 'basket', keepsake: 'old collar' };
}

/** Things a habit's lines name, so they belong to the story (the toys of a messy room). */
export function everydayThings(focus: EverydayFocus): string {
  return focus.kind === 'habit' && focus.habit === 'tidying' ? 'toys' : '';
}

/** What a picture's brief shows on the problem pages: the other one, the habit's thing. */
export const HABIT_SCENE: Record<HabitId, string> = {
  vegetables: 'a plate of green vegetables',
  bedtime: 'a cosy bed at bedtime',
  nails: 'a little squishy star',
  tidying: 'a messy pile of toys',
  screens: 'a glowing tablet',
  teeth: 'a toothbrush',
  whining: 'a cross face',
};

/** The grown-up beside a child who misses someone: comfort, not "You can do it!". */
export const GROWN_UP_COMFORT = [
  '{@grownup} gave {name} a gentle hug.',
  '{@grownup} sat down beside {name} and held {their} hand.',
  '"It is all right to feel sad," said {@grownup} softly.',
];
