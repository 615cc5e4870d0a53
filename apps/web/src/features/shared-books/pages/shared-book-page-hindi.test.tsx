import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { SharedBookPage } from './shared-book-page';

describe('A shared book in Hindi', () => {
  it('says in Hindi that a link no longer opens the book', async () => {
    stubApi({
      '/api/shared/tok_gone': () =>
        Response.json({ detail: 'यह किताब अब साझा नहीं की जा रही है' }, { status: 410 }),
    });
    renderPage({
      path: '/b/:token',
      element: <SharedBookPage />,
      initialEntry: '/b/tok_gone',
      wrapper: InHindi,
    });
    expect(screen.getByText('किताब खुल रही है...')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'यह किताब अब साझा नहीं की जा रही है' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपने बच्चे के लिए किताब बनाएँ' })).toBeTruthy();
  });
});
