import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { AuthDialogContext } from '@/lib/auth-dialog-context';
import { ThemeProvider } from '@/lib/theme-context';
import { createTestUser, FakeAuthProvider } from '@/test-utils/fake-auth';
import { stubApi } from '@/test-utils/fake-api';
import { NotFoundPage } from '../not-found-page';
import { Footer } from './footer';
import { Header } from './header';

describe('the frame in Hindi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('speaks Hindi in the header, signed out and signed in', () => {
    stubApi({
      '/api/payments/credits': () => ({
        total_credits: 7,
        child_credit_cost: 1,
        story_credit_cost: 1,
      }),
    });
    const dialogs = { openAuthDialog: vi.fn(), closeAuthDialog: vi.fn() };
    const renderHeader = (signedIn: boolean) =>
      render(
        <QueryClientProvider client={new QueryClient()}>
          <ThemeProvider>
            <FakeAuthProvider initialUser={signedIn ? createTestUser() : null}>
              <AuthDialogContext value={dialogs}>
                <MemoryRouter initialEntries={['/']}>
                  <Header />
                </MemoryRouter>
              </AuthDialogContext>
            </FakeAuthProvider>
          </ThemeProvider>
        </QueryClientProvider>,
        { wrapper: InHindi },
      );

    const signedOut = renderHeader(false);
    expect(screen.getAllByRole('link', { name: 'कीमतें' }).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    expect(screen.getAllByRole('button', { name: 'लॉग इन' }).length).toBeGreaterThan(0);
    signedOut.unmount();

    renderHeader(true);
    fireEvent.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    expect(screen.getByRole('button', { name: 'लॉग आउट' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'मेरे बच्चे' }).length).toBeGreaterThan(0);
  });

  it('shows the footer and the missing page in Hindi, linking the Hindi copies', async () => {
    const footer = createMemoryRouter([{ path: '*', Component: Footer }]);
    const footerView = render(<RouterProvider router={footer} />, { wrapper: InHindi });
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('गोपनीयता नीति')).toBe('/hi/details#privacy');
    // Feedback has no Hindi copy of its own: one path serves both languages.
    expect(link('सुझाव')).toBe('/feedback');
    footerView.unmount();

    const missing = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/nope'],
    });
    render(<RouterProvider router={missing} />, { wrapper: InHindi });
    expect(await screen.findByRole('heading', { name: 'पेज नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर लौटें' }).getAttribute('href')).toBe('/hi');
  });
});
