import type { ThemeBank } from '../theme-bank.js';

export const ADVENTURE: ThemeBank = {
  virtue: 'bold',
  virtueNoun: 'a spirit of adventure',
  call: [
    'One morning, {name} found an old map with a big red X on it.',
    'Tucked inside a bottle, {name} found a crinkly map that led to {@treasure}.',
    "One day, a note blew right into {name's} hands. It said: Find the treasure near {@landmark}.",
    'A map! It showed the way to {@treasure}.',
  ],
  callReaction: [
    '"Let\'s go on an adventure!" said {name}.',
    '{name} packed a snack, a torch and {their} bravest smile.',
    "{name's} heart skipped with excitement, and {they} set off at once.",
    '{name} tucked the map into {their} pocket and set off.',
  ],
  problemFeel: [
    '{name} stood very still.',
    "{name's} tummy did a little flip.",
    '{They} looked left, then right, and suddenly the adventure felt very big.',
  ],
  tries: [
    [
      '{name} tried the path to the left, but it ended at {@obstacle}.',
      'First, {name} tried going left, but that way was blocked.',
    ],
    [
      'Next, {name} climbed a rock to look around, but {they} could not see far enough.',
      'Then {name} tried going right, but that path went round in a circle.',
    ],
    [
      '{name} tried following the sun, but the clouds covered it up.',
      'Once more, {name} tried counting steps like the map said, but the way was still not clear.',
    ],
  ],
  lowpoint: [
    '{name} sat down on a rock and felt very small.',
    'Maybe this adventure was too big, {name} thought, hugging {their} knees.',
  ],
  turning: [
    'Then {@creature} popped out and waved for {name} to follow.',
    'Then {name} noticed tiny marks on the ground, all pointing the same way.',
    'Then {name} turned the map upside down, and suddenly it all made sense!',
  ],
  turnAction: [
    '{name} took a deep breath and looked again, very carefully.',
    'Step by step, {name} followed the clues.',
    '{They} hurried on, feeling bolder with every step.',
  ],
  resolution: [
    'There it was: {@theTreasure}!',
    'At the end of the trail, tucked beneath {@landmark}, {name} found {@theTreasure}.',
    '{name} dug in the spot marked X, and there was {@theTreasure}, shining like the sun.',
  ],
  celebration: [
    '{name} did a happy treasure dance.',
    '{name} and {@theCreature} cheered so loudly that the echoes cheered back.',
    '{name} carried {@theTreasure} home to show everyone, grinning all the way.',
  ],
  morals: [
    'Keep going, one step at a time.',
    'The best adventures are the ones where you keep going, even when the way is hard.',
    'Every big adventure starts with one small step, and then another.',
    '{name} learned that a true explorer never stops looking.',
  ],
  problems: [
    {
      statement: [
        'But {name} did not know which way to go.',
        'But the map was torn, and {name} did not know which way to go.',
      ],
      still: ['{They} still did not know which way to go.'],
      resolved: ['Now {name} knew the way.'],
    },
    {
      statement: [
        'But {name} {was} worried about getting lost {@placeIn}.',
        'The trouble was, {name} {was} worried about getting lost.',
      ],
      still: ['{They} {was} still worried about getting lost.'],
      resolved: ["{name} {wasn't} worried about getting lost anymore."],
    },
  ],
};
