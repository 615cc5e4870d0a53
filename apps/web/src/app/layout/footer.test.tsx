import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer';

describe('Footer', () => {
  it('links every page of product.md#footer and computes the year at run time', () => {
    const router = createMemoryRouter([{ path: '*', Component: Footer }]);
    render(<RouterProvider router={router} />);

    expect(screen.getByTestId('footer-year').textContent).toBe(String(new Date().getFullYear()));
    expect(
      screen.getByText('Creating magical personalized stories for children since 2025.'),
    ).toBeTruthy();

    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Refunds & Cancellations')).toBe('/details#refunds');
    expect(hrefOf('Privacy Policy')).toBe('/details#privacy');
    expect(hrefOf('Terms & Conditions')).toBe('/details#terms');
    expect(hrefOf('Contact Us')).toBe('/details#contact');
    expect(hrefOf('FAQs')).toBe('/details#faqs');
    expect(hrefOf('Feedback')).toBe('/feedback');
    expect(hrefOf('User Guide')).toBe('/user-guide');
    expect(hrefOf('hello@littlestar.app')).toBe('mailto:hello@littlestar.app');

    const social = within(screen.getByRole('list', { name: 'Littlestar on social media' }));
    for (const link of social.getAllByRole('link')) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });
});
