import { storyMessages, type Story } from '@littlestar/shared/stories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubApi, type FakeAnswer } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { createTestStory } from '@/test-utils/test-story';
import { storyQueryKey } from '../api/get-story';
import { STORY_PREVIEW_DESCRIPTION, StoryPreviewPage } from './story-preview-page';

const happyDom = (
  window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  }
).happyDOM;

const completeStory = (overrides: Partial<Story> = {}) =>
  createTestStory({
    id: 'story-5',
    child_id: 'child-1',
    status: 'complete',
    title: 'The Brave Little Fox',
    cover_url: '/files/cover.png',
    pages: [
      { id: 'p1', text: 'Once upon a time, Maya met a fox.', image_url: '/files/p1.png' },
      { id: 'p2', text: 'They found the moon together.', image_url: null },
    ],
    ...overrides,
  });

/** The paths of the requests for a child. */
const childRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    .map((url) => new URL(url, 'http://localhost').pathname)
    .filter((path) => path.startsWith('/api/children/'));

function renderPreview(routes: Record<string, () => FakeAnswer>) {
  const fetchMock = stubApi(routes);
  const page = renderPage({
    path: '/story/:storyId/preview',
    element: <StoryPreviewPage />,
    initialEntry: '/story/story-5/preview',
    routes: [
      { path: '/children', element: <h1>Your Little Stars</h1> },
      { path: '/child/:childId/stories', element: <h1>Stories for Maya</h1> },
    ],
  });
  return { ...page, fetchMock };
}

