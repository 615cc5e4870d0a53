import type { Story } from '@littlestar/shared/stories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCredits } from '@/lib/credits-query';
import { stubApi, type FakeAnswer } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { createTestStory } from '@/test-utils/test-story';
import { ChildStoriesPage } from './child-stories-page';
import { STORIES_POLL_MS } from '../api/list-stories';

const maya = createTestChild({ id: 'child-1', name: 'Maya', training_status: 'completed' });
const LIST = '/api/children/child-1/stories';

const complete = createTestStory({
  id: 'story-c',
  title: 'The Brave Little Fox',
  status: 'complete',
  conflict: 'Afraid of the dark',
  cover_url: '/files/cover-c.png',
  created_at: '2026-03-01T09:00:00Z',
});
const pending = createTestStory({
  id: 'story-p',
  title: 'Ocean Friends',
  theme: 'friendship',
  status: 'pending',
  created_at: '2026-03-02T09:00:00Z',
});
const failed = createTestStory({
  id: 'story-e',
  title: 'Stars Above',
  theme: 'space',
  status: 'error',
  created_at: '2026-03-03T09:00:00Z',
});
const making = createTestStory({
  id: 'story-g',
  title: 'Castle in the Clouds',
  theme: 'magic',
  status: 'generating_images',
  created_at: '2026-03-04T09:00:00Z',
  progress: { stage: 'illustrating', pages_illustrated: 2, pages_total: 4 },
});

/** The list is answered by `stories` (a function may change its answer per call). */
function fakeServer(stories: Story[] | (() => FakeAnswer)) {
  return stubApi({
    '/api/children/child-1': () => maya,
    [LIST]: typeof stories === 'function' ? stories : () => stories,
    '/api/payments/credits': () => ({
      total_credits: 4,
      child_credit_cost: 1,
      story_credit_cost: 1,
    }),
  });
}

function Balance() {
  const { data } = useCredits();
  return <p>Credits: {data?.total_credits ?? '...'}</p>;
}

const listCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === LIST).length;

