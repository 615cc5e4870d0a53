import { describe, expect, it } from 'vitest';
import { pageIn, pathLanguage, twinPath } from './pages';

describe('the public pages in two languages', () => {
  it('finds each public page’s copy in the other language', () => {
    expect(twinPath('/', 'hi')).toBe('/hi');
    expect(twinPath('/user-guide', 'hi')).toBe('/hi/user-guide');
    expect(twinPath('/hi/details', 'en')).toBe('/details');
    expect(twinPath('/hi', 'en')).toBe('/');
    expect(twinPath('/children', 'hi')).toBeNull();
    expect(pathLanguage('/hi/demo/children')).toBe('hi');
    expect(pathLanguage('/history')).toBeNull();
  });

  it('links a Hindi page to the Hindi copies, keeping the section', () => {
    expect(pageIn('/#pricing', 'hi')).toBe('/hi#pricing');
    expect(pageIn('/details#privacy', 'hi')).toBe('/hi/details#privacy');
    expect(pageIn('/demo/children', 'hi')).toBe('/hi/demo/children');
    // Pages without a Hindi copy keep their one path; English links stay as they are.
    expect(pageIn('/feedback', 'hi')).toBe('/feedback');
    expect(pageIn('/details#terms', 'en')).toBe('/details#terms');
  });
});
