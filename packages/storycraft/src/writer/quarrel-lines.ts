import type { MendLines } from './everyday-goal.js';

/**
 * A quarrel's own lines: the other one met early (the call), the tries of a child keeping it
 * all, the grown-up's nudges and the small warm start when the child nearly shares. Slots as
 * in everyday-goal.ts.
 */

export const QUARREL: Omit<MendLines, 'because' | 'becauseShort'> = {
  call: [
    '{@person} [followed|copied] {name} everywhere.',
    '{@person} wanted to do everything {name} did.',
    'Every day, {name} played with {@worry}, and every day {@person} wanted to play too.',
    '{@person} thought {name} was the best at everything, and followed {them} from room to room.',
  ],
  callAnswer: [
    '"Play nicely, you two," said {@grownup}.',
    '"Maybe you two could play together today," said {@grownup}. {name} was not so sure.',
    '"Can I play too?" asked {@person}. {name} pretended not to hear.',
  ],
  echo: [
    // Said indoors or out, at home or in the playground: no room or door in them.
    '{@person} was never far from {name}.',
    '{name} could hear {@person} [humming|chattering|singing] nearby.',
    'All day long, {@person} stayed close to {name}, hoping for a turn.',
  ],
  day: [
    'Whatever {name} did, {@person} tried to do it too.',
    '{@person} sat as close to {name} as {@personHe} could.',
    '{@grownup} smiled at the two of them and hummed a little tune.',
    'Wherever {name} went that morning, {@person} was never more than three steps behind.',
    // A big sister too: she glances over, she does not trail behind.
    'Every so often, {@person} looked over to see what {name} was doing.',
    '{name} and {@person} spent the morning in the same room, each with a game of their own.',
  ],
  celebration: [
    '{name} and {@person} [laughed|giggled] until their tummies hurt.',
    '{@grownup} [clapped|cheered] for the two of them.',
    '{@person} gave {name} the biggest hug of the day.',
  ],
  virtue: [
    'Being kind to {@person} had not been easy, but {name} had done it.',
    '{name} felt warm and proud, right down to {their} toes.',
  ],
  moral: [
    'A game for two is twice the fun.',
    'Taking turns means everyone gets to play.',
    'Sharing is how a brother, a sister or a friend becomes a best friend.',
  ],
  ending: [
    'From then on, {name} and {@person} [played together|took turns] [most days|nearly every day].',
    "That night, {@person} fell asleep holding {name's} hand.",
    '{name} and {@person} [played together|took turns] all the next day too.',
  ],
};

/** A big sister is no toddler: she does not copy or knock things over. */
export const OLDER_CALL = [
  '{@person} always seemed to get {@worry} first.',
  '{@person} was older, and liked to be in charge of everything.',
  'Every day, {name} wanted {@worry}, and every day {@person} wanted {@worry} too.',
];

/**
 * A quarrel's tries are the child keeping it all (hiding the toys, pushing in first): the
 * grown-up nudges rather than cheers ("You can do it!" would cheer the hiding on), and the
 * child feels how it went, rather than steadying to "try again".
 */
export const QUARREL_NUDGE = [
  '"Be kind," said {@grownup} softly.',
  '"How about a turn each?" asked {@grownup}.',
  '{@grownup} gave {name} a gentle look.',
  '"Maybe there is a way to play together," said {@grownup} gently.',
  '"Is that a kind way to play?" asked {@grownup}.',
];

/** The grown-up when the child nearly shared: noticed, and gently praised. */
export const QUARREL_NUDGE_NEARLY = [
  '"That was kind," said {@grownup} with a smile.',
  '{@grownup} smiled and gave {name} a thumbs up.',
];

/**
 * How a selfish try went: the other one's face, and the child's own feeling to notice, not a
 * failure to be steadied from.
 */
export const QUARREL_STEADY = [
  '{@person} looked down at {@personHis} shoes.',
  "{@person}'s lip began to wobble.",
  '{@person} went quiet and sat down all alone.',
  '{@person} did not say a word, but {@personHis} eyes looked sad.',
  '{name} did not like this feeling, not one bit.',
  'Being cross was not much fun at all.',
  '{name} did not feel happy, not one little bit.',
  '{name} felt a funny, heavy feeling inside.',
  'The game was no fun with someone so sad.',
  '{name} wondered why being cross felt so lonely.',
  'Even {their} favourite game did not feel like much fun any more.',
  '{name} felt muddled and grumpy inside, and {they} did not know why.',
  '{name} thought about the whole day, and how cross {they} had been, and felt very small.',
  'Somewhere nearby, {@person} was sad too, and {name} knew it.',
];

/** After the child nearly shared: a small warm start, never "it did not work". */
export const QUARREL_NEARLY = [
  'That felt a tiny bit better.',
  'It was a start, and it felt warm inside.',
  '{name} felt a little glow, but only a little.',
  '{@person} smiled a small, surprised smile.',
  '{@person} looked up at {name} as if {@personHe} could hardly believe it.',
];
