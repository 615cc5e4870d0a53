import type { ThemeBank } from '../theme-bank.js';

export const NATURE: ThemeBank = {
  virtue: 'gentle',
  virtueNoun: 'care',
  call: [
    'One day, {name} found {@creature} all alone.',
    '{name} heard a tiny, sad squeak.',
    'Something small was hiding and shaking.',
    'One day, {name} found {@creature} that looked sad and lost near {@landmark}.',
    '{name} loved every flower, bird and bug {@placeIn}, and one day {they} met {@creature} who needed help.',
    'One morning, {name} spotted {@creature}, shivering and alone near {@landmark}.',
  ],
  callReaction: [
    '"I will help," said {name}.',
    '{name} knelt down gently.',
    '"Poor little thing," said {name}.',
    '{name} wanted to take care of {@place}, the way {@place} took care of everyone.',
    '{name} knelt down very slowly, so as not to frighten anyone, and whispered, "Hello."',
    '{name} knew that a little animal all alone needs a friend, and {they} wanted to be one.',
  ],
  problemFeel: [
    '{name} felt sad.',
    '{name} looked around, and {their} heart sank.',
    '{name} felt worried and unsure.',
    '{name} wished {they} knew how to make everything well again.',
    '{name} did not know how to help, and that was the hardest feeling of all.',
    'It was such a small animal, and the world around it seemed so very big.',
  ],
  tries: [
    [
      '{name} reached out, but it wriggled free.',
      '{name} moved too fast, and it hid.',
      '{name} tried to pick up {@theCreature}, but it wriggled free.',
      'First, {name} tried to help too quickly, and {@theCreature} hid, frightened.',
    ],
    [
      '{name} called softly, but nothing came out.',
      '{name} called for help. Only the wind answered.',
      'Next, {name} called softly, but {@theCreature} would not come out.',
      'Then {name} tried calling for help, but only the wind answered.',
    ],
    [
      '{name} built a shelter, but it blew down.',
      '{name} tried again, but it was no use.',
      '{name} tried building a little shelter of sticks, but the wind blew it down.',
      '{name} tried once more, gently this time, but it still was not enough.',
    ],
  ],
  nearMisses: [
    '{name} tried once more and got a little closer.',
    '{name} crept a little closer, and this time the little animal almost came out.',
  ],
  lowpoint: [
    '{name} sat very still and listened.',
    'Maybe some things were too big to fix.',
    '{name} felt tired and sad.',
    'Maybe some things were too big to fix, {name} thought.',
    'The wind blew, the leaves rustled, and {name} did not know what else to try.',
  ],
  turning: [
    'Then {name} sat very still and waited.',
    'Then {name} saw tiny tracks on the ground.',
    'Then a little nose peeked out.',
    'Then {name} remembered: animals trust you when you are calm and gentle.',
    'Then {name} saw tiny tracks on the ground, leading toward {@landmark}.',
    'Then {@theCreature} gave a tiny squeak and pointed the way home.',
  ],
  turnAction: [
    '{name} moved slowly and gently.',
    '{name} held out {@gift}.',
    '{name} waited, quiet as a mouse.',
    '{name} sat down, held out {@gift} and waited patiently.',
    '{They} followed {@theCreature}, quietly and carefully, all the way to {@landmark}.',
    '{name} stayed very still and very quiet, and waited for as long as it took.',
  ],
  resolution: [
    'Hooray, {name} did it!',
    'The little animal was safe!',
    'Home at last!',
    '{@theCreature} was safe at home at last, snuggled up where it belonged.',
    '{name} led {@theCreature} home, where its family was waiting, and everything {@placeIn} seemed to sigh with relief.',
    'Slowly and gently, {name} brought {@theCreature} home, safe and sound at last.',
  ],
  celebration: [
    '{@theCreature} nuzzled {name}.',
    'Birds sang, and butterflies danced.',
    '{name} smiled a big, happy smile.',
    'Birds [sang|chirped|whistled], and butterflies danced around {name}.',
    'All around {name}, {@place} buzzed and bloomed with happy life.',
    '{@theCreature} nuzzled {name} to say thank you, and {name} felt warm all the way through.',
  ],
  morals: [
    'Gentle hands help [the most|the best].',
    'Be kind to every living thing[|, big or small].',
    '[Calm and gentle|Slow and gentle] wins trust.',
    'When we take care of nature, nature takes care of us.',
    'Gentle hands and a patient heart can help anything grow.',
    '{name} learned that every living thing needs a little kindness.',
  ],
  problems: [
    {
      statement: [
        'But {@theCreature} had lost its way home.',
        'But {@theCreature} was lost, and could not find its way home.',
        'But it was lost.',
      ],
      still: ['{@theCreature} was still lost.'],
      resolved: [
        '{@theCreature} was home at last.',
        '{@theCreature} was back home at last, where it belonged, with its family all around it.',
      ],
    },
    {
      statement: [
        'But {@theCreature} was hurt and could not get home alone.',
        'But {@theCreature} had hurt a leg and could not get home.',
        'But it had a hurt leg.',
      ],
      still: ['{@theCreature} still could not get home.'],
      resolved: [
        '{@theCreature} was home, safe and sound.',
        'Its leg was getting better, and {@theCreature} was home, safe and sound.',
      ],
    },
  ],
};
