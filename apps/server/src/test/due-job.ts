import type PgBoss from 'pg-boss';

/**
 * Fetches a job a test has just sent, as another process would. pg-boss fetches only jobs
 * whose `start_after` is before `now()`, and PGlite's clock counts whole milliseconds, so a
 * job fetched in the millisecond it was sent is not due yet (nothing comes back). Fetched
 * again until it is, for at most a few seconds.
 */
export async function fetchDueJob<Data extends object>(
  boss: PgBoss,
  name: string,
): Promise<PgBoss.Job<Data> | undefined> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [taken] = await boss.fetch<Data>(name);
    if (taken || Date.now() > deadline) return taken;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
