import type { ThemeBank } from '../theme-bank.js';

export const NATURE: ThemeBank = {
  virtue: 'gentle',
  virtueNoun: 'care',
  call: [
    'One day, {name} found {@creature} all alone.',
    'One day, {name} found {@creature} that looked sad and lost near {@landmark}.',
    '{name} loved every flower, bird and bug {@placeIn}, and one day {they} met {@creature} who needed help.',
    'One morning, {name} spotted {@creature}, shivering and alone near {@landmark}.',
  ],
  callReaction: [
    '"I will help," said {name}.',
    '{name} knelt down gently.',
    '{name} wanted to take care of {@place}, the way {@place} took care of everyone.',
  ],
  problemFeel: [
    '{name} felt sad.',
    '{name} looked around, and {their} heart sank.',
    '{name} wished {they} knew how to make everything well again.',
  ],
  tries: [
    [
      '{name} tried to pick up {@theCreature}, but it wriggled free.',
      'First, {name} tried to help too quickly, and {@theCreature} hid, frightened.',
    ],
    [
      'Next, {name} called softly, but {@theCreature} would not come out.',
      'Then {name} tried calling for help, but only the wind answered.',
    ],
    [
      '{name} tried building a little shelter of sticks, but the wind blew it down.',
      '{name} tried once more, gently this time, but it still was not enough.',
    ],
  ],
  lowpoint: [
    '{name} sat very still and listened.',
    'Maybe some things were too big to fix, {name} thought.',
  ],
  turning: [
    'Then {name} sat very still and waited.',
    'Then {name} remembered: animals trust you when you are calm and gentle.',
    'Then {name} saw tiny tracks on the ground, leading toward {@landmark}.',
    'Then {@theCreature} gave a tiny squeak and pointed the way home.',
  ],
  turnAction: [
    '{name} moved slowly and gently.',
    '{name} sat down, held out {@gift} and waited patiently.',
    '{They} followed {@theCreature}, quietly and carefully, all the way to {@landmark}.',
  ],
  resolution: [
    'Hooray, {name} did it!',
    '{@theCreature} was safe at home at last, snuggled up where it belonged.',
    '{name} led {@theCreature} home, where its family was waiting, and everything {@placeIn} seemed to sigh with relief.',
  ],
  celebration: [
    'Birds sang, and butterflies danced around {name}.',
    '{@theCreature} nuzzled {name} to say thank you.',
    'All around {name}, {@place} buzzed and bloomed with happy life.',
  ],
  morals: [
    'Gentle hands help the most.',
    'When we take care of nature, nature takes care of us.',
    'Gentle hands and a patient heart can help anything grow.',
    '{name} learned that every living thing needs a little kindness.',
  ],
  problems: [
    {
      statement: [
        'But {@theCreature} had lost its way home.',
        'But {@theCreature} was lost, and could not find its way home.',
      ],
      still: ['{@theCreature} was still lost.'],
      resolved: ['{@theCreature} was home at last.'],
    },
    {
      statement: [
        'But {@theCreature} was hurt and could not get home alone.',
        'But {@theCreature} had hurt a leg and could not get home.',
      ],
      still: ['{@theCreature} still could not get home.'],
      resolved: ['{@theCreature} was home, safe and sound.'],
    },
  ],
};
