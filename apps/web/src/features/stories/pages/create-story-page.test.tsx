import { storyLanguageMessages, type StoryLanguage } from '@littlestar/shared/languages';
import type { Story } from '@littlestar/shared/stories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { createTestStory } from '@/test-utils/test-story';
import { CreateStoryPage } from './create-story-page';

const maya = createTestChild({ id: 'child-1', name: 'Maya', training_status: 'completed' });

/**
 * The server of these tests: POST creates story-9 (pending), PUT updates it, generate answers
 * `generateAnswer`. Every call is recorded as 'METHOD path body'.
 */
function fakeServer({
  balance = 5,
  generateAnswer = 'ok',
  storyLanguages = ['en', 'hi'],
}: {
  balance?: number;
  generateAnswer?: 'ok' | 402 | 409;
  storyLanguages?: StoryLanguage[];
} = {}) {
  let story: Story | null = null;
  const fetchMock = stubApi({
    '/api/site-facts': () => ({
      photo_retention_days: 7,
      likeness: 'offline',
      story_text: storyLanguages.includes('hi') ? 'ai' : 'offline',
      story_images: 'offline',
      print_orders: false,
      story_languages: storyLanguages,
    }),
    '/api/children/child-1': () => maya,
    '/api/payments/credits': () => ({
      total_credits: balance,
      child_credit_cost: 1,
      story_credit_cost: 1,
    }),
    '/api/children/child-1/stories': () => {
      story = createTestStory({ id: 'story-9', child_id: 'child-1', ...lastBody() });
      return Response.json(story, { status: 201 });
    },
    '/api/stories/story-9': () => {
      story = { ...story!, ...lastBody() };
      return story;
    },
    '/api/stories/story-9/generate': () => {
      if (generateAnswer === 402) {
        return Response.json(
          {
            detail: 'Not enough credits: this story needs 1 and you have 0.',
            code: 'not_enough_credits',
          },
          { status: 402 },
        );
      }
      if (generateAnswer === 409) {
        return Response.json(
          { detail: 'This story is already being made.', code: 'already_generating' },
          { status: 409 },
        );
      }
      story = { ...story!, status: 'generating' };
      return { success: true, story };
    },
  });
  const lastBody = () => {
    const init = fetchMock.mock.lastCall?.[1];
    return typeof init?.body === 'string' ? (JSON.parse(init.body) as Partial<Story>) : {};
  };
  const writes = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([url, init]) => {
        const body = typeof init?.body === 'string' ? ` ${init.body}` : '';
        return `${init?.method} ${typeof url === 'string' ? url : '?'}${body}`;
      });
  return { writes };
}

function renderCreatePage() {
  return renderPage({
    path: '/child/:childId/create-story',
    element: <CreateStoryPage />,
    initialEntry: '/child/child-1/create-story',
    routes: [
      { path: '/child/:childId/stories', element: <h1>Stories list</h1> },
      { path: '/add-credits', element: <h1>Add Credits</h1> },
    ],
  });
}

