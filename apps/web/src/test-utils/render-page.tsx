import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';

/**
 * Renders `element` at `path` (entered as `initialEntry`) with a fresh query client (no
 * retries) and a toaster; extra routes catch where the page sends the user.
 */
export function renderPage({
  path,
  element,
  initialEntry = path,
  routes = [],
  wrapper: Wrapper = ({ children }) => children,
}: {
  path: string;
  element: ReactNode;
  initialEntry?: string;
  routes?: RouteObject[];
  wrapper?: (props: { children: ReactNode }) => ReactNode;
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }, ...routes], {
    initialEntries: [initialEntry],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <Wrapper>
        <Toaster />
        <RouterProvider router={router} />
      </Wrapper>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** The toasts on screen, each as 'title' or 'title / description'. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('[data-sonner-toast]'), (toast) =>
    [toast.querySelector('[data-title]'), toast.querySelector('[data-description]')]
      .map((part) => part?.textContent)
      .filter(Boolean)
      .join(' / '),
  );
}
