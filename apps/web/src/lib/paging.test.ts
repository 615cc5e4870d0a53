import { describe, expect, it } from 'vitest';
import { pageCount, parsePage } from './paging';

describe('pageCount', () => {
  it('counts the pages 5 rows fill, with one page for an empty list', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(1, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(10, 5)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
  });

  it('survives nonsense', () => {
    expect(pageCount(-3, 5)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe('parsePage', () => {
  it('reads ?page= as a page from 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});
