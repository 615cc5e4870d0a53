import { PRONOUNS, SETTINGS, THEMES } from '@littlestar/shared/catalog';
import { writtenStorySchema } from '@littlestar/shared/story';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftStory, writeStory } from './index.js';
import { createTestInput } from './test-support.js';
import { cleanName } from './text-safety.js';

const ODD_TEXT = [
  '',
  '   ',
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)> is scared',
  '{name} {They} {@friend} {{oops}}',
  '🦄🦄🦄 is scared of unicorns 🦄',
  'боится темноты',
  '暗いところが怖い',
  'خائف من الظلام',
  'is scared of the dark, especially when the wind howls and the shutters bang and the dog barks all night long',
  'a'.repeat(5000),
  '"quoted" (unclosed bracket',
  'Mia is scared of the dark.',
  'SHE IS SCARED OF THE DARK!!!',
  '...',
  'is',
  'the',
  'Be kind; be brave. Be you!',
  '\u0000\u0007\u202e reversed',
  '&lt;b&gt;bold&lt;/b&gt;',
  // Found in review: each once made a sentence that was grammatical nonsense.
  'Loud noises',
  "doesn't like vegetables",
  "doesn't like being lost",
  "can't ride a bike yet",
  'Sometimes',
  'being kind matters',
  'Brave',
  'Scared!!!',
  'is scared of the dark',
  'Believe in yourself',
  'you are loved',
  'my daughter is afraid of the bath',
  'bites his nails',
  'b'.repeat(240),
  'never is , kind',
  'is&0',
  // Found by a random run: "But Mia had one big worry: IS."
  'IS',
];

const freeText = fc.oneof(
  fc.constantFrom(...ODD_TEXT),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc
    .array(
      fc.constantFrom(
        'is',
        'scared',
        'of',
        'the',
        'dark',
        'kind',
        'Be',
        '<b>',
        '🙂',
        'never',
        'sharing',
        ',',
        'and',
      ),
      { maxLength: 12 },
    )
    .map((words) => words.join(' ')),
);

/** Starts with a capital where the script has capitals, ends with . ! or ? (maybe a quote). */
function expectWellFormed(text: string): void {
  const first = [...text.replace(/^["']/, '')][0] ?? '';
  expect(first).toBe(first.toUpperCase());
  expect(first).toMatch(/[\p{L}\p{N}]/u);
  expect(text).toMatch(/[.!?]["']?$/);
}
const BROKEN = /\s[,.!?;:]|[,:;]\s*[.!?]|\.\s*\.|\(\s*\)|\s{2}|:\s*$/;

/** Sentences that are well punctuated but not English, each seen once in a story. */
const NOT_A_SENTENCE = [
  /\bwas loud noises\b/i,
  /\b(?:was|were) (?:is|are|was|were|be)\b/i,
  /\bworry: (?:a big worry|sometimes|is|very|being \w+ \w+s)\b/i,
  /\b(?:found|about) (?:being \w+ matters|is|are|sometimes|scared|brave)\b/i,
  /\bcould [^.]* yet\./i,
  /\bNow \S+ liked\b/,
  /\blearned (?:that|to) [^.]*\b(?:you|your|yourself)\b/i,
  /: "(?:My|Our) (?:daughter|son|child)\b/i,
  // A garbled fear is read as the fear it names, never pasted as a noun ("about scared dark").
  /\b(?:about|of|faced?|worry: an?) scared\b/i,
];
/** A conflict's or moral's "word" too long to read aloud (the name and title are the parent's). */
const UNREADABLE_WORD = /\p{L}{26,}/u;

describe('odd free text never breaks a sentence or leaks markup', () => {
  it('writes a valid, plain-text story for any name, title, conflict and moral', () => {
    fc.assert(
      fc.property(
        freeText,
        freeText,
        freeText,
        freeText,
        fc.constantFrom(...THEMES),
        fc.constantFrom(...SETTINGS),
        fc.constantFrom(...PRONOUNS),
        fc.integer({ min: -5, max: 30 }),
        (name, title, conflict, moral, theme, setting, pronouns, age) => {
          const story = writeStory(
            createTestInput({ name, title, conflict, moral, theme, setting, pronouns, age }),
          );
          expect(writtenStorySchema.safeParse(story).success).toBe(true);
          for (const page of story.pages) {
            expectWellFormed(page.text);
            expect(page.text).not.toMatch(BROKEN);
            const ownWords = page.text
              .split(cleanName(name))
              .join(' ')
              .split(story.title.replace(/[.!?]+$/, ''))
              .join(' ');
            expect(ownWords).not.toMatch(UNREADABLE_WORD);
            for (const nonsense of NOT_A_SENTENCE) expect(ownWords).not.toMatch(nonsense);
            expect(page.text).not.toMatch(/[<>{}@\p{Cc}]|\p{Extended_Pictographic}/u);
          }
          expect(story.title).not.toMatch(/[<>{}]/);
        },
      ),
      {
        numRuns: Number(process.env.FREE_TEXT_RUNS ?? 200),
        // Found by a random run: a name holding the conflict's words left the youngest's
        // problem page empty (every line naming the child "copied" the conflict).
        examples: [
          [
            'is scared of the dark, especially when the wind howls and the shutters bang and the dog barks all night long',
            '',
            'is scared of the dark',
            '',
            'adventure',
            'forest',
            'he/him',
            0,
          ],
          // Found by a random run: "thought about scared dark".
          ['Zoe', '', 'scared of sharing is scared dark', '', 'courage', 'forest', 'she/her', 7],
        ],
        // CI replays one fixed sample so a red run is reproducible; local runs explore new
        // random text each time (FREE_TEXT_RUNS=5000 for a longer search).
        ...(process.env.CI === 'true' ? { seed: 20261123 } : {}),
      },
    );
  });

  it('never puts a name, title or any text into the pictures', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ODD_TEXT.filter((text) => text.trim().length > 3)), (text) => {
        const story = craftStory(
          createTestInput({ name: `${text}"<b>`, title: text, conflict: text }),
        );
        for (const svg of [story.cover.svg, ...story.pages.map((page) => page.svg)]) {
          expect(svg).not.toMatch(/<text|<tspan|<title|<desc|<script|<foreignObject/i);
          expect(svg).not.toContain('<b>');
          expect(svg).not.toContain('scared');
        }
      }),
      { numRuns: 10 },
    );
  });
});
