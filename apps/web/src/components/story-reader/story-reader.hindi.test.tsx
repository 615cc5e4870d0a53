import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { InHindi } from '@/test-utils/in-hindi';
import { toastTexts } from '@/test-utils/render-page';
import { createTestStory } from '@/test-utils/test-story';
import { PicturePage } from './book-pages';
import { BookPosition } from './flip-view';
import { ReadAloudUnavailable } from './read-aloud-controls';
import { StoryReader } from './story-reader';

const inHindiWithRouter = ({ children }: { children: React.ReactNode }) => (
  <InHindi>
    <MemoryRouter>{children}</MemoryRouter>
  </InHindi>
);

describe('the reader in Hindi', () => {
  it('speaks Hindi in its chrome, and leaves the story in its own language', () => {
    const story = createTestStory({
      status: 'complete',
      pages: [{ id: 'p1', text: 'Maya found a lantern.', image_url: null }],
    });
    render(<StoryReader story={story} backTo="/child/child-1/stories" onDownload={() => {}} />, {
      wrapper: inHindiWithRouter,
    });
    expect(screen.getByRole('link', { name: 'कहानियों पर वापस जाएँ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कहानी डाउनलोड करें' })).toBeTruthy();
    expect(screen.getAllByText('Maya and the Moonlit Forest').length).toBeGreaterThan(0);
  });

  it('says where the reader is in the book', () => {
    render(<BookPosition current={0} count={3} />, { wrapper: inHindiWithRouter });
    expect(screen.getByTestId('page-position').textContent).toBe('पन्ना 1 / 3');
  });

  it("says the picture judge's look in Hindi", () => {
    render(
      <PicturePage
        src="/files/p1.png"
        number={1}
        judged={{ likeness: 91, mark: null }}
        childName="Maya"
      />,
      { wrapper: inHindiWithRouter },
    );
    expect(screen.getByText('Maya जैसा दिखता है: 91 %')).toBeTruthy();
    expect(screen.getByAltText('पन्ना 1 का चित्र')).toBeTruthy();
  });

  it('says in Hindi that a Hindi book has no voice in this browser', async () => {
    render(
      <>
        <Toaster />
        <ReadAloudUnavailable lang="hi" />
      </>,
      { wrapper: inHindiWithRouter },
    );
    fireEvent.click(screen.getByRole('button', { name: 'पढ़कर सुनाएँ' }));
    await waitFor(() => expect(toastTexts()[0]).toMatch(/^इस ब्राउज़र में हिन्दी आवाज़ नहीं है/));
  });
});
