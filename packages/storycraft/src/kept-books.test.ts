import { describe, expect, it, vi } from 'vitest';
import { createTestInput } from './test-support.js';
import type * as Write from './write.js';

/** How often the engine wrote a story: `write` counted, its result untouched. */
const writes = vi.hoisted(() => ({ count: 0 }));
vi.mock('./write.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Write>();
  return {
    ...actual,
    write: (...args: Parameters<typeof actual.write>) => {
      writes.count += 1;
      return actual.write(...args);
    },
  };
});

const { craftStory, illustratePage } = await import('./index.js');

describe('drawing a book one picture at a time, as the server does', () => {
  it('writes its story once for all its pictures, and draws each as craftStory does', () => {
    const input = createTestInput({ conflict: 'is scared of the loud rain on the roof', age: 5 });
    const book = craftStory(input);
    writes.count = 0;
    const alone = (pageIndex: number, text?: string) =>
      illustratePage({
        ...input,
        pageIndex,
        pageCount: book.pages.length,
        ...(text === undefined ? {} : { text }),
      });
    expect(alone(-1)).toBe(book.cover.svg);
    book.pages.forEach((page, index) => expect(alone(index, page.text)).toBe(page.svg));
    expect(writes.count).toBe(1);
  });

  it('writes another story for another request, and keeps only the last few', () => {
    const draw = (seed: string) =>
      illustratePage({ ...createTestInput({ seed }), pageIndex: 0, pageCount: 10 });
    writes.count = 0;
    const first = draw('seed-a');
    draw('seed-b');
    expect(writes.count).toBe(2);
    // Eight more books push the first one out; drawn again, it is written again, the same.
    for (let book = 0; book < 8; book += 1) draw(`seed-more-${book}`);
    writes.count = 0;
    expect(draw('seed-a')).toBe(first);
    expect(writes.count).toBe(1);
  });
});
