import type { PictureJudgement } from '@littlestar/shared/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestStory } from '@/test-utils/test-story';
import { CoverPage, PicturePage } from './book-pages';
import { pictureJudgeTexts } from './picture-judge-texts';

const renderPicture = (judged: PictureJudgement | null | undefined, childName?: string) =>
  render(
    <PicturePage
      src="/files/p1.png"
      number={1}
      judged={judged}
      {...(childName ? { childName } : {})}
    />,
  );

const judgeBadge = () => screen.queryByTestId('picture-judge');

describe("the picture judge's badge (docs/pictures.md)", () => {
  it('shows the likeness measured, with the child’s name', () => {
    renderPicture({ likeness: 91, mark: null }, 'Maya');
    expect(screen.getByText('Looks like Maya: 91 %')).toBeTruthy();
    expect(judgeBadge()?.textContent).toBe('Looks like Maya: 91 %');
    expect(judgeBadge()?.className).not.toContain('amber');
    // At the bottom of the picture, clear of the "Drawing a new picture" badge at its top.
    expect(judgeBadge()?.className).toContain('bottom-3');
  });

  it('says "not measured" (muted, not a failure) when no face was found', () => {
    renderPicture({ likeness: null, mark: null }, 'Maya');
    const text = screen.getByText('Likeness not measured');
    expect(text.className).toContain('text-muted-foreground');
    expect(judgeBadge()?.textContent).toBe('Likeness not measured');
  });

  it('says a picture was drawn again to look more like the child', () => {
    renderPicture({ likeness: 74, mark: 'redrawn' }, 'Maya');
    expect(screen.getByText('Looks like Maya: 74 %')).toBeTruthy();
    expect(screen.getByText('Drawn again to look more like Maya')).toBeTruthy();
    expect(judgeBadge()?.className).not.toContain('amber');
  });

  it('warns, in words and colour, of a picture that still falls short', () => {
    renderPicture({ likeness: 41, mark: 'short' }, 'Maya');
    expect(screen.getByText('Looks like Maya: 41 %')).toBeTruthy();
    expect(screen.getByText('May not look quite like Maya: try “Edit this page”').textContent).toBe(
      pictureJudgeTexts.short('Maya'),
    );
    expect(judgeBadge()?.className).toContain('bg-amber-50');
  });

  it('says "your child" while the name is not known', () => {
    renderPicture({ likeness: null, mark: 'short' });
    expect(screen.getByText('Likeness not measured')).toBeTruthy();
    expect(
      screen.getByText('May not look quite like your child: try “Edit this page”'),
    ).toBeTruthy();
  });

  it('shows nothing for a picture not judged (the offline illustrator’s)', () => {
    for (const judged of [null, undefined]) {
      const { unmount } = renderPicture(judged, 'Maya');
      expect(screen.getByRole('img', { name: 'Illustration for page 1' })).toBeTruthy();
      expect(judgeBadge()).toBeNull();
      expect(screen.queryByText(/Looks like|Likeness|Drawn again|May not look/)).toBeNull();
      unmount();
    }
  });

  it('leaves the "Drawing a new picture" badge in view beside it', () => {
    render(
      <PicturePage
        src="/files/p1.png"
        number={1}
        drawing
        judged={{ likeness: 88, mark: null }}
        childName="Maya"
      />,
    );
    expect(screen.getByRole('status').className).toContain('top-3');
    expect(screen.getByText('Looks like Maya: 88 %')).toBeTruthy();
  });

  it("shows the cover's judgement under its title, and nothing on a cover not judged", () => {
    const story = createTestStory({ title: 'The Brave Little Fox', cover_url: '/files/c.png' });
    const cover = (overrides: Parameters<typeof createTestStory>[0]) => (
      <CoverPage
        story={{ ...story, ...overrides }}
        sentences={[]}
        mark={null}
        pageWidth={400}
        childName="Maya"
      />
    );
    const { rerender } = render(cover({ cover_judged: { likeness: 95, mark: 'redrawn' } }));
    expect(screen.getByText('Looks like Maya: 95 %')).toBeTruthy();
    expect(screen.getByText('Drawn again to look more like Maya')).toBeTruthy();
    expect(screen.getByText('The Brave Little Fox')).toBeTruthy();

    rerender(cover({ cover_judged: null }));
    expect(judgeBadge()).toBeNull();
    expect(screen.getByText('The Brave Little Fox')).toBeTruthy();
  });
});
