import type { EverydayFocus } from '../everyday-focus.js';
import { REFRAINS } from '../plots.js';

/**
 * The trick a grown-up teaches early and the child uses at the turning point, chosen for the
 * parent's problem: what is taught, done, felt on the way and answered to "Why?".
 */

/** A trick taught early and used at the turning point. */
export interface Trick {
  teach: string;
  did: string;
  /** What thinking of it does on the way: "felt a little braver". */
  feel: string;
  /** The grown-up's answer to "Why?". */
  why: string;
}

/** For a fear, a skill, shyness or no problem at all: a brave step. */
export const TRICKS: readonly Trick[] = [
  {
    teach: 'Breathe in slowly, count to three, then take one small step',
    why: 'Because hard things are easier in small pieces',
    did: 'breathed in slowly, counted to three and took one small step',
    feel: 'felt a little braver',
  },
  {
    teach: 'Hum a happy tune, and your feet will remember how to be brave',
    why: 'Because a happy tune makes heavy feet feel light',
    did: 'hummed a happy tune, and {their} feet remembered how to be brave',
    feel: 'felt a little braver',
  },
  {
    // Said inside the grown-up's quotation marks: the inner words take single ones.
    teach: "Squeeze your own hand and whisper, 'I can do hard things'",
    why: 'Because your own voice is the one you always believe',
    did: 'squeezed {their} own hand and whispered, "I can do hard things"',
    feel: 'felt a little braver',
  },
];

/**
 * The trick that fits the parent's problem: a turn-taking idea for a quarrel, a way to feel
 * close for someone missed, a slow search for a lost teddy, a tiny-taste game for food, a
 * sleepy-owl breath for bedtime, a counting game for brushing or tidying, a goodbye for the
 * screen, a squeeze for nibbled nails, a calm voice for whining. Only a fear, a skill or
 * shyness (or nothing) is met with a brave step.
 */
const TRICKS_FOR = {
  quarrel: [
    {
      teach: "When you both want it, say 'You first, then me,' and the waiting goes quicker",
      why: 'Because a turn you know is coming is easy to wait for',
      did: 'said, "You first, then me," and the waiting went quicker',
      feel: 'felt a little calmer',
    },
    {
      teach: 'Take turns with the kitchen timer: when it rings, pass it on',
      why: 'Because then the timer says when, and nobody has to',
      did: 'set the kitchen timer, and when it rang, passed it on',
      feel: 'felt a little calmer',
    },
    {
      teach: "When the cross feeling comes, take three slow breaths and say, 'I feel cross'",
      why: 'Because a feeling said out loud grows smaller',
      did: 'took three slow breaths and said, "I feel cross"',
      feel: 'felt a little calmer',
    },
  ],
  missing: [
    {
      teach:
        'When you miss someone, tell them about your day out loud, and the missing gets softer',
      why: 'Because talking to someone you love keeps them close',
      did: 'told all about the day out loud, and the missing got softer',
      feel: 'felt a little better',
    },
    {
      teach: 'Draw a happy day you had together, and keep the picture close',
      why: 'Because a happy day in a picture is kept for good',
      did: 'drew a happy day from before and kept the picture close',
      feel: 'felt a little better',
    },
    {
      teach: 'Put your hand on your heart: the ones we love are kept safe in there',
      why: 'Because love does not mind how far away someone is',
      did: 'put a hand on {their} heart, where the ones we love are kept safe',
      feel: 'felt a little better',
    },
  ],
  lostThing: [
    {
      teach: 'Look slowly, one room at a time, and think where you played last',
      why: 'Because a slow look finds what a fast one misses',
      did: 'looked slowly, one room at a time, and thought where {they} had played last',
      feel: 'felt a little calmer',
    },
  ],
  vegetables: [
    {
      teach: 'Take one tiny taste, as small as a mouse would take',
      why: 'Because a tiny taste is only a tiny bit new',
      did: 'took one tiny taste, as small as a mouse would take',
      feel: 'felt a little bolder',
    },
    {
      teach: 'Give each new taste a funny name, and eating it is a game',
      why: 'Because games are more fun than dinners',
      did: 'gave the taste a funny name, and eating it became a game',
      feel: 'felt a little bolder',
    },
  ],
  bedtime: [
    {
      teach: 'Breathe slowly, like a sleepy owl: in, and out, and in',
      why: 'Because slow breaths tell your body it is time to rest',
      did: 'breathed slowly, like a sleepy owl: in, and out, and in',
      feel: 'felt a little sleepier',
    },
  ],
  // Each habit's trick is the one its turning point uses (habit-beats.ts): the song, the
  // squeeze, something better to do, the clear voice.
  teeth: [
    {
      teach: 'Brush along to a funny song, up and down and round and round',
      why: 'Because a song makes the brushing go by in a blink',
      did: 'brushed along to the funny song, up and down and round and round',
      feel: 'felt a little bolder',
    },
  ],
  tidying: [
    {
      teach: 'Sing a silly tidy-up song, and your hands will start to tidy',
      why: 'Because a song turns a job into a game',
      did: 'sang the silly tidy-up song, and {their} hands began to tidy',
      feel: 'felt a little bolder',
    },
  ],
  screens: [
    {
      teach: 'When the screen goes off, pick something new to play straight away',
      why: 'Because a new game is the best way to say goodbye to an old one',
      did: 'switched off the screen and picked something new to play straight away',
      feel: 'felt a little calmer',
    },
  ],
  nails: [
    {
      teach: 'When your fingers want a nibble, squeeze something soft instead',
      why: 'Because busy hands forget to nibble',
      did: 'squeezed something soft instead of nibbling',
      feel: 'felt a little calmer',
    },
  ],
  whining: [
    {
      teach: 'Take a deep breath, then ask in your big, clear voice',
      why: 'Because a clear voice is the easiest one to hear',
      did: 'took a deep breath and asked in {their} big, clear voice',
      feel: 'felt a little calmer',
    },
  ],
} satisfies Record<string, readonly Trick[]>;

/** Words of bravery: for a fear, never for a quarrel or a loss. */
export const BRAVERY = /\bbrave|\bcourage|\bfearless/i;

/** A quarrel or a loss: mended with kindness or comfort, never with bravery. */
export function mendsWithoutBravery(everyday: EverydayFocus | null): boolean {
  return everyday?.kind === 'quarrel' || everyday?.kind === 'loss';
}

/** The tricks a story about `everyday` may teach (a fear or no problem: the brave ones). */
export function tricksFor(everyday: EverydayFocus | null): readonly Trick[] {
  if (everyday?.kind === 'quarrel') return TRICKS_FOR.quarrel;
  if (everyday?.kind === 'loss')
    return everyday.loss === 'toy' ? TRICKS_FOR.lostThing : TRICKS_FOR.missing;
  if (everyday?.kind === 'habit') return TRICKS_FOR[everyday.habit];
  return TRICKS;
}

/**
 * The refrains a story about `everyday` may sing: "Hop and skip, and try again!" is no song for
 * a child who misses Grandma (`grieving`) or keeps the toys, and "Brave and slow" is for a fear,
 * not a quarrel or a loss.
 */
export function refrainsFor(everyday: EverydayFocus | null, grieving: boolean): readonly string[] {
  const quarrel = everyday?.kind === 'quarrel';
  return REFRAINS.filter(
    (line) =>
      !((grieving || quarrel) && /try again/i.test(line)) &&
      !(mendsWithoutBravery(everyday) && BRAVERY.test(line)),
  );
}
