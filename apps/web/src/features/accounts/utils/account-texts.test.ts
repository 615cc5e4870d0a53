import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isServerRefusal, recoveryErrorKey } from './account-texts';

describe('recoveryErrorKey', () => {
  it('treats a 400 as expired, as the spec orders, even when the server says "Invalid token"', () => {
    expect(recoveryErrorKey({ status: 400, message: 'Invalid token' })).toBe('recoveryLinkExpired');
  });

  it('picks the invalid text, then the generic one, for other answers', () => {
    expect(recoveryErrorKey({ message: 'Token is invalid' })).toBe('recoveryLinkInvalid');
    expect(recoveryErrorKey({ status: 500, message: 'boom' })).toBe('recoveryLinkFailed');
  });
});

describe('auth error helpers', () => {
  it('tells a refusal (Login Failed) from an unreachable server (Login Error)', () => {
    expect(isServerRefusal(new ApiError(401, 'x'))).toBe(true);
    expect(isServerRefusal(new ApiError(0, 'offline'))).toBe(false);
    expect(isServerRefusal(new TypeError('boom'))).toBe(false);
  });
});
