import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { THEMES } from '@littlestar/shared/catalog';
import { describe, expect, it } from 'vitest';
import { craftStory, type CraftStoryInput } from './index.js';

/**
 * The golden books: 300 fixed requests (golden/requests.json, drawn once by
 * scripts/golden-requests.mjs) written and drawn by the engine and compared with the books
 * kept in golden/books/, byte for byte: every word of every page, and a digest of every
 * picture brief and of the pictures. A change to the engine meant to change no book shows
 * here if it does; one meant to change books rewrites them (`npm run golden -w
 * @littlestar/storycraft`), and its commit says which books changed and why: the kept books
 * are plain text, so the diff reads as the pages before and after.
 */
type GoldenRequest = CraftStoryInput & { id: string };

const requests = JSON.parse(
  readFileSync(new URL('../golden/requests.json', import.meta.url), 'utf8'),
) as GoldenRequest[];

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

/** What the parent asked for, on one line: a reader of the kept book sees the request. */
function describeRequest({ child, story, cast, seed }: GoldenRequest): string[] {
  const companions = (cast ?? []).map((member) =>
    member.kind === 'child'
      ? `${member.name} (child, ${member.age}, ${member.pronouns})`
      : `${member.name} (${[member.kind, member.colour, member.skin].filter(Boolean).join(', ')})`,
  );
  return [
    `${child.name}, ${child.age}, ${child.pronouns} · ${story.theme} · ${story.setting} · seed ${seed}`,
    `asked: title "${story.title}" · problem "${story.conflict ?? ''}" · moral "${story.moral ?? ''}"`,
    `cast: ${companions.length > 0 ? companions.join('; ') : 'none'}`,
  ];
}

/** One book as plain text: its title, its pages' words, and digests of its briefs and pictures. */
function goldenBook(request: GoldenRequest): string {
  const book = craftStory(request);
  return [
    `=== ${request.id}`,
    ...describeRequest(request),
    `title: ${book.title}`,
    // The briefs are long and alike: their digests, so a changed one still shows on its page.
    `cover brief: ${digest(book.cover.brief)}`,
    ...book.pages.map((page, index) => `p${index + 1}: ${page.text} [brief ${digest(page.brief)}]`),
    `pictures: ${digest([book.cover.svg, ...book.pages.map((page) => page.svg)].join('\n'))}`,
    '',
  ].join('\n');
}

describe('the golden books', () => {
  it('holds a few hundred requests across ages, themes, settings, problems and casts', () => {
    expect(requests.length).toBe(300);
    expect(new Set(requests.map((request) => request.id)).size).toBe(requests.length);
    expect(new Set(requests.map((request) => request.child.age)).size).toBe(8);
    expect(new Set(requests.map((request) => request.story.setting)).size).toBe(10);
    expect(requests.some((request) => (request.cast ?? []).length === 3)).toBe(true);
  });

  // A file per theme: a change to one kind of story diffs in one place.
  for (const theme of THEMES) {
    it(`writes and draws every ${theme} book as it was kept`, async () => {
      const books = requests
        .filter((request) => request.story.theme === theme)
        .map(goldenBook)
        .join('\n');
      await expect(books).toMatchFileSnapshot(`../golden/books/${theme}.txt`);
    });
  }
});
