import { likenessCheckMessages, type Child } from '@littlestar/shared/children';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { childQueryKey } from '@/lib/query-keys';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { LikenessCheckSwitch } from './likeness-check-switch';

const readyChild = (overrides: Partial<Child> = {}) =>
  createTestChild({
    training_status: 'completed',
    // Trained a few days ago: its photos are kept until PHOTO_RETENTION_DAYS.
    photo_count: 6,
    likeness_check: { enabled: true, has_reference: true },
    ...overrides,
  });

/**
 * PUT …/likeness-check answers `answer(enabled)`: by default the child with the check as
 * asked (off: no reference). The page shows the child the query cache holds, as the edit
 * page does.
 */
function renderSwitch(child: Child, answer?: (enabled: boolean) => Response | Promise<Response>) {
  const sent: unknown[] = [];
  stubApi({
    '/api/children/child-1/likeness-check': (_url, init) => {
      const body = JSON.parse(init?.body as string) as { enabled: boolean };
      sent.push({ method: init?.method, body });
      if (answer) return answer(body.enabled);
      return { ...child, likeness_check: { enabled: body.enabled, has_reference: body.enabled } };
    },
  });
  renderPage({ path: '/', element: <CachedChild fallback={child} /> });
  return { sent };
}

/** The edit page's part: the child from the query cache, where the mutation puts the answer. */
function CachedChild({ fallback }: { fallback: Child }) {
  const { data } = useQuery({
    queryKey: childQueryKey(fallback.id),
    queryFn: () => fallback,
    initialData: fallback,
    staleTime: Infinity,
  });
  return <LikenessCheckSwitch child={data} />;
}

describe('LikenessCheckSwitch', () => {
  it('is a labelled switch that says what it does', () => {
    renderSwitch(readyChild());
    const toggle = screen.getByRole<HTMLButtonElement>('switch', {
      name: likenessCheckMessages.label,
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const description = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(likenessCheckMessages.explanation('Arjun'));
  });

  it('turns the check off, saying the measurements are deleted', async () => {
    const child = readyChild();
    let answer: (response: Response) => void = () => undefined;
    const { sent } = renderSwitch(
      child,
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const toggle = screen.getByRole<HTMLButtonElement>('switch', {
      name: likenessCheckMessages.label,
    });
    fireEvent.click(toggle);
    // While the server works: the switch waits, and says it is saving.
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe('Saving...');
    // Still focusable while it saves, but a second press sends nothing.
    fireEvent.click(toggle);
    answer(Response.json({ ...child, likeness_check: { enabled: false, has_reference: false } }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(toggle.getAttribute('aria-disabled')).toBe('false');
    expect(sent).toEqual([{ method: 'PUT', body: { enabled: false } }]);
    expect(screen.getByText(likenessCheckMessages.offNote('Arjun')).getAttribute('role')).toBe(
      'status',
    );
    await waitFor(() => expect(toastTexts()).toContain(likenessCheckMessages.turnedOff));
  });

  it("shows the server's reason when the check cannot be turned on, and stays off", async () => {
    renderSwitch(readyChild({ likeness_check: { enabled: false, has_reference: false } }), () =>
      Response.json(
        { detail: likenessCheckMessages.photosGone, code: 'conflict' },
        { status: 409 },
      ),
    );
    const toggle = screen.getByRole<HTMLButtonElement>('switch', {
      name: likenessCheckMessages.label,
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toastTexts()).toContain(likenessCheckMessages.photosGone));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-disabled')).toBe('false');
  });

  it("says why it stays off once a trained child's photos are deleted, and sends nothing", () => {
    const { sent } = renderSwitch(
      readyChild({ photo_count: 0, likeness_check: { enabled: false, has_reference: false } }),
    );
    const toggle = screen.getByRole<HTMLButtonElement>('switch', {
      name: likenessCheckMessages.label,
    });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(toggle);
    expect(sent).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe(
      likenessCheckMessages.photosGoneNote('Arjun'),
    );
  });
});
