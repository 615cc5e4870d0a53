import type { ThemeBank } from '../theme-bank.js';

export const COURAGE: ThemeBank = {
  virtue: 'brave',
  virtueNoun: 'courage',
  call: [
    'One day, {name} heard a tiny cry for help.',
    '"Help!" called a tiny voice.',
    'Far away, something small was calling for help.',
    'One day, {name} heard a tiny cry for help from near {@landmark}.',
    '{@creature} was stuck near {@landmark}, and only {name} was close enough to help.',
    'One day, {name} saw {@creature} near {@landmark}, calling for help.',
    'Just as the sun climbed high, a small, frightened voice called out from somewhere near {@landmark}.',
  ],
  callReaction: [
    '"I can help!" said {name}.',
    '{name} stood up tall.',
    '"Hold on!" called {name}. "I am coming!"',
    '{name} pulled on {their} boots, took a lantern and said, "I am ready."',
    '{name} did not feel very brave, but {they} knew that someone small was counting on {them}.',
    '{name} grabbed {their} little lantern and hurried toward the sound as fast as {their} legs would go.',
  ],
  problemFeel: [
    "{name's} knees began to wobble.",
    "{name's} heart went thump, thump, thump.",
    '{name} felt cold and small.',
    '{name} wanted to turn around and run all the way home.',
    '{name} wished {they} could be anywhere else, somewhere warm and bright and safe.',
    'Every shadow looked like a monster, and every sound made {name} want to hide.',
  ],
  tries: [
    [
      '{name} took one small step, then stopped.',
      '{name} tried to go on, but {they} froze.',
      '{name} reached out, then pulled back.',
      'First, {name} tried to go on, but {their} feet would not move.',
      'First, {name} tried to tiptoe forward, but every shadow seemed to jump out at {them}.',
    ],
    [
      '{name} tried again, but a noise made {them} jump.',
      '{name} shut {their} eyes and tried. Too scary!',
      '{name} counted to three and tried again, but a sudden noise made {them} jump.',
      'Next, {name} tried closing {their} eyes and walking on, but that only made it scarier.',
    ],
    [
      '{name} sang a song, but {their} voice shook.',
      '{name} tried once more, but {their} legs shook.',
      '{name} tried to sing a brave song, but {their} voice came out all shaky.',
      'Once more, {name} tried to be brave, but the dark seemed to grow even darker.',
    ],
  ],
  nearMisses: [
    '{name} tried once more and got a little further.',
    '{name} tried to be brave once more, and got a little further than before.',
  ],
  lowpoint: [
    '{name} sat down and wiped away a tear.',
    'Maybe being brave was only for grown-ups, {name} thought.',
    '{name} felt very small and very alone.',
    'The night felt huge, and {name} hugged {their} knees and wished for morning to come.',
    'For a long time, {name} sat still in the dark, listening to the little cry for help.',
  ],
  turning: [
    'Then {name} heard the little cry again.',
    'Then {name} lifted {their} lantern up high.',
    'Then {name} remembered: brave hearts feel scared too.',
    'Then {name} remembered something important: being brave does not mean you are not scared.',
    'Then {name} heard the little cry again, and knew that someone needed {them}.',
    'Then {name} held {their} little lantern up high, and its warm light pushed the shadows back.',
  ],
  turnAction: [
    '{name} took a big, deep breath.',
    '"I can do hard things," {name} whispered.',
    '{name} walked on, one brave step at a time.',
    '{name} held {their} lantern tight and took one brave step, then another.',
    '"I can do hard things," {name} whispered, and {they} kept going.',
    'With the lantern glowing in {their} hand, {name} walked right into the shadows, one small step at a time.',
  ],
  resolution: [
    '{name} did it!',
    'Hooray! {name} made it!',
    '{name} {was} there at last!',
    'Step by step, {name} made it all the way to {@landmark}.',
    '{name} reached {@theCreature} and helped it to safety, and {their} heart felt as big as the sky.',
    'The shadows were still there, but {name} walked right on past and reached {@theCreature} at last.',
  ],
  celebration: [
    '{name} gave {@theCreature} a gentle hug.',
    'Everyone cheered for brave {name}.',
    '{name} laughed and laughed.',
    '{name} felt ten feet tall.',
    '{name} laughed and twirled, feeling taller than {@landmark}.',
    '{@theCreature} snuggled up close, and {name} knew {they} would never forget this day.',
    'Everyone came running to cheer, and {name} could not stop smiling from ear to ear.',
  ],
  morals: [
    'Brave hearts can [feel scared|feel wobbly|be scared] too.',
    'Small steps can be [brave|big] steps.',
    'Being brave means [trying anyway|trying, even when scared|having a go].',
    'Being brave does not mean you are never scared. It means you keep going anyway.',
    'Even the smallest steps can be the bravest ones.',
    '{name} learned that every brave step makes the next one a little easier.',
    'Even a brave heart feels scared sometimes, and keeps on going anyway.',
  ],
  problems: [
    {
      statement: [
        'But {name} {was} scared of {@scary}.',
        'The trouble was, {name} {was} afraid of {@scary}.',
      ],
      still: ['{They} {was} still scared.'],
      resolved: ["{name} {wasn't} scared of {@scary} anymore.", '{name} {was} not scared now.'],
    },
    {
      statement: [
        'But {name} did not feel brave [at all|one bit|today].',
        'The way was dark and strange, and {name} did not feel one bit brave.',
      ],
      still: [
        '{They} still did not feel [brave|very brave].',
        '{They} still felt [wobbly|shaky|jiggly] inside.',
      ],
      resolved: [
        '{name} felt [brave|so brave|big and brave] at last.',
        'Now {name} felt brave, all the way from {their} head to {their} toes.',
      ],
    },
  ],
};
