import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('shows the spec texts and a single 404 toast naming the path, even under StrictMode', async () => {
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/nope'],
    });
    render(
      <StrictMode>
        <Toaster />
        <RouterProvider router={router} />
      </StrictMode>,
    );

    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(
      screen.getByText("Oops! The page you're looking for doesn't exist or has been moved."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');

    expect(await screen.findByText('The page "/nope" does not exist.')).toBeTruthy();
    expect(screen.getAllByText('404 Error')).toHaveLength(1);
  });
});
