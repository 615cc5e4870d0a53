import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { FakeAuthProvider } from '@/test-utils/fake-auth';
import { renderPage } from '@/test-utils/render-page';
import { createTestDemoChild } from '@/test-utils/test-demo';
import { DemoChildrenPage } from './demo-children-page';

const renderList = () =>
  renderPage({
    path: '/demo/children',
    element: <DemoChildrenPage />,
    routes: [{ path: '/', element: <p>Home page</p> }],
    wrapper: ({ children }) => <FakeAuthProvider>{children}</FakeAuthProvider>,
  });

describe('Demo children', () => {
  it('shows each demo child with age, description and a way to their stories', async () => {
    stubApi({
      '/api/demo/children': () => [
        createTestDemoChild(),
        createTestDemoChild({ id: 'demo-2', name: 'Arjun', age: 7, pronouns: 'he/him' }),
      ],
    });
    renderList();
    const zoe = within(await screen.findByRole('article', { name: 'Zoe' }));
    expect(zoe.getByText('5 years old')).toBeTruthy();
    expect(zoe.getByText('Loves puddles, dragons and asking why.')).toBeTruthy();
    expect(zoe.getByText(/Read her stories, then make 1 free story starring her/)).toBeTruthy();
    expect(zoe.getByRole('link', { name: "View Zoe's stories" }).getAttribute('href')).toBe(
      '/demo/child/demo-1/stories',
    );
    const arjun = within(screen.getByRole('article', { name: 'Arjun' }));
    expect(arjun.getByText(/Read his stories, then make 1 free story starring him/)).toBeTruthy();
  });

  it('says when there are no demo profiles', async () => {
    stubApi({ '/api/demo/children': () => [] });
    renderList();
    expect(await screen.findByText('No demo profiles available at the moment.')).toBeTruthy();
  });

  it('says the fetch failed, and Try Again fetches again', async () => {
    let calls = 0;
    stubApi({
      '/api/demo/children': () => {
        calls += 1;
        return calls === 1
          ? Response.json({ detail: 'boom' }, { status: 500 })
          : [createTestDemoChild()];
      },
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch demo children')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe(
      '/',
    );
    within(alert).getByRole('button', { name: 'Try Again' }).click();
    expect(await screen.findByRole('article', { name: 'Zoe' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
