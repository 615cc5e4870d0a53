import { Resvg } from '@resvg/resvg-js';
import { bench, describe } from 'vitest';
import { craftStory, illustratePage, writeStory } from './index.js';
import { createTestInput } from './test-support.js';

const input = createTestInput({
  name: 'Ava',
  age: 9,
  theme: 'courage',
  setting: 'ocean',
  conflict: 'is scared of deep water',
  moral: 'being brave means trying',
  likeness: { hairStyle: 'curly', glasses: true },
});
const story = craftStory(input);
const svgs = [story.cover.svg, ...story.pages.map((page) => page.svg)];

describe('a 12-page story (ages 8–10)', () => {
  bench('write the text only', () => {
    writeStory(input);
  });

  bench('write the story and draw all 13 SVGs', () => {
    craftStory(input);
  });

  // As the server does: one job per picture, each given the whole request.
  bench('draw all 13 SVGs one at a time (illustratePage)', () => {
    for (let pageIndex = -1; pageIndex < story.pages.length; pageIndex += 1) {
      illustratePage({
        ...input,
        pageIndex,
        pageCount: story.pages.length,
        ...(pageIndex >= 0 ? { text: story.pages[pageIndex]?.text } : {}),
      });
    }
  });
});

describe('print rendering', () => {
  bench(
    'render all 13 SVGs to 2048 px PNGs',
    () => {
      for (const svg of svgs)
        new Resvg(svg, { fitTo: { mode: 'width', value: 2048 } }).render().asPng();
    },
    { iterations: 2, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
