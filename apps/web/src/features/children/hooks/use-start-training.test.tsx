import type { Child, TrainingStatus } from '@littlestar/shared/children';
import { useQueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { childrenQueryKey } from '@/lib/query-keys';
import { useChildren } from '@/lib/children-query';
import { ChildrenPage } from '../pages/children-page';
import { useStartTraining } from './use-start-training';

// Zipping and the XHR upload are covered on their own; here they simply succeed.
vi.mock('../utils/photo-zip', () => ({ zipPhotos: () => Promise.resolve(new Blob(['zip'])) }));
vi.mock('../api/upload-photos', () => ({ uploadPhotos: () => Promise.resolve() }));

/** Step 2's button, with the list of /children cached from an earlier visit. */
function StartButton({ cached }: { cached: Child[] }) {
  const queryClient = useQueryClient();
  if (!queryClient.getQueryData(childrenQueryKey)) {
    queryClient.setQueryData(childrenQueryKey, cached);
  }
  const { submit } = useStartTraining('child-1', 5);
  return (
    <button type="button" onClick={() => void submit([{ id: 1, file: new File(['x'], 'a.jpg') }])}>
      Start
    </button>
  );
}

/** Every status /children showed, render by render. */
const shown: TrainingStatus[][] = [];
function WatchedChildrenPage() {
  const { data } = useChildren();
  if (data) shown.push(data.map((child) => child.training_status));
  return <ChildrenPage />;
}

describe('useStartTraining', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.dismiss();
    shown.length = 0;
  });

  it("opens /children on the server's fresh state, never the list cached before the start", async () => {
    let status: TrainingStatus = 'not_started';
    const fetchMock = stubApi({
      '/api/children': () => [createTestChild({ training_status: status })],
      '/api/training/child-1/upload-url': () => ({
        upload_url: '/upload',
        upload_method: 'PUT',
        upload_fields: {},
        expires_in: 900,
      }),
      '/api/training/child-1/start': () => {
        status = 'queued';
        return { child_id: 'child-1', training_status: 'queued' };
      },
    });
    const { router } = renderPage({
      path: '/child/:childId/edit',
      initialEntry: '/child/child-1/edit?step=photos',
      element: <StartButton cached={[createTestChild({ training_status: 'not_started' })]} />,
      routes: [{ path: '/children', element: <WatchedChildrenPage /> }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/children'));

    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(screen.queryByText('Not Started')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).toBeNull();
    // From its very first render the page had the status the server gave after the start.
    expect(shown[0]).toEqual(['queued']);
    expect(shown.flat()).not.toContain('not_started');
    const listFetches = fetchMock.mock.calls.filter(([url]) => url === '/api/children');
    expect(listFetches.length).toBeGreaterThanOrEqual(1);
  });
});
