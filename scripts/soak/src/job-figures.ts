// Where a story's time goes, from the job queue itself: per queue, how long jobs waited to
// start (from being sent, retries and their backoff included) and how long their last attempt
// ran. A picture job that runs much longer than the provider's 8 s is waiting on its worker.
import type pg from 'pg';
import { fixed, table } from './report.js';

interface QueueRow {
  name: string;
  jobs: number;
  retries: number;
  wait_p50: number;
  wait_p95: number;
  run_p50: number;
  run_p95: number;
}

export async function printJobFigures(db: pg.Client): Promise<void> {
  const { rows } = await db.query<QueueRow>(
    `SELECT name, count(*)::int AS jobs, sum(retry_count)::int AS retries,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on)) AS wait_p50,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM started_on - created_on)) AS wait_p95,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_on - started_on)) AS run_p50,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM completed_on - started_on)) AS run_p95
       FROM pgboss.job
      WHERE state = 'completed' AND name NOT LIKE '\\_\\_%'
      GROUP BY name ORDER BY count(*) DESC`,
  );
  console.log(
    '\nJobs completed, by queue (seconds; wait: from sent to the last start, retries included)',
  );
  console.log(
    table(
      ['queue', 'jobs', 'retries', 'wait p50', 'wait p95', 'run p50', 'run p95'],
      rows.map((row) => [
        row.name,
        row.jobs,
        row.retries,
        fixed(row.wait_p50, 1),
        fixed(row.wait_p95, 1),
        fixed(row.run_p50, 1),
        fixed(row.run_p95, 1),
      ]),
    ),
  );
}
