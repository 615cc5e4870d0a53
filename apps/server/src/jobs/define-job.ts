import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { ProviderError } from '../providers/provider-error.js';

/** What a job's code gets for one run. */
export interface JobRun<Payload> {
  payload: Payload;
  context: AppContext;
  jobId: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

/**
 * A kind of job: its queue, the shape of its payload and what runs it. Handlers must be
 * idempotent: pg-boss delivers at least once (a retry, or a worker that died mid-job).
 */
export interface Job<Schema extends z.ZodType = z.ZodType> {
  /** The pg-boss queue name, e.g. `likeness.train`. */
  name: string;
  /** Checked when the job is enqueued (a bad payload fails the caller, not a worker later). */
  payload: Schema;
  /** Retries after the first attempt; JOB_RETRY_LIMIT when unset. */
  retryLimit?: number;
  /** How long one attempt may run before pg-boss fails it; JOB_TIMEOUT_SECONDS when unset. */
  expireInSeconds?: number;
  /** Parallel jobs of this kind per worker process; a function reads it from the configuration. */
  concurrency?: number | ((context: AppContext) => number);
  /**
   * The payload carries personal data (an e-mail address): it is stored sealed with
   * APP_SECRET and opened only by the worker (see sealed-payload.ts).
   */
  sealed?: boolean;
  /** A cron expression: pg-boss then also runs the job on that schedule (once across processes). */
  schedule?: string;
  // Method syntax on purpose: it lets jobs of different payloads share one list. What it
  // returns is kept as the job's output, for a process waiting on the answer.
  handle(run: JobRun<z.output<Schema>>): Promise<object | void>;
  /**
   * Runs once, after the last attempt failed: the place for compensation (mark a training
   * failed, refund credits). It must be idempotent too. A job whose worker died on its last
   * attempt expires without calling it: a sweep is the safety net for that case.
   */
  onFinalFailure?(run: JobRun<z.output<Schema>> & { error: unknown }): Promise<void>;
}

/**
 * A failure that another attempt cannot fix (the model refused to write the story three times,
 * moderation refused it): the job's `onFinalFailure` runs at once and the job is not retried.
 * Retries are for outages, not for answers that will be refused again (and paid for again).
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
  /** What an operator may read beside the message in the logs: codes and counts, no one's words. */
  readonly details: Record<string, string | number | string[]> | undefined;

  /** `message` is kept on the failed row and logged: words a parent may read, no names. */
  constructor(message: string, options: { details?: PermanentJobError['details'] } = {}) {
    super(message);
    this.details = options.details;
  }
}

/**
 * A failure that ends the job at once: the job's own `PermanentJobError`, or a provider's
 * `ProviderError` that asking again would not fix (a refusal, a bad answer, a 4xx).
 */
export function isPermanentFailure(error: unknown): error is PermanentJobError | ProviderError {
  return (
    error instanceof PermanentJobError || (error instanceof ProviderError && !error.isRetryable)
  );
}

/** Declares a job; the job list at the composition root (`job-list.ts`) makes it run. */
export function defineJob<Schema extends z.ZodType>(definition: Job<Schema>): Job<Schema> {
  return definition;
}
