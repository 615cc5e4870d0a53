import type { DemoStory } from '@littlestar/shared/demo';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { createTestDemoChild, createTestDemoStory } from '@/test-utils/test-demo';
import { DemoChildStoriesPage } from './demo-child-stories-page';

const seeded = createTestDemoStory({
  id: 'seeded-1',
  title: 'Zoe and the Dragon',
  status: 'complete',
  created_at: '2026-01-01T00:00:00Z',
});

function renderShelf(stories: () => DemoStory[]) {
  stubApi({
    '/api/demo/children/demo-1': () => createTestDemoChild(),
    '/api/demo/children/demo-1/stories': stories,
  });
  return renderPage({
    path: '/demo/child/:childId/stories',
    element: <DemoChildStoriesPage />,
    initialEntry: '/demo/child/demo-1/stories',
  });
}

describe("A demo child's stories", () => {
  it('opens only complete stories, and labels the visitor’s own free story', async () => {
    renderShelf(() => [
      seeded,
      createTestDemoStory({
        id: 'free-1',
        title: 'My Free Story',
        status: 'pending',
        free: true,
        created_at: '2026-02-01T00:00:00Z',
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Stories for Zoe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Demo Children' }).getAttribute('href')).toBe(
      '/demo/children',
    );
    expect(screen.getByRole('link', { name: 'New Story' }).getAttribute('href')).toBe(
      '/demo/child/demo-1/create-story',
    );

    const done = within(await screen.findByRole('article', { name: 'Zoe and the Dragon' }));
    expect(done.getByRole('link', { name: 'Read Story' }).getAttribute('href')).toBe(
      '/demo/story/seeded-1/preview',
    );
    expect(done.queryByText('Your free story')).toBeNull();

    const mine = within(screen.getByRole('article', { name: 'My Free Story' }));
    expect(mine.getByText('Your free story')).toBeTruthy();
    expect(mine.queryByRole('link', { name: 'Read Story' })).toBeNull();
    expect(mine.getByRole('button', { name: 'Not Ready' }).hasAttribute('disabled')).toBe(true);
  });

  it('follows the free story being made until it is ready', async () => {
    let calls = 0;
    const making = createTestDemoStory({
      id: 'free-1',
      title: 'My Free Story',
      free: true,
      status: 'generating_images',
      progress: { stage: 'illustrating', pages_illustrated: 1, pages_total: 4 },
    });
    renderShelf(() => {
      calls += 1;
      return calls < 2 ? [making] : [{ ...making, status: 'complete', progress: null }];
    });
    const card = within(await screen.findByRole('article', { name: 'My Free Story' }));
    expect(card.getByText('Illustrating page 2 of 4')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Story Generating...' }).hasAttribute('disabled')).toBe(
      true,
    );
    await waitFor(() => expect(card.getByRole('link', { name: 'Read Story' })).toBeTruthy(), {
      timeout: 3000,
    });
  });

  it("says 'No stories yet' with a way to create the first", async () => {
    renderShelf(() => []);
    expect(await screen.findByText('No stories yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create First Story' }).getAttribute('href')).toBe(
      '/demo/child/demo-1/create-story',
    );
  });
});
