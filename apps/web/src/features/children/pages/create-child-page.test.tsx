import type { Child } from '@littlestar/shared/children';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditsQueryKey } from '@/lib/query-keys';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { CreateChildPage } from './create-child-page';
import { EditChildPage } from './edit-child-page';

/** The server of these tests: one child once created; every POST /children is counted. */
function fakeServer({ balance = 3 }: { balance?: number } = {}) {
  let child: Child | null = null;
  const fetchMock = stubApi({
    '/api/payments/credits': () => ({
      total_credits: balance,
      child_credit_cost: 1,
      story_credit_cost: 1,
    }),
    '/api/children': () => {
      child = createTestChild({ id: 'child-9', name: 'Maya' });
      return Response.json(child, { status: 201 });
    },
    '/api/children/child-9': () =>
      child ?? Response.json({ detail: 'Child not found' }, { status: 404 }),
    '/api/training/limits': () => ({ min_photos: 5, max_photos: 10 }),
  });
  const creates = () =>
    fetchMock.mock.calls.filter(([url, init]) => url === '/api/children' && init?.method === 'POST')
      .length;
  const updates = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) => url === '/api/children/child-9' && init?.method === 'PUT',
    ).length;
  return { creates, updates, seed: (seeded: Child) => (child = seeded) };
}

/** The edit page of a child that exists, reached from its card (no ?new, no ?step). */
function renderEditPage() {
  fakeServer().seed(createTestChild({ id: 'child-9', name: 'Maya' }));
  renderPage({
    path: '/child/:childId/edit',
    element: <EditChildPage />,
    initialEntry: '/child/child-9/edit',
  });
}

const routes = [
  { path: '/child/:childId/edit', element: <EditChildPage /> },
  { path: '/children', element: <h1>Your Little Stars</h1> },
];

describe('Create child → photo step', () => {
  beforeAll(() => {
    // Radix's slider measures itself, with a ResizeObserver where the page has one.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it("replaces /create-child with the child's edit URL at step 2, so a reload creates nothing", async () => {
    const server = fakeServer();
    const { router } = renderPage({
      path: '/create-child',
      element: <CreateChildPage />,
      routes,
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Maya' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByRole('button', { name: 'Upload & Start Training' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/child/child-9/edit');
    expect(router.state.location.search).toBe('?step=photos&new=1');
    // Still adding a child: the create look, not the edit page's.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Add a Child');
    expect(screen.queryByRole('link', { name: 'Back to All Children' })).toBeNull();
    expect(screen.queryByText('Delete Maya')).toBeNull();
    // Replaced, not pushed: Back does not return to a form that would create another child.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Child profile created! Now upload images.')).toBeTruthy();
    expect(server.creates()).toBe(1);
  });

  it('a reload of that URL opens the same child at the photo step', async () => {
    const server = fakeServer();
    server.seed(createTestChild({ id: 'child-9', name: 'Maya' }));
    const { router } = renderPage({
      path: '/create-child',
      element: <CreateChildPage />,
      routes,
      initialEntry: '/child/child-9/edit?step=photos',
    });
    expect(await screen.findByRole('heading', { name: 'Photos of Maya' })).toBeTruthy();
    expect(screen.getByTestId('photo-input')).toBeTruthy();
    expect(server.creates()).toBe(0);

    // Back to the details keeps the URL in step.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("keeps 'Add a Child' on reload, and Back from the photos fixes step 1 as an update", async () => {
    const server = fakeServer();
    server.seed(createTestChild({ id: 'child-9', name: 'Maya' }));
    const { router } = renderPage({
      path: '/child/:childId/edit',
      element: <EditChildPage />,
      initialEntry: '/child/child-9/edit?step=photos&new=1',
    });
    expect(await screen.findByRole('heading', { name: 'Photos of Maya' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Add a Child');
    expect(screen.queryByRole('button', { name: 'Delete child' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Maya Rose' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByTestId('photo-input')).toBeTruthy();
    expect(server.updates()).toBe(1);
    expect(server.creates()).toBe(0);
    expect(router.state.location.search).toBe('?new=1&step=photos');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Add a Child');
  });

  it('the edit page without ?new is the edit screen, with its delete card', async () => {
    renderEditPage();
    expect(await screen.findByRole('button', { name: 'Delete child' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Child Profile');
    expect(screen.getByRole('link', { name: 'Back to All Children' })).toBeTruthy();
  });

  it('warns up front when the balance will not cover the profile, and still lets the parent try', async () => {
    fakeServer({ balance: 0 });
    renderPage({ path: '/create-child', element: <CreateChildPage />, routes });
    const notice = await screen.findByTestId('low-credits-notice');
    expect(notice.textContent).toContain('Creating a profile uses 1 credit. You have 0 credits');
    expect(within(notice).getByRole('link', { name: 'Add credits' }).getAttribute('href')).toBe(
      '/add-credits',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create Profile' }).disabled).toBe(
      false,
    );
  });

  it('shows no credits notice when the balance covers the profile', async () => {
    fakeServer({ balance: 1 });
    const { queryClient } = renderPage({
      path: '/create-child',
      element: <CreateChildPage />,
      routes,
    });
    // Once the balance is known, the page has decided: no notice.
    await waitFor(() =>
      expect(queryClient.getQueryData(creditsQueryKey)).toMatchObject({ total_credits: 1 }),
    );
    await screen.findByRole('button', { name: 'Create Profile' });
    expect(screen.queryByTestId('low-credits-notice')).toBeNull();
  });

  it('the edit page without ?step starts at the details', async () => {
    renderEditPage();
    expect(await screen.findByRole('button', { name: 'Update Profile' })).toBeTruthy();
    expect(screen.queryByTestId('photo-input')).toBeNull();
  });
});
