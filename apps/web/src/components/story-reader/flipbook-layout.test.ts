import { describe, expect, it } from 'vitest';
import {
  bookPageLabel,
  bookPageOfUnit,
  bookPages,
  flipbookSize,
  isAtLastPage,
  unitOfBookPage,
} from './flipbook-layout';

describe('flipbook size (product.md#reader)', () => {
  it('opens a book 1.5 times as wide as tall on a desktop, each page half of it', () => {
    const size = flipbookSize({ width: 1280, height: 800 }, true);
    expect(size.isPortrait).toBe(false);
    // 800 - (120 + 50) leaves 630 px of height: a 945 × 630 spread.
    expect(size).toEqual({ pageWidth: 472, pageHeight: 630, isPortrait: false });
  });

  it('caps the open book at 1400 × 900', () => {
    const size = flipbookSize({ width: 3000, height: 2000 }, true);
    expect(size.pageWidth * 2).toBeLessThanOrEqual(1400);
    expect(size.pageHeight).toBeLessThanOrEqual(900);
  });

  it('shows one portrait page on a phone, 1.6 times as tall as wide, capped at 480 × 780', () => {
    expect(flipbookSize({ width: 390, height: 844 }, false)).toEqual({
      pageWidth: 340,
      pageHeight: 544,
      isPortrait: true,
    });
    const tablet = flipbookSize({ width: 760, height: 1400 }, false);
    expect(tablet.pageWidth).toBeLessThanOrEqual(480);
    expect(tablet.pageHeight).toBeLessThanOrEqual(780);
  });

  it('never makes the book wider than the screen', () => {
    const narrow = flipbookSize({ width: 800, height: 900 }, true);
    expect(narrow.pageWidth * 2).toBeLessThanOrEqual(800 - 50);
    expect(flipbookSize({ width: 320, height: 560 }, false).pageWidth).toBeLessThanOrEqual(270);
  });
});

describe('book pages', () => {
  it('are the cover, then a picture page and a text page per story page, labelled for thumbnails', () => {
    expect(bookPages(2).map(bookPageLabel)).toEqual(['Cover', 'Img 1', 'Txt 1', 'Img 2', 'Txt 2']);
  });

  it('map to what read aloud reads: the cover the title, both pages of a story page its text', () => {
    expect([0, 1, 2, 3, 4].map(unitOfBookPage)).toEqual([0, 1, 1, 2, 2]);
    expect([0, 1, 2].map(bookPageOfUnit)).toEqual([0, 2, 4]);
  });

  it('know when the last page shows: an open book shows two at a time', () => {
    // Cover, Img 1, Txt 1, Img 2, Txt 2: the last spread is pages 3 and 4.
    expect(isAtLastPage(0, 5, false)).toBe(false);
    expect(isAtLastPage(1, 5, false)).toBe(false);
    expect(isAtLastPage(3, 5, false)).toBe(true);
    expect(isAtLastPage(3, 5, true)).toBe(false);
    expect(isAtLastPage(4, 5, true)).toBe(true);
  });
});
