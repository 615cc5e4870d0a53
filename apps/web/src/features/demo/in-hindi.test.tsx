import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/fake-api';
import { createTestUser, FakeAuthProvider } from '@/test-utils/fake-auth';
import { renderPage } from '@/test-utils/render-page';
import { createTestDemoChild, createTestDemoStory } from '@/test-utils/test-demo';
import { DemoChildStoriesPage } from './pages/demo-child-stories-page';
import { DemoChildrenPage } from './pages/demo-children-page';
import { DemoCreateStoryPage } from './pages/demo-create-story-page';
import { DemoEditChildPage } from './pages/demo-edit-child-page';

function inHindi(path: string, element: ReactNode, initialEntry = path) {
  return renderPage({
    path,
    element,
    initialEntry,
    wrapper: ({ children }) => (
      <InHindi>
        <FakeAuthProvider initialUser={createTestUser({ email_verified: false })}>
          {children}
        </FakeAuthProvider>
      </InHindi>
    ),
  });
}

describe('the free trial in Hindi', () => {
  it('shows the demo children page in Hindi', async () => {
    stubApi({
      '/api/demo/children': () => [
        createTestDemoChild(),
        createTestDemoChild({ id: 'demo-2', name: 'Arjun', age: 7, pronouns: 'they/them' }),
      ],
    });
    inHindi('/demo/children', <DemoChildrenPage />);
    expect(screen.getByRole('heading', { name: 'हमारे डेमो बच्चों से मिलिए' })).toBeTruthy();
    const zoe = within(await screen.findByRole('article', { name: 'Zoe' }));
    expect(zoe.getByText('5 साल')).toBeTruthy();
    expect(zoe.getByText('Zoe की कहानियाँ पढ़ें, फिर उसकी 1 मुफ़्त कहानी बनाएँ।')).toBeTruthy();
    expect(zoe.getByRole('link', { name: 'Zoe की कहानियाँ देखें' })).toBeTruthy();
    const arjun = within(screen.getByRole('article', { name: 'Arjun' }));
    expect(arjun.getByText('Arjun की कहानियाँ पढ़ें, फिर उनकी 1 मुफ़्त कहानी बनाएँ।')).toBeTruthy();
    // The signed-in parent whose address is not verified is told so, in Hindi.
    expect(await screen.findByRole('button', { name: 'दोबारा भेजें' })).toBeTruthy();
  });

  it("shows a demo child's shelf in Hindi", async () => {
    stubApi({
      '/api/demo/children/demo-1': () => createTestDemoChild(),
      '/api/demo/children/demo-1/stories': () => [
        createTestDemoStory({ status: 'complete' }),
        createTestDemoStory({ id: 'free-1', status: 'pending', free: true }),
      ],
    });
    inHindi('/demo/child/:childId/stories', <DemoChildStoriesPage />, '/demo/child/demo-1/stories');
    expect(await screen.findByRole('link', { name: 'कहानी पढ़ें' })).toBeTruthy();
    expect(screen.getByText('आपकी मुफ़्त कहानी')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपनी मुफ़्त कहानी पूरी करें' })).toBeTruthy();
  });

  it('shows the free story form in Hindi, its title in Hindi too', async () => {
    stubApi({
      '/api/demo/children/demo-1': () => createTestDemoChild(),
      '/api/demo/children/demo-1/stories': () => [],
    });
    inHindi(
      '/demo/child/:childId/create-story',
      <DemoCreateStoryPage />,
      '/demo/child/demo-1/create-story',
    );
    expect(await screen.findByDisplayValue('Zoe का रोमांच')).toBeTruthy();
    expect(screen.getByText(/मुफ़्त ट्रायल में कहानी का ब्योरा बाद में बदला नहीं जा सकता/)).toBeTruthy();
  });

  it("shows a demo child's profile page in Hindi", async () => {
    stubApi({ '/api/demo/children/demo-1': () => createTestDemoChild() });
    inHindi('/demo/child/:childId/edit', <DemoEditChildPage />, '/demo/child/demo-1/edit');
    expect(await screen.findByRole('heading', { name: 'Zoe, 5 साल' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपना बच्चा जोड़ें' })).toBeTruthy();
  });
});
