import { SETTINGS, THEMES } from '@littlestar/shared/catalog';
import { DEFAULT_LIKENESS } from '@littlestar/shared/likeness';
import { writtenStorySchema } from '@littlestar/shared/story';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { craftStory, illustratePage } from './index.js';
import { normalizeRequest, type CraftStoryInput } from './request.js';
import { createTestInput } from './test-support.js';
import { write } from './write.js';

const LIKENESS = {
  skinTone: '#94603f',
  hairColor: '#b5522b',
  eyeColor: '#4f7d4a',
  favoriteColor: '#8e6bd1',
  hairStyle: 'braids',
  glasses: true,
} as const;

/** Catches what a strict XML parser would refuse: a repeated attribute in one tag. */
function duplicateAttributes(svg: string): string[] {
  const problems: string[] = [];
  for (const tag of svg.match(/<[a-zA-Z][^>]*>/g) ?? []) {
    const names = [...tag.matchAll(/\s([a-zA-Z:-]+)="/g)].map((match) => match[1]);
    if (new Set(names).size !== names.length) problems.push(tag.slice(0, 80));
  }
  return problems;
}

describe('craftStory', () => {
  it('is byte-for-byte deterministic for the same input and seed', () => {
    const input = createTestInput({
      likeness: LIKENESS,
      conflict: 'is scared of deep water',
      age: 9,
    });
    expect(JSON.stringify(craftStory(input))).toBe(JSON.stringify(craftStory(input)));
    expect(craftStory({ ...input, seed: 'other' }).pages[0]?.svg).not.toBe(
      craftStory(input).pages[0]?.svg,
    );
  });

  it('gives one picture per page plus the cover, valid against the shared schema', () => {
    const story = craftStory(createTestInput({ age: 8 }));
    expect(writtenStorySchema.safeParse(story).success).toBe(true);
    expect(story.pages).toHaveLength(12);
    for (const svg of [story.cover.svg, ...story.pages.map((page) => page.svg)]) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('draws the same child from the likeness on every page', () => {
    const story = craftStory(createTestInput({ likeness: LIKENESS }));
    for (const page of story.pages) {
      for (const color of [LIKENESS.skinTone, LIKENESS.hairColor, LIKENESS.favoriteColor]) {
        expect(page.svg).toContain(color);
      }
    }
    // Eyes close when the child laughs, hugs or sleeps; every other page shows their colour.
    const open = story.pages.filter((page) => page.svg.includes(LIKENESS.eyeColor));
    expect(open.length).toBeGreaterThanOrEqual(story.pages.length - 3);
  });

  it('falls back to the default likeness for missing or malformed fields', () => {
    const story = craftStory(
      createTestInput({ likeness: { skinTone: 'red" onload="x', hairStyle: 'mohawk' as 'short' } }),
    );
    expect(story.cover.svg).toContain(DEFAULT_LIKENESS.skinTone);
    expect(story.cover.svg).not.toContain('onload');
  });

  it('makes every theme × setting picture well-formed, with unique ids across a story', () => {
    for (const theme of THEMES) {
      for (const setting of SETTINGS) {
        const story = craftStory(
          createTestInput({ theme, setting, age: 4, seed: `${theme}${setting}` }),
        );
        const svgs = [story.cover.svg, ...story.pages.map((page) => page.svg)];
        const ids = svgs.flatMap((svg) =>
          [...svg.matchAll(/id="([^"]+)"/g)].map((match) => match[1]),
        );
        expect(new Set(ids).size, `${theme}/${setting}`).toBe(ids.length);
        for (const svg of svgs) {
          expect(duplicateAttributes(svg), `${theme}/${setting}`).toEqual([]);
          expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        }
      }
    }
  });

  it('darkens the problem and brightens the resolution', () => {
    const input = createTestInput({ age: 6, setting: 'forest' });
    const story = craftStory(input);
    const { plans } = write(normalizeRequest(input));
    const problem = story.pages[plans.findIndex((plan) => plan.beat === 'problem')]?.svg ?? '';
    const resolution =
      story.pages[plans.findIndex((plan) => plan.beat === 'resolution')]?.svg ?? '';
    expect(problem).toContain('radialGradient');
    expect(resolution).not.toContain('stop-color="#0b1030"');
  });

  it('renders cleanly to a 2048 px PNG for print', () => {
    const story = craftStory(
      createTestInput({ likeness: LIKENESS, setting: 'underwater', theme: 'friendship' }),
    );
    for (const svg of [story.cover.svg, story.pages[3]?.svg ?? '', story.pages.at(-1)?.svg ?? '']) {
      const image = new Resvg(svg, { fitTo: { mode: 'width', value: 2048 } }).render();
      expect(image.width).toBe(2048);
      expect(image.height).toBe(2048);
      expect(image.asPng().subarray(1, 4).toString()).toBe('PNG');
    }
  });
});

describe('illustratePage', () => {
  it('draws a page of a story written elsewhere, in the same style as a crafted one', () => {
    const input = createTestInput({ likeness: LIKENESS, age: 6 });
    const story = craftStory(input);
    const page = { child: input.child, story: input.story, seed: input.seed, pageCount: 10 };
    for (let pageIndex = 0; pageIndex < 10; pageIndex += 1) {
      const svg = illustratePage({ ...page, pageIndex });
      expect(svg).toBe(illustratePage({ ...page, pageIndex }));
      for (const color of [LIKENESS.skinTone, LIKENESS.favoriteColor]) expect(svg).toContain(color);
    }
    expect(illustratePage({ ...input, pageIndex: -1, pageCount: 10 })).toBe(story.cover.svg);
    expect(illustratePage({ ...input, pageIndex: 99, pageCount: 9 })).toContain('<svg');
  });

  // The server writes the words and then draws each picture in a job of its own.
  it("draws each picture of the engine's own story, one at a time, as craftStory draws it", () => {
    const requests = [
      createTestInput({ conflict: 'gets cross when her little brother touches her toys' }),
      createTestInput({ conflict: 'is scared of the dark cupboard under the stairs', age: 7 }),
      {
        ...createTestInput({ theme: 'family', setting: 'city', age: 4, title: '' }),
        cast: [{ kind: 'dog', name: 'Biscuit', colour: 'black' } as const],
      },
    ];
    for (const input of requests) {
      const story = craftStory(input);
      const alone = (pageIndex: number, text?: string) =>
        illustratePage({
          ...input,
          pageIndex,
          pageCount: story.pages.length,
          ...(text === undefined ? {} : { text }),
        });
      expect(alone(-1)).toBe(story.cover.svg);
      story.pages.forEach((page, index) => expect(alone(index, page.text)).toBe(page.svg));
    }
    const quarrel = craftStory(requests[0] as CraftStoryInput);
    const brotherPage = quarrel.pages.findIndex((page) => /little brother/.test(page.text));
    expect(quarrel.pages[brotherPage]?.svg).toContain('data-prop="sibling"');
  });

  it('draws words it did not write from the arc, with the story’s things they name', () => {
    const input = createTestInput({
      conflict: 'gets cross when her little brother touches her toys',
    });
    const story = craftStory(input);
    const changed = 'Mia and her little brother built a tall tower of blocks together.';
    const svg = illustratePage({
      ...input,
      pageIndex: 3,
      pageCount: story.pages.length,
      text: changed,
    });
    expect(svg).not.toBe(story.pages[3]?.svg);
    expect(svg).toContain('data-prop="sibling"');
    // A redraw of an unchanged page is another picture of the engine's own page.
    const again = illustratePage({
      ...input,
      pageIndex: 3,
      pageCount: story.pages.length,
      text: story.pages[3]?.text ?? '',
      variant: '2',
    });
    expect(again).not.toBe(story.pages[3]?.svg);
    expect(again).toBe(
      illustratePage({
        ...input,
        pageIndex: 3,
        pageCount: story.pages.length,
        text: story.pages[3]?.text ?? '',
        variant: '2',
      }),
    );
  });
});
