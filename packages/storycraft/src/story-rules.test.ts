import { SETTINGS, THEMES } from '@littlestar/shared/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { craftStory } from './index.js';
import { normalizeRequest } from './request.js';
import { createTestInput, sentencesOf } from './test-support.js';
import { write } from './write.js';
import { fiveWordRuns } from './writer/reading.js';
import { SETTING_BANKS } from './writer/setting-banks.js';

/**
 * Rules a story keeps whatever the parent typed, each tried on many generated requests (a
 * fixed sample in CI, new ones on a developer's machine: test-setup.ts).
 */
const RUNS = 40;

/** The weather giving way, in any words the banks use (a rainbow says the rain is over). */
const WEATHER_GONE =
  /\b(?:rain|storms?|thunder|wind|clouds?)\b[^.!?]*\b(?:stopped|ended|cleared|passed|died down|faded|parted|rolled away|melted away|blew away|drifted away|went away)\b|\brainbows? (?:arched|stretched)\b|\bsun came out again\b/i;

const age = fc.integer({ min: 3, max: 10 });
const seed = fc.string({ minLength: 1, maxLength: 6 });

const themes = fc.constantFrom(...THEMES);
const settings = fc.constantFrom(...SETTINGS);
const pronouns = fc.constantFrom('she/her' as const, 'he/him' as const, 'they/them' as const);

/** Problems a parent types, by kind. */
const QUARRELS = [
  "doesn't want to share her tablet with her little sister",
  'gets cross when his little brother touches his toys',
  'fights with her cousin over the swing',
  'argues with his big sister about who goes first',
];
const LOSSES = [
  'misses his grandpa in Delhi',
  'is sad because her dog died',
  'lost his favourite teddy',
  'misses her best friend who moved away',
];
const ANY_PROBLEM = [
  ...QUARRELS,
  ...LOSSES,
  '',
  'is scared of the loud rain on the roof',
  'is afraid of the dark',
  'will not eat his vegetables',
  "won't go to bed",
  'is nervous about singing in the school play',
  'wants to learn to ride a bike',
];

/** Problems whose stories often rain: the rain feared, a worry at school on a grey day. */
const RAINY = [
  'is scared of the loud rain on the roof',
  'is afraid of thunder',
  'is nervous about singing in the school play',
  ...ANY_PROBLEM,
];

/** A request drawn from everything a parent may choose. */
const anyRequest = (problems: readonly string[]) =>
  fc.record({
    conflict: fc.constantFrom(...problems),
    theme: themes,
    setting: settings,
    age,
    pronouns,
    seed,
  });

/** The sentences of a story in order, each with its page. */
function sentencesOfStory(request: Parameters<typeof createTestInput>[0]) {
  return craftStory(createTestInput(request)).pages.flatMap((page, index) =>
    sentencesOf(page.text).map((text) => ({ page: index, text })),
  );
}

