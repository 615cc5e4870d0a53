import { pageEditTexts, pageWordLimitFor } from '@littlestar/shared/page-edits';
import type { Story } from '@littlestar/shared/stories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { createTestStory } from '@/test-utils/test-story';
import { StoryPreviewPage } from '../pages/story-preview-page';

const happyDom = (
  window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  }
).happyDOM;

const story = (overrides: Partial<Story> = {}) =>
  createTestStory({
    id: 'story-5',
    status: 'complete',
    cover_url: '/files/cover.svg',
    pages: [
      { id: 'p1', text: 'Maya met a fox.', image_url: '/files/p1.svg', redraw: null },
      { id: 'p2', text: 'They found the moon.', image_url: '/files/p2.svg', redraw: null },
    ],
    cover_redraw: null,
    redraws: { free_left: 3, credit_cost: 1 },
    ...overrides,
  });

function openDialog(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(routes);
  renderPage({
    path: '/story/:storyId/preview',
    element: <StoryPreviewPage />,
    initialEntry: '/story/story-5/preview',
  });
  return fetchMock;
}

/** The JSON the last request to a path ending in `path` sent (the client sends strings). */
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) => {
  const call = fetchMock.mock.calls.findLast(([input]) =>
    (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).endsWith(
      path,
    ),
  );
  return typeof call?.[1]?.body === 'string' ? (JSON.parse(call[1].body) as unknown) : undefined;
};

describe('Edit this page', () => {
  // A phone: the reader opens in the scroll view, and "Edit this page" on the title.
  beforeEach(() => happyDom.setViewport({ width: 390, height: 844 }));
  afterEach(() => happyDom.setViewport({ width: 1024, height: 768 }));

  it("saves a page's words and shows the server's refusal beside them", async () => {
    let saved: Story | undefined;
    const fetchMock = openDialog({
      '/api/stories/story-5': () => saved ?? story(),
      '/api/stories/story-5/pages/2': (_url, init) => {
        const { text } = JSON.parse(init?.body as string) as { text: string };
        if (text.length > 30) {
          return Response.json(
            { detail: 'A page for this age holds at most 40 words.', code: 'invalid' },
            { status: 400 },
          );
        }
        saved = story();
        saved.pages[1]!.text = text;
        return saved;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit this page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the cover' });
    // The cover's words are the title: only its picture can change here.
    expect(within(dialog).queryByLabelText('The words on this page')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Page'), { target: { value: '2' } });
    const words = within(dialog).getByLabelText('The words on this page');
    expect((words as HTMLTextAreaElement).value).toBe('They found the moon.');

    fireEvent.change(words, { target: { value: 'A page far too long for the limit here.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the words' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A page for this age holds at most 40 words.',
    );

    fireEvent.change(words, { target: { value: 'They hug the moon.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the words' }));
    await waitFor(() =>
      expect(screen.getAllByText('They hug the moon.').length).toBeGreaterThan(0),
    );
    expect(bodyOf(fetchMock, '/pages/2')).toEqual({ text: 'They hug the moon.' });
  });

  it("counts a page's words live against the child's limit and will not send too many", async () => {
    const limit = pageWordLimitFor(4);
    const fetchMock = openDialog({
      '/api/stories/story-5': () => story({ page_word_limit: limit }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit this page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the cover' });
    fireEvent.change(within(dialog).getByLabelText('Page'), { target: { value: '1' } });
    const words = within(dialog).getByLabelText('The words on this page');
    const counter = () => {
      const ids = words.getAttribute('aria-describedby')?.split(' ') ?? [];
      const hint = ids.map((id) => document.getElementById(id)).find(Boolean);
      expect(hint?.getAttribute('aria-live')).toBe('polite');
      return hint?.textContent;
    };
    expect(counter()).toBe(`4 of ${limit} words`);

    fireEvent.change(words, { target: { value: 'word '.repeat(limit + 1) } });
    expect(counter()).toBe(`${limit + 1} of ${limit} words. ${pageEditTexts.tooManyWords(limit)}`);
    const save = within(dialog).getByRole('button', { name: 'Save the words' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(words, { target: { value: 'word '.repeat(limit) } });
    expect(counter()).toBe(`${limit} of ${limit} words`);
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(bodyOf(fetchMock, '/pages/1')).toBeUndefined();
  });

  it('asks for a picture again with the note, then keeps the one the parent chooses', async () => {
    let current = story();
    const fetchMock = openDialog({
      '/api/stories/story-5': () => current,
      '/api/stories/story-5/pages/1/redraw': () => {
        current = story({ redraws: { free_left: 2, credit_cost: 1 } });
        current.pages[0]!.redraw = {
          status: 'ready',
          note: 'she is smiling',
          candidate_url: '/files/new.svg',
        };
        return Response.json(current, { status: 202 });
      },
      '/api/stories/story-5/pages/1/keep': () => {
        current = story({ redraws: { free_left: 2, credit_cost: 1 } });
        current.pages[0]!.image_url = '/files/new.svg';
        return current;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit this page' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Page'), { target: { value: '1' } });
    expect(within(dialog).getByText('3 free redraws left for this story.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('A short note for the artist (optional)'), {
      target: { value: 'she is smiling' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Draw this picture again' }));

    const keepNew = await within(dialog).findByRole('button', { name: 'Keep the new one' });
    expect(bodyOf(fetchMock, '/pages/1/redraw')).toEqual({ note: 'she is smiling' });
    expect(
      within(dialog)
        .getByRole('img', { name: 'The earlier picture for page 1' })
        .getAttribute('src'),
    ).toBe('/files/p1.svg');
    expect(
      within(dialog).getByRole('img', { name: 'The new picture for page 1' }).getAttribute('src'),
    ).toBe('/files/new.svg');
    fireEvent.click(keepNew);
    await within(dialog).findByText('2 free redraws left for this story.');
    expect(bodyOf(fetchMock, '/pages/1/keep')).toEqual({ picture: 'new' });
  });
});
