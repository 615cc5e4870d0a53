import type { ThemeBank } from '../theme-bank.js';

export const SPACE: ThemeBank = {
  virtue: 'curious',
  virtueNoun: 'curiosity',
  call: [
    'One night, a little star fell down.',
    'Plink! A little star fell from the sky.',
    '{name} found a little lost star.',
    'One night, a little star fell out of the sky and landed near {@landmark}.',
    'One evening, {name} saw a little star tumble down from the sky and land near {@landmark} with a soft plink.',
    '{name} found a little lost star, glowing softly near {@landmark}.',
  ],
  callReaction: [
    '"I will fly you home!" said {name}.',
    '{name} got the rocket ready.',
    '{name} put on {their} space helmet.',
    '"I will fly you home in my rocket!" said {name}.',
    '{name} put on {their} space helmet and got the rocket ready.',
    '{name} climbed into the rocket and counted down: five, four, three, two, one!',
  ],
  problemFeel: [
    '{name} looked up at the [dark|big|starry] sky.',
    '{name} felt very small.',
    'The sky was so big!',
    '{name} felt very small under all those stars.',
    'The stars looked so far away that {name} wondered how anyone could ever get there.',
    '{name} looked up and up and up, and the sky seemed to go on forever.',
  ],
  tries: [
    [
      '{name} pushed the button. The rocket coughed.',
      '{name} jumped high, but the sky was higher.',
      '{name} tried pushing the big red button, but the rocket only coughed.',
      'First, {name} tried jumping as high as {they} could, but the sky was much too high.',
    ],
    [
      'The rocket wobbled and landed with a bump.',
      '{name} climbed up high. Still too far!',
      'Next, {name} tried the rocket again, but it wobbled and landed with a bump.',
      'Then {name} tried climbing up to {@landmark}, but the stars were still far away.',
    ],
    [
      '{name} checked every bolt. It still sputtered.',
      '{name} looked through a telescope. Clouds!',
      '{name} tried once more, checking every bolt, but the engine still sputtered.',
      '{name} looked through a telescope to find the way, but the clouds covered the stars.',
    ],
  ],
  nearMisses: [
    'The rocket rose up, almost to the clouds.',
    '{name} tried once more, and this time the rocket rose almost as high as the clouds.',
  ],
  lowpoint: [
    '{name} sat down and looked at the stars.',
    'Maybe the stars were too far away.',
    'The little star glowed very dimly.',
    'Maybe the stars were just too far away, {name} thought.',
    'The little star glowed dimmer and dimmer, and {name} did not know what to do.',
  ],
  turning: [
    'Then the stars made a path!',
    'Then {name} saw the brightest star.',
    'Then {@creature} came to help.',
    'Then {name} saw the stars were making a path, like twinkling stepping stones.',
    'Then {@creature} came and helped fix the rocket, bolt by bolt.',
    'Then {name} remembered the star chart and found the brightest star to steer by.',
  ],
  turnAction: [
    '{name} pressed the button once more.',
    '{name} steered by the brightest star.',
    'Five, four, three, two, one!',
    '{name} steered carefully, following the brightest star.',
    'The engine rumbled, the rocket shook, and with a great WHOOSH, up it went!',
    '{name} held on tight, pressed the big red button and counted down from five.',
  ],
  resolution: [
    '{name} flew up, up, up to the stars!',
    'The little star was home!',
    'Whoosh! Up went the rocket!',
    'The rocket soared past the moon, and the little star went back home to the sky.',
    'High among the planets, {name} looked back at the Earth, blue and beautiful, and laughed for joy.',
    'Up and up went the rocket, and the little star hopped back into its place in the sky.',
  ],
  celebration: [
    'The stars twinkled a thank you.',
    '{name} waved up at the little star.',
    'The little star winked at {name}.',
    'Back on the ground, {name} waved up at the sky, and a little star winked back.',
    'All the stars shone brighter, as if the whole sky were clapping for {name}.',
    'That night, one little star shone brighter than all the others, just for {name}.',
  ],
  morals: [
    'Keep [wondering|asking|looking up], and you can reach the stars.',
    'Curious minds go [far|a long way].',
    'Keep asking [how and why|why and how|questions].',
    'If you keep wondering and keep trying, you can reach the stars.',
    'Even the biggest sky can be explored one star at a time.',
    '{name} learned that curious minds can go anywhere.',
  ],
  problems: [
    {
      statement: [
        'But the little star was too weak to fly back up to the sky.',
        "But the little star's light was fading, and it could not fly home.",
        'But the little star could not [fly|fly home|get back up].',
      ],
      still: ['The little star was still [stuck|lost|far from home].'],
      resolved: [
        'The little star was back in the sky, shining brighter than ever.',
        'The little star [shone|twinkled|sparkled] again.',
      ],
    },
    {
      statement: [
        'But the rocket would not [start|go|take off].',
        'But when {name} pressed the button, the rocket would not start.',
      ],
      still: ['The rocket still would not start.'],
      resolved: [
        'The rocket worked perfectly.',
        'The rocket hummed and purred, working perfectly, just the way a good rocket should.',
      ],
    },
  ],
};
