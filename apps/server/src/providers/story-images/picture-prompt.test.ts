import { describe, expect, it } from 'vitest';
import { DEFAULT_LIKENESS } from '@littlestar/shared/likeness';
import {
  buildCharacterSheetPrompt,
  buildPicturePrompt,
  colourName,
  describeChild,
} from './picture-prompt.js';
import type { IllustrationRequest } from './story-images-provider.js';

const request: IllustrationRequest = {
  brief: 'Arjun hides behind a rock as the {{dragon}} roars <b>loudly</b>.',
  pageIndex: 4,
  pageCount: 10,
  child: {
    name: 'Arjun',
    age: 5,
    pronouns: 'he/him',
    likeness: {
      ...DEFAULT_LIKENESS,
      skinTone: '#94603f',
      hairColor: '#1f1a17',
      hairStyle: 'curly',
      favoriteColor: '#e4574f',
      glasses: true,
    },
    modelVersion: null,
  },
  story: { title: 'Arjun and the Sleepy Dragon', theme: 'friendship', setting: 'magical kingdom' },
  seed: 's:1',
};

describe('the picture prompt', () => {
  it('describes the hero the same way on every page, outfit included, in words not codes', () => {
    const hero = describeChild(request.child);
    expect(hero).toBe(describeChild({ ...request.child }));
    expect(hero).toContain('Arjun, a 5-year-old boy with brown skin, curly black hair');
    expect(hero).toContain('wearing round glasses');
    expect(hero).toContain('plain red top, blue trousers and white trainers');
    expect(hero).not.toMatch(/#[0-9a-f]{6}/i);
    expect(
      colourName('#e3c37b', [
        { name: 'Blond', hex: '#e2c27a' },
        { name: 'Black', hex: '#1f1a17' },
      ]),
    ).toBe('blond');
  });

  it('asks for one picture-book style with no lettering, and the page brief cleaned', () => {
    const prompt = buildPicturePrompt(request);
    expect(prompt).toContain("children's picture-book illustration");
    expect(prompt).toContain('No text, letters, words');
    expect(prompt).toContain('Page 5 of 10');
    expect(prompt).toContain('Arjun hides behind a rock');
    expect(prompt).not.toMatch(/[{}<>]/);
  });

  it('names the cover, and the reference image when there is one', () => {
    const cover = buildPicturePrompt({ ...request, pageIndex: -1 }, { withReferences: true });
    expect(cover).toContain("The cover of the picture book 'Arjun and the Sleepy Dragon'");
    expect(cover).toContain('The reference image shows the hero');
  });

  it('asks gently after a refusal: the brief gives way to a calm scene in the setting', () => {
    const gentle = buildPicturePrompt(request, { gentle: true });
    expect(gentle).not.toContain('dragon roars');
    expect(gentle).toContain(
      'Arjun smiling, calm and safe, exploring the magical kingdom on a sunny day.',
    );
    expect(gentle).toContain('No text, letters, words');
  });

  it('asks for a character sheet: the hero alone, whole, in the same style and outfit', () => {
    const sheet = buildCharacterSheetPrompt(request.child, { withPhotos: true });
    expect(sheet).toContain("children's picture-book illustration");
    expect(sheet).toContain('the whole figure from head to toe');
    expect(sheet).toContain(describeChild(request.child));
    expect(sheet).toContain("draw this child's own face");
    expect(sheet).toContain('leave out their clothes, other people and backgrounds');
    // Without photos, nothing speaks of them.
    expect(buildCharacterSheetPrompt(request.child, { withPhotos: false })).not.toContain('photo');
  });
});

describe('the picture prompt with a cast (product.md#cast)', () => {
  const withCast: IllustrationRequest = {
    ...request,
    cast: [
      { kind: 'child', name: 'Sam', age: 4, pronouns: 'he/him', likeness: DEFAULT_LIKENESS },
      { kind: 'dog', name: 'Biscuit', colour: 'golden' },
      { kind: 'grandma', name: 'Rose', colour: 'grey', skin: 'light medium' },
    ],
  };

  it('describes each companion in words: a child by their likeness, pets and grown-ups by their looks', () => {
    const prompt = buildPicturePrompt(withCast);
    expect(prompt).toContain('- Sam, a 4-year-old boy with');
    expect(prompt).toContain("- Biscuit, the family's golden dog.");
    expect(prompt).toContain(
      "- Rose, the hero's grandmother, with light medium skin and grey hair.",
    );
  });

  it('says which reference is whom when the references show more than the hero', () => {
    const prompt = buildPicturePrompt(
      { ...withCast, referenceNames: ['Arjun', 'Sam'] },
      { withReferences: true },
    );
    expect(prompt).toContain('reference 1 is Arjun, reference 2 is Sam');
    expect(buildPicturePrompt(request, { withReferences: true })).toContain(
      'The reference image shows the hero',
    );
  });
});
