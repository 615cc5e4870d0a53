import { describe, expect, it } from 'vitest';
import { SETTINGS, THEMES, themeSchema, toDisplayLabel } from './catalog.js';

describe('catalog', () => {
  it('offers the eight themes and ten settings of the spec', () => {
    expect(THEMES).toHaveLength(8);
    expect(SETTINGS).toHaveLength(10);
  });

  it('shows wire values capitalised', () => {
    expect(toDisplayLabel('magical kingdom')).toBe('Magical Kingdom');
  });

  it('refuses a theme the spec does not list', () => {
    expect(themeSchema.safeParse('horror').success).toBe(false);
  });
});
