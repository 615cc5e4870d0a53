import type { ThemeBank } from '../theme-bank.js';

export const MAGIC: ThemeBank = {
  virtue: 'clever',
  virtueNoun: 'magic',
  call: [
    'One day, {name} found a magic wand.',
    'One day, {name} found a sparkly wand lying near {@landmark}.',
    "A tiny fairy landed on {name's} nose and handed over a glittering wand.",
    'Hidden under a leaf, {name} found a little wand that hummed and glowed.',
  ],
  callReaction: [
    '"A magic wand!" gasped {name}.',
    '{name} gave the wand a little wave, and out came a shower of sparkles.',
    '{name} held the wand carefully, because magic is something you look after.',
  ],
  problemFeel: [
    'The wand gave a sad little fizz.',
    '{name} stared at the wand. What now?',
    'The sparkles fizzled out, and the wand felt cold and quiet in {their} hand.',
  ],
  tries: [
    [
      '{name} waved the wand and said, "Abracadabra!" But nothing happened.',
      'First, {name} tried a big swishy spell, but it only made a puff of green smoke.',
    ],
    [
      'Next, {name} tried a louder spell, and turned a flower into a sneezing frog by mistake.',
      'Then {name} shook the wand hard, but it only sputtered.',
    ],
    [
      '{name} tried every magic word {they} knew, but the spell still would not work.',
      '{name} tried waving the wand backwards, and {@theCreature} giggled, but nothing changed.',
    ],
  ],
  lowpoint: [
    '{name} put the wand down and sighed.',
    'Maybe {they} {was} not magic at all, {name} thought, and {their} eyes felt prickly.',
  ],
  turning: [
    'Then {name} noticed that the wand glowed whenever {they} felt kind and calm.',
    'Then {@creature} whispered a secret: "Real magic comes from the heart."',
    'Then {name} stopped trying so hard, closed {their} eyes, and made a gentle wish.',
  ],
  turnAction: [
    '{name} took a slow breath and smiled.',
    '{name} waved the wand softly, thinking happy thoughts.',
    '{They} whispered the wish with all {their} heart, and the wand began to glow.',
  ],
  resolution: [
    'Whoosh! The magic worked!',
    'Sparkles burst out of the wand in every colour, and everything was put right.',
    'A rainbow of light swirled through {@place}, and the spell worked at last.',
  ],
  celebration: [
    '{name} twirled in a shower of sparkles.',
    'Flowers bloomed, birds sang, and {@theCreature} danced around {name} in a circle.',
    '{name} laughed as the sparkles settled like glitter on everyone.',
  ],
  morals: [
    'A kind heart is real magic.',
    'The best magic of all comes from a kind heart.',
    'Real magic happens when you believe in yourself.',
    '{name} learned that kindness is a kind of magic anyone can do.',
  ],
  problems: [
    {
      statement: [
        'But the magic went wrong, and the flowers began to droop.',
        'But the spell went wrong, and all the colour drained out of {@place}.',
      ],
      still: ['The colours were still gone.'],
      resolved: ['All the colours came back, brighter than before.'],
    },
    {
      statement: [
        'But {name} did not believe {they} could do real magic.',
        'The trouble was, {name} did not believe in {themselves}.',
      ],
      still: ['{They} still did not believe.'],
      resolved: ['Now {name} believed in {themselves}.'],
    },
  ],
};