/** Who speaks a line of speech: '"Hush," said Mama.' → "Mama"; none for a line with no speech. */
function speakerOf(sentence: string): string | undefined {
  const after =
    /["”],? (?:said|asked|whispered|called|cried|added|replied) ((?:the |his |her |their )?[\w ]+?)(?=[,.!?]| with| softly| quietly|$)/.exec(
      sentence,
    );
  if (after) return after[1];
  return /^((?:the |his |her |their )?[\w ]+?) (?:said|asked|whispered), ["“]/i.exec(sentence)?.[1];
}

describe('the child does it', () => {
  // "The rain stopped. Then Aarav remembered the trick": the rain did the work, not Aarav.
  it('faces a feared rain or thunder: it never stops or clears away in the story', () => {
    const fear = fc.constantFrom(
      'is scared of the loud rain on the roof',
      'is afraid of thunder',
      'is scared of storms',
      'gets frightened by the wind at night',
    );
    fc.assert(
      fc.property(
        fear,
        themes,
        settings,
        age,
        seed,
        (conflict, theme, setting, childAge, childSeed) => {
          const story = craftStory(
            createTestInput({ conflict, theme, setting, age: childAge, seed: childSeed }),
          );
          for (const page of story.pages) expect(page.text, conflict).not.toMatch(WEATHER_GONE);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('helpers and things help; the child does it', () => {
  // "The little blue bird stayed close, and the cross feeling grew small": the bird mended it.
  it('gives the mending of a quarrel, a habit or a loss to something the child did', () => {
    const problems = [...QUARRELS, ...LOSSES, 'will not eat his vegetables', "won't go to bed"];
    fc.assert(
      fc.property(anyRequest(problems), (request) => {
        for (const { text } of sentencesOfStory(request)) {
          const mended =
            /^(.*?),? and the \w+ feeling (?:grew small|went quiet|grew a little smaller)/.exec(
              text,
            );
          if (!mended) continue;
          // The clause before it is the child's (Mia did it, the trick Mia used worked).
          expect(mended[1], request.conflict).toMatch(/\bMia\b|^The trick worked\b/);
          expect(mended[1], request.conflict).not.toMatch(
            /^(?:The|A|With) (?!trick)[^,]*\b(?:stayed|sat|helped|came)\b/,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the trick fits the problem', () => {
  // "Hum a happy tune, and your feet will remember how to be brave" for a tablet quarrel,
  // "a little blue book for luck" at dinner: a brave step mends neither.
  it('teaches a turn-taking idea for a quarrel, a tiny-taste game for food, a way to feel close for someone missed, a game for a habit', () => {
    const kinds = fc.constantFrom(
      [QUARRELS, /\bturn|\btimer\b|\bI feel cross\b|\byou first\b/i],
      [['will not eat his vegetables', "won't eat her greens"], /\btast|\bfunny name\b/i],
      [['does not like brushing teeth', 'never tidies her room'], /\bsong\b/i],
      [
        ['watches the tablet all day', 'bites his nails', 'whines all the time'],
        /\bsomething new to play\b|\bsqueeze\b|\bclear voice\b/i,
      ],
      [
        ['misses his grandpa in Delhi', 'misses her best friend who moved away'],
        /\bday out loud\b|\bdr[ae]w a happy day\b|\bhand on (?:your|his|her|their) heart\b/i,
      ],
    );
    fc.assert(
      fc.property(kinds, anyRequest(['']), ([problems, fits], request) => {
        const conflict = problems[request.seed.length % problems.length] ?? '';
        const text = sentencesOfStory({ ...request, conflict })
          .map((sentence) => sentence.text)
          .join(' ');
        // The trick as the grown-up teaches it: the words right after "taught … a trick".
        const at = text.search(/\btaught\b[^.]*\btrick\b/);
        if (at >= 0) expect(text.slice(at, at + 160), conflict).toMatch(fits);
        expect(text, conflict).not.toMatch(
          /\bfeet will remember\b|\bI can do hard things\b|\bone small step\b/,
        );
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the trick is shown once', () => {
  // "Then Sofia remembered the trick, so she brushed along to the funny song, up and down and
  // round and round. Sofia remembered the funny brushing song, and brushed along to it, up and
  // down and round and round."
  it('turns a habit round without saying the same five words twice on a page', () => {
    const habits = fc.constantFrom(
      'does not like brushing teeth',
      'never tidies up the toys',
      'bites his nails',
      'whines all the time',
      'watches the tablet all day',
    );
    fc.assert(
      fc.property(habits, anyRequest(['']), (conflict, request) => {
        const { pages } = craftStory(createTestInput({ ...request, conflict }));
        for (const page of pages) {
          const runs = sentencesOf(page.text).map((text) => fiveWordRuns(text));
          runs.forEach((mine, index) => {
            for (const other of runs.slice(index + 1)) {
              const shared = [...mine].filter((run) => other.has(run));
              expect(shared, `${conflict}: ${page.text}`).toEqual([]);
            }
          });
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('one thread', () => {
  // "Noor is nervous about singing in the school play": the play never happened.
  it('has the occasion the parent named happen in the last third of the book', () => {
    const occasion = fc.constantFrom(
      ['is nervous about singing in the school play', /\bschool play\b/],
      ['is scared of swimming in the big race', /\bbig race\b/],
      ['is worried about dancing at the school concert', /\bschool concert\b/],
      ['is nervous about playing the piano at her recital', /\brecital\b/],
      ['wants to learn to read for the spelling bee', /\bspelling bee\b/],
    );
    fc.assert(
      fc.property(occasion, anyRequest(['']), ([conflict, named], request) => {
        const pages = craftStory(createTestInput({ ...request, conflict })).pages;
        const lastThird = pages.slice(Math.floor((pages.length * 2) / 3));
        expect(
          lastThird.some((page) => named.test(page.text)),
          `${conflict}: ${lastThird.map((page) => page.text).join(' ')}`,
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  // "The Big School Play" beside "is scared of the dentist": a book about the dentist under a
  // title the story never mentions.
  it('has the occasion the title names happen in the last third, whatever the problem', () => {
    const titled = fc.constantFrom(
      ['The Big School Play', /\bschool play\b/i],
      ['Mia and the Spelling Bee', /\bspelling bee\b/i],
      ['The Piano Recital', /\bpiano recital\b/i],
    );
    // A problem with an occasion of its own ("singing in the school play") keeps that one.
    const problems = ANY_PROBLEM.filter((problem) => !/\bplay\b/.test(problem));
    fc.assert(
      fc.property(titled, anyRequest(problems), ([title, named], request) => {
        const pages = craftStory(createTestInput({ ...request, title })).pages;
        const lastThird = pages.slice(Math.floor((pages.length * 2) / 3));
        expect(
          lastThird.some((page) => named.test(page.text)),
          `${request.conflict} / ${title}: ${pages.map((page) => page.text).join(' ')}`,
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  // "The Thunder Drum" beside "scared of the loud rain": a drum to find and a rain to fear,
  // two stories. The thing is longed for because of the fear and held as it is faced.
  it("ties the title's thing to the fear or shyness: one sentence names both, and the last third has it", () => {
    const titled = fc.constantFrom(
      ['The Thunder Drum', /\bThunder Drum\b/],
      ['The Blue Boat', /\bBlue Boat\b/],
      ['The Magic Lantern', /\bMagic Lantern\b/],
      ['The Little Red Kite', /\bRed Kite\b/],
    );
    const fear = fc.constantFrom(
      ['is scared of the loud rain on the roof', /\brain\b/],
      ['is afraid of the dark', /\bdark\b/],
      ['is scared of dogs', /\bdogs?\b/],
      ['is afraid of thunder', /\bthunder\b/i],
      // The youngest with a named occasion: its day takes the resolution's first line.
      ['is nervous about singing in the school play', /\bsinging\b/],
      // Shyness: the thing is a job for two, and asking someone to help is the shy part.
      ['is very shy', /\bshy\b/],
      ['is nervous about the first day at the new school', /\bshy\b/],
    );
    fc.assert(
      fc.property(titled, fear, anyRequest(['']), ([title, thing], [conflict, worry], request) => {
        const input = { ...request, title, conflict, theme: 'courage' as const };
        const story = craftStory(createTestInput(input));
        const sentences = story.pages.flatMap((page) => sentencesOf(page.text));
        // "Where was the Thunder Drum? It could make the loud rain feel small." links them too.
        const both = sentences.some(
          (text, index) =>
            (thing.test(text) && worry.test(text.replace(thing, ''))) ||
            (/^It\b/.test(text) && worry.test(text) && thing.test(sentences[index - 1] ?? '')),
        );
        expect(both, `${title} / ${conflict}: ${sentences.join(' ')}`).toBe(true);
        const lastThird = story.pages.slice(Math.floor((story.pages.length * 2) / 3));
        expect(lastThird.some((page) => thing.test(page.text))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  // "Is afraid of the dark" and a little fox to rescue: two stories, unless helping the fox
  // means facing the dark.
  it('ties the one to rescue to a fear of the dark, the weather or a height: one sentence names both', () => {
    const fear = fc.constantFrom(
      ['is afraid of the dark', /\bdark\b/],
      ['is afraid of thunder', /\bthunder\b/i],
      ['is scared of the loud rain', /\brain\b/],
      ['is scared of heights', /\bup high\b|\bheights?\b/],
    );
    const rescuing = fc.constantFrom('courage' as const, 'nature' as const, 'space' as const);
    fc.assert(
      fc.property(fear, rescuing, anyRequest(['']), ([conflict, worry], theme, request) => {
        const input = createTestInput({ ...request, conflict, theme, title: '' });
        const { story, composed } = write(normalizeRequest(input));
        const rescued = composed.cast.goal.replace(/^the /i, '').toLowerCase();
        const sentences = story.pages.flatMap((page) => sentencesOf(page.text));
        expect(
          sentences.some((text) => worry.test(text) && text.toLowerCase().includes(rescued)),
          `${conflict} / ${rescued}: ${sentences.join(' ')}`,
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  // "Is afraid of the dark" beside the adventure's golden acorn, or "is scared of dogs" beside
  // a little fox to rescue: a quest with the fear met on the way, two stories. With no title
  // of its own the fear is the story, told from its first pages; the theme gives the world.
  it("makes a fear with no title the story: told in the first third, and no theme's treasure, present or rescue beside it", () => {
    const fear = fc.constantFrom(
      ['is afraid of the dark', /\bdark\b/],
      ['is scared of dogs', /\bdogs?\b/i],
      ['is afraid of deep water', /\bdeep water\b/i],
      ['is scared of swimming', /\bswimming\b/i],
    );
    const theme = fc.constantFrom(
      'adventure' as const,
      'family' as const,
      'courage' as const,
      'nature' as const,
      'space' as const,
    );
    fc.assert(
      fc.property(fear, theme, anyRequest(['']), ([conflict, worry], theme, request) => {
        // A fear of the dark beside a creature lost in the dark is one story (see above).
        fc.pre(!/dark/.test(conflict) || theme === 'adventure' || theme === 'family');
        const { pages } = craftStory(createTestInput({ ...request, conflict, theme, title: '' }));
        const { slots } = SETTING_BANKS[request.setting];
        const errands = [slots.treasure, slots.creature, 'a little lost star', 'present'].map(
          (phrase) => phrase.replace(/^(?:a|an|the) /, ''),
        );
        const text = pages.map((page) => page.text).join(' ');
        const firstThird = pages.slice(0, Math.ceil(pages.length / 3));
        expect(
          firstThird.some((page) => worry.test(page.text)),
          `${conflict} / ${theme}: ${text}`,
        ).toBe(true);
        for (const errand of errands) expect(text, `${conflict} / ${theme}`).not.toContain(errand);
      }),
      { numRuns: RUNS },
    );
  });

  // "The Monsoon Kite" beside the toothbrush: a kite found on a trip, and teeth at home, two
  // stories. The grown-up promises the kite for when the teeth are brushed, and it comes after.
  it("ties the title's place or thing to a habit: promised for when it is mended, reached after", () => {
    const habit = fc.constantFrom(
      ['does not like brushing teeth', /\bteeth\b/],
      ['will not eat his vegetables', /\bvegetables\b/],
      ['never tidies up the toys', /\broom\b/],
      ['watches the tablet all day', /\btablet\b/],
    );
    const titled = fc.constantFrom(
      ['The Monsoon Kite', /\bMonsoon Kite\b/],
      ['The Tall Clock Tower', /\bTall Clock Tower\b/i],
      ['Lily and the Lighthouse', /\bLighthouse\b/i],
    );
    const older = fc.integer({ min: 5, max: 10 });
    fc.assert(
      fc.property(
        habit,
        titled,
        older,
        anyRequest(['']),
        ([conflict, word], [title, thing], age, request) => {
          const { pages } = craftStory(createTestInput({ ...request, age, conflict, title }));
          const sentences = pages.flatMap((page, index) =>
            sentencesOf(page.text).map((text) => ({ page: index, text })),
          );
          const promise = sentences.findIndex(({ text }) => thing.test(text) && word.test(text));
          const text = pages.map((page) => page.text).join(' ');
          expect(promise, `${conflict} / ${title}: ${text}`).toBeGreaterThanOrEqual(0);
          expect(sentences[promise]?.page ?? 99, text).toBeLessThan(pages.length / 2);
          const lastThird = pages.slice(Math.floor((pages.length * 2) / 3));
          expect(
            lastThird.some((page) => thing.test(page.text)),
            text,
          ).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  // "Misses grandpa" and "The Tall Clock Tower": Grandpa's favourite place, visited to feel
  // close to him, not a tower to climb beside the missing.
  it("ties the title's place or thing to someone missed: one sentence names both, early and late", () => {
    const missed = fc.constantFrom(
      ['misses his grandpa in Delhi', /\bGrandpa\b/],
      ['is sad because her dog died', /\bdog\b/],
      ['misses her best friend who moved away', /\bfriend\b/],
    );
    const titled = fc.constantFrom(
      ['The Red Kite', /\bRed Kite\b/],
      ['The Tall Clock Tower', /\bTall Clock Tower\b/i],
      ['Lily and the Lighthouse', /\bLighthouse\b/i],
    );
    fc.assert(
      fc.property(missed, titled, anyRequest(['']), ([conflict, who], [title, thing], request) => {
        const sentences = sentencesOfStory({ ...request, conflict, title });
        const pages = (sentences.at(-1)?.page ?? 0) + 1;
        const text = sentences.map((sentence) => sentence.text).join(' ');
        const both = sentences.filter(({ text }) => thing.test(text) && who.test(text));
        expect(both[0]?.page ?? 99, `${conflict} / ${title}: ${text}`).toBeLessThan(pages / 2);
        const lastThird = sentences.filter(({ page }) => page >= Math.floor((pages * 2) / 3));
        expect(
          lastThird.some(({ text }) => thing.test(text)),
          text,
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  // "Is scared of dogs" and "The Tall Clock Tower": the dogs are on the way there, not met
  // by chance on a walk that happens to end at a tower.
  it("ties the title's place to a fear of something out there: the way there means facing it", () => {
    const fear = fc.constantFrom(
      ['is scared of dogs', /\bdogs\b/],
      ['is afraid of deep water', /\bdeep water\b/],
      ['is afraid of the dark', /\bdark\b/],
      ['is scared of heights', /\bheights?\b|\bhigh\b/],
    );
    const titled = fc.constantFrom(
      ['The Tall Clock Tower', /\bTall Clock Tower\b/i],
      ['Lily and the Lighthouse', /\bLighthouse\b/i],
      ['The Glass Mountain', /\bGlass Mountain\b/i],
    );
    fc.assert(
      // The youngest hear it in two short lines: "Far away stood the Tall Clock Tower. To get
      // there, Mia must face dogs."
      fc.property(
        fear,
        titled,
        fc.integer({ min: 5, max: 10 }),
        anyRequest(['']),
        ([conflict, feared], [title, place], older, request) => {
          const sentences = sentencesOfStory({ ...request, age: older, conflict, title });
          const pages = (sentences.at(-1)?.page ?? 0) + 1;
          const text = sentences.map((sentence) => sentence.text).join(' ');
          const both = sentences.filter(({ text }) => place.test(text) && feared.test(text));
          expect(both[0]?.page ?? 99, `${conflict} / ${title}: ${text}`).toBeLessThan(pages / 2);
          const lastThird = sentences.filter(({ page }) => page >= Math.floor((pages * 2) / 3));
          expect(
            lastThird.some(({ text }) => place.test(text)),
            text,
          ).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  // "Is scared of dogs" and a new kid called Pip to befriend: two stories, unless Pip fears
  // dogs too and the two face them together.
  it('ties the friend to make to the fear: one sentence names both', () => {
    const fear = fc.constantFrom(
      ['is afraid of the dark', /\bdark\b/],
      ['is scared of dogs', /\bdogs?\b/i],
      ['is afraid of deep water', /\bdeep water\b/i],
    );
    fc.assert(
      fc.property(fear, anyRequest(['']), ([conflict, worry], request) => {
        const input = createTestInput({ ...request, conflict, theme: 'friendship', title: '' });
        const { story, composed } = write(normalizeRequest(input));
        const sentences = story.pages.flatMap((page) => sentencesOf(page.text));
        expect(
          sentences.some((text) => worry.test(text) && text.includes(composed.cast.friend)),
          `${conflict} / ${composed.cast.friend}: ${sentences.join(' ')}`,
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  // "The Silver Whistle": a title no word list knows never came into the story at all.
  it('brings a thing the title names, even one the engine has never seen, into the last third', () => {
    const titled = fc.constantFrom(
      ['The Silver Whistle', /\bSilver Whistle\b/],
      ['Mia and the Golden Shell', /\bGolden Shell\b/],
      ['The Secret of the Silver Spoon', /\bSilver Spoon\b/],
      ['A Crystal Compass', /\bCrystal Compass\b/],
    );
    const problems = [
      '',
      'is scared of the loud rain on the roof',
      'is afraid of the dark',
      'wants to learn to ride a bike',
      ...QUARRELS,
      // Beside a habit or a loss, the thing is the child's keepsake, not a second errand.
      ...LOSSES,
      'will not eat his vegetables',
      "won't go to bed",
      'does not like brushing teeth',
    ];
    fc.assert(
      fc.property(titled, anyRequest(problems), ([title, thing], request) => {
        const pages = craftStory(createTestInput({ ...request, title })).pages;
        const lastThird = pages.slice(Math.floor((pages.length * 2) / 3));
        expect(
          lastThird.some((page) => thing.test(page.text)),
          `${title} / ${request.conflict}: ${pages.map((page) => page.text).join(' ')}`,
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  // "A Call to Delhi": a wand that would not work, and Grandpa missed three pages later.
  it("wishes on the magic wand for the parent's problem, a fear too, on the page it is found", () => {
    const problem = fc.constantFrom(
      ['misses his grandpa in Delhi', /\bGrandpa\b/],
      ['is sad because her dog died', /\bsad\b/],
      ['lost his favourite teddy', /\bteddy\b/],
      ["doesn't want to share her tablet with her little sister", /\bcross|\bsister\b/],
      ['will not eat his vegetables', /\bvegetables\b/],
      ['is scared of dogs', /\bdogs\b/],
      ['is afraid of the dark', /\bdark\b/],
    );
    fc.assert(
      fc.property(problem, anyRequest(['']), ([conflict, named], request) => {
        const input = { ...request, conflict, theme: 'magic' as const };
        const pages = craftStory(createTestInput(input)).pages;
        const found = pages.find((page) => /\bwand\b/.test(page.text));
        expect(found?.text, conflict).toMatch(named);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the idea is said when it is had', () => {
  // "She thought of her little sister and had an idea." The reader never heard it.
  it('says what the idea, the plan or the remembered trick is, in the sentence that has it', () => {
    fc.assert(
      fc.property(anyRequest(ANY_PROBLEM), (request) => {
        for (const { text } of sentencesOfStory(request)) {
          expect(text, request.conflict).not.toMatch(
            /\b(?:had|got) (?:an idea|a plan|a thought)[.!]|\bremembered the trick [^.:!]*\.$|\bidea began to grow\./,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the feared thing is faced', () => {
  // "And the loud rain was not so scary after all": declared, never faced.
  it('has the child face, listen to or try what they feared, in the last third', () => {
    const fear = fc.constantFrom(
      ['is scared of the loud rain on the roof', 'rain'],
      ['is afraid of thunder', 'thunder'],
      ['is scared of dogs', 'dogs'],
      ['is afraid of the dark', 'dark'],
      ['is scared of swimming', 'swimming'],
    );
    fc.assert(
      fc.property(fear, anyRequest(['']), ([conflict, worry], request) => {
        const pages = craftStory(createTestInput({ ...request, conflict })).pages;
        const lastThird = pages
          .slice(Math.floor((pages.length * 2) / 3))
          .map((page) => page.text)
          .join(' ');
        expect(lastThird, conflict).toMatch(
          // "… and this time swimming worked" is trying it too, and so is "got the hang of
          // swimming" (the learning theme's ending).
          new RegExp(
            `\\b(?:faced|listened to|tried|got the hang of)\\b[^.!?]*\\b${worry}\\b|\\b${worry} worked\\b`,
            'i',
          ),
        );
      }),
      { numRuns: RUNS },
    );
  });

  // "Soft morning light filled the house … He faced the dark": faced in broad daylight.
  it('faces a fear of the dark in the dark, never by the light of day', () => {
    const dark = fc.constantFrom('is afraid of the dark', 'is scared of the dark at night');
    fc.assert(
      fc.property(dark, anyRequest(['']), (conflict, request) => {
        const pages = craftStory(createTestInput({ ...request, conflict })).pages;
        const faced = pages.filter((page) =>
          /\b(?:faced|looked at|peeked at|smiled at|stepped into|listened to) the dark\b/i.test(
            page.text,
          ),
        );
        for (const page of faced) {
          expect(page.text).not.toMatch(
            /\b(?:sun|sunny|sunshine|sunlight|sunrise|morning|dawn|daylight)\b|\bbefore dark\b/i,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('nothing contradicts', () => {
  // "Everyone else was asleep" on the page where the little sister still wants her turn.
  it('lets nobody who has fallen asleep speak, and says everyone else sleeps only when no one else is there', () => {
    fc.assert(
      fc.property(
        anyRequest([...QUARRELS, "won't go to bed", 'is afraid of the dark']),
        (request) => {
          const name = 'Mia';
          const sentences = sentencesOfStory({ ...request, name });
          for (const [index, { page, text }] of sentences.entries()) {
            const sleeper = /\bEveryone else was asleep\b/.test(text)
              ? 'everyone else'
              : /^(?:That night, )?(.+?) (?:fell|was) (?:fast |sound )?asleep\b/.exec(text)?.[1];
            if (!sleeper) continue;
            const later = sentences.slice(index + 1).filter((next) => next.page === page);
            for (const next of later) {
              const speaker = speakerOf(next.text);
              if (sleeper === 'everyone else') {
                expect(speaker === undefined || speaker === name, next.text).toBe(true);
              } else {
                expect(speaker?.toLowerCase(), `${text} ${next.text}`).not.toBe(
                  sleeper.toLowerCase(),
                );
              }
            }
            if (sleeper === 'everyone else') {
              const samePage = sentences
                .filter((other) => other.page === page)
                .map((other) => other.text);
              expect(samePage.join(' '), request.conflict).not.toMatch(
                /\b(?:sister|brother|cousin)\b/,
              );
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  // "Noor found her rabbit's old collar" before the toy rabbit was ever lost.
  it('finds a lost toy only after the story has lost it', () => {
    const lost = fc.constantFrom(
      ['lost his favourite teddy', 'teddy'],
      ['lost her toy rabbit', 'rabbit'],
      ['cannot find his blanket', 'blanket'],
      ['lost her stuffed dog at the park', 'dog'],
      ['is sad because she lost her doll', 'doll'],
    );
    fc.assert(
      fc.property(lost, anyRequest(['']), ([conflict, thing], request) => {
        const sentences = sentencesOfStory({ ...request, conflict }).map(({ text }) => text);
        const names = new RegExp(`\\b${thing}\\b`, 'i');
        const isLost = (text: string) =>
          names.test(text) && /\b(?:lost|missing|could not find|couldn't find|gone)\b/i.test(text);
        const isFound = (text: string) =>
          names.test(text) && /\b(?:found|there it was|was back)\b/i.test(text);
        const found = sentences.findIndex(isFound);
        if (found < 0) return;
        const lostAt = sentences.findIndex(isLost);
        expect(lostAt, sentences[found]).toBeGreaterThanOrEqual(0);
        expect(lostAt, sentences[found]).toBeLessThan(found);
      }),
      { numRuns: RUNS },
    );
  });

  // "Rain drummed on the windows" and three pages on "big drops of rain began to fall".
  it('lets the rain begin to fall once, and never after the book has said it rains', () => {
    fc.assert(
      fc.property(anyRequest(RAINY), (request) => {
        const sentences = sentencesOfStory(request).map(({ text }) => text);
        const rained = sentences.findIndex((text) => /\brain(?:s|ing|drops?)?\b/i.test(text));
        const begins = sentences.findLastIndex((text) =>
          /\b(?:rain|drops)\b[^.!?]*\b(?:began|started)\b|\b(?:began|started) to rain\b/i.test(
            text,
          ),
        );
        if (rained >= 0 && begins >= 0)
          expect(begins, sentences[begins]).toBeLessThanOrEqual(rained);
      }),
      { numRuns: RUNS },
    );
  });

  // "Aarav listened to the loud rain, and he wasn't scared of it anymore", in a book where it
  // never rained: grey clouds came, and no rain.
  it('lets the rain or thunder the child fears come on the problem page, before it is faced', () => {
    const fear = fc.constantFrom(
      ['is scared of the loud rain on the roof', /\brain\b/i],
      ['is afraid of thunder', /\bthunder\b/i],
    );
    const older = fc.integer({ min: 5, max: 10 });
    fc.assert(
      fc.property(fear, older, anyRequest(['']), ([conflict, weather], age, request) => {
        const input = createTestInput({ ...request, age, conflict });
        const { composed } = write(normalizeRequest(input));
        const problem = composed.pages.find((page) => page.plan.beat === 'problem');
        // The weather itself, not the child's fear of it: a sentence that does not name them.
        const comes = sentencesOf(problem?.text ?? '').some(
          (text) => weather.test(text) && !text.includes(input.child.name),
        );
        expect(comes, `${conflict}: ${problem?.text}`).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  // "The loud rain still felt too much … The last warm light of the day slanted across the city."
  it('shines no sun through the rain or thunder the child fears, once it has come', () => {
    const fear = fc.constantFrom(
      ['is scared of the loud rain on the roof', /\brain\b/],
      ['is afraid of thunder', /\bthunder\b/i],
    );
    fc.assert(
      fc.property(fear, anyRequest(['']), ([conflict, worry], request) => {
        // The rain comes on the problem's page; a call that says why the child must face it
        // ("even if it meant facing the loud rain") names it before it falls.
        const { composed } = write(normalizeRequest(createTestInput({ ...request, conflict })));
        const problemAt = composed.pages.findIndex((page) => page.plan.beat === 'problem');
        const sentences = composed.pages
          .slice(Math.max(problemAt, 0))
          .flatMap((page) => sentencesOf(page.text));
        const comes = sentences.findIndex((text) => worry.test(text));
        for (const text of sentences.slice(Math.max(comes, 0))) {
          expect(text, conflict).not.toMatch(
            /\b(?:sun|sunny|sunshine|sunlight|sunbeams?|sunrise)\b|\bwarm light of the day\b|\bgolden (?:light|glow)\b/i,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  // "Mia found her goldfish's old collar" and sat by its empty basket.
  it('gives a pet that died only what that animal has: no collar or basket for a goldfish', () => {
    const pets = fc.constantFrom(
      ['is sad because her goldfish died', /\bgoldfish's (?:old |empty )?(?:collar|basket)\b/],
      ['misses his budgie who died', /\bbudgie's (?:old |empty )?(?:collar|basket|bowl)\b/],
      ['is sad because her hamster died', /\bhamster's (?:old |empty )?(?:collar|basket|bowl)\b/],
    );
    fc.assert(
      fc.property(pets, anyRequest(['']), ([conflict, wrong], request) => {
        const text = sentencesOfStory({ ...request, conflict })
          .map((sentence) => sentence.text)
          .join(' ');
        expect(text, conflict).not.toMatch(wrong);
      }),
      { numRuns: RUNS },
    );
  });

  // "The closer Sam got to the reef, the faster their heart beat" and then "Before Sam set off …".
  it('brings nobody closer to a place before they set off for it', () => {
    const approach =
      /\b(?:got|came) closer to\b|^The closer\b|^With every (?:step|stride|few steps), .+ (?:felt|seemed) a little (?:closer|nearer)\b/;
    fc.assert(
      fc.property(anyRequest(ANY_PROBLEM), (request) => {
        const sentences = sentencesOfStory(request).map(({ text }) => text);
        const setsOff = sentences.findLastIndex((text) => /\bset off\b/.test(text));
        const nearer = sentences.findIndex((text) => approach.test(text));
        if (setsOff >= 0 && nearer >= 0) expect(nearer, sentences[nearer]).toBeGreaterThan(setsOff);
      }),
      { numRuns: RUNS },
    );
  });

  // Learning to sing at school: "the way back looked even longer than before".
  it('has no way back, way home or turning back where the story goes nowhere', () => {
    const staysPut = fc.constantFrom(
      { theme: 'learning' as const, conflict: 'is nervous about singing in the school play' },
      { theme: 'learning' as const, conflict: 'wants to learn to ride a bike' },
      ...[...QUARRELS, 'will not eat his vegetables', "won't go to bed"].map((conflict) => ({
        theme: 'family' as const,
        conflict,
      })),
    );
    fc.assert(
      fc.property(staysPut, anyRequest(['']), (asked, request) => {
        for (const { text } of sentencesOfStory({ ...request, ...asked })) {
          expect(text).not.toMatch(
            /\bthe way (?:back|home|ahead) (?:looked|turned)\b|\bturn back\b/,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  // "Mia wanted to dash all the way back to Grandpa", with Grandpa right beside her.
  it('never longs for or says goodbye to a grown-up who is there all along', () => {
    const alongAllDay = fc.constantFrom('family' as const, 'learning' as const);
    fc.assert(
      fc.property(alongAllDay, anyRequest(ANY_PROBLEM), (theme, request) => {
        for (const { text } of sentencesOfStory({ ...request, theme })) {
          expect(text).not.toMatch(
            /\bback (?:to|with) \p{Lu}|\bwaiting at home\b|\bwhen I get back\b|\bWill you wait\b/u,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  // "Uncle Ben told everyone how well Mia had done. … She raced to tell Uncle Ben the whole story."
  it('never races to tell a grown-up what they have just seen', () => {
    fc.assert(
      fc.property(anyRequest(ANY_PROBLEM), (request) => {
        for (const page of craftStory(createTestInput(request)).pages) {
          const sentences = sentencesOf(page.text);
          sentences.forEach((text, index) => {
            const told =
              /\bto tell ((?:\p{Lu}\p{L}* ?)+?) (?:all about it|everything|the whole story)/u.exec(
                text,
              );
            if (!told?.[1]) return;
            const before = sentences.slice(0, index).join(' ');
            expect(before, page.text).not.toContain(told[1]);
          });
        }
      }),
      { numRuns: RUNS },
    );
  });

  // "Then an owl hooted loudly outside", at a space station.
  it('hears no owl at a space station or under the sea', () => {
    const farFromOwls = fc.constantFrom('space' as const, 'underwater' as const);
    fc.assert(
      fc.property(
        farFromOwls,
        anyRequest(["won't go to bed", ...ANY_PROBLEM]),
        (setting, request) => {
          for (const { text } of sentencesOfStory({ ...request, setting })) {
            expect(text).not.toMatch(/\bowls? (?:hooted|called)\b/);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  // "Before Ishaan set off, Mama gave him a little blue book", with nowhere to go.
  it('sets off nowhere, and is late for nothing, when the wand is wished on at home', () => {
    const problems = [...QUARRELS, ...LOSSES, 'will not eat his vegetables', "won't go to bed"];
    fc.assert(
      fc.property(anyRequest(problems), (request) => {
        for (const { text } of sentencesOfStory({ ...request, theme: 'magic', title: '' })) {
          expect(text).not.toMatch(/\bset off\b/);
          // Nor is anything late for Grandpa far away: "saw what to do, just in time".
          expect(text).not.toMatch(/\bjust in time\b|\bsafer way\b/);
        }
      }),
      { numRuns: RUNS },
    );
  });

  // "They and Mama lived in the yellow house", "They was still wide awake".
  it('keeps "they" in agreement for a child who is they', () => {
    fc.assert(
      fc.property(anyRequest(ANY_PROBLEM), (request) => {
        const sentences = sentencesOfStory({ ...request, pronouns: 'they/them' });
        for (const { text } of sentences) {
          expect(text).not.toMatch(/\bthey (?:was|is|has|does|wasn't|isn't|hasn't|doesn't)\b/i);
          expect(text).not.toMatch(/^["“]?They and\b/);
        }
      }),
      { numRuns: RUNS },
    );
  });

  // "Meera used Nana's trick, and her feet remembered how to be brave" mends no quarrel.
  it('mends a quarrel or a loss without a word of bravery', () => {
    fc.assert(
      fc.property(anyRequest([...QUARRELS, ...LOSSES]), (request) => {
        const text = sentencesOfStory(request)
          .map((sentence) => sentence.text)
          .join(' ');
        expect(text, request.conflict).not.toMatch(/\bbrave|\bcourage|\bfearless/i);
      }),
      { numRuns: RUNS },
    );
  });

  // "He learned to love reaches across any distance" is no sentence.
  it('weaves a moral that says what a thing does in as a lesson learned, not an order', () => {
    const lesson = fc.record({
      thing: fc.constantFrom('love', 'courage', 'hope', 'kindness', 'friendship', 'a smile'),
      does: fc.constantFrom('reaches', 'finds', 'lights', 'carries', 'heals', 'spreads', 'keeps'),
      rest: fc.constantFrom('across any distance', 'a way', 'up the dark', 'us home', 'far'),
    });
    fc.assert(
      fc.property(lesson, age, seed, ({ thing, does, rest }, childAge, childSeed) => {
        const moral = `${thing} ${does} ${rest}`;
        const story = craftStory(createTestInput({ moral, age: childAge, seed: childSeed }));
        const text = story.pages.map((page) => page.text).join(' ');
        expect(text, moral).not.toMatch(new RegExp(`learned (?:never |not )?to ${thing} ${does}`));
        expect(text.toLowerCase(), moral).toContain(moral);
      }),
      { numRuns: RUNS },
    );
  });
});
