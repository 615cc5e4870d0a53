import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { UserGuidePage } from './user-guide-page';

const offline = {
  photo_retention_days: 7,
  likeness: 'offline',
  story_text: 'offline',
  story_images: 'offline',
  print_orders: false,
};

describe('the user guide', () => {
  it('numbers its six steps and says how long this server takes to learn a likeness', async () => {
    stubApi({ '/api/site-facts': () => offline });
    renderPage({ path: '/user-guide', element: <UserGuidePage /> });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 1. Sign up or log in' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 6. Read, flip and download' })).toBeTruthy();
    expect(screen.getByText('Your Little Stars').tagName).toBe('EM');
    expect(screen.getByRole('region', { name: 'Free trial' })).toBeTruthy();
    expect(
      await screen.findByText(
        /It takes a few seconds, and we e-mail you as soon as the profile is/,
      ),
    ).toBeTruthy();
  });

  it('reads in Hindi', async () => {
    stubApi({ '/api/site-facts': () => offline });
    renderPage({ path: '/user-guide', element: <UserGuidePage />, wrapper: InHindi });
    expect(
      screen.getByRole('heading', { level: 1, name: 'अपने बच्चे की कहानियों की किताब कैसे बनाएँ' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'चरण 3. फ़ोटो अपलोड करें' })).toBeTruthy();
    expect(await screen.findByText(/इसमें कुछ सेकंड लगते हैं/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'शुरू करें' })).toBeTruthy();
  });
});
