import type { Setting } from '@littlestar/shared/catalog';

/**
 * Small things to notice in each place, put together from parts ("On the way, Mia spotted a
 * hedgehog sitting very still under the ferns"), so two stories set in the same place rarely share a sentence even when
 * their pages are long. Every part is singular, so any combination reads.
 */
const CRITTERS: Record<Setting, readonly string[]> = {
  forest: ['a rabbit', 'a squirrel', 'a hedgehog', 'a little wren', 'a shy deer', 'a beetle'],
  ocean: ['a crab', 'a seagull', 'a starfish', 'a little sandpiper', 'a hermit crab', 'a puffin'],
  space: ['a moon mouse', 'a space bug', 'a little green alien', 'a star puppy', 'a robot bird'],
  'magical kingdom': ['a unicorn', 'a pixie', 'a talking frog', 'a silver swan', 'a fairy'],
  city: ['a pigeon', 'a ginger cat', 'a little dog', 'a sparrow', 'a squirrel'],
  mountain: ['a marmot', 'a mountain goat', 'an eagle', 'a chipmunk', 'a fluffy sheep'],
  jungle: ['a toucan', 'a tree frog', 'a sloth', 'a monkey', 'a butterfly', 'a parrot'],
  desert: ['a lizard', 'a beetle', 'a camel', 'a jackrabbit', 'a roadrunner', 'a tortoise'],
  school: ['a blackbird', 'a ladybird', 'the school cat', 'a robin', 'a squirrel'],
  underwater: ['a clownfish', 'an octopus', 'a seahorse', 'a crab', 'a little ray', 'a shrimp'],
};

const SPOTS: Record<Setting, readonly string[]> = {
  forest: [
    'under the ferns',
    'by the stream',
    'between the roots',
    'on a mossy log',
    'near the path',
  ],
  ocean: ['on the warm sand', 'by the rock pools', 'near the boats', 'at the edge of the waves'],
  space: ['near the crater', 'by the silver rocks', 'above the moon dust', 'near the rocket'],
  'magical kingdom': [
    'by the castle gate',
    'near the fountain',
    'on the bridge',
    'in the rose garden',
  ],
  city: ['by the bakery', 'on a park bench', 'near the bus stop', 'in the little square'],
  mountain: ['by a boulder', 'on the grassy slope', 'near the stream', 'under a pine tree'],
  jungle: ['under a huge leaf', 'by the river', 'on a vine', 'near the waterfall'],
  desert: ['in the shade of a rock', 'by a cactus', 'on a warm dune', 'near the oasis'],
  school: ['by the big window', 'in the playground', 'near the library', 'by the gate'],
  underwater: ['by the coral', 'in the sea grass', 'near a shell', 'under a rock'],
};

/** What the animal was doing when the child noticed it. */
const DOINGS = [
  'peeking out',
  'sitting very still',
  'stopping to listen',
  'playing a quiet game',
  'taking a little nap',
  'looking up',
  'hiding for a moment',
];

/** The child notices it, so a detail is part of the walk, not a line from a list. */
const NOTICING = [
  '{name} spotted',
  '{name} tiptoed past',
  '{name} waved at',
  'Just then, {name} noticed',
  '{name} stopped to watch',
];

/** Every combination, in a fixed order; the writer picks from them like any other bank. */
const DETAILS = new Map<Setting, string[]>();

export function sceneDetails(setting: Setting): string[] {
  const cached = DETAILS.get(setting);
  if (cached) return cached;
  const lines: string[] = [];
  for (const noticing of NOTICING) {
    for (const critter of CRITTERS[setting]) {
      for (const doing of DOINGS) {
        for (const spot of SPOTS[setting]) lines.push(`${noticing} ${critter} ${doing} ${spot}.`);
      }
    }
  }
  DETAILS.set(setting, lines);
  return lines;
}

const STEADYING = [
  'wiped {their} nose',
  'took a slow breath',
  'shook out {their} hands',
  'looked up at the sky',
  'stood up straight',
  'puffed out {their} cheeks',
  'rubbed {their} eyes',
  'lifted {their} chin',
  'counted to five',
  'wriggled {their} toes',
];

const READY = [
  'got ready to try again',
  'thought about what to try next',
  'decided this was not the end',
  'felt a tiny bit stronger',
];

/**
 * Ways to pick yourself up after a try that went wrong, put together from parts: "{name}
 * wiped {their} nose, lifted {their} chin and got ready to try again."
 */
export function steadyingLines(): string[] {
  const lines: string[] = [];
  for (const first of STEADYING) {
    for (const second of STEADYING) {
      if (first === second) continue;
      for (const ready of READY) lines.push(`{name} ${first}, ${second} and ${ready}.`);
    }
  }
  return lines;
}
