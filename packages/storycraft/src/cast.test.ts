import { createHash } from 'node:crypto';
import { PRONOUNS, SETTINGS, THEMES, type Pronouns } from '@littlestar/shared/catalog';
import { COMPANION_COLOURS, COMPANION_KINDS } from '@littlestar/shared/cast';
import { DEFAULT_LIKENESS } from '@littlestar/shared/likeness';
import { writtenStorySchema } from '@littlestar/shared/story';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { castLooks, castSpots, HERO_SCALE } from './illustrator/cast.js';
import { castName, craftStory, illustratePage, writeStory, type CraftCastMember } from './index.js';
import { createRandom } from './random.js';
import { normalizeCast, normalizeRequest } from './request.js';
import { weaveCast } from './writer/cast-lines.js';
import { composeStory } from './writer/compose.js';
import { createTestInput, sentencesOf } from './test-support.js';

const NAMES = ['Leo', 'Ava', 'Biscuit', 'Rose', 'Sam', 'Noor', 'Pepper', 'Tomasz'];

const childMember = fc.record({
  kind: fc.constant('child' as const),
  age: fc.integer({ min: 3, max: 10 }),
  pronouns: fc.constantFrom(...PRONOUNS),
  likeness: fc.constantFrom(
    null,
    { hairColor: '#b5522b', favoriteColor: '#2ecc71', hairStyle: 'curly' as const },
    { skinTone: '#6f4530', hairColor: '#1f1a17', hairStyle: 'braids' as const },
  ),
});
const describedMember = fc.record({
  kind: fc.constantFrom(...COMPANION_KINDS),
  colour: fc.option(fc.constantFrom(...COMPANION_COLOURS), { nil: undefined }),
  skin: fc.option(fc.constantFrom('fair', 'tan', 'deep' as const), { nil: undefined }),
});
/** One to three companions with distinct names (the form refuses two of one name). */
const cast = fc
  .uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 })
  .chain((names) =>
    fc
      .tuple(...names.map(() => fc.oneof(childMember, describedMember)))
      .map((members) =>
        members.map((member, index) => ({ ...member, name: names[index] }) as CraftCastMember),
      ),
  );

const story = fc.record({
  theme: fc.constantFrom(...THEMES),
  setting: fc.constantFrom(...SETTINGS),
  age: fc.integer({ min: 3, max: 10 }),
  conflict: fc.constantFrom('', 'is scared of the big dog next door', 'is shy at school'),
  title: fc.constantFrom('', 'A Lantern for Grandma'),
  seed: fc.string({ minLength: 1, maxLength: 6 }),
});

const named = (text: string, name: string) =>
  new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text);

/** The companion's group in a page's SVG, nested groups and all. */
function companionGroup(svg: string, index: number): string | null {
  const start = svg.indexOf(`<g data-companion="${index + 1}"`);
  if (start < 0) return null;
  let depth = 0;
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = start;
  for (let tag = tags.exec(svg); tag; tag = tags.exec(svg)) {
    depth += tag[0] === '</g>' ? -1 : 1;
    if (depth === 0) return svg.slice(start, tag.index + 4);
  }
  return null;
}

