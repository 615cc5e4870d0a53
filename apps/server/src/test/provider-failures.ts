import { expect } from 'vitest';
import { ProviderError } from '../providers/provider-error.js';

/**
 * The error `call` fails with, as the job layer will read it (jobs/define-job.ts): a
 * ProviderError naming the vendor, with its status (undefined when it did not answer) and
 * whether asking again may help. Answers the error for further checks.
 */
export async function expectFailure(
  call: Promise<unknown>,
  expected: { vendor: string; statusCode: number | undefined; isRetryable: boolean },
): Promise<ProviderError> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  expect(error).toMatchObject(expected);
  return error as ProviderError;
}
