import { describe, expect, it } from 'vitest';
import { checkWordList, hasNeverPrintedWord } from './offline-moderation.js';

describe("the word list of what a children's book never prints", () => {
  it('finds listed words in any case, with endings, and spelled out letter by letter', () => {
    for (const text of ['What the FUCK', 'shitty? no: shits', 'p.o.r.n', 'f u c k it', 'Sexy']) {
      expect(hasNeverPrintedWord(text), text).toBe(true);
    }
  });

  it('leaves fairy tales and words that only contain a listed one alone', () => {
    for (const text of [
      'The big bad wolf wanted to kill and eat the pigs',
      'A scary dragon, a sword and a dark, dark night',
      'Scunthorpe, Essex and Sussex',
      'A classic cocktail of assorted pastries for the class',
      'Dickens wrote about a naked emperor',
      'The heroine was shy',
    ]) {
      expect(hasNeverPrintedWord(text), text).toBe(false);
    }
  });

  it('names each refused item once', () => {
    expect(
      checkWordList([
        { label: 'title', text: 'A shit title' },
        { label: 'moral', text: 'Be kind' },
        { label: 'title', text: 'porn' },
      ]),
    ).toEqual({ flagged: true, labels: ['title'], reasons: ['word list'] });
    expect(checkWordList([{ label: 'title', text: 'Be kind' }])).toEqual({ flagged: false });
  });
});
