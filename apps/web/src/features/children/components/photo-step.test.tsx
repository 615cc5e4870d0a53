import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeAnswer } from '@/test-utils/fake-api';
import { usePhotoSelection } from '../hooks/use-photo-selection';
import { PhotoStep } from './photo-step';

function Harness() {
  const selection = usePhotoSelection();
  return (
    <PhotoStep
      childId="child-1"
      childName="Arjun"
      photos={selection.photos}
      onAdd={selection.add}
      onRemove={selection.remove}
    />
  );
}

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('PhotoStep', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    let count = 0;
    // Object URLs of the photos, counted (restoreMocks puts the real ones back).
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      const url = `blob:test/${++count}`;
      created.push(url);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => {
      revoked.push(url);
    });
  });
  afterEach(() => {
    created.length = 0;
    revoked.length = 0;
  });

  /** The server's photo limits answer; by default it never comes (the fallback applies). */
  function renderStep(limits: () => FakeAnswer = () => new Promise<Response>(() => undefined)) {
    const fetchMock = stubApi({ '/api/training/limits': limits });
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Toaster />
          <Harness />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return { ...view, fetchMock };
  }
  const choose = (files: File[]) =>
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });

  it('counts photos, removes them, and revokes previews on removal and on leaving', async () => {
    const { unmount } = renderStep();
    expect(screen.getByText('0 of 10 photos — add at least 5')).toBeTruthy();
    choose([jpeg('a.jpg'), new File(['x'], 'notes.txt', { type: 'text/plain' }), jpeg('b.jpg')]);
    expect(screen.getByText('2 of 10 photos — add at least 3 more')).toBeTruthy();
    expect(
      await screen.findByText('Some files were not valid images and were skipped.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByText('1 of 10 photos — add at least 4 more')).toBeTruthy();
    expect(revoked).toEqual([created[0]]);
    expect(screen.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(created[1]);

    unmount();
    expect(revoked).toEqual(created);
  });

  it('holds the upload back until there are 5 photos while the limits load, and says why', async () => {
    renderStep();
    expect(screen.getByText(/^Choose 5 to 10 solo photos/)).toBeTruthy();
    choose([jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg')]);
    const submit = screen.getByRole('button', { name: 'Upload & Start Training' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please upload at least 5 images');

    choose([jpeg('e.jpg')]);
    expect(submit.getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops photos beyond 10 with the spec message', async () => {
    renderStep();
    choose(Array.from({ length: 12 }, (_, index) => jpeg(`${index}.jpg`)));
    expect(screen.getByText('10 of 10 photos')).toBeTruthy();
    expect(await screen.findByText('You can only upload up to 10 images.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose Photos' }).disabled).toBe(
      true,
    );
  });

  it("uses the server's minimum for the rule, its message and the advice", async () => {
    const { fetchMock } = renderStep(() => ({ min_photos: 3, max_photos: 10 }));
    expect(await screen.findByText(/^Choose 3 to 10 solo photos/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/training/limits', expect.anything());

    choose([jpeg('a.jpg'), jpeg('b.jpg')]);
    const submit = screen.getByRole('button', { name: 'Upload & Start Training' });
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Please upload at least 3 images');

    choose([jpeg('c.jpg')]);
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('false'));
  });

  it('asks for more than 5 when the server does', async () => {
    renderStep(() => ({ min_photos: 7, max_photos: 10 }));
    expect(await screen.findByText(/^Choose 7 to 10 solo photos/)).toBeTruthy();
    choose(['a', 'b', 'c', 'd', 'e', 'f'].map((name) => jpeg(`${name}.jpg`)));
    fireEvent.click(screen.getByRole('button', { name: 'Upload & Start Training' }));
    expect(screen.getByRole('alert').textContent).toBe('Please upload at least 7 images');
  });
});
