import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isServerRefusal, recoveryErrorMessage } from './account-texts';

describe('recoveryErrorMessage', () => {
  it('treats a 400 as expired, as the spec orders, even when the server says "Invalid token"', () => {
    expect(recoveryErrorMessage({ status: 400, message: 'Invalid token' })).toBe(
      'The password reset link has expired. Please request a new one.',
    );
  });

  it('picks the invalid text, then the generic one, for other answers', () => {
    expect(recoveryErrorMessage({ message: 'Token is invalid' })).toBe(
      'The password reset link is invalid. Please request a new one.',
    );
    expect(recoveryErrorMessage({ status: 500, message: 'boom' })).toBe(
      'Failed to process the recovery link. Please request a new one.',
    );
  });
});

describe('auth error helpers', () => {
  it('tells a refusal (Login Failed) from an unreachable server (Login Error)', () => {
    expect(isServerRefusal(new ApiError(401, 'x'))).toBe(true);
    expect(isServerRefusal(new ApiError(0, 'offline'))).toBe(false);
    expect(isServerRefusal(new TypeError('boom'))).toBe(false);
  });
});
