import { describe, expect, it } from 'vitest';
import { illustratePage } from '../index.js';
import { readNote } from './note.js';

const likeness = {
  skinTone: '#e8b48f',
  hairColor: '#3b2618',
  eyeColor: '#5b3a1e',
  favoriteColor: '#4a90d9',
  hairStyle: 'curly',
  glasses: false,
} as const;
const page = (extra: { variant?: string; note?: string } = {}) =>
  illustratePage({
    child: { likeness },
    story: { theme: 'adventure', setting: 'forest' },
    seed: 'story-1:1',
    pageIndex: 2,
    pageCount: 10,
    ...extra,
  });

describe('a parent note for a redrawn picture', () => {
  it('reads expressions and the colours of clothes and hair', () => {
    expect(readNote('she is smiling')).toEqual({ expression: 'smile' });
    expect(readNote('make him look sad')).toEqual({ expression: 'worried' });
    expect(readNote('a red jumper please')).toEqual({ clothesColor: '#e4574f' });
    expect(readNote('her hair should be blond')).toEqual({ hairColor: '#e2c27a' });
    // The dog is not the child: nothing of the child changes.
    expect(readNote('make the dog brown')).toEqual({});
    expect(readNote(undefined)).toEqual({});
  });

  it('draws another picture for a variant, keeping the same page otherwise', () => {
    expect(page()).toBe(page());
    expect(page({ variant: 'a' })).not.toBe(page());
    expect(page({ variant: 'a' })).not.toBe(page({ variant: 'b' }));
  });

  it('dresses the child in the colour the note names', () => {
    const before = page({ variant: 'a' });
    const after = page({ variant: 'a', note: 'in a yellow dress' });
    expect(before).not.toContain('#f5c842');
    expect(after).toContain('#f5c842');
  });

  it('gives the child the face the note asks for', () => {
    expect(page({ variant: 'a', note: 'she is laughing' })).not.toBe(page({ variant: 'a' }));
  });
});
