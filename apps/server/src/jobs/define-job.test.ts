import { describe, expect, it } from 'vitest';
import { ProviderError, statusFailure } from '../providers/provider-error.js';
import { isPermanentFailure, PermanentJobError } from './define-job.js';

/**
 * How a job reads a provider's failure (docs/architecture.md, "How a job flows"): every vendor
 * maps its HTTP status with `statusFailure` (providers/vendor-failures.test.ts shows each one
 * does), and a job ends at once only for what asking again will not change.
 */
describe('isPermanentFailure', () => {
  it.each([
    [429, false],
    [500, false],
    [503, false],
    [undefined, false],
    [400, true],
    [401, true],
    [404, true],
    [422, true],
  ])('a vendor answering HTTP %s: the job ends at once: %s', (status, isPermanent) => {
    const error = new ProviderError('the vendor failed', statusFailure('lulu', status));
    expect(error).toMatchObject({ vendor: 'lulu', statusCode: status, isRetryable: !isPermanent });
    expect(isPermanentFailure(error)).toBe(isPermanent);
  });

  it("ends a job at once for the job's own PermanentJobError, and retries anything else", () => {
    expect(isPermanentFailure(new PermanentJobError('refused'))).toBe(true);
    expect(isPermanentFailure(new Error('socket hang up'))).toBe(false);
    expect(isPermanentFailure('not even an error')).toBe(false);
  });
});