describe('Story preview', () => {
  // A phone: the reader opens in the scroll view (the flipbook has its own browser tests).
  beforeEach(() => happyDom.setViewport({ width: 390, height: 844 }));
  afterEach(() => happyDom.setViewport({ width: 1024, height: 768 }));

  it('shows a complete story in the reader: each page with its picture and text', async () => {
    document.head.innerHTML = '<meta name="description" content="Littlestar">';
    renderPreview({ '/api/stories/story-5': () => completeStory() });
    expect(screen.getByText('Loading story...')).toBeTruthy();

    const pages = within(await screen.findByRole('list', { name: 'Pages' })).getAllByRole(
      'listitem',
    );
    expect(pages.map((page) => page.textContent)).toEqual([
      'Once upon a time, Maya met a fox.1',
      'They found the moon together.2',
    ]);
    const picture = within(pages[0]!).getByRole('img', { name: 'Illustration for page 1' });
    expect(picture.getAttribute('loading')).toBe('lazy');
    // A page without its picture shows the placeholder story image.
    expect(within(pages[1]!).getByTestId('story-placeholder')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Stories' }).getAttribute('href')).toBe(
      '/child/child-1/stories',
    );
    expect(screen.getByRole('button', { name: 'Download Story' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Flipbook View' })).toBeTruthy();
    // No speech synthesis here: no read-aloud button.
    expect(screen.queryByRole('button', { name: 'Read Aloud' })).toBeNull();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      STORY_PREVIEW_DESCRIPTION,
    );
  });

  it("names the child in the picture judge's badges, and asks for the child only then", async () => {
    const judged = completeStory({
      pages: [
        {
          id: 'p1',
          text: 'Once upon a time, Maya met a fox.',
          image_url: '/files/p1.png',
          judged: { likeness: 91, mark: null },
        },
        {
          id: 'p2',
          text: 'They found the moon together.',
          image_url: '/files/p2.png',
          judged: { likeness: 42, mark: 'short' },
        },
      ],
    });
    const { fetchMock } = renderPreview({
      '/api/stories/story-5': () => judged,
      '/api/children/child-1': () => createTestChild({ id: 'child-1', name: 'Maya' }),
    });
    expect(await screen.findByText('Looks like Maya: 91 %')).toBeTruthy();
    expect(screen.getByText('Looks like Maya: 42 %')).toBeTruthy();
    expect(screen.getByText('May not look quite like Maya: try “Edit this page”')).toBeTruthy();
    expect(childRequests(fetchMock)).toEqual(['/api/children/child-1']);
  });

  it('asks for no child when no picture was judged', async () => {
    const { fetchMock } = renderPreview({ '/api/stories/story-5': () => completeStory() });
    await screen.findByRole('list', { name: 'Pages' });
    expect(screen.queryByTestId('picture-judge')).toBeNull();
    expect(childRequests(fetchMock)).toEqual([]);
  });

  it('a story without pages says so', async () => {
    renderPreview({ '/api/stories/story-5': () => completeStory({ pages: [] }) });
    expect(await screen.findByText('No pages found for this story.')).toBeTruthy();
  });

  it('a missing story: an Error toast, then /children', async () => {
    const { router } = renderPreview({
      '/api/stories/story-5': () =>
        Response.json({ detail: 'Story not found', code: 'not_found' }, { status: 404 }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/children'));
    await waitFor(() => expect(toastTexts()).toEqual(['Error / Story not found']));
  });

  it('a story that cannot be read: Failed to fetch story, then /children', async () => {
    const { router } = renderPreview({
      '/api/stories/story-5': () => Response.json({ detail: 'Boom' }, { status: 500 }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/children'));
    await waitFor(() => expect(toastTexts()).toEqual(['Error / Failed to fetch story']));
  });

  it.each(['pending', 'generating', 'generating_images', 'error'] as const)(
    'a story %s on load goes to its child’s stories with a message',
    async (status) => {
      const { router } = renderPreview({
        '/api/stories/story-5': () => completeStory({ status, pages: [] }),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/child/child-1/stories'));
      await waitFor(() =>
        expect(toastTexts()).toEqual([
          'Error / Story is being generated. Please wait for some time.',
        ]),
      );
    },
  );

  it('a failed download says so and lets the parent try again', async () => {
    renderPreview({
      '/api/stories/story-5': () => completeStory(),
      '/api/stories/story-5/pdf': () => Response.json({ detail: 'Boom' }, { status: 500 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download Story' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Error / Failed to download PDF. Please try again.']),
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download Story' }).disabled).toBe(
      false,
    );
  });

  describe('a story that turns pending or failed while open', () => {
    async function openThenFail(generate: () => FakeAnswer) {
      const rendered = renderPreview({
        '/api/stories/story-5': () => completeStory(),
        '/api/stories/story-5/generate': generate,
      });
      await screen.findByRole('list', { name: 'Pages' });
      rendered.queryClient.setQueryData(
        storyQueryKey('story-5'),
        completeStory({ status: 'error' }),
      );
      expect(
        await screen.findByText('There was an error generating this story. Please try again.'),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'The Brave Little Fox' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Stories' }).getAttribute('href')).toBe(
        '/child/child-1/stories',
      );
      return rendered;
    }

    it("offers Generate Story Now, which starts it and goes to the child's stories", async () => {
      let answer: (response: Response) => void = () => {};
      const { router } = await openThenFail(
        () => new Promise<Response>((resolve) => (answer = resolve)),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Generate Story Now' }));
      const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Generating...' });
      expect(busy.disabled).toBe(true);
      answer(
        Response.json({ success: true, story: completeStory({ status: 'generating', pages: [] }) }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/child/child-1/stories'));
      await waitFor(() =>
        expect(toastTexts()).toEqual(['Success / Story generation started successfully']),
      );
    });

    it("shows the server's reason when there are not enough credits", async () => {
      await openThenFail(() =>
        Response.json(
          { detail: 'Not enough credits: 0 of 1', code: 'not_enough_credits' },
          { status: 402 },
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Generate Story Now' }));
      await waitFor(() => expect(toastTexts()).toEqual(['Error / Not enough credits: 0 of 1']));
    });

    it('says a story that failed three times must be changed first', async () => {
      await openThenFail(() =>
        Response.json(
          { detail: storyMessages.failedTooOften, code: 'failed_too_often' },
          { status: 409 },
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Generate Story Now' }));
      await waitFor(() =>
        expect(toastTexts()).toEqual([`Error / ${storyMessages.failedTooOften}`]),
      );
    });
  });
});