async function fillAndSubmit(title = 'Maya and the Moon', language?: StoryLanguage) {
  fireEvent.change(await screen.findByLabelText('Story Title'), { target: { value: title } });
  if (language) {
    fireEvent.change(screen.getByLabelText('Language of the book'), {
      target: { value: language },
    });
  }
  fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'courage' } });
  fireEvent.change(screen.getByLabelText('Setting'), { target: { value: 'magical kingdom' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
  return screen.findByRole('dialog', { name: 'Ready to Spark Magic?' });
}

describe('Create story', () => {
  it('writes the book in Hindi when the parent chooses it and the server can write it', async () => {
    const server = fakeServer();
    renderCreatePage();
    const select = await screen.findByLabelText<HTMLSelectElement>('Language of the book');
    // English unless the parent chooses otherwise.
    expect(select.value).toBe('en');
    await waitFor(() =>
      expect(
        within(select).getByRole<HTMLOptionElement>('option', { name: 'हिन्दी (Hindi)' }).disabled,
      ).toBe(false),
    );
    await fillAndSubmit('माया और चाँद', 'hi');
    expect(server.writes()).toEqual([
      'POST /api/children/child-1/stories {"title":"माया और चाँद","theme":"courage","setting":"magical kingdom","language":"hi"}',
    ]);
  });

  it('says before anything is saved that an offline server writes English only, and offers English', async () => {
    const server = fakeServer({ storyLanguages: ['en'] });
    renderCreatePage();
    const select = await screen.findByLabelText<HTMLSelectElement>('Language of the book');
    const hindi = within(select).getByRole<HTMLOptionElement>('option', { name: 'हिन्दी (Hindi)' });
    await waitFor(() => expect(hindi.disabled).toBe(true));
    // The reason is tied to the select, so a screen reader hears it with the field.
    const hint = screen.getByText(storyLanguageMessages.hindiUnavailable);
    expect(select.getAttribute('aria-describedby')).toContain(hint.id);
    expect(select.value).toBe('en');
    await fillAndSubmit();
    expect(server.writes()[0]).toContain('"language":"en"');
  });

  it('saves the story, asks with its cost and the balance, then starts it and opens the list', async () => {
    const server = fakeServer({ balance: 5 });
    const { router } = renderCreatePage();
    const dialog = within(await fillAndSubmit());
    expect(server.writes()).toEqual([
      'POST /api/children/child-1/stories {"title":"Maya and the Moon","theme":"courage","setting":"magical kingdom","language":"en"}',
    ]);
    expect((await dialog.findByTestId('story-cost')).textContent).toBe(
      'This story uses 1 credit. You have 5 credits.',
    );
    expect(dialog.queryByRole('link', { name: 'Add credits' })).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: 'Generate Story' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/child/child-1/stories'));
    expect(await screen.findByRole('heading', { name: 'Stories list' })).toBeTruthy();
    // Sonner shows a toast a task after it is asked for, here after the move to the list.
    await waitFor(() => expect(toastTexts()).toContain('Story generation started!'));
    expect(server.writes().at(-1)).toBe('POST /api/stories/story-9/generate');
  });

  it('after Cancel, submitting again updates the same story instead of making another', async () => {
    const server = fakeServer();
    renderCreatePage();
    const dialog = await fillAndSubmit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await fillAndSubmit('Maya and the Sun');
    expect(server.writes()).toEqual([
      'POST /api/children/child-1/stories {"title":"Maya and the Moon","theme":"courage","setting":"magical kingdom","language":"en"}',
      'PUT /api/stories/story-9 {"title":"Maya and the Sun","theme":"courage","setting":"magical kingdom","language":"en"}',
    ]);
  });

  it('says before confirming when the balance is too low, with a way to buy credits', async () => {
    fakeServer({ balance: 0 });
    const { router } = renderCreatePage();
    const dialog = within(await fillAndSubmit());
    expect((await dialog.findByTestId('story-cost')).textContent).toBe(
      'This story uses 1 credit. You have 0 credits.',
    );
    expect(dialog.getByRole('alert').textContent).toContain(
      'You do not have enough credits for this story yet.',
    );
    fireEvent.click(dialog.getByRole('link', { name: 'Add credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-credits'));
  });

  it('a 402 from the server shows its reason and a link to buy credits; nothing else changes', async () => {
    // The balance looked enough here, but was spent elsewhere meanwhile.
    const server = fakeServer({ balance: 1, generateAnswer: 402 });
    const { router } = renderCreatePage();
    const dialog = within(await fillAndSubmit());
    await dialog.findByTestId('story-cost');
    fireEvent.click(dialog.getByRole('button', { name: 'Generate Story' }));

    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('Not enough credits: this story needs 1 and you have 0.');
    expect(within(alert).getByRole('link', { name: 'Add credits' }).getAttribute('href')).toBe(
      '/add-credits',
    );
    // Still here, with the dialog open to try again once credits are bought.
    expect(router.state.location.pathname).toBe('/child/child-1/create-story');
    expect(dialog.getByRole<HTMLButtonElement>('button', { name: 'Generate Story' }).disabled).toBe(
      false,
    );
    expect(toastTexts()).not.toContain('Story generation started!');
    expect(server.writes().filter((write) => write.includes('/generate'))).toHaveLength(1);
  });

  it("another refusal to start says the server's reason in a toast", async () => {
    fakeServer({ generateAnswer: 409 });
    const { router } = renderCreatePage();
    const dialog = within(await fillAndSubmit());
    fireEvent.click(dialog.getByRole('button', { name: 'Generate Story' }));
    await waitFor(() => expect(toastTexts()).toContain('This story is already being made.'));
    expect(router.state.location.pathname).toBe('/child/child-1/create-story');
  });

  it("a failed save says the server's reason, else 'Failed to save story', and asks nothing", async () => {
    stubApi({
      '/api/children/child-1': () => maya,
      '/api/children/child-1/stories': () =>
        Response.json(
          { detail: "Maya's training has not finished yet.", code: 'child_not_ready' },
          { status: 409 },
        ),
    });
    renderCreatePage();
    fireEvent.change(await screen.findByLabelText('Story Title'), { target: { value: 'Moon' } });
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'space' } });
    fireEvent.change(screen.getByLabelText('Setting'), { target: { value: 'space' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Story' }));
    await waitFor(() => expect(toastTexts()).toContain("Maya's training has not finished yet."));
    expect(screen.queryByRole('dialog')).toBeNull();

    stubApi({
      '/api/children/child-1': () => maya,
      '/api/children/child-1/stories': () => new Response('Bad gateway', { status: 502 }),
    });
    // The button says 'Saving Story...' until the refused submit is over.
    fireEvent.click(await screen.findByRole('button', { name: 'Create Story' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to save story'));
  });
});