const fills = (svg: string) =>
  [...new Set([...svg.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((match) => match[1]))].sort();

describe('a story with a cast', () => {
  it('names every companion on three pages or more, before or as their picture first shows them', () => {
    fc.assert(
      fc.property(story, cast, (input, members) => {
        const crafted = craftStory({
          ...createTestInput({ ...input, name: 'Mia' }),
          cast: members,
        });
        expect(crafted.pages.length).toBeGreaterThanOrEqual(8);
        members.forEach((member, index) => {
          const namedOn = crafted.pages.flatMap((page, at) =>
            named(page.text, member.name) ? [at] : [],
          );
          const drawnOn = crafted.pages.flatMap((page, at) =>
            page.svg.includes(`data-companion="${index + 1}"`) ? [at] : [],
          );
          expect(namedOn.length, `${member.name} named`).toBeGreaterThanOrEqual(3);
          expect(namedOn[0], `${member.name} named first`).toBeLessThanOrEqual(drawnOn[0] ?? 99);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('never leaves the hero all alone on a page a companion is on', () => {
    fc.assert(
      fc.property(
        story.map((input) => ({ ...input, theme: 'friendship' as const })),
        cast,
        (input, members) => {
          const crafted = craftStory({
            ...createTestInput({ ...input, name: 'Mia' }),
            cast: members,
          });
          for (const page of crafted.pages.slice(1)) {
            if (!members.some((member) => named(page.text, member.name))) continue;
            expect(page.text).not.toMatch(/\bMia sat (?:all )?alone\b|\bvery alone\b/);
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it('draws each companion once on every page naming them, in the same colours on every page', () => {
    fc.assert(
      fc.property(story, cast, (input, members) => {
        const crafted = craftStory({
          ...createTestInput({ ...input, name: 'Mia' }),
          cast: members,
        });
        members.forEach((member, index) => {
          const colours = new Set<string>();
          for (const page of crafted.pages) {
            const mark = `data-companion="${index + 1}"`;
            if (named(page.text, member.name)) {
              expect(page.svg.split(mark).length - 1, `${member.name}: ${page.text}`).toBe(1);
            }
            // The cast's dog is no second "big dog", its brother no sibling prop.
            if (
              !/\bdog\b/.test(
                page.text.split(/Biscuit(?: the dog|, the family's \w*\s?dog)?/).join(''),
              )
            )
              expect(page.svg).not.toContain('data-prop="dog"');
            const drawn = companionGroup(page.svg, index);
            if (drawn) colours.add(fills(drawn).join(' '));
          }
          expect(colours.size, `${member.name} looks the same on every page`).toBe(1);
        });
      }),
      { numRuns: 20 },
    );
  });

  it('keeps the youngest readers’ cast lines short', () => {
    fc.assert(
      fc.property(story, cast, (input, members) => {
        const request = normalizeRequest({
          ...createTestInput({ ...input, age: 3, name: 'Mia' }),
          cast: members,
        });
        const written = composeStory(
          request,
          createRandom(request.seed).fork(`writer/${request.theme}/${request.setting}`),
        );
        const woven = weaveCast(written, request, createRandom(request.seed).fork('cast'));
        woven.pages.forEach((page, index) => {
          const before = written.pages[index]?.text ?? '';
          // The cast's lines follow the page's own; the opening may also say who Mum is.
          const added = index === 0 ? page.text : page.text.slice(before.length);
          for (const sentence of sentencesOf(added)) {
            // The opening's own line may now say "with her mum, Priya": the bank's line, longer.
            if (index === 0 && (before.includes(sentence) || / (?:mum|dad), /.test(sentence)))
              continue;
            // A name is one word to read, "Grandpa Noor" as much as "Leo".
            const words = request.cast
              .map(castName)
              .reduce((text, name) => text.split(name).join('X'), sentence)
              .split(/\s+/).length;
            expect(words, sentence).toBeLessThanOrEqual(9);
          }
        });
      }),
      { numRuns: 15 },
    );
  });

  it('speaks of a child companion with their own pronouns', () => {
    const added = (pronouns: Pronouns, seed: string) => {
      const request = normalizeRequest({
        ...createTestInput({ name: 'Mia', age: 8, pronouns: 'they/them', seed }),
        cast: [{ kind: 'child', name: 'Leo', age: 6, pronouns }],
      });
      const written = composeStory(
        request,
        createRandom(request.seed).fork(`writer/${request.theme}/${request.setting}`),
      );
      const woven = weaveCast(written, request, createRandom(request.seed).fork('cast'));
      return woven.pages
        .map((page, index) => page.text.slice(written.pages[index]?.text.length ?? 0))
        .join(' ');
    };
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const his = seeds.map((seed) => added('he/him', seed)).join(' ');
    expect(his).toMatch(/\b(?:he|his|himself)\b/);
    expect(his).toContain('little brother');
    expect(his).not.toMatch(/\b(?:she|her|herself|sister)\b/);
    const theirs = seeds.map((seed) => added('they/them', seed)).join(' ');
    expect(theirs).not.toMatch(/\b(?:he|his|himself|she|her|herself|brother|sister)\b/);
  });

  it('gives the same book for the same input and seed', () => {
    fc.assert(
      fc.property(story, cast, (input, members) => {
        const request = { ...createTestInput({ ...input, name: 'Mia' }), cast: members };
        expect(JSON.stringify(craftStory(request))).toBe(JSON.stringify(craftStory(request)));
      }),
      { numRuns: 5 },
    );
  });

  it('says who a companion is on first meeting, in the family’s words and the child’s pronouns', () => {
    const crafted = craftStory({
      ...createTestInput({ name: 'Mia', age: 7, seed: 'words' }),
      cast: [
        { kind: 'child', name: 'Leo', age: 3, pronouns: 'he/him' },
        { kind: 'dog', name: 'Biscuit', colour: 'golden' },
        { kind: 'grandma', name: 'Rose' },
      ],
    });
    const text = crafted.pages.map((page) => page.text).join(' ');
    expect(crafted.pages[0]?.text).toContain('little brother');
    expect(crafted.pages[0]?.text).toMatch(/Biscuit, the family's golden dog/);
    expect(text).toContain('Grandma Rose');
    expect(text).not.toMatch(/\bGrandma(?! Rose)\b/);
  });

  it('makes a grandma of the cast the story’s own grandma, not a second one', () => {
    const crafted = craftStory({
      ...createTestInput({ name: 'Mia', age: 6, title: 'A Lantern for Grandma', seed: 'g' }),
      cast: [{ kind: 'grandma', name: 'Rose' }],
    });
    const text = crafted.pages.map((page) => page.text).join(' ');
    expect(text).toContain('Grandma Rose');
    // The title keeps its words; inside the story Grandma is Grandma Rose.
    expect(text).not.toMatch(/\bGrandma(?! Rose)\b/);
    for (const page of crafted.pages) expect(page.svg).not.toContain('data-cast="grown-up"');
  });
});

describe('a family dog in a story about the big dog next door', () => {
  it('is the cast’s dog in the picture, never a second big dog', () => {
    for (const seed of ['a', 'b', 'c']) {
      const crafted = craftStory({
        ...createTestInput({
          name: 'Mia',
          age: 6,
          theme: 'courage',
          setting: 'city',
          conflict: 'is scared of the big dog next door',
          seed,
        }),
        cast: [{ kind: 'dog', name: 'Biscuit', colour: 'black' }],
      });
      for (const page of crafted.pages) {
        const bigDog = /big dog/.test(page.text);
        if (named(page.text, 'Biscuit')) expect(page.svg).toContain('data-companion="1"');
        expect(page.svg.includes('data-prop="dog"'), page.text).toBe(bigDog);
      }
    }
  });
});

describe('the briefs for an image model', () => {
  it('say who else is in each picture, and still pass the written-story schema', () => {
    const three = (['Leo', 'Ava', 'Kit'] as const).map((name, index): CraftCastMember => ({
      kind: 'child',
      name,
      age: 3 + index * 3,
      pronouns: 'they/them',
      likeness: { glasses: true },
    }));
    const written = writeStory({ ...createTestInput({ age: 10, seed: 'b' }), cast: three });
    expect(writtenStorySchema.safeParse(written).success).toBe(true);
    expect(written.cover.brief).toContain('Also in the picture: Leo, a 3-year-old child');
    for (const page of written.pages)
      for (const { name } of three)
        expect(page.brief.includes(`${name}, a `)).toBe(named(page.text, name));
  });
});

describe('a grown-up of the cast', () => {
  it('is the one at home with the hero, said once to be their mum', () => {
    const crafted = craftStory({
      ...createTestInput({
        name: 'Zoe',
        age: 5,
        theme: 'friendship',
        setting: 'school',
        seed: 'q',
      }),
      cast: [{ kind: 'mum', name: 'Priya' }],
    });
    const text = crafted.pages.map((page) => page.text).join(' ');
    expect(crafted.pages[0]?.text).toMatch(/(?:her|Zoe's) mum, Priya/);
    expect(text.match(/mum, Priya/g)).toHaveLength(1);
    for (const grownUp of ['Mama', 'Papa', 'Grandma', 'Grandpa', 'Auntie May', 'Uncle Ben', 'Nana'])
      expect(text).not.toContain(grownUp);
  });
});

describe('the cast in the pictures', () => {
  const hero = { age: 8, likeness: DEFAULT_LIKENESS };
  const looks = castLooks(
    normalizeCast(
      [
        { kind: 'child', name: 'Leo', age: 3, pronouns: 'he/him' },
        { kind: 'grandpa', name: 'Joe', colour: 'white', skin: 'deep' },
        { kind: 'cat', name: 'Pepper', colour: 'ginger' },
      ],
      'Mia',
    ),
    hero,
  );

  it('draws a younger sibling smaller than the hero, a grown-up taller and a pet small', () => {
    const [sibling, grandpa, cat] = looks;
    // A child is about 330 units tall, a grown-up about 440, a pet about 120.
    expect((sibling?.scale ?? 0) * 330).toBeLessThan(HERO_SCALE * 330);
    expect((grandpa?.scale ?? 0) * 440).toBeGreaterThan(HERO_SCALE * 1.15 * 330);
    expect((cat?.scale ?? 0) * 130).toBeLessThan(HERO_SCALE * 330 * 0.5);
  });

  it('never stands a companion over the hero’s face', () => {
    const groundY = 800;
    const overlaps = (
      a: { left: number; right: number; top: number; bottom: number },
      b: { left: number; right: number; top: number; bottom: number },
    ) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const childX of [380, 420, 520, 620]) {
      for (const facing of [1, -1] as const) {
        for (const isSleeping of [false, true]) {
          // The hero's head, radius 62 at y -250 in a child's units; asleep, on the pillow.
          const face = isSleeping
            ? { x: childX - 132 * 1.25, y: groundY - 160, r: 64 }
            : { x: childX, y: groundY - 250 * HERO_SCALE, r: 62 * HERO_SCALE };
          const faceBox = {
            left: face.x - face.r,
            right: face.x + face.r,
            top: face.y - face.r,
            bottom: face.y + face.r,
          };
          for (const spot of castSpots(looks, { childX, groundY, facing, isSleeping })) {
            // Pets reach 70 units either way and 130 up; people 80 either way, 330 or 450 up.
            const [reach, height] =
              spot.look.kind === 'pet'
                ? [70, 130]
                : spot.look.kind === 'child'
                  ? [80, 330]
                  : [80, 450];
            const box = {
              left: spot.x - reach * spot.look.scale,
              right: spot.x + reach * spot.look.scale,
              top: spot.y - height * spot.look.scale,
              bottom: spot.y,
            };
            expect(overlaps(box, faceBox), `${childX} ${facing} ${isSleeping}`).toBe(false);
          }
        }
      }
    }
  });

  it('draws the companions a page written elsewhere names, and only them', () => {
    const svg = illustratePage({
      child: { likeness: null, age: 6 },
      story: { theme: 'family', setting: 'city' },
      seed: 'elsewhere',
      pageIndex: 2,
      pageCount: 10,
      cast: [
        { kind: 'dog', name: 'Biscuit', colour: 'black' },
        { kind: 'child', name: 'Ava', age: 9, pronouns: 'she/her' },
      ],
      text: 'Biscuit ran ahead to the park gate.',
    });
    expect(svg).toContain('data-companion="1" data-companion-kind="dog"');
    expect(svg).not.toContain('data-companion="2"');
  });

  it('names a grandma the way the story does', () => {
    expect(castName({ kind: 'grandma', name: 'Rose' })).toBe('Grandma Rose');
    expect(castName({ kind: 'grandma', name: 'Nana' })).toBe('Nana');
  });
});

/**
 * A story without a cast is the one the engine wrote before casts existed: these digests
 * were taken from the engine at commit 2ec950e.
 */
describe('a story without a cast', () => {
  const themes = THEMES;
  const settings = SETTINGS;
  const conflicts = [
    '',
    'is scared of the big dog next door',
    'is shy at school',
    'misses grandpa who moved away',
  ];
  const pronouns: Pronouns[] = ['she/her', 'he/him', 'they/them'];
  const BEFORE = [
    'd7fa284b4a4a6bea',
    'd11cef3b9cc8ea68',
    '6cb33755c664ae02',
    'ee78fb904840add2',
    '9ac372ef26384a7f',
    'f29503ed3c2c6040',
    'c52edd129f735078',
    '2452fe6652ddd961',
    'f176cf5094378adf',
    '2fb4411f1955cf41',
    '067204b9a8ef81d7',
    '13582dd8e15583c2',
  ];
  const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

  it('is byte for byte what it was, with cast left out or empty', () => {
    BEFORE.forEach((expected, i) => {
      const input = {
        child: {
          name: ['Mia', 'Leo', 'Zoe'][i % 3] as string,
          age: 3 + (i % 8),
          pronouns: pronouns[i % 3] as Pronouns,
        },
        story: {
          title: i % 4 === 0 ? 'A Lantern for Grandma' : '',
          theme: themes[i % 8] as (typeof THEMES)[number],
          setting: settings[(i * 3) % 10] as (typeof SETTINGS)[number],
          conflict: conflicts[i % 4],
        },
        seed: `golden-${i}`,
      };
      expect(digest(JSON.stringify(craftStory(input))), input.seed).toBe(expected);
      if (i % 4 === 1)
        expect(digest(JSON.stringify(craftStory({ ...input, cast: [] })))).toBe(expected);
    });
  });

  it('draws a page written elsewhere as before', () => {
    const before = ['c40a04593dc30b8b', '2c568e44e904b338', '11ebda33f844c198', '05aa095e6257bb78'];
    before.forEach((expected, i) => {
      const svg = illustratePage({
        child: { likeness: null },
        story: {
          theme: (['family', 'courage', 'magic', 'space'] as const)[i] ?? 'family',
          setting: (['city', 'forest', 'ocean', 'space'] as const)[i] ?? 'city',
        },
        seed: `page-${i}`,
        pageIndex: i * 3 - 1,
        pageCount: 10,
      });
      expect(digest(svg)).toBe(expected);
    });
  });
});
