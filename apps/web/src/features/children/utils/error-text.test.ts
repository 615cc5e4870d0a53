import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorText, isPaymentRequired } from './error-text';

describe('errorText', () => {
  it("shows the server's detail, else the spec's default", () => {
    expect(
      errorText(
        new ApiError(400, 'image_3.jpg is not a JPEG, PNG or WebP image.'),
        'Failed to start training',
      ),
    ).toBe('image_3.jpg is not a JPEG, PNG or WebP image.');
    expect(errorText(new ApiError(500, 'Request failed (500)'), 'Failed to start training')).toBe(
      'Failed to start training',
    );
    expect(
      errorText(new ApiError(0, 'Could not reach the server.'), 'Failed to get upload URL'),
    ).toBe('Failed to get upload URL');
    expect(errorText(new Error('boom'), 'Failed to create child profile')).toBe(
      'Failed to create child profile',
    );
  });

  it('recognises a 402 (not enough credits)', () => {
    expect(isPaymentRequired(new ApiError(402, 'Not enough credits: 0 of 1'))).toBe(true);
    expect(isPaymentRequired(new ApiError(400, 'x'))).toBe(false);
  });
});
