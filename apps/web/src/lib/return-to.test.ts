import { afterEach, describe, expect, it } from 'vitest';
import {
  clearReturnTo,
  homeWithOrigin,
  isSafeReturnPath,
  postLoginDestination,
  readReturnTo,
  rememberReturnTo,
  RETURN_TO_KEY,
} from './return-to';

describe('return-to memory', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the refused path with its query in sessionStorage', () => {
    rememberReturnTo('/children?tab=x');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/children?tab=x');
    expect(readReturnTo()).toBe('/children?tab=x');
    clearReturnTo();
    expect(readReturnTo()).toBeNull();
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'children', ''])(
    'never returns to %j',
    (value) => {
      expect(isSafeReturnPath(value)).toBe(false);
      rememberReturnTo(value);
      expect(readReturnTo()).toBeNull();
      expect(
        postLoginDestination({
          search: `?from=${encodeURIComponent(value)}`,
          fallback: '/children',
        }),
      ).toBe('/children');
    },
  );

  it('carries the origin to the home page as ?from=', () => {
    expect(homeWithOrigin('/transactions')).toBe('/?from=%2Ftransactions');
    expect(homeWithOrigin('/children?tab=x')).toBe('/?from=%2Fchildren%3Ftab%3Dx');
  });

  it('after log-in prefers the remembered path, then ?from=, then the fallback', () => {
    expect(postLoginDestination({ search: '', fallback: '/children' })).toBe('/children');
    expect(postLoginDestination({ search: '?from=%2Fcredit-usage', fallback: '/children' })).toBe(
      '/credit-usage',
    );
    rememberReturnTo('/transactions?page=2');
    expect(postLoginDestination({ search: '?from=%2Fcredit-usage', fallback: '/children' })).toBe(
      '/transactions?page=2',
    );
  });
});
