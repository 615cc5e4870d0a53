import type { ThemeBank } from '../theme-bank.js';

export const FRIENDSHIP: ThemeBank = {
  virtue: 'kind',
  virtueNoun: 'kindness',
  call: [
    'One day, {name} saw a new kid named {@friend}, sitting all alone near {@landmark}.',
    'A new kid named {@friend} had just moved in, and did not know anyone yet.',
    'Near {@landmark}, {name} spotted {@friend}, who looked a little lonely.',
    'That morning, {name} met {@friend}, who was new {@placeIn}.',
  ],
  callReaction: [
    '{name} wanted to make a new friend.',
    '"Maybe we could play together," {name} thought.',
    '{name} remembered how lonely it feels to be new, and wanted to help.',
  ],
  problemFeel: [
    "{name's} cheeks went pink.",
    '{name} looked down at {their} shoes.',
    '{name} wanted to be friends, but the words got stuck somewhere between {their} head and {their} mouth.',
  ],
  tries: [
    [
      '{name} waved at {@friend}, but {@friend} was looking the other way.',
      'First, {name} tried to wave, but the wave came out very small.',
    ],
    [
      'Next, {name} tried to say hello, but it came out as a whisper.',
      'Then {name} walked over to {@friend}, but at the last moment {they} turned around.',
    ],
    [
      '{name} tried to think of a game to play together, but every idea felt wrong.',
      '{name} practised what to say, over and over, but the words kept tangling up.',
    ],
  ],
  lowpoint: [
    '{name} sat alone and felt sad.',
    'What if {@friend} did not want a friend at all, {name} wondered.',
  ],
  turning: [
    'Then {name} saw {@friend} looking at {@gift}, smiling shyly.',
    'Then {@friend} tripped and dropped everything, and {name} ran to help without even thinking.',
    'Then {name} noticed that {@friend} looked just as nervous.',
  ],
  turnAction: [
    '{name} took a deep breath and smiled.',
    '"Hi, I\'m {name}," {name} said. "Do you want to play?"',
    '{name} held out {@gift} and said, "This is for you."',
  ],
  resolution: [
    '{@friend} smiled the biggest smile.',
    '"Yes, please!" said {@friend}, and just like that, two strangers became friends.',
    'Soon {name} and {@friend} were laughing together like old friends.',
  ],
  celebration: [
    '{name} and {@friend} played all afternoon.',
    '{name} and {@friend} gave each other a great big hug.',
    '{name} and {@friend} raced, built, giggled and shared until the sun went down.',
  ],
  morals: [
    'A smile can make a friend.',
    'Sometimes all it takes to make a friend is a smile and a hello.',
    'A friend is waiting wherever someone is brave enough to be kind.',
    '{name} learned that kindness is the best way to start a friendship.',
  ],
  problems: [
    {
      statement: [
        'But {name} {was} too shy to say hello.',
        '{name} wanted to say hello, but {they} {was} too shy.',
      ],
      still: ['{They} {was} still too shy to say hello.'],
      resolved: ["{name} {wasn't} too shy anymore."],
    },
    {
      statement: [
        'But {name} did not know how to make a new friend.',
        'The trouble was, {name} did not know how to make a new friend.',
      ],
      still: ['{They} still did not know what to say.'],
      resolved: ['Now {name} knew just how to make a friend.'],
    },
  ],
};
