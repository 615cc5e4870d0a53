import type { Story } from '@littlestar/shared/stories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeAnswer } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { createTestStory } from '@/test-utils/test-story';
import { EditStoryPage } from './edit-story-page';

const STORY = '/api/stories/story-3';

function renderEditPage(answer: () => FakeAnswer, extra: Record<string, () => FakeAnswer> = {}) {
  stubApi({
    [STORY]: answer,
    '/api/payments/credits': () => ({
      total_credits: 2,
      child_credit_cost: 1,
      story_credit_cost: 1,
    }),
    ...extra,
  });
  const { router } = renderPage({
    path: '/story/:storyId/edit',
    element: <EditStoryPage />,
    initialEntry: '/story/story-3/edit',
    routes: [
      { path: '/story/:storyId/preview', element: <h1>Story Preview</h1> },
      { path: '/children', element: <h1>Your Little Stars</h1> },
      { path: '/child/:childId/stories', element: <h1>Stories list</h1> },
    ],
  });
  return { router };
}

/** The request being answered (the fake API hands its handlers only the URL). */
const lastRequest = () => vi.mocked(fetch).mock.lastCall?.[1];

const story = (overrides: Partial<Story>) =>
  createTestStory({ id: 'story-3', child_id: 'child-1', title: 'Ocean Friends', ...overrides });

describe('Edit story: where the status sends the parent', () => {
  it("says 'Loading...' until the story is in", async () => {
    renderEditPage(() => new Promise<Response>(() => {}));
    expect(await screen.findByText('Loading...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Story' })).toBeNull();
  });

  it('opens the preview of a complete story', async () => {
    const { router } = renderEditPage(() => story({ status: 'complete' }));
    expect(await screen.findByRole('heading', { name: 'Story Preview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/story/story-3/preview');
    expect(toastTexts()).toEqual([]);
  });

  it.each(['generating', 'generating_images'] as const)(
    'a %s story is left alone: a toast, then /children',
    async (status) => {
      const { router } = renderEditPage(() => story({ status }));
      expect(await screen.findByRole('heading', { name: 'Your Little Stars' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/children');
      await waitFor(() =>
        expect(toastTexts()).toEqual([
          'Error / Story is being generated. Please wait for some time.',
        ]),
      );
    },
  );

  it("a missing story: 'No story found with this ID', then /children", async () => {
    const { router } = renderEditPage(() =>
      Response.json({ detail: 'Story not found', code: 'not_found' }, { status: 404 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/children'));
    await waitFor(() => expect(toastTexts()).toEqual(['Error / No story found with this ID']));
  });

  it("any other failure: 'Failed to fetch story details', then /children", async () => {
    const { router } = renderEditPage(() => new Response('oops', { status: 500 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/children'));
    await waitFor(() => expect(toastTexts()).toEqual(['Error / Failed to fetch story details']));
  });
});

describe('Edit story: update, then generate again', () => {
  it('updates a failed story, confirms, starts it and opens the child’s stories', async () => {
    let saved = story({
      status: 'error',
      conflict: 'Lost at sea',
      theme: 'friendship',
      setting: 'ocean',
    });
    const { router } = renderEditPage(
      () => {
        const init = lastRequest();
        if (init?.method === 'PUT' && typeof init.body === 'string') {
          saved = { ...saved, ...(JSON.parse(init.body) as Partial<Story>), status: 'pending' };
        }
        return saved;
      },
      {
        '/api/stories/story-3/generate': () => ({
          success: true,
          story: { ...saved, status: 'generating' },
        }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Edit Story' })).toBeTruthy();
    expect(screen.getByText('Update your story details and generate a new version')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Conflict (optional)').value).toBe(
      'Lost at sea',
    );

    fireEvent.change(screen.getByLabelText('Story Title'), {
      target: { value: 'Ocean Friends Forever' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Story' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ready to Generate?' }));
    expect(
      dialog.getByText('Your updated story will be generated with the new details. Proceed?'),
    ).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toContain('Story updated successfully!'));
    expect(saved.title).toBe('Ocean Friends Forever');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Generate Story' }));
    expect(await screen.findByRole('heading', { name: 'Stories list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/child/child-1/stories');
    await waitFor(() => expect(toastTexts()).toContain('Story generation started!'));
  });

  it("a refused update says the server's reason, else 'Failed to update story'", async () => {
    let answer: Response | null = null;
    renderEditPage(() => {
      const init = lastRequest();
      return init?.method === 'PUT' && answer ? answer : story({ status: 'pending' });
    });
    await screen.findByRole('heading', { name: 'Edit Story' });
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'nature' } });

    answer = Response.json(
      { detail: 'This story is being made; it cannot change now.', code: 'already_generating' },
      { status: 409 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update Story' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('This story is being made; it cannot change now.'),
    );
    answer = new Response('', { status: 500 });
    // The button says 'Updating Story...' until the refused submit is over.
    fireEvent.click(await screen.findByRole('button', { name: 'Update Story' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to update story'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Edit story: the cast (product.md#cast)', () => {
  it("starts from the story's companions, offers the other ready children, and sends the change", async () => {
    const saved = story({
      status: 'error',
      cast: [
        { child_id: 'child-2', name: 'Sam' },
        { name: 'Biscuit', kind: 'dog', colour: 'golden' },
      ],
    });
    renderEditPage(() => (lastRequest()?.method === 'PUT' ? { ...saved, cast: [] } : saved), {
      '/api/children': () => [
        createTestChild({ id: 'child-1', name: 'Maya', training_status: 'completed' }),
        createTestChild({ id: 'child-2', name: 'Sam', training_status: 'completed' }),
        createTestChild({ id: 'child-4', name: 'Nia', training_status: 'training' }),
      ],
    });
    const cast = await screen.findByRole('group', { name: 'Who else is in this story?' });
    const sibling = within(cast).getByLabelText<HTMLSelectElement>('Companion 1: which child');
    expect(sibling.value).toBe('child-2');
    // Neither the hero nor a child still in training can join.
    await waitFor(() =>
      expect(Array.from(sibling.options, (option) => option.textContent)).toEqual(['Sam']),
    );
    expect(within(cast).getByLabelText<HTMLInputElement>('Companion 2: name').value).toBe(
      'Biscuit',
    );
    fireEvent.click(within(cast).getByRole('button', { name: 'Remove Biscuit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Story' }));
    const put = () => vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'PUT');
    await waitFor(() => expect(put()).toBeDefined());
    const body = JSON.parse(put()?.[1]?.body as string) as { cast: unknown };
    expect(body.cast).toEqual([{ child_id: 'child-2' }]);
  });
});
