import { shareMessages, type SharedBook } from '@littlestar/shared/shares';
import { storyPdfFileName } from '@littlestar/shared/stories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeAnswer } from '@/test-utils/fake-api';
import { renderPage, toastTexts } from '@/test-utils/render-page';
import { SharedBookPage } from './shared-book-page';

const happyDom = (
  window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  }
).happyDOM;

const sharedBook = (overrides: Partial<SharedBook> = {}): SharedBook => ({
  title: 'The Brave Little Fox',
  cover_url: '/files/cover.png',
  pages: [
    { id: 'p1', text: 'Once upon a time, Maya met a fox.', image_url: '/files/p1.png' },
    { id: 'p2', text: 'They found the moon together.', image_url: null },
  ],
  allow_pdf: false,
  ...overrides,
});

function openLink(routes: Record<string, () => FakeAnswer>) {
  const fetchMock = stubApi(routes);
  const page = renderPage({
    path: '/b/:token',
    element: <SharedBookPage />,
    initialEntry: '/b/tok_abc123',
    routes: [{ path: '/', element: <h1>Littlestar home</h1> }],
  });
  return { ...page, fetchMock };
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('A shared book', () => {
  // A phone: the reader opens in the scroll view.
  beforeEach(() => happyDom.setViewport({ width: 390, height: 844 }));
  afterEach(() => {
    happyDom.setViewport({ width: 1024, height: 768 });
    vi.restoreAllMocks();
  });

  it('shows its title and pages in the reader, kept out of search engines', async () => {
    openLink({ '/api/shared/tok_abc123': () => sharedBook() });
    expect(screen.getByText('Opening the book...')).toBeTruthy();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Brave Little Fox' }),
    ).toBeTruthy();
    const pages = within(screen.getByRole('list', { name: 'Pages' })).getAllByRole('listitem');
    expect(pages.map((page) => page.textContent)).toEqual([
      'Once upon a time, Maya met a fox.1',
      'They found the moon together.2',
    ]);
    expect(within(pages[0]!).getByRole('img', { name: 'Illustration for page 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Flipbook View' })).toBeTruthy();
    expect(robots()).toBe('noindex');
    // None of the owner's tools: no way back to their stories, nothing to edit.
    expect(screen.queryByRole('link', { name: 'Back to Stories' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit this page' })).toBeNull();
    expect(screen.getByRole('link', { name: shareMessages.makeYourOwn }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('has no Download PDF when the link does not allow it', async () => {
    openLink({ '/api/shared/tok_abc123': () => sharedBook({ allow_pdf: false }) });
    await screen.findByRole('list', { name: 'Pages' });
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Story' })).toBeNull();
  });

  it('downloads the PDF when the link allows it', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:book');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // The download link's click, caught: happy-dom would navigate the page to the blob.
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });
    const { fetchMock } = openLink({
      '/api/shared/tok_abc123': () => sharedBook({ allow_pdf: true }),
      '/api/shared/tok_abc123/pdf': () =>
        new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    // The PDF's bytes are handed to the browser's downloads.
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const saved = createObjectURL.mock.calls[0]![0] as Blob;
    expect(await saved.text()).toBe('%PDF-1.7');
    expect(downloads).toEqual([
      { href: 'blob:book', download: storyPdfFileName('The Brave Little Fox') },
    ]);
    expect(fetchMock.mock.calls.map(([input]) => input)).toContain('/api/shared/tok_abc123/pdf');
  });

  it("says why a download was refused, in the server's words", async () => {
    openLink({
      '/api/shared/tok_abc123': () => sharedBook({ allow_pdf: true }),
      '/api/shared/tok_abc123/pdf': () =>
        Response.json({ detail: shareMessages.pdfNotShared, code: 'forbidden' }, { status: 403 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(toastTexts()).toEqual([`Error / ${shareMessages.pdfNotShared}`]));
  });

  it('a link that is gone shows a plain page saying so, with the way to make a book', async () => {
    openLink({
      '/api/shared/tok_abc123': () =>
        Response.json({ detail: shareMessages.gone, code: 'gone' }, { status: 410 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: shareMessages.gone })).toBeTruthy();
    expect(screen.getByText(shareMessages.goneNote)).toBeTruthy();
    expect(screen.getByRole('link', { name: shareMessages.makeYourOwn }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.queryByRole('list', { name: 'Pages' })).toBeNull();
    expect(robots()).toBe('noindex');
  });

  it('a server that fails says so and tries again', async () => {
    let isDown = true;
    openLink({
      '/api/shared/tok_abc123': () =>
        isDown ? Response.json({ detail: 'Boom' }, { status: 500 }) : sharedBook(),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Boom');
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Pages' })).toBeTruthy();
  });
});
