import type { ThemeBank } from '../theme-bank.js';

export const COURAGE: ThemeBank = {
  virtue: 'brave',
  virtueNoun: 'courage',
  call: [
    'One day, {name} heard a tiny cry for help from near {@landmark}.',
    '{@creature} was stuck near {@landmark}, and only {name} was close enough to help.',
    'One day, {name} saw {@creature} near {@landmark}, calling for help.',
  ],
  callReaction: [
    '"I can help!" said {name}.',
    '{name} stood up tall.',
    '{name} pulled on {their} boots, took a lantern and said, "I am ready."',
  ],
  problemFeel: [
    "{name's} knees began to wobble.",
    "{name's} heart went thump, thump, thump.",
    '{name} wanted to turn around and run all the way home.',
  ],
  tries: [
    [
      '{name} took one small step, then stopped.',
      'First, {name} tried to go on, but {their} feet would not move.',
    ],
    [
      '{name} counted to three and tried again, but a sudden noise made {them} jump.',
      'Next, {name} tried closing {their} eyes and walking on, but that only made it scarier.',
    ],
    [
      '{name} tried to sing a brave song, but {their} voice came out all shaky.',
      '{name} tried to be brave once more, and got a little further than before.',
    ],
  ],
  lowpoint: [
    '{name} sat down and wiped away a tear.',
    'Maybe being brave was only for grown-ups, {name} thought.',
  ],
  turning: [
    'Then {name} remembered something important: being brave does not mean you are not scared.',
    'Then {name} heard the little cry again, and knew that someone needed {them}.',
    'Then {name} held {their} little lantern up high, and its warm light pushed the shadows back.',
  ],
  turnAction: [
    '{name} took a big, deep breath.',
    '{name} held {their} lantern tight and took one brave step, then another.',
    '"I can do hard things," {name} whispered, and {they} kept going.',
  ],
  resolution: [
    '{name} did it!',
    'Step by step, {name} made it all the way to {@landmark}.',
    '{name} reached {@theCreature} and helped it to safety, and {their} heart felt as big as the sky.',
  ],
  celebration: [
    '{name} gave {@theCreature} a gentle hug.',
    'Everyone cheered for brave {name}.',
    '{name} laughed and twirled, feeling taller than {@landmark}.',
  ],
  morals: [
    'Brave hearts can feel scared too.',
    'Being brave does not mean you are never scared. It means you keep going anyway.',
    'Even the smallest steps can be the bravest ones.',
    '{name} learned that courage grows a little more every time you use it.',
  ],
  problems: [
    {
      statement: [
        'But {name} {was} scared of {@scary}.',
        'The trouble was, {name} {was} afraid of {@scary}.',
      ],
      still: ['{They} {was} still scared.'],
      resolved: ["{name} {wasn't} scared of {@scary} anymore."],
    },
  ],
};
