import type { ThemeBank } from '../theme-bank.js';

export const FAMILY: ThemeBank = {
  virtue: 'loving',
  virtueNoun: 'love',
  call: [
    '{name} and {@grownup} went out for the day.',
    '{@grownup} had a plan for the day.',
    '"Let\'s go out!" said {@grownup}.',
    'One day, {@grownup} said, "Let\'s spend the whole day together {@placeIn}!"',
    "One sunny morning, {name}'s whole family set off for a day {@placeIn}, even the new baby.",
    '{name} and {@grownup} set off for a family day {@placeIn}.',
  ],
  callReaction: [
    '{name} clapped with joy.',
    '"Hooray!" said {name}.',
    '{name} gave {@grownup} a big hug.',
    '"Hooray!" said {name}, and gave {@grownup} a squeeze.',
    '{name} helped pack a picnic basket with sandwiches, apples and a big flask of cocoa.',
    '{name} skipped all the way to the door, holding {@grownup} tightly by the hand.',
  ],
  problemFeel: [
    '{name} felt a lump in {their} throat.',
    "{name's} smile went wobbly.",
    '{name} felt sad and cross.',
    '{name} wanted to shout and cry at the same time, and did not know which to do first.',
    'The happy day did not feel happy anymore, and {name} did not know how to fix it.',
    '{name} felt a big, heavy feeling settle in {their} tummy, like a stone.',
  ],
  tries: [
    [
      '{name} tried to fix it, but could not.',
      '{name} tried to smile, but it was hard.',
      '{name} tried to fix it alone, but it was too hard.',
      'First, {name} tried to pretend everything was fine, but it did not feel fine.',
    ],
    [
      '{name} hid the problem. That felt worse.',
      '{name} tried alone, but it was too big.',
      'Next, {name} tried to hide the problem, but that only made {them} feel worse.',
      'Then {name} tried doing it all {themselves}, but two hands were not enough.',
    ],
    [
      '{name} tried again, all alone. No good.',
      '{name} tried to be grown-up, but cried.',
      '{name} tried once more, all alone, and it still did not work.',
      '{name} tried to be grown-up about it, but {their} eyes filled with tears.',
    ],
  ],
  nearMisses: [
    '{name} tried once more and nearly fixed it.',
    '{name} tried once more, all alone, and this time it nearly worked.',
  ],
  lowpoint: [
    '{name} curled up and felt alone.',
    'Nobody understood, {name} thought.',
    '{name} hid in a corner and sniffed.',
    '{name} curled up in a corner and felt very alone.',
    'Nobody understood, {name} thought, and a tear rolled down {their} cheek.',
  ],
  turning: [
    'Then {@grownup} sat down beside {name}.',
    'Then {@grownup} gave {name} a big hug.',
    'Then {name} remembered: families help.',
    'Then {@grownup} sat down beside {name} and said, "Tell me what is wrong."',
    'Then {@grownup} came and wrapped {name} in a big, warm hug.',
    'Then {name} remembered that families fix things together, and went to find {@grownup}.',
  ],
  turnAction: [
    '{name} told {@grownup} everything.',
    '{name} and {@grownup} made a plan.',
    '{name} held {@grownup} by the hand.',
    '{name} and {@grownup} made a plan, side by side.',
    'Together, {name} and {@grownup} tried again, sharing the work and the worries.',
    '{name} told {@grownup} all about it, and {@grownup} listened to every single word.',
  ],
  resolution: [
    'Together, {name} and {@grownup} made it right.',
    'The problem got smaller and smaller.',
    'Together, it was easy!',
    'With {@grownup} by {their} side, everything felt easier, and the problem shrank and shrank.',
    '{@grownup} smiled, and {name} smiled back, and the day felt happy again.',
    'Side by side, {name} and {@grownup} put everything right, and it did not take long at all.',
  ],
  celebration: [
    '{name} and {@grownup} shared a great big hug.',
    '{name} snuggled up to {@grownup}.',
    'Everyone laughed together.',
    'That evening, the whole family had a picnic {@placeIn}, laughing until the stars came out.',
    '{name} snuggled up to {@grownup}, warm and happy, and the whole family laughed together.',
    '{name} and {@grownup} danced a silly family dance, and everyone joined in.',
  ],
  morals: [
    '[Family helps each other|Families help each other|We help each other at home].',
    'Share your worries with [family|the people who love you|someone you love].',
    'Love makes big [things|worries] small.',
    'A family is there for you, even when things go wrong.',
    'Big problems feel smaller when you share the worry with the people who love you.',
    '{name} learned that love is the best way to fix almost anything.',
  ],
  problems: [
    {
      statement: [
        'But the new baby got all the attention, and {name} felt left out.',
        'But everyone was busy with the new baby, and {name} felt left out.',
        'But {name} felt [left out|a bit left out|all left out].',
      ],
      still: ['{They} still felt [left out|a bit left out|sad and left out].'],
      resolved: [
        '{name} did not feel left out [anymore|now|at all].',
        '{name} knew now that there was plenty of love for everyone, the new baby too.',
      ],
    },
    {
      statement: [
        "But {name} broke {@grownup}'s favourite cup by accident.",
        "Then, oh no! {name} knocked over {@grownup}'s favourite cup, and it broke.",
        'Crash! The best cup broke.',
      ],
      still: ['The broken cup was still there.'],
      resolved: [
        "The cup was mended, and so was {name's} heart.",
        'The cup was [fixed|mended|good as new].',
      ],
    },
  ],
};
