import type { ThemeBank } from '../theme-bank.js';

export const ADVENTURE: ThemeBank = {
  virtue: 'bold',
  virtueNoun: 'a spirit of adventure',
  call: [
    'A map! It showed the way to {@treasure}.',
    'One day, {name} found an old map.',
    'A crinkly map blew right to {name}.',
    '{name} found a map with a big red X.',
    'One morning, {name} found an old map with a big red X on it.',
    'Tucked inside a bottle, {name} found a crinkly map that led to {@treasure}.',
    "One day, a note blew right into {name's} hands. It said: Find the treasure near {@landmark}.",
  ],
  callReaction: [
    '"Let\'s go on an adventure!" said {name}.',
    '{name} tucked the map into {their} pocket.',
    '{name} grabbed a snack and set off.',
    '{name} packed a snack, a torch and {their} bravest smile.',
    "{name's} heart skipped with excitement, and {they} set off at once.",
    '{name} tucked the map into {their} pocket, laced up {their} boots and set off to find the X.',
  ],
  problemFeel: [
    '{name} stood very still.',
    "{name's} tummy did a little [flip|jump|wobble].",
    '{name} bit {their} lip.',
    '{They} looked left, then right, and suddenly the adventure felt very big.',
    'The map shook in {their} hands, and {name} wished {they} had stayed at home.',
    'Every way looked the same, and {name} did not know what to do next.',
  ],
  tries: [
    [
      '{name} went left, but that way was blocked.',
      '{name} tried a path, but it ended.',
      'First, {name} tried going left, but that way was blocked.',
      '{name} tried the path to the left, but it ended at {@obstacle}.',
    ],
    [
      '{name} went right, but it went in a circle.',
      '{name} climbed up high, but saw only trees.',
      'Next, {name} climbed a rock to look around, but {they} could not see far enough.',
      'Then {name} tried going right, but that path went round in a circle.',
    ],
    [
      '{name} followed the sun, but clouds hid it.',
      '{name} counted steps, but still got lost.',
      '{name} tried following the sun, but the clouds covered it up.',
      'Once more, {name} tried counting steps like the map said, but the way was still not clear.',
    ],
  ],
  nearMisses: [
    '{name} tried once more and got much closer.',
    'Once more, {name} counted the steps on the map, and this time {they} got much closer.',
  ],
  lowpoint: [
    '{name} sat down and felt very small.',
    'Maybe this adventure was too big, {name} thought.',
    '{name} hugged {their} knees and sighed.',
    '{name} sat down on a rock and felt very small.',
    'Maybe this adventure was too big, {name} thought, hugging {their} knees.',
    'The map was crumpled, {their} feet were sore, and the treasure felt very far away.',
  ],
  turning: [
    'Then {name} saw tiny marks on the ground.',
    'Then {name} turned the map upside down!',
    'Then {@creature} popped out and waved.',
    'Then {@creature} popped out and waved for {name} to follow.',
    'Then {name} noticed tiny marks on the ground, all pointing the same way.',
    'Then {name} turned the map upside down, and suddenly it all made sense!',
  ],
  turnAction: [
    'Step by step, {name} followed the clues.',
    '{name} looked again, very carefully.',
    '{They} hurried on, feeling bolder.',
    '{name} took a deep breath and looked again, very carefully.',
    '{They} hurried on, feeling bolder with every step.',
    '{name} followed the clues one by one, past the bushes and around the big rocks.',
  ],
  resolution: [
    'There it was: {@theTreasure}!',
    '{name} found it!',
    'X marked the spot!',
    'At the end of the trail, tucked beneath {@landmark}, {name} found {@theTreasure}.',
    '{name} dug in the spot marked X, and there was {@theTreasure}, shining like the sun.',
    'Right where the map said, under a pile of leaves and stones, {name} found {@theTreasure}.',
  ],
  celebration: [
    '{name} did a happy treasure dance.',
    '{name} cheered and cheered.',
    '{name} held up the treasure and grinned.',
    '{name} and {@theCreature} cheered so loudly that the echoes cheered back.',
    '{name} carried {@theTreasure} home to show everyone, grinning all the way.',
    '{name} danced a happy treasure dance, round and round, until {they} fell down laughing.',
  ],
  morals: [
    'Keep going, one [step|bit] at a time.',
    'Every [trail|trip|adventure] starts with one [step|small step].',
    '[Explorers|Real explorers|Good explorers] never give up.',
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
      resolved: [
        'Now {name} knew the way.',
        'Now {name} knew exactly which way to go, and {they} would never forget it.',
      ],
    },
    {
      statement: [
        'But {name} {was} worried about getting lost {@placeIn}.',
        'The trouble was, {name} {was} worried about getting lost.',
        'But {name} {was} scared of getting lost.',
      ],
      still: ['{They} {was} still worried about getting lost.'],
      resolved: [
        "{name} {wasn't} worried about getting lost anymore.",
        '{name} {was} not lost at all.',
      ],
    },
  ],
};
