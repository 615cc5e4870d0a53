import { SETTINGS, THEMES, type Setting, type Theme } from '@littlestar/shared/catalog';
import { AGE_BANDS } from '@littlestar/shared/story';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftStory } from './index.js';
import { readingLevel } from './reading-level.js';
import { normalizeRequest } from './request.js';
import { createTestInput, sentencesOf, withoutRefrain } from './test-support.js';
import { write } from './write.js';
import { ideasOf } from './writer/realise/sentences.js';
import { PLOT_IDS, PLOTS } from './writer/plots.js';
import { plainWords } from './writer/reading.js';
import { findThings, propsNamedIn, type PropId } from './writer/story-things.js';

/** Conflicts as parents write them: fears of places and things, skills, people, objects. */
const CONFLICTS = [
  'Zoe is scared of the dark cupboard under the stairs where the old lantern is kept',
  'is afraid of heights',
  'is scared of deep water',
  'gets nervous about the big slide in the playground',
  "can't ride a bike yet",
  'is scared of the neighbours big dog',
  'is very shy at the new school',
  'is frightened of the dark',
  'does not like the tall clock tower in town',
  'is learning to fly a kite with grandpa',
];
const TITLES = [
  'Zoe and the Glass Mountain',
  'The Red Kite',
  'A Lantern for Grandma',
  'The Lighthouse',
  'Brave Mia',
  'Ximena and the Tall Bridge',
];

const request = fc.record({
  conflict: fc.constantFrom(...CONFLICTS),
  title: fc.constantFrom(...TITLES),
  theme: fc.constantFrom(...THEMES),
  setting: fc.constantFrom(...SETTINGS),
  age: fc.integer({ min: 3, max: 10 }),
  seed: fc.string({ minLength: 1, maxLength: 6 }),
});

const RUNS = 20;

