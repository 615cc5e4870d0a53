import type { Story } from '@littlestar/shared/stories';

type StoryPage = Story['pages'][number];

/** A page the reader shows; the owner's story adds the redraw and the picture judge's look. */
export interface ReaderPage
  extends
    Pick<StoryPage, 'id' | 'text' | 'image_url'>,
    Partial<Pick<StoryPage, 'redraw' | 'judged'>> {}

/**
 * What the reader needs of a book: a parent's story, a demo story, or a book opened through a
 * share link (title, cover and pages only). The owner's extras are optional, so a shared book
 * shows no redraw or picture judge's badge.
 */
export interface ReaderBook
  extends
    Pick<Story, 'title' | 'cover_url'>,
    Partial<Pick<Story, 'cast' | 'cover_redraw' | 'cover_judged' | 'language'>> {
  pages: readonly ReaderPage[];
}
