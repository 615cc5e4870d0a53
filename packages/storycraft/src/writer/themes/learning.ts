import type { ThemeBank } from '../theme-bank.js';

export const LEARNING: ThemeBank = {
  virtue: 'patient',
  virtueNoun: 'patience',
  call: [
    'One day, {name} found a big old book all about how to {@skill}.',
    '{name} wanted to learn how to {@skill}, so {they} borrowed a book all about it.',
    'One morning, {name} found a book with a question on the cover: Can you learn to {@skill}?',
  ],
  callReaction: [
    '"I want to learn!" said {name}.',
    '{name} opened the book and read the first page.',
    "{name's} eyes shone, because there is nothing more exciting than something new to learn.",
  ],
  problemFeel: [
    '{name} frowned at the page.',
    '{name} felt a little grumpy.',
    'Everyone else seemed to know how, and {name} felt like the only one who did not.',
  ],
  tries: [
    [
      '{name} tried to {@skill}, but it went all wrong.',
      'First, {name} tried to rush, and everything got muddled up.',
    ],
    [
      'Next, {name} tried again, a little slower, but still made a mistake.',
      'Then {name} read the book again, but the words seemed to jumble together.',
    ],
    [
      '{name} tried once more and got it almost right.',
      '{name} practised and practised, and each time it went a tiny bit better.',
    ],
  ],
  lowpoint: [
    '{name} closed the book with a sigh.',
    'Maybe {they} would never learn, {name} thought, feeling very tired.',
  ],
  turning: [
    'Then a wise old owl flew down and hooted, "Mistakes are how we learn."',
    'Then {name} noticed something: every try had been a little better than the one before.',
    'Then {name} had an idea: ask for help!',
  ],
  turnAction: [
    '{name} asked a question, and listened carefully.',
    '{name} tried again, slowly and carefully, one step at a time.',
    '{They} opened the book, found the right page and followed it, line by line.',
  ],
  resolution: [
    '{name} did it!',
    'At last, {name} could {@skill}, all by {themselves}.',
    'This time it worked, and {name} could hardly believe it: {they} had learned something new.',
  ],
  celebration: [
    '{name} showed everyone what {they} had learned.',
    '{name} whooped with joy and did a happy dance.',
    "{name} held the book up high, proud as could be, and couldn't wait to learn the next thing.",
  ],
  morals: [
    'We learn by trying again.',
    'Every mistake is a step on the way to learning.',
    'Nobody knows everything at the start. We learn by trying, again and again.',
    '{name} learned that practice and patience can help you learn anything.',
  ],
  problems: [
    {
      statement: [
        'But {name} thought {they} could never learn to {@skill}.',
        'The trouble was, learning to {@skill} was very hard.',
      ],
      still: ['{They} still could not quite do it.'],
      resolved: ['Now {name} could {@skill} all by {themselves}.'],
    },
  ],
};
