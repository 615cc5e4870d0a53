import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { ChildrenPage } from './children-page';

const maya = createTestChild({ id: 'child-2', name: 'Maya', training_status: 'completed' });
const arjun = createTestChild({ id: 'child-1', name: 'Arjun', training_status: 'training' });

/** GET /api/children lists who is left; DELETE /api/children/{id} removes one. */
function fakeServer({ deleteAnswers = 204 }: { deleteAnswers?: number } = {}) {
  let children = [maya, arjun];
  const deleted: string[] = [];
  const child = (id: string) => (_url: URL) => {
    if (deleteAnswers !== 204) {
      return Response.json({ detail: 'Could not delete right now' }, { status: deleteAnswers });
    }
    deleted.push(id);
    children = children.filter((each) => each.id !== id);
    return new Response(null, { status: 204 });
  };
  stubApi({
    '/api/children': () => children,
    '/api/children/child-1': child('child-1'),
    '/api/children/child-2': child('child-2'),
  });
  return { deleted };
}

describe('ChildrenPage: deleting a child', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('deletes a Ready child from its card after the confirmation, keeping the other card as it was', async () => {
    const server = fakeServer();
    renderPage({ path: '/children', element: <ChildrenPage /> });
    const card = within(await screen.findByRole('article', { name: 'Maya' }));
    expect(card.getByText('Ready')).toBeTruthy();
    expect(card.getByText('Child Profile created. You can now add and view stories.')).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Delete Maya' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Maya?' });
    expect(dialog.textContent).toContain(
      "This removes Maya's photos, stories and illustrations for good.",
    );
    // Said plainly before the parent confirms: the credit is spent either way.
    expect(dialog.textContent).toContain('The credit used to create this profile is not refunded.');

    // Cancel deletes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.deleted).toEqual([]);

    fireEvent.click(card.getByRole('button', { name: 'Delete Maya' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText("Maya's profile was deleted.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Maya' })).toBeNull());
    expect(server.deleted).toEqual(['child-2']);

    const other = within(screen.getByRole('article', { name: 'Arjun' }));
    expect(other.getByText('Training')).toBeTruthy();
    expect(other.getByRole('button', { name: 'Delete Arjun' })).toBeTruthy();
  });

  it("says why a delete failed and keeps the child's card", async () => {
    fakeServer({ deleteAnswers: 503 });
    renderPage({ path: '/children', element: <ChildrenPage /> });
    const card = within(await screen.findByRole('article', { name: 'Arjun' }));
    fireEvent.click(card.getByRole('button', { name: 'Delete Arjun' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Could not delete right now')).toBeTruthy();
    // The confirmation stays open for another try; the card is still there behind it.
    expect(screen.getByRole('alertdialog', { name: 'Delete Arjun?' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Arjun', hidden: true })).toBeTruthy();
  });
});
