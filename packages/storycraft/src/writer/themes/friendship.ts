import type { ThemeBank } from '../theme-bank.js';

export const FRIENDSHIP: ThemeBank = {
  virtue: 'kind',
  virtueNoun: 'kindness',
  call: [
    'One day, {name} saw a new kid named {@friend}.',
    '{name} saw {@friend} sitting all alone.',
    'There was a new kid called {@friend}.',
    'One day, {name} saw a new kid named {@friend}, sitting all alone near {@landmark}.',
    'A new kid named {@friend} had just moved in, and did not know anyone yet.',
    'Near {@landmark}, {name} spotted {@friend}, who looked a little lonely.',
    'That morning, {name} met {@friend}, who was new {@placeIn}.',
  ],
  callReaction: [
    '{name} wanted to make a new friend.',
    '"Maybe we could play," {name} thought.',
    '{name} wanted to say hello.',
    '"Maybe we could play together," {name} thought.',
    '{name} remembered how lonely it feels to be new, and wanted to help.',
    '{name} thought that {@friend} looked like someone who would be fun to play with.',
  ],
  problemFeel: [
    "{name's} cheeks went pink.",
    '{name} looked down at {their} [shoes|feet|toes].',
    '{name} twisted {their} fingers.',
    '{name} wanted to be friends, but the words got stuck somewhere between {their} head and {their} mouth.',
    'What if {@friend} said no, {name} wondered, and {their} tummy felt all fluttery.',
    '{name} stood there for a long time, not knowing what to say or where to look.',
  ],
  tries: [
    [
      '{name} waved, but {@friend} did not see.',
      '{name} tried to wave, but it was tiny.',
      '{name} waved at {@friend}, but {@friend} was looking the other way.',
      'First, {name} tried to wave, but the wave came out very small.',
    ],
    [
      '{name} said hello, but it was a whisper.',
      '{name} walked over, then turned back.',
      'Next, {name} tried to say hello, but it came out as a whisper.',
      'Then {name} walked over to {@friend}, but at the last moment {they} turned around.',
    ],
    [
      '{name} thought of a game, but felt shy.',
      '{name} tried once more, but {their} words tangled.',
      '{name} tried to think of a game to play together, but every idea felt wrong.',
      '{name} practised what to say, over and over, but the words kept tangling up.',
    ],
  ],
  nearMisses: [
    '{name} tried once more and almost said hello.',
    '{name} tried once more, and this time {@friend} looked up and nearly smiled.',
  ],
  lowpoint: [
    '{name} sat alone and felt sad.',
    'Maybe {@friend} did not want a friend.',
    '{name} felt lonely and a bit silly.',
    'What if {@friend} did not want a friend at all, {name} wondered.',
    '{name} sat all alone, watching everyone else laugh and play together.',
  ],
  turning: [
    'Then {@friend} dropped a ball. Bump, bump!',
    'Then {name} saw {@friend} smile, just a little.',
    'Then {name} saw that {@friend} looked nervous too.',
    'Then {name} saw {@friend} looking at {@gift}, smiling shyly.',
    'Then {@friend} tripped and dropped everything, and {name} ran to help without even thinking.',
    'Then {name} noticed that {@friend} looked just as nervous.',
  ],
  turnAction: [
    '{name} took a deep breath and smiled.',
    '"Hi, I\'m {name}," {name} said.',
    '{name} walked over and said, "Hello!"',
    '"Hi, I\'m {name}," {name} said. "Do you want to play?"',
    '{name} held out {@gift} and said, "This is for you."',
    '{name} took a deep breath, walked right up to {@friend} and said, "Hello!"',
  ],
  resolution: [
    '{@friend} smiled the biggest smile.',
    '"Yes, please!" said {@friend}.',
    'Now the two were friends!',
    '"Yes, please!" said {@friend}, and the two new friends played together until teatime.',
    'Soon {name} and {@friend} were laughing together like old friends.',
    '{@friend} grinned, and soon the two new friends were chattering away like old pals.',
  ],
  celebration: [
    '{name} and {@friend} played all afternoon.',
    '{name} and {@friend} shared a big hug.',
    '{name} and {@friend} laughed and laughed.',
    '{name} and {@friend} gave each other a great big hug.',
    '{name} and {@friend} raced, built, giggled and shared until the sun went down.',
    '{name} and {@friend} played until the sun went down, and made plans for the next day.',
  ],
  morals: [
    'A [smile|little smile|hello] can make a friend.',
    'Saying hello is a brave, kind thing[| to do| to try].',
    'Kind words make [new|good] friends.',
    'Sometimes all it takes to make a friend is a smile and a hello.',
    'A friend is waiting wherever someone is brave enough to be kind.',
    '{name} learned that kindness is the best way to start a friendship.',
  ],
  problems: [
    {
      statement: [
        'But {name} {was} [too shy|much too shy|so shy] to say hello.',
        '{name} wanted to say hello, but {they} {was} too shy.',
        'But {name} {was} too shy to say hello to someone {they} did not know.',
      ],
      still: ['{They} {was} still too shy to say hello.'],
      resolved: [
        "{name} {wasn't} too shy [anymore|now|at all].",
        '{name} {was} not shy at all anymore, and it felt wonderful.',
      ],
    },
    {
      statement: [
        'But {name} did not know how to make a new friend.',
        'The trouble was, {name} did not know how to make a new friend.',
      ],
      still: ['{They} still did not know what to say.'],
      resolved: [
        'Now {name} knew just how to make a friend.',
        'Now {name} knew that making a friend starts with one small hello.',
      ],
    },
  ],
};
