import type { ThemeBank } from '../theme-bank.js';

export const SPACE: ThemeBank = {
  virtue: 'curious',
  virtueNoun: 'curiosity',
  call: [
    'One night, a little star fell down from the sky.',
    'One night, a little star fell out of the sky and landed near {@landmark}.',
    'One evening, {name} saw a little star tumble down from the sky and land near {@landmark} with a soft plink.',
    '{name} found a little lost star, glowing softly near {@landmark}.',
  ],
  callReaction: [
    '"I will fly you home in my rocket!" said {name}.',
    '{name} put on {their} space helmet and got the rocket ready.',
    '{name} climbed into the rocket and counted down: five, four, three, two, one!',
  ],
  problemFeel: [
    '{name} looked up at the dark sky.',
    '{name} felt very small under all those stars.',
    'The stars looked so far away that {name} wondered how anyone could ever get there.',
  ],
  tries: [
    [
      '{name} tried pushing the big red button, but the rocket only coughed.',
      'First, {name} tried jumping as high as {they} could, but the sky was much too high.',
    ],
    [
      'Next, {name} tried the rocket again, but it wobbled and landed with a bump.',
      'Then {name} tried climbing up to {@landmark}, but the stars were still far away.',
    ],
    [
      '{name} tried once more, checking every bolt, but the engine still sputtered.',
      '{name} looked through a telescope to find the way, but the clouds covered the stars.',
    ],
  ],
  lowpoint: [
    '{name} sat down and looked at the stars.',
    'Maybe the stars were just too far away, {name} thought.',
  ],
  turning: [
    'Then {name} saw the stars were making a path, like twinkling stepping stones.',
    'Then {@creature} came and helped fix the rocket, bolt by bolt.',
    'Then {name} remembered the star chart and found the brightest star to steer by.',
  ],
  turnAction: [
    '{name} pressed the button once more.',
    '{name} steered carefully, following the brightest star.',
    'The engine rumbled, the rocket shook, and with a great WHOOSH, up it went!',
  ],
  resolution: [
    '{name} flew up, up, up to the stars!',
    'The rocket soared past the moon, and the little star went back home to the sky.',
    'High among the planets, {name} looked back at the Earth, blue and beautiful, and laughed for joy.',
  ],
  celebration: [
    'The stars twinkled a thank you.',
    '{name} floated among the stars and waved to the moon.',
    'All the stars shone brighter, as if the whole sky were clapping for {name}.',
  ],
  morals: [
    'Keep wondering, and you can reach the stars.',
    'If you keep wondering and keep trying, you can reach the stars.',
    'Even the biggest sky can be explored one star at a time.',
    '{name} learned that curious minds can go anywhere.',
  ],
  problems: [
    {
      statement: [
        'But the little star was too weak to fly back up to the sky.',
        "But the little star's light was fading, and it could not fly home.",
      ],
      still: ['The little star was still stuck.'],
      resolved: ['The little star was back in the sky, shining brighter than ever.'],
    },
    {
      statement: [
        'But the rocket would not start.',
        'But when {name} pressed the button, the rocket would not start.',
      ],
      still: ['The rocket still would not start.'],
      resolved: ['The rocket worked perfectly.'],
    },
  ],
};