function renderList() {
  return renderPage({
    path: '/child/:childId/stories',
    element: <ChildStoriesPage />,
    initialEntry: '/child/child-1/stories',
  });
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('Stories of a child', () => {
  it("names the child and shows each story's status, message and next step", async () => {
    fakeServer([complete, pending, failed, making]);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Stories for Maya' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to All Children' }).getAttribute('href')).toBe(
      '/children',
    );
    expect(screen.getByRole('link', { name: 'Create New Story' }).getAttribute('href')).toBe(
      '/child/child-1/create-story',
    );

    const done = within(await screen.findByRole('article', { name: 'The Brave Little Fox' }));
    expect(done.getByText('Complete').closest('[data-status]')?.className).toContain('emerald');
    // The description is the conflict when there is one…
    expect(done.getByText('Afraid of the dark')).toBeTruthy();
    expect(done.getByText('Story is ready to view and download.')).toBeTruthy();
    expect(done.getByRole('link', { name: 'View Story' }).getAttribute('href')).toBe(
      '/story/story-c/preview',
    );
    expect(done.getByRole('img', { name: 'Cover of The Brave Little Fox' })).toBeTruthy();

    const waiting = within(screen.getByRole('article', { name: 'Ocean Friends' }));
    // …else the theme, capitalised.
    expect(waiting.getByText('Friendship')).toBeTruthy();
    expect(waiting.getByText('Pending').closest('[data-status]')?.className).toContain('amber');
    expect(waiting.getByRole('link', { name: 'Edit Story' }).getAttribute('href')).toBe(
      '/story/story-p/edit',
    );
    // No cover yet: the placeholder story image.
    expect(waiting.getByTestId('story-placeholder')).toBeTruthy();

    const broken = within(screen.getByRole('article', { name: 'Stars Above' }));
    expect(broken.getByText('Error').closest('[data-status]')?.className).toContain('red');
    expect(
      broken.getByText('There was an error generating this story. Please try again.'),
    ).toBeTruthy();
    expect(broken.getByRole('link', { name: 'Edit Story' })).toBeTruthy();

    const busy = within(screen.getByRole('article', { name: 'Castle in the Clouds' }));
    expect(busy.getByText('Generating Images').closest('[data-status]')?.className).toContain(
      'sky',
    );
    expect(
      busy.getByRole<HTMLButtonElement>('button', { name: 'Story Generating...' }).disabled,
    ).toBe(true);
    expect(busy.getByText('Illustrating page 3 of 4')).toBeTruthy();
    const bar = busy.getByRole('progressbar', { name: 'Progress of Castle in the Clouds' });
    expect(bar.getAttribute('aria-valuenow')).toBe('53');
    // A story being made cannot be deleted from under the pipeline.
    expect(busy.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('a cover that fails to load gives way to the placeholder story image', async () => {
    fakeServer([complete]);
    renderList();
    const card = within(await screen.findByRole('article', { name: 'The Brave Little Fox' }));
    fireEvent.error(card.getByRole('img', { name: 'Cover of The Brave Little Fox' }));
    expect(card.queryByRole('img', { name: 'Cover of The Brave Little Fox' })).toBeNull();
    expect(card.getByTestId('story-placeholder')).toBeTruthy();
  });

  it('filters: Latest by default, then Oldest, Complete and Pending', async () => {
    fakeServer([complete, pending, failed, making]);
    renderList();
    await screen.findByRole('article', { name: 'Ocean Friends' });
    const filters = within(screen.getByRole('group', { name: 'Filter stories' }));
    expect(filters.getByRole('button', { name: 'Latest' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(cardTitles()).toEqual([
      'Castle in the Clouds',
      'Stars Above',
      'Ocean Friends',
      'The Brave Little Fox',
    ]);

    fireEvent.click(filters.getByRole('button', { name: 'Oldest' }));
    expect(cardTitles()).toEqual([
      'The Brave Little Fox',
      'Ocean Friends',
      'Stars Above',
      'Castle in the Clouds',
    ]);
    expect(filters.getByRole('button', { name: 'Oldest' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(filters.getByRole('button', { name: 'Latest' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    fireEvent.click(filters.getByRole('button', { name: 'Complete' }));
    expect(cardTitles()).toEqual(['The Brave Little Fox']);
    fireEvent.click(filters.getByRole('button', { name: 'Pending' }));
    expect(cardTitles()).toEqual(['Ocean Friends']);
  });

  it("an empty list says so and offers to create the child's first story", async () => {
    fakeServer([]);
    renderList();
    expect(await screen.findByText('No stories created yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create First Story' }).getAttribute('href')).toBe(
      '/child/child-1/create-story',
    );
    expect(screen.queryByRole('group', { name: 'Filter stories' })).toBeNull();
  });

  it('says when the stories or the child cannot be fetched, inline and in an Error toast', async () => {
    stubApi({
      '/api/children/child-1': () => Response.json({ detail: 'Oops' }, { status: 500 }),
      [LIST]: () => Response.json({ detail: 'Oops' }, { status: 500 }),
    });
    renderList();
    expect(await screen.findByText('Failed to fetch stories', { selector: 'p' })).toBeTruthy();
    // The child is another request: its failure may land after the list's.
    expect(
      await screen.findByText('Failed to fetch child details', { selector: 'p' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(toastTexts().sort()).toEqual([
        'Error / Failed to fetch child details',
        'Error / Failed to fetch stories',
      ]),
    );
  });

  it('follows a story being made every second, turns it into the complete card with its cover, then stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: Story[][] = [
      [making, complete],
      [
        { ...making, progress: { stage: 'binding', pages_illustrated: 4, pages_total: 4 } },
        complete,
      ],
      [
        {
          ...making,
          status: 'complete',
          progress: null,
          cover_url: '/files/cover-g.png',
        },
        complete,
      ],
    ];
    let call = 0;
    const fetchMock = fakeServer(() => answers[Math.min(call++, answers.length - 1)] ?? []);
    renderList();
    const card = within(await screen.findByRole('article', { name: 'Castle in the Clouds' }));
    expect(card.getByText('Illustrating page 3 of 4')).toBeTruthy();
    expect(card.getByTestId('story-placeholder')).toBeTruthy();
    expect(
      screen.getByText('This page updates by itself while a story is being made.'),
    ).toBeTruthy();

    await vi.advanceTimersByTimeAsync(STORIES_POLL_MS);
    await waitFor(() => expect(card.getByText('Binding the book…')).toBeTruthy());

    await vi.advanceTimersByTimeAsync(STORIES_POLL_MS);
    await waitFor(() => expect(card.getByRole('link', { name: 'View Story' })).toBeTruthy());
    expect(card.getByText('Complete')).toBeTruthy();
    expect(card.getByRole('img', { name: 'Cover of Castle in the Clouds' })).toBeTruthy();
    expect(card.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(toastTexts()).toContain('"Castle in the Clouds" is ready!'));
    expect(
      screen.queryByText('This page updates by itself while a story is being made.'),
    ).toBeNull();

    // Nothing is being made any more: the list stops asking.
    const asked = listCalls(fetchMock);
    expect(asked).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listCalls(fetchMock)).toBe(asked);
  });

  it('does not poll a list where nothing is being made', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = fakeServer([complete, pending, failed]);
    renderList();
    await screen.findByRole('article', { name: 'Stars Above' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listCalls(fetchMock)).toBe(1);
  });

  it('reads the balance again when a story being made fails (its credits were refunded)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let call = 0;
    let balance = 3;
    stubApi({
      '/api/children/child-1': () => maya,
      [LIST]: () => (call++ === 0 ? [making] : [{ ...making, status: 'error', progress: null }]),
      '/api/payments/credits': () => ({
        total_credits: balance,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
    });
    renderPage({
      path: '/child/:childId/stories',
      element: <ChildStoriesPage />,
      initialEntry: '/child/child-1/stories',
      // Stands in for the header's Credits badge.
      wrapper: ({ children }) => (
        <>
          <Balance />
          {children}
        </>
      ),
    });
    await screen.findByRole('article', { name: 'Castle in the Clouds' });
    expect(await screen.findByText('Credits: 3')).toBeTruthy();

    // The server fails the story and gives its credit back.
    balance = 4;
    await vi.advanceTimersByTimeAsync(STORIES_POLL_MS);
    const card = within(screen.getByRole('article', { name: 'Castle in the Clouds' }));
    await waitFor(() => expect(card.getByRole('link', { name: 'Edit Story' })).toBeTruthy());
    expect(await screen.findByText('Credits: 4')).toBeTruthy();
  });

  it('deletes a story from its card after the confirmation', async () => {
    let stories = [complete, pending];
    const deleted: string[] = [];
    stubApi({
      '/api/children/child-1': () => maya,
      [LIST]: () => stories,
      '/api/stories/story-p': () => {
        deleted.push('story-p');
        stories = stories.filter((story) => story.id !== 'story-p');
        return new Response(null, { status: 204 });
      },
    });
    renderList();
    const card = within(await screen.findByRole('article', { name: 'Ocean Friends' }));
    fireEvent.click(card.getByRole('button', { name: 'Delete Ocean Friends' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Ocean Friends”?' });
    // Nothing was spent on a pending story: no talk of refunds.
    expect(dialog.textContent).toContain(
      'This removes the story with its pages and pictures for good.',
    );
    expect(dialog.textContent).not.toContain('refunded');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);

    fireEvent.click(card.getByRole('button', { name: 'Delete Ocean Friends' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('"Ocean Friends" was deleted.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ocean Friends' })).toBeNull(),
    );
    expect(deleted).toEqual(['story-p']);
    const done = within(screen.getByRole('article', { name: 'The Brave Little Fox' }));
    fireEvent.click(done.getByRole('button', { name: 'Delete The Brave Little Fox' }));
    // A complete story was paid for: said plainly before the parent confirms.
    expect(
      (await screen.findByRole('alertdialog', { name: 'Delete “The Brave Little Fox”?' }))
        .textContent,
    ).toContain('The credits used to make it are not refunded.');
  });
});
