import { shareMessages, type CreatedShare, type Share } from '@littlestar/shared/shares';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { createTestStory } from '@/test-utils/test-story';
import { StoryPreviewPage } from '../pages/story-preview-page';

const happyDom = (
  window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  }
).happyDOM;

const story = createTestStory({
  id: 'story-5',
  child_id: 'child-1',
  status: 'complete',
  title: 'The Brave Little Fox',
  cover_url: '/files/cover.png',
  pages: [{ id: 'p1', text: 'Once upon a time, Maya met a fox.', image_url: '/files/p1.png' }],
});

const share = (overrides: Partial<Share> = {}): Share => ({
  id: 'share-1',
  story_id: 'story-5',
  story_title: 'The Brave Little Fox',
  allow_pdf: false,
  expires_at: null,
  created_at: '2025-03-12T09:34:00.000Z',
  view_count: 0,
  gift_to: null,
  ...overrides,
});

/** Opens the story's reader with a fake API whose open links are `shares`, then "Share". */
async function openShareDialog(
  shares: Share[],
  routes: Parameters<typeof stubApi>[0] = {},
): Promise<{ dialog: HTMLElement; fetchMock: ReturnType<typeof stubApi> }> {
  const fetchMock = stubApi({
    '/api/stories/story-5': () => story,
    '/api/shares': () => ({ shares }),
    ...routes,
  });
  renderPage({
    path: '/story/:storyId/preview',
    element: <StoryPreviewPage />,
    initialEntry: '/story/story-5/preview',
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share this book' });
  return { dialog, fetchMock };
}

/** The method, path with query and JSON body of each request to a shares endpoint. */
const shareRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input, init]) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost');
      return {
        method: init?.method ?? 'GET',
        path: url.pathname + url.search,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
    })
    .filter((request) => request.path.includes('/shares'));

describe('Sharing a story', () => {
  beforeEach(() => happyDom.setViewport({ width: 390, height: 844 }));
  afterEach(() => {
    happyDom.setViewport({ width: 1024, height: 768 });
    vi.restoreAllMocks();
  });

  it('creates a link with the chosen expiry and PDF, shows it once and copies it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    let shares: Share[] = [];
    const created: CreatedShare = {
      ...share({ id: 'share-2', allow_pdf: true, expires_at: '2025-03-19T09:34:00.000Z' }),
      url: 'http://localhost/b/tok_abc123',
    };
    const { dialog, fetchMock } = await openShareDialog([], {
      '/api/shares': () => ({ shares }),
      '/api/stories/story-5/shares': () => {
        const { url: _url, ...listed } = created;
        shares = [listed];
        return Response.json(created, { status: 201 });
      },
    });
    expect(await within(dialog).findByText('No open links yet')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Link expires after'), {
      target: { value: '7' },
    });
    fireEvent.click(within(dialog).getByLabelText('Allow PDF download'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));

    expect(await within(dialog).findByText(shareMessages.created)).toBeTruthy();
    const link = within(dialog).getByLabelText<HTMLInputElement>('Link to the book');
    expect(link.value).toBe('http://localhost/b/tok_abc123');
    expect(link.readOnly).toBe(true);
    expect(shareRequests(fetchMock)).toContainEqual({
      method: 'POST',
      path: '/api/stories/story-5/shares',
      body: { expires_in_days: 7, allow_pdf: true },
    });
    expect(shareRequests(fetchMock)[0]).toMatchObject({ path: '/api/shares?story_id=story-5' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/b/tok_abc123');

    // The new link is listed with its expiry, its PDF and its views.
    const item = await within(dialog).findByRole('listitem');
    expect(item.textContent).toContain('PDF download allowed');
    expect(item.textContent).toContain('0 views');
    expect(item.textContent).toContain('Expires');
  });

  it('selects the link for copying by hand when the clipboard is refused', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    const { dialog } = await openShareDialog([], {
      '/api/stories/story-5/shares': () =>
        Response.json({ ...share(), url: 'http://localhost/b/tok_xyz' }, { status: 201 }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByLabelText<HTMLInputElement>('Link to the book');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(
      await within(dialog).findByText('The link is selected: copy it with your keyboard or menu.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(link);
  });

  it("says why a link was refused, in the server's words", async () => {
    const { dialog } = await openShareDialog([], {
      '/api/stories/story-5/shares': () =>
        Response.json({ detail: shareMessages.tooMany, code: 'conflict' }, { status: 409 }),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(shareMessages.tooMany);
    expect(within(dialog).queryByLabelText('Link to the book')).toBeNull();
  });

  it('lists the open links and revokes one after a confirmation', async () => {
    let shares = [
      share({ id: 'share-1', view_count: 3, allow_pdf: true }),
      share({ id: 'share-2', view_count: 1, expires_at: '2025-04-11T09:34:00.000Z' }),
    ];
    const { dialog, fetchMock } = await openShareDialog([], {
      '/api/shares': () => ({ shares }),
      '/api/shares/share-1': () => {
        shares = shares.filter((each) => each.id !== 'share-1');
        return new Response(null, { status: 204 });
      },
    });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/No expiry.*PDF download allowed · 3 views/),
      expect.stringMatching(/Expires.*No PDF download · 1 view(?!s)/),
    ]);

    fireEvent.click(within(items[0]!).getByRole('button', { name: /^Revoke/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this link?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    await waitFor(() => expect(toastTexts()).toEqual([shareMessages.revoked]));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(shareRequests(fetchMock)).toContainEqual({
      method: 'DELETE',
      path: '/api/shares/share-1',
      body: undefined,
    });
  });

  it('says so when the links cannot be loaded, and tries again', async () => {
    let isDown = true;
    const { dialog } = await openShareDialog([], {
      '/api/shares': () =>
        isDown
          ? Response.json({ detail: 'Boom', code: 'internal' }, { status: 500 })
          : { shares: [] },
    });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Boom');
    isDown = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No open links yet')).toBeTruthy();
  });
});
