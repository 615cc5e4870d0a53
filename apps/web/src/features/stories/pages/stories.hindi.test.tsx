import type { StoryLanguage } from '@littlestar/shared/languages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { stubApi } from '@/test-utils/fake-api';
import { renderPage } from '@/test-utils/render-page';
import { createTestChild } from '@/test-utils/test-child';
import { createTestStory } from '@/test-utils/test-story';
import { ChildStoriesPage } from './child-stories-page';
import { CreateStoryPage } from './create-story-page';
import { EditStoryPage } from './edit-story-page';
import { StoryPreviewPage } from './story-preview-page';

const happyDom = (
  window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  }
).happyDOM;

const maya = createTestChild({ id: 'child-1', name: 'Maya', training_status: 'completed' });

const siteFacts = (languages: StoryLanguage[]) => ({
  photo_retention_days: 7,
  likeness: 'offline',
  story_text: languages.includes('hi') ? 'ai' : 'offline',
  story_images: 'offline',
  print_orders: false,
  story_languages: languages,
});

describe('the story pages in Hindi', () => {
  it("lists a child's stories with their status in Hindi", async () => {
    stubApi({
      '/api/children/child-1': () => maya,
      '/api/children/child-1/stories': () => [
        createTestStory({ id: 'story-1', child_id: 'child-1', status: 'complete' }),
      ],
    });
    renderPage({
      path: '/child/:childId/stories',
      element: <ChildStoriesPage />,
      initialEntry: '/child/child-1/stories',
      wrapper: InHindi,
    });
    expect(await screen.findByRole('heading', { name: 'Maya की कहानियाँ' })).toBeTruthy();
    expect(await screen.findByText('कहानी देखने और डाउनलोड करने के लिए तैयार है।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सबसे नई' })).toBeTruthy();
    // The story's own title is the server's, in the book's language.
    expect(screen.getByText('Maya and the Moonlit Forest')).toBeTruthy();
  });

  it.each([
    [['en', 'hi'], 'hi'],
    [['en'], 'en'],
  ] as const)(
    'starts a new book in the interface language where the server writes it (%j → %s)',
    async (languages, expected) => {
      stubApi({
        '/api/site-facts': () => siteFacts([...languages]),
        '/api/children/child-1': () => maya,
        '/api/children': () => [maya],
      });
      renderPage({
        path: '/child/:childId/create-story',
        element: <CreateStoryPage />,
        initialEntry: '/child/child-1/create-story',
        wrapper: InHindi,
      });
      expect(await screen.findByRole('heading', { name: 'नई कहानी बनाएँ' })).toBeTruthy();
      const select = screen.getByLabelText<HTMLSelectElement>('किताब की भाषा');
      await waitFor(() => expect(select.value).toBe(expected));
      expect(screen.getByRole('option', { name: 'रोमांच' })).toBeTruthy();
    },
  );

  it('edits a story in Hindi', async () => {
    stubApi({
      '/api/stories/story-1': () =>
        createTestStory({ id: 'story-1', child_id: 'child-1', status: 'error' }),
      '/api/children': () => [maya],
    });
    renderPage({
      path: '/story/:storyId/edit',
      element: <EditStoryPage />,
      initialEntry: '/story/story-1/edit',
      wrapper: InHindi,
    });
    expect(await screen.findByRole('heading', { name: 'कहानी बदलें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कहानी अपडेट करें' })).toBeTruthy();
  });

  describe('the preview', () => {
    beforeEach(() => happyDom.setViewport({ width: 390, height: 844 }));
    afterEach(() => happyDom.setViewport({ width: 1024, height: 768 }));

    const renderPreview = () => {
      stubApi({
        '/api/stories/story-5': () =>
          createTestStory({
            id: 'story-5',
            child_id: 'child-1',
            status: 'complete',
            title: 'The Brave Little Fox',
            pages: [{ id: 'p1', text: 'Maya met a fox.', image_url: '/files/p1.png' }],
            redraws: { free_left: 2, credit_cost: 1 },
          }),
        '/api/shares': () => ({ shares: [] }),
      });
      renderPage({
        path: '/story/:storyId/preview',
        element: <StoryPreviewPage />,
        initialEntry: '/story/story-5/preview',
        wrapper: InHindi,
      });
    };

    it('opens the share dialog in Hindi', async () => {
      renderPreview();
      fireEvent.click(await screen.findByRole('button', { name: 'साझा करें' }));
      expect(await screen.findByRole('dialog', { name: 'यह किताब साझा करें' })).toBeTruthy();
      expect(await screen.findByText('अभी कोई खुला लिंक नहीं है')).toBeTruthy();
    });

    it('opens the gift dialog in Hindi', async () => {
      renderPreview();
      fireEvent.click(await screen.findByRole('button', { name: 'उपहार में भेजें' }));
      expect(await screen.findByRole('dialog', { name: 'यह किताब उपहार में भेजें' })).toBeTruthy();
      expect(screen.getByText('0 / 300 अक्षर')).toBeTruthy();
    });

    it('opens "Edit this page" in Hindi', async () => {
      renderPreview();
      fireEvent.click(await screen.findByRole('button', { name: 'यह पन्ना बदलें' }));
      expect(await screen.findByRole('dialog', { name: 'कवर बदलें' })).toBeTruthy();
      expect(screen.getByText('इस कहानी के लिए 2 मुफ़्त रीड्रॉ बाकी हैं।')).toBeTruthy();
    });
  });
});