describe('threads the parent opened close in the story', () => {
  it('never copies five words in a row of the parent’s conflict onto a page', () => {
    fc.assert(
      fc.property(request, (input) => {
        const story = craftStory(createTestInput({ ...input, name: 'Zoe' }));
        const conflict = plainWords(input.conflict);
        if (conflict.length <= 4) return;
        const runs = new Set(
          conflict.slice(0, -4).map((_word, index) => conflict.slice(index, index + 5).join(' ')),
        );
        // Within a sentence: "… toward the tall clock tower. In the distance …" copies nothing.
        for (const page of story.pages) {
          for (const sentence of sentencesOf(page.text)) {
            const words = plainWords(sentence);
            for (let index = 0; index + 5 <= words.length; index += 1) {
              expect(runs.has(words.slice(index, index + 5).join(' ')), page.text).toBe(false);
            }
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('introduces the grown-up, the helper animal and the friend before they matter', () => {
    fc.assert(
      fc.property(request, (input) => {
        const { story, composed } = write(normalizeRequest(createTestInput(input)));
        const firstPage = (needle: string) =>
          story.pages.findIndex((page) => page.text.toLowerCase().includes(needle.toLowerCase()));
        const cast: Array<[string, string]> = [
          [composed.cast.grownUp, 'grownup'],
          // "a little blue bird" on the page that meets it, "the little blue bird" later.
          [composed.cast.helper.replace(/^the /, ''), 'helper'],
          [composed.cast.friend, 'friend'],
        ];
        for (const [name, key] of cast) {
          const first = firstPage(name);
          if (first < 0) continue;
          // The first page that names them is the page that brings them in.
          expect(composed.pages[first]?.introduces, `${name} on page ${first + 1}`).toContain(key);
        }
        // A cry for help is answered: the helper stuck in a bramble is set free on the page
        // that finds it; anyone else who called is reached at the end.
        const cry = story.pages.findIndex((page) => /\bhelp\b|stuck/i.test(page.text));
        const cryText = story.pages[cry]?.text ?? '';
        const freedAtOnce = /set (?:it )?free|helped it out|free with/i.test(cryText);
        if (cry >= 0 && /cry|help!|stuck/i.test(cryText) && !freedAtOnce) {
          const goal = composed.cast.goal.toLowerCase();
          const later = story.pages
            .slice(cry + 1)
            .some((page) => page.text.toLowerCase().includes(goal));
          expect(later, story.pages[cry]?.text).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('names every thing and person from the title or conflict on three pages, and draws it there', () => {
    fc.assert(
      fc.property(request, (input) => {
        const story = craftStory(createTestInput(input));
        // Everything the title names, the person the conflict names when the title names
        // none (a story has one grown-up), and the conflict's own thing ("the dark cupboard";
        // the stairs it stands under only say where it is).
        const titleThings = findThings(input.title);
        const conflictThings = findThings(input.conflict);
        const titleNamesPerson = titleThings.some((thing) => thing.kind === 'person');
        const named = [
          ...titleThings,
          ...conflictThings.filter((thing) => thing.kind === 'person' && !titleNamesPerson),
          ...conflictThings.filter((thing) => thing.kind !== 'person').slice(0, 1),
        ].filter((thing) => thing.kind !== 'dark');
        for (const thing of named) {
          const pages = story.pages.filter((page) =>
            findThings(page.text).some((found) => found.id === thing.id),
          );
          expect(
            pages.length,
            `${thing.word} in "${input.title}" / "${input.conflict}"`,
          ).toBeGreaterThanOrEqual(3);
          for (const page of pages) {
            expect(page.svg, `${thing.id}: ${page.text}`).toContain(`data-prop="${thing.id}"`);
          }
        }
      }),
      {
        numRuns: RUNS,
        // Found by random runs: "the baby mountain goat" was read as naming the mountain of a
        // fear of heights.
        examples: [
          [
            {
              conflict: 'is afraid of heights',
              title: 'Brave Mia',
              theme: 'nature',
              setting: 'mountain',
              age: 9,
              seed: '~n',
            },
          ],
          // The city's scruffy little dog to rescue, in a story of the neighbours' big dog, was
          // a second dog the words named and the pictures drew only as the creature.
          [
            {
              conflict: 'is scared of the neighbours big dog',
              title: 'Brave Mia',
              theme: 'nature',
              setting: 'city',
              age: 9,
              seed: 'NmZ',
            },
          ],
        ],
      },
    );
  });
});

/** Requests the engine was not written against, with threads of every kind. */
const UNSEEN = [
  'is scared of the bath',
  'is learning to ride a bike',
  'is scared of the big dog next door',
  'gets nervous about the swimming pool',
  'misses grandpa who moved away',
];

describe('every person, animal and object a story names is a thread', () => {
  it('names each of them on three pages at least, over many seeds, ages and themes', () => {
    fc.assert(
      fc.property(
        request,
        fc.constantFrom(...CONFLICTS, ...UNSEEN, ''),
        fc.constantFrom(...TITLES, ''),
        (input, conflict, title) => {
          const { story } = write(
            normalizeRequest(createTestInput({ ...input, conflict, title, name: 'Zoe' })),
          );
          const pagesNaming = new Map<PropId, number>();
          for (const page of story.pages) {
            for (const thing of findThings(page.text)) {
              // "A smile can make a friend" names no one; friends are named by name.
              if (thing.kind === 'place' || thing.kind === 'dark' || thing.id === 'friend')
                continue;
              pagesNaming.set(thing.id, (pagesNaming.get(thing.id) ?? 0) + 1);
            }
          }
          for (const [id, pages] of pagesNaming) {
            // Left for later: at 3–4 a learning story with no skill of the parent's still tries
            // the place's own ("sail a little boat") on its try pages only (its words would read
            // too hard on every page); from 5 that skill is the story's own problem.
            if (input.theme === 'learning' && input.age <= 4 && id === 'boat') continue;
            const first = story.pages.find((page) => propsNamedIn(page.text).includes(id));
            expect(pages, `${id}: ${first?.text}`).toBeGreaterThanOrEqual(3);
          }
        },
      ),
      {
        numRuns: 60,
        // Found by random runs: at 3–4 a rescue plot with no journey page named the one to
        // rescue (a baby dragon, a baby goat, a scruffy dog) only when called and when reached.
        examples: [
          [
            {
              conflict: '',
              title: '',
              theme: 'courage',
              setting: 'magical kingdom',
              age: 4,
              seed: 'I|]H',
            },
            'misses grandpa who moved away',
            'Brave Mia',
          ],
          [
            { conflict: '', title: '', theme: 'nature', setting: 'mountain', age: 4, seed: 'mp' },
            '',
            '',
          ],
          [
            { conflict: '', title: '', theme: 'nature', setting: 'city', age: 4, seed: 'L' },
            'gets nervous about the swimming pool',
            'Brave Mia',
          ],
          [
            {
              conflict: '',
              title: '',
              theme: 'courage',
              setting: 'mountain',
              age: 4,
              seed: 'KsOc',
            },
            'is frightened of the dark',
            'Brave Mia',
          ],
          // A magic try page at 3 had only a 16-word line to say, leaving no room for Mama's
          // cheer: she was named on two pages.
          [
            {
              conflict: '',
              title: '',
              theme: 'magic',
              setting: 'forest',
              age: 3,
              seed: ' 1',
            },
            '',
            'Zoe and the Glass Mountain',
          ],
          // "The baby dragon" to rescue was read as a baby of the family, so a family story
          // in the kingdom brought in "the new baby" once, at its end.
          [
            {
              conflict: '',
              title: '',
              theme: 'family',
              setting: 'magical kingdom',
              age: 7,
              seed: 'x9SdX',
            },
            '',
            'Zoe and the Glass Mountain',
          ],
        ],
      },
    );
  });
});

describe('plots', () => {
  it('gives every age three plots that differ in which beats come in which order', () => {
    for (const band of AGE_BANDS) {
      const arcs = PLOT_IDS.map((plot) => PLOTS[band.id][plot].join(' > '));
      expect(new Set(arcs).size, band.id).toBe(3);
      for (const plot of PLOT_IDS) expect(PLOTS[band.id][plot], plot).toHaveLength(band.pageCount);
    }
  });

  it('tells every theme in three arcs at every age: other beats in another order', () => {
    for (const theme of THEMES) {
      for (const band of AGE_BANDS) {
        const arcs = new Map<string, string>();
        for (let seed = 0; seed < 40 && arcs.size < 3; seed += 1) {
          const { composed, plans } = write(
            normalizeRequest(createTestInput({ theme, age: band.maxAge, seed })),
          );
          arcs.set(composed.plot, plans.map((plan) => plan.beat).join(' > '));
        }
        expect(arcs.size, `${theme} ${band.id}`).toBe(3);
        expect(new Set(arcs.values()).size, `${theme} ${band.id}`).toBe(3);
      }
    }
  });

  it('lets the seed choose among the three plots in every theme', () => {
    for (const theme of THEMES) {
      const plots = new Set(
        Array.from(
          { length: 12 },
          (_unused, seed) =>
            write(normalizeRequest(createTestInput({ theme, seed }))).composed.plot,
        ),
      );
      expect(plots.size, theme).toBe(3);
    }
  });

  it('pays off at the turning point what was planted earlier', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const { composed, plans } = write(normalizeRequest(createTestInput({ seed, age: 7 })));
      const planted = plans.findIndex((plan) => plan.beat === 'plant' || plan.beat === 'meet');
      const turning = plans.findIndex((plan) => plan.beat === 'turning');
      expect(planted).toBeGreaterThanOrEqual(0);
      expect(planted).toBeLessThan(turning);
      const turnText = composed.pages[turning]?.text ?? '';
      const payoff = {
        practice: /trick|song/,
        kindness: new RegExp(composed.cast.helper, 'i'),
        quest: /lantern|map|book/,
      }[composed.plot];
      expect(turnText, composed.plot).toMatch(payoff);
    }
  });
});

describe('the quest’s turning line', () => {
  // Found reading 5–7 books: "Then Zoe held up the little lantern, and its warm light showed a
  // safe way, one small step at a time." ran to 21 words, over the 16 a sentence has at 5–7.
  it('keeps within the 16 words of a sentence at 5–7, for every tool', () => {
    for (const theme of THEMES) {
      for (const age of [5, 6, 7]) {
        for (let seed = 0; seed < 12; seed += 1) {
          const { story, composed, plans } = write(
            normalizeRequest(createTestInput({ theme, age, seed: `q${seed}`, name: 'Zoe' })),
          );
          if (composed.plot !== 'quest') continue;
          const turning = plans.findIndex((plan) => plan.beat === 'turning');
          const text = story.pages[turning]?.text ?? '';
          expect(text, theme).toMatch(/lantern|map|book/);
          for (const sentence of sentencesOf(text)) {
            expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(16);
          }
        }
      }
    }
  });
});

describe('how much a page holds and how hard it reads', () => {
  const BUDGET = { '3-4': [9, 22], '5-7': [30, 75], '8-10': [35, 100] } as const;
  it('keeps each page within its age’s word budget', () => {
    fc.assert(
      fc.property(request, (input) => {
        const { story } = write(normalizeRequest(createTestInput(input)));
        const band = AGE_BANDS.find((candidate) => input.age <= candidate.maxAge) ?? AGE_BANDS[0];
        const [min, max] = BUDGET[band?.id ?? '3-4'];
        for (const page of story.pages) {
          const words = page.text.split(/\s+/).length;
          expect(words, page.text).toBeGreaterThanOrEqual(min);
          expect(words, page.text).toBeLessThanOrEqual(max);
        }
      }),
      {
        numRuns: RUNS,
        // Found by random runs: a skill said with its teacher ("flying a kite with grandpa")
        // and a title's place filled a 3–4 problem page to 23 and 24 words.
        examples: [
          [
            {
              conflict: 'is learning to fly a kite with grandpa',
              title: 'The Lighthouse',
              theme: 'magic',
              setting: 'underwater',
              age: 3,
              seed: 'FsPab',
            },
          ],
          [
            {
              conflict: 'is learning to fly a kite with grandpa',
              title: 'The Red Kite',
              theme: 'family',
              setting: 'ocean',
              age: 4,
              seed: 'iayU',
            },
          ],
          [
            {
              conflict: 'is learning to fly a kite with grandpa',
              title: 'Ximena and the Tall Bridge',
              theme: 'learning',
              setting: 'magical kingdom',
              age: 4,
              seed: 'PIrZ',
            },
          ],
        ],
      },
    );
  });

  /**
   * Whole books, as the samples page measures them. Measured over every theme × setting
   * (2026-11-27): Spache mean 2.3 (max 2.9) at 3–4, 2.6 (2.9) at 5–7, 2.7 (3.0) at 8;
   * Flesch–Kincaid mean 3.4 (max 4.3) at 9–10.
   */
  const LEVEL_LIMIT: Record<number, { formula: string; max: number }> = {
    3: { formula: 'spache', max: 3 },
    4: { formula: 'spache', max: 3 },
    5: { formula: 'spache', max: 3.2 },
    6: { formula: 'spache', max: 3.2 },
    7: { formula: 'spache', max: 3.2 },
    8: { formula: 'spache', max: 3.5 },
    9: { formula: 'flesch-kincaid', max: 5 },
    10: { formula: 'flesch-kincaid', max: 5 },
  };
  it('reads each whole book at its age’s level: Spache up to 8, Flesch–Kincaid above', () => {
    fc.assert(
      fc.property(request, fc.constantFrom(...CONFLICTS, ...UNSEEN, ''), (input, conflict) => {
        const { story } = write(
          normalizeRequest(createTestInput({ ...input, conflict, name: 'Zoe' })),
        );
        const text = story.pages.map((page) => page.text).join(' ');
        const level = readingLevel(text, input.age, ['Zoe']);
        const limit = LEVEL_LIMIT[input.age];
        expect(level.formula).toBe(limit?.formula);
        expect(level.grade, `${input.age}: ${text}`).toBeLessThanOrEqual(limit?.max ?? 0);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('measures Spache up to age 8 and Flesch–Kincaid above', () => {
    const text = 'Mia ran to the tree. She saw a big red ball.';
    expect(readingLevel(text, 4, ['Mia']).formula).toBe('spache');
    expect(readingLevel(text, 9).formula).toBe('flesch-kincaid');
    expect(readingLevel(text, 4, ['Mia']).grade).toBeLessThan(2.5);
  });
});

/**
 * Share of one story's sentences found in another story of the same request with another
 * seed (the refrain, repeated on purpose, left out). Measured over all 80 theme × setting
 * pairs with each of CONFLICTS and none (seeds "one" and "two"): 0.157 at 3–4, 0.126 at
 * 5–7 and 0.157 at 8–10.
 */
const OVERLAP_LIMIT = 0.2;

describe.each(AGE_BANDS.map((band) => [band.id, band.maxAge] as const))(
  'sentence overlap between seeds, ages %s',
  (bandId, age) => {
    it('stays under its limit over many requests', () => {
      let sum = 0;
      let count = 0;
      fc.assert(
        fc.property(
          fc.constantFrom<Theme>(...THEMES),
          fc.constantFrom<Setting>(...SETTINGS),
          fc.constantFrom(...CONFLICTS, ''),
          (theme, setting, conflict) => {
            const textOf = (seed: string) => {
              const { story, composed } = write(
                normalizeRequest(createTestInput({ theme, setting, conflict, age, seed })),
              );
              return withoutRefrain(
                story.pages.flatMap((page) => sentencesOf(page.text)),
                composed.refrain,
              );
            };
            const first = new Set(textOf('one'));
            const second = textOf('two');
            sum += second.filter((sentence) => first.has(sentence)).length / second.length;
            count += 1;
          },
        ),
        {
          numRuns: 24,
          // The requests whose two seeds shared most at 3–4 (about half their sentences)
          // when the youngest's lines had one wording each.
          examples: [
            ['nature', 'city', ''],
            ['space', 'forest', ''],
            ['magic', 'school', CONFLICTS[0] ?? ''],
            ['learning', 'ocean', 'is learning to fly a kite with grandpa'],
          ],
        },
      );
      expect(sum / count, bandId).toBeLessThan(OVERLAP_LIMIT);
    });
  },
);

describe('a book says each thing once', () => {
  it('never says the same clause twice in one book, over many requests', () => {
    fc.assert(
      fc.property(request, fc.constantFrom(...CONFLICTS, ...UNSEEN, ''), (input, conflict) => {
        const { story, composed } = write(
          normalizeRequest(createTestInput({ ...input, conflict, name: 'Zoe' })),
        );
        const seen = new Map<string, number>();
        story.pages.forEach((page, index) => {
          // The youngest readers' refrain is repeated on purpose.
          const text = composed.refrain ? page.text.split(composed.refrain).join(' ') : page.text;
          for (const idea of ideasOf(text, 'Zoe')) {
            expect(seen.get(idea), `"${idea}" on pages ${seen.get(idea)} and ${index + 1}`).toBe(
              undefined,
            );
            seen.set(idea, index + 1);
          }
        });
      }),
      { numRuns: RUNS * 2 },
    );
  });
});

describe('the middle is about the parent’s problem, whatever its kind', () => {
  const PEOPLE = [
    ["won't share his toys with his baby sister", 'baby sister'],
    ['misses grandpa who moved away', 'Grandpa'],
    ['does not like sharing with her big brother', 'big brother'],
    ['misses grandma since she went away', 'Grandma'],
  ] as const;

  it('tries, slips back and sinks about the one a sharing or missing story names', () => {
    fc.assert(
      fc.property(request, fc.constantFrom(...PEOPLE), (input, [conflict, person]) => {
        const { story, plans } = write(
          normalizeRequest(createTestInput({ ...input, conflict, name: 'Zoe' })),
        );
        plans.forEach((plan, index) => {
          if (!['try', 'setback', 'lowpoint'].includes(plan.beat)) return;
          const text = story.pages[index]?.text ?? '';
          expect(text.toLowerCase(), `${plan.beat}: ${text}`).toContain(person.toLowerCase());
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('learns a skill named by its thing ("the piano"), and the title’s piano is to play', () => {
    fc.assert(
      fc.property(request, (input) => {
        const { story, composed, plans } = write(
          normalizeRequest(
            createTestInput({
              ...input,
              title: 'Zoe and the Piano',
              conflict: 'wants to learn the piano',
              name: 'Zoe',
            }),
          ),
        );
        expect(composed.focus?.kind).toBe('skill');
        const text = story.pages.map((page) => page.text).join(' ');
        expect(text).not.toMatch(/\b(?:find|found|reached|where) the piano\b/i);
        plans.forEach((plan, index) => {
          if (plan.beat !== 'try') return;
          expect(story.pages[index]?.text, 'try').toMatch(/piano/i);
        });
      }),
      { numRuns: RUNS },
    );
  });

  // Found reading a book titled "Zoe and the Dark Cupboard": "Far away stood the Dark
  // Cupboard", a journey's end of the cupboard at home.
  it('never sends the child far away to a place at home the title names', () => {
    fc.assert(
      // With no problem typed, the title's cupboard is the fear the story is about.
      fc.property(request, fc.boolean(), (input, typed) => {
        const { story } = write(
          normalizeRequest(
            createTestInput({
              ...input,
              title: 'Zoe and the Dark Cupboard',
              conflict: typed ? 'is scared of the dark cupboard under the stairs' : '',
              name: 'Zoe',
            }),
          ),
        );
        const text = story.pages.map((page) => page.text).join(' ');
        expect(text).not.toMatch(
          /far away stood the dark cupboard|(?:reached|get to|got to|made it (?:all the way )?to) the dark cupboard/i,
        );
        const naming = story.pages.filter((page) => /cupboard/i.test(page.text));
        expect(naming.length, text).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps a fear at home indoors: no sky, wind or path from its evening to its low point', () => {
    fc.assert(
      fc.property(
        request,
        fc.constantFrom(
          'is scared of the dark cupboard at home',
          'is frightened of the bath',
          'is afraid of the attic',
        ),
        (input, conflict) => {
          const { story, composed, plans } = write(
            normalizeRequest(createTestInput({ ...input, age: 9, conflict, name: 'Zoe' })),
          );
          plans.forEach((plan, index) => {
            if (!['problem', 'try', 'setback', 'lowpoint'].includes(plan.beat)) return;
            const page = composed.pages[index];
            expect(page?.indoors, plan.beat).toBe(true);
            expect(story.pages[index]?.text, plan.beat).not.toMatch(
              /\b(?:sky|sun|wind|rain|clouds?|storm|path|trail|treetops|waves|snow|way home)\b/i,
            );
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
