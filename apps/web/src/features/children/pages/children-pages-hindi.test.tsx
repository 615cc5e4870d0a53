import type { Child } from '@littlestar/shared/children';
import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { ChildrenPage } from './children-page';
import { CreateChildPage } from './create-child-page';
import { EditChildPage } from './edit-child-page';

/** A parent with one ready child, one in training and no credit left. */
function fakeServer() {
  let created: Child | null = null;
  stubApi({
    '/api/children': (_url, init) => {
      if (init?.method === 'POST') {
        created = createTestChild({ id: 'child-9', name: 'Maya' });
        return Response.json(created, { status: 201 });
      }
      return [
        createTestChild({ id: 'child-2', name: 'Maya', training_status: 'completed' }),
        createTestChild({ id: 'child-1', name: 'Arjun', training_status: 'training' }),
      ];
    },
    '/api/children/child-9': () => created,
    '/api/payments/credits': () => ({
      total_credits: 0,
      child_credit_cost: 1,
      story_credit_cost: 1,
    }),
    '/api/training/limits': () => ({ min_photos: 5, max_photos: 10 }),
  });
}

describe('the children pages in Hindi', () => {
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

  it('lists the children with their status in Hindi', async () => {
    fakeServer();
    renderPage({ path: '/children', element: <ChildrenPage />, wrapper: InHindi });
    expect(await screen.findByRole('heading', { name: 'आपके नन्हे सितारे' })).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'Maya' }));
    expect(card.getByText('तैयार')).toBeTruthy();
    expect(card.getByText('उम्र: 6 साल')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Maya को हटाएँ' })).toBeTruthy();
    expect(screen.getByTestId('training-note').textContent).toContain('ट्रेनिंग में आम तौर पर');
  });

  it('adds a child in Hindi, from the form to the photos step', async () => {
    fakeServer();
    renderPage({
      path: '/create-child',
      element: <CreateChildPage />,
      routes: [{ path: '/child/:childId/edit', element: <EditChildPage /> }],
      wrapper: InHindi,
    });
    expect(screen.getByRole('heading', { name: 'बच्चा जोड़ें' })).toBeTruthy();
    expect(await screen.findByTestId('low-credits-notice')).toBeTruthy();
    expect(screen.getByTestId('low-credits-notice').textContent).toContain(
      'प्रोफ़ाइल बनाने में 1 क्रेडिट लगते हैं। अभी आपके पास 0 क्रेडिट हैं।',
    );
    expect(screen.getByRole('textbox', { name: 'हिन्दी (देवनागरी) में नाम, वैकल्पिक' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बनाएँ' }));
    expect(await screen.findByText('कृपया अपने बच्चे का नाम डालें')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'नाम' }), { target: { value: 'Maya' } });
    fireEvent.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बनाएँ' }));
    expect(await screen.findByRole('button', { name: 'अपलोड करें और ट्रेनिंग शुरू करें' })).toBeTruthy();
    expect(screen.getByTestId('photo-count').textContent).toBe('10 में से 0 फ़ोटो — कम से कम 5 जोड़ें');
    expect(toastTexts()).toContain('बच्चे की प्रोफ़ाइल बन गई! अब फ़ोटो अपलोड करें।');
  });
});
