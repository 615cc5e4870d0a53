import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { DetailsPage } from './details-page';

describe('Information & Policies', () => {
  it("tells the truth about this server's photo retention and timings once it has asked", async () => {
    stubApi({
      '/api/site-facts': () => ({
        photo_retention_days: 7,
        likeness: 'offline',
        story_text: 'offline',
        story_images: 'offline',
        print_orders: false,
      }),
    });
    renderPage({ path: '/details', element: <DetailsPage />, initialEntry: '/details' });
    // The privacy policy and the FAQ answer say the same.
    expect(await screen.findAllByText(/deleted 7 days after/)).toHaveLength(2);
    expect(screen.getByText(/written and illustrated in seconds/).tagName).toBe('P');
    // The privacy policy names the face reference and how long it is kept.
    expect(screen.getByText(/measurements of your child’s face/).textContent).toContain(
      'They stay when the photos are deleted after 7 days',
    );
  });

  it('says only what holds everywhere when the facts cannot be read', async () => {
    stubApi({});
    renderPage({ path: '/details', element: <DetailsPage />, initialEntry: '/details' });
    expect(await screen.findAllByText(/deleted soon after/)).toHaveLength(2);
  });

  it('reads in Hindi, the configured facts included', async () => {
    stubApi({
      '/api/site-facts': () => ({
        photo_retention_days: 7,
        likeness: 'offline',
        story_text: 'offline',
        story_images: 'offline',
        print_orders: false,
      }),
    });
    renderPage({ path: '/details', element: <DetailsPage />, wrapper: InHindi });
    expect(screen.getByRole('heading', { level: 1, name: 'जानकारी और नीतियाँ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'गोपनीयता नीति' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@littlestar.app' }).getAttribute('href')).toBe(
      'mailto:hello@littlestar.app',
    );
    // The privacy policy and the FAQ answer say the same, in Hindi.
    expect(await screen.findAllByText(/तैयार होने के 7 दिन बाद मिटा दी जाती हैं/)).toHaveLength(2);
    expect(screen.getByText(/7 दिन बाद फ़ोटो मिट जाने पर भी ये माप रखे रहते हैं/)).toBeTruthy();
    expect(screen.getByText(/कुछ ही सेकंड में लिखी जाती है/).tagName).toBe('P');
    expect(screen.queryByText(/likeness/)).toBeNull();
  });
});
