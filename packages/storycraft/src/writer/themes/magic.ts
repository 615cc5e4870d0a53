import type { ThemeBank } from '../theme-bank.js';

export const MAGIC: ThemeBank = {
  virtue: 'clever',
  virtueNoun: 'magic',
  call: [
    '[One day|One morning|That day], {name} found a [magic|shiny|little] wand.',
    'Something under a leaf went twinkle. It was a wand!',
    'A [tiny|little|kind] fairy gave {name} a [wand|magic wand|shiny wand].',
    'One day, {name} found a sparkly wand lying near {@landmark}.',
    "A tiny fairy landed on {name's} nose and handed over a glittering wand.",
    'Hidden under a leaf, {name} found a little wand that hummed and glowed.',
  ],
  callReaction: [
    '"A magic wand!" gasped {name}.',
    '{name} gave the wand a little [wave|swish|twirl].',
    '{name} held it very carefully.',
    '{name} gave the wand a little wave, and out came a shower of sparkles.',
    '{name} held the wand carefully, because magic is something you look after.',
    '{name} turned the wand over and over, wondering what kind of magic it could do.',
  ],
  problemFeel: [
    'The wand gave a sad little [fizz|pop|puff].',
    '{name} stared at the wand. What now?',
    'Oh no, thought {name}.',
    'The sparkles fizzled out, and the wand felt cold and quiet in {their} hand.',
    '{name} gave the wand a shake, but it only made a sad little fizzing sound.',
    'Magic was much harder than it looked, and {name} did not know what to do.',
  ],
  tries: [
    [
      '{name} said, "Abracadabra!" Nothing happened.',
      '{name} swished the wand. Just a puff!',
      // One sentence, so the youngest's try page keeps room for the grown-up's cheer.
      '{name} tried a spell, but [only a puff came out|nothing happened].',
      '{name} waved the wand and said, "Abracadabra!" But nothing happened.',
      'First, {name} tried a big swishy spell, but it only made a puff of green smoke.',
    ],
    [
      '{name} shook the wand, but it sputtered.',
      '{name} tried a loud spell. Oops, a frog!',
      'Next, {name} tried a louder spell, and turned a flower into a sneezing frog by mistake.',
      'Then {name} shook the wand hard, but it only sputtered.',
    ],
    [
      '{name} said every magic word. No luck.',
      '{name} waved the wand backwards. Nothing!',
      '{name} tried every magic word {they} knew, but the spell still would not work.',
      '{name} tried waving the wand backwards, and {@theCreature} giggled, but nothing changed.',
    ],
  ],
  nearMisses: [
    '{name} tried once more, and the wand nearly glowed.',
    '{name} tried a softer spell, and this time a few sparkles almost came out.',
  ],
  lowpoint: [
    '{name} put the wand down and sighed.',
    'Maybe {they} {was} not magic at all.',
    '{name} felt sad and very un-magic.',
    'Maybe {they} {was} not magic at all, {name} thought, and {their} eyes felt prickly.',
    'The wand lay quiet on the ground, and {name} sat beside it feeling small.',
  ],
  turning: [
    'Then {name} made a gentle wish.',
    'Then the wand began to glow.',
    'Then {name} had a kind thought.',
    'Then {name} noticed that the wand glowed whenever {they} felt kind and calm.',
    'Then {@creature} whispered a secret: "Real magic comes from the heart."',
    'Then {name} stopped trying so hard, closed {their} eyes, and made a gentle wish.',
  ],
  turnAction: [
    '{name} took a slow breath and smiled.',
    '{name} waved the wand softly.',
    '{name} whispered a kind wish.',
    '{name} waved the wand softly, thinking happy thoughts.',
    '{They} whispered the wish with all {their} heart, and the wand began to glow.',
    '{name} held the wand gently and thought of all the people {they} loved most.',
  ],
  resolution: [
    'Whoosh! The magic worked!',
    'Sparkles burst out everywhere!',
    'The spell worked at last!',
    'Sparkles burst out of the wand in every colour, and everything was put right.',
    'A rainbow of light swirled through {@place}, and the spell worked at last.',
    'With a soft whoosh and a shower of stars, the magic worked, just as {name} had wished.',
  ],
  celebration: [
    '{name} [twirled|spun|danced] in a shower of sparkles.',
    '{name} laughed and danced.',
    'Everything sparkled and shone.',
    'Flowers bloomed, birds sang, and {@theCreature} danced around {name} in a circle.',
    '{name} laughed as the sparkles settled like glitter on everyone.',
    '{name} twirled and twirled, and the sparkles twirled right along with {them}.',
  ],
  morals: [
    'A kind heart is [real|the best] magic.',
    'Kindness is a kind of magic[| too| for everyone].',
    'Gentle [wishes|hands|words] work best.',
    'The best magic of all comes from a kind heart.',
    'Real magic happens when you believe in yourself.',
    '{name} learned that kindness is a kind of magic anyone can do.',
  ],
  problems: [
    {
      statement: [
        'But the magic went wrong, and the flowers began to droop.',
        'But the spell went wrong, and all the colour drained out of {@place}.',
        'But the magic went wrong!',
      ],
      still: ['The colours were still gone.'],
      resolved: [
        'All the colours came back, brighter than before.',
        'Every colour came back, and it was all brighter and happier than ever before.',
      ],
    },
    {
      statement: [
        'But {name} did not believe {they} could do real magic.',
        '[The trouble was|But], {name} did not believe in {themselves}.',
      ],
      still: ['{They} still did not believe.'],
      resolved: [
        '[Now|At last|This time] {name} believed in {themselves}.',
        'Now {name} knew for sure that {they} could do real magic, the kind that comes from the heart.',
      ],
    },
  ],
};
