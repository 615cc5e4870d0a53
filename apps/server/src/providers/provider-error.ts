/**
 * What any provider throws when its vendor refused or failed in a way the caller should know
 * about: which vendor, and whether asking again may help. Providers know nothing of jobs; the
 * job layer reads `isRetryable` (jobs/define-job.ts, `isPermanentFailure`): a retryable failure
 * is tried again with the job's backoff, one that is not ends the job at once, compensated.
 * An error that is not a ProviderError (a dropped connection, a timeout) is retryable.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
  /** The vendor or engine, as its setting names it: `openai`, `replicate`, `lulu`… */
  readonly vendor: string;
  readonly isRetryable: boolean;
  /** The vendor's HTTP status, when it answered. */
  readonly statusCode: number | undefined;
  /** What an operator may read beside the message in the logs: codes and counts, no one's words. */
  readonly details: Record<string, string | number | string[]> | undefined;

  /** `message` may reach a parent (a failed story keeps it): no prompt, no name, no address. */
  constructor(
    message: string,
    options: {
      vendor: string;
      isRetryable: boolean;
      statusCode?: number;
      details?: ProviderError['details'];
    },
  ) {
    super(message);
    this.vendor = options.vendor;
    this.isRetryable = options.isRetryable;
    this.statusCode = options.statusCode;
    this.details = options.details;
  }
}

/** A vendor's HTTP status as retryable or not: it did not answer, or failed on its side. */
export const isRetryableStatus = (statusCode: number | undefined) =>
  statusCode === undefined || statusCode >= 500 || statusCode === 429;
