import { giftMessages, type SentGift } from '@littlestar/shared/gifts';
import type { Share } from '@littlestar/shared/shares';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { createTestStory } from '@/test-utils/test-story';
import { StoryPreviewPage } from '../pages/story-preview-page';

const story = createTestStory({
  id: 'story-5',
  child_id: 'child-1',
  status: 'complete',
  title: 'The Brave Little Fox',
});

const sent: SentGift = {
  id: 'gift-1',
  share_id: 'share-1',
  story_id: 'story-5',
  sent_to: 'g•••@example.com',
  sent_at: '2025-12-01T09:34:00.000Z',
};

/** Opens the story's reader with a fake API, then "Send as a gift". */
async function openGiftDialog(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    '/api/stories/story-5': () => story,
    '/api/shares': () => ({ shares: [] }),
    ...routes,
  });
  renderPage({
    path: '/story/:storyId/preview',
    element: <StoryPreviewPage />,
    initialEntry: '/story/story-5/preview',
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Send as a gift' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send this book as a gift' });
  return { dialog, fetchMock };
}

const giftBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input instanceof Request ? input.url : input).includes('/gifts'))
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    );

function fill(dialog: HTMLElement, values: { to?: string; name?: string; message?: string }) {
  const set = (label: string, value: string | undefined) => {
    if (value !== undefined)
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  };
  set('Recipient’s e-mail', values.to);
  set('Your name', values.name);
  set('Message (optional)', values.message);
}

describe('Sending a book as a gift', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the address, the name and the message, then says where it went', async () => {
    const { dialog, fetchMock } = await openGiftDialog({
      '/api/stories/story-5/gifts': () => Response.json(sent, { status: 201 }),
    });
    fill(dialog, { to: ' Grandchild@Example.com ', name: 'Granny Asha', message: 'Hello!' });
    expect(within(dialog).getByText('6 / 300 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send gift' }));

    await waitFor(() => expect(toastTexts()).toEqual([giftMessages.sent('g•••@example.com')]));
    expect(giftBodies(fetchMock)).toEqual([
      { recipient_email: 'grandchild@example.com', sender_name: 'Granny Asha', message: 'Hello!' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what is missing before anything is sent', async () => {
    const { dialog, fetchMock } = await openGiftDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    expect(await within(dialog).findByText(giftMessages.recipientRequired)).toBeTruthy();
    expect(within(dialog).getByText(giftMessages.senderNameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Recipient’s e-mail'));
    expect(giftBodies(fetchMock)).toEqual([]);
  });

  it.each([
    ['an unverified address', 403, 'verification_required', giftMessages.verificationRequired],
    ['the day’s last gift', 429, 'gift_limit_reached', giftMessages.limitReached],
    ['refused words', 400, 'message_refused', giftMessages.messageRefused],
  ])('keeps the form open and says why for %s', async (_case, status, code, detail) => {
    const { dialog } = await openGiftDialog({
      '/api/stories/story-5/gifts': () => Response.json({ detail, code }, { status }),
    });
    fill(dialog, { to: 'someone@example.com', name: 'Asha', message: 'Hi' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(detail);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Your name').value).toBe('Asha');
  });

  it('shows a sent gift in the Share dialog with the masked address only', async () => {
    const gift: Share = {
      id: 'share-1',
      story_id: 'story-5',
      story_title: story.title,
      allow_pdf: false,
      expires_at: null,
      created_at: '2025-12-01T09:34:00.000Z',
      view_count: 0,
      gift_to: 'g•••@example.com',
    };
    stubApi({
      '/api/stories/story-5': () => story,
      '/api/shares': () => ({ shares: [gift] }),
    });
    renderPage({
      path: '/story/:storyId/preview',
      element: <StoryPreviewPage />,
      initialEntry: '/story/story-5/preview',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this book' });
    const item = await within(dialog).findByRole('listitem');
    expect(item.textContent).toMatch(/Sent as a gift to g•••@example\.com on 1 Dec 2025/);
  });
});
