import { describe, expect, it } from 'vitest';
import { detectConflictFocus, toGerund } from './conflict-focus.js';
import { trimToPhrase } from './conflict.js';

const focusOf = (text: string) => detectConflictFocus(trimToPhrase(text, 'Mia'));

describe('what kind of problem the parent described', () => {
  it.each([
    ['is scared of deep water', { kind: 'fear', object: 'the deep water', isThing: true }],
    ['Scared of the dark', { kind: 'fear', object: 'the dark', isThing: true }],
    ['my son is afraid of dogs when they bark', { kind: 'fear', object: 'dogs', isThing: true }],
    ["doesn't like being lost", { kind: 'fear', object: 'being lost', isThing: false }],
    ['is too scared to swim', { kind: 'fear', object: 'swimming', isThing: false }],
    [
      'is scared of Grandpa’s big dog',
      { kind: 'fear', object: 'Grandpa’s big dog', isThing: true },
    ],
    ["can't ride a bike yet", { kind: 'skill', object: 'riding a bike' }],
    ["can't tie his shoes", { kind: 'skill', object: 'tying {their} shoes' }],
    ['has trouble reading', { kind: 'skill', object: 'reading' }],
    ['is very shy', { kind: 'social' }],
    ['finds it hard to make friends', { kind: 'social' }],
  ])('"%s"', (text, expected) => {
    expect(focusOf(text)).toEqual(expected);
  });

  it.each(['gets angry when he loses', 'her dog ran away', 'bites his nails', 'the', '🙂'])(
    'leaves "%s" to the theme’s own tries',
    (text) => {
      expect(focusOf(text)).toBeNull();
    },
  );

  it('turns a verb into the doing a try can be about', () => {
    expect(['ride', 'swim', 'tie', 'read', 'draw', 'see'].map(toGerund)).toEqual([
      'riding',
      'swimming',
      'tying',
      'reading',
      'drawing',
      'seeing',
    ]);
  });
});
