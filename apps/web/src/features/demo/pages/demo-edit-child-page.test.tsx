import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { createTestDemoChild } from '@/test-utils/test-demo';
import { DemoEditChildPage } from './demo-edit-child-page';

const renderProfile = (childId: string) =>
  renderPage({
    path: '/demo/child/:childId/edit',
    element: <DemoEditChildPage />,
    initialEntry: `/demo/child/${childId}/edit`,
  });

describe("A demo child's profile page", () => {
  it('shows who the child is, says why it cannot change, and offers the ways on', async () => {
    stubApi({ '/api/demo/children/demo-1': () => createTestDemoChild() });
    renderProfile('demo-1');
    expect(await screen.findByRole('heading', { name: /^Zoe, \d+ years old$/ })).toBeTruthy();
    expect(screen.getByText(/Demo children are shared by everyone/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add Your Child' }).getAttribute('href')).toBe(
      '/create-child',
    );
    expect(screen.getByRole('link', { name: "View Zoe's stories" }).getAttribute('href')).toBe(
      '/demo/child/demo-1/stories',
    );
  });

  it('sends a visitor with an unknown demo child back to the free trial', async () => {
    stubApi({});
    renderProfile('nobody');
    expect(await screen.findByRole('heading', { name: 'No such demo child' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Demo Children' }).getAttribute('href')).toBe(
      '/demo/children',
    );
  });
});
