import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { CheckoutContext } from '@/lib/checkout-context';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { HomePage } from './home-page';

const checkout = { choosePlan: vi.fn(), pendingPlanId: null };

function renderHome(wrap: (children: ReactNode) => ReactNode = (children) => children) {
  stubApi({
    '/api/payments/plans': () => [],
    '/api/site-facts': () => ({
      photo_retention_days: 30,
      likeness: 'offline',
      story_text: 'offline',
      story_images: 'offline',
      print_orders: false,
    }),
  });
  renderPage({
    path: '/',
    element: <HomePage />,
    wrapper: ({ children }) => wrap(<CheckoutContext value={checkout}>{children}</CheckoutContext>),
  });
}

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells its story in English', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Stories where your child is the little star',
    );
    expect(await screen.findByText('a few seconds', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start your free story' })).toBeTruthy();
    expect(await screen.findByText('Plans coming soon')).toBeTruthy();
  });

  it('tells it in Hindi', async () => {
    renderHome((children) => <InHindi>{children}</InHindi>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'ऐसी कहानियाँ जिनमें आपका बच्चा है नन्हा सितारा',
    );
    expect(screen.getByRole('heading', { name: 'कदम 1: प्रोफ़ाइल बनाएँ' })).toBeTruthy();
    expect(await screen.findByText('कुछ ही सेकंड', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपनी मुफ़्त कहानी शुरू करें' })).toBeTruthy();
    expect(await screen.findByText('प्लान जल्द आ रहे हैं')).toBeTruthy();
  });
});
