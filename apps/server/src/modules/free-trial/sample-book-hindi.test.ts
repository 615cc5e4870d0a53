import { beforeAll, describe, expect, it } from 'vitest';
import type { DemoStory } from '@littlestar/shared/demo';
import { ageBandFor } from '@littlestar/shared/story';
import { poppler, skipPdfTests, writeTemporaryPdf } from '@littlestar/bookbinder/poppler';
import { checkStory } from '../../providers/story-text/story-checks.js';
import { createTestUser } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { appWith } from '../../test/test-app.js';
import { DEMO_CHILDREN } from './catalog.js';
import { TIMTIM_THE_FIREFLY } from './sample-book-hindi.js';
import { seedDemo } from './service.js';

const aarav = DEMO_CHILDREN[0] as (typeof DEMO_CHILDREN)[number];
const plan = aarav.stories.find((story) => story.written === TIMTIM_THE_FIREFLY);

describe('the Hindi book the team wrote for the demo shelf', () => {
  it("keeps every rule a language model's Hindi book for a four-year-old is held to", () => {
    const band = ageBandFor(aarav.age);
    const checked = checkStory(TIMTIM_THE_FIREFLY, {
      child: {
        name: aarav.name,
        nameDevanagari: aarav.nameDevanagari ?? '',
        age: aarav.age,
        pronouns: aarav.pronouns,
        likeness: aarav.likeness,
      },
      language: 'hi',
      story: {
        title: TIMTIM_THE_FIREFLY.title,
        theme: plan?.theme ?? 'friendship',
        setting: plan?.setting ?? 'forest',
        conflict: null,
        moral: null,
      },
      pageCount: band.pageCount,
      maxReadingGrade: band.maxReadingGrade,
      seed: 'sample',
    });
    expect(checked.ok ? [] : checked.problems).toEqual([]);
  });
});

describe('the demo shelf in Hindi', () => {
  const testApp = appWith({ startWorkers: true });
  beforeAll(async () => {
    await seedDemo(testApp.runtime.context);
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('shows the book as written, illustrated, in a PDF that reads back in Hindi', async () => {
    const url = `/api/demo/stories/${plan?.id ?? ''}`;
    // The offline pipeline draws the demo books one after another; bounded under the
    // suite's 90 s per test.
    const deadline = Date.now() + 80_000;
    let book = (await get(url)).json<DemoStory>();
    while (book.status !== 'complete' && book.status !== 'error' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      book = (await get(url)).json<DemoStory>();
    }
    expect(book).toMatchObject({
      status: 'complete',
      language: 'hi',
      title: TIMTIM_THE_FIREFLY.title,
    });
    expect(book.pages.map((page) => page.text)).toEqual(
      TIMTIM_THE_FIREFLY.pages.map((page) => page.text),
    );
    expect(book.pages.every((page) => page.image_url)).toBe(true);
    if (skipPdfTests) return;

    const reader = await createTestUser(testApp.app);
    const pdf = await get(`${url}/pdf`, authed(reader));
    expect(pdf.statusCode).toBe(200);
    const text = (await poppler('pdftotext', [await writeTemporaryPdf(pdf.rawPayload), '-']))
      .replace(/\s+/g, ' ')
      .trim();
    for (const page of TIMTIM_THE_FIREFLY.pages) expect(text).toContain(page.text);
    // The book's own words are Hindi too, with the child's name in Devanagari.
    expect(text).toContain('समाप्त');
    expect(text).toContain('आरव');
  });
});
