import type { Job } from './define-job.js';
import { transactionSql, type Transaction } from './transaction-sql.js';

/**
 * Whether a job of this kind whose payload has `field` = `value` is waiting, running or due
 * for a retry. Only for jobs that are not sealed (a sealed payload cannot be read in SQL).
 */
export async function hasUnfinishedJob(options: {
  tx: Transaction;
  job: Job;
  field: string;
  value: string;
}): Promise<boolean> {
  if (options.job.sealed)
    throw new Error(`${options.job.name}: a sealed payload cannot be matched`);
  const { rows } = await transactionSql(options.tx).executeSql(
    `SELECT 1 FROM pgboss.job
      WHERE name = $1 AND state IN ('created', 'retry', 'active') AND data->>$2 = $3
      LIMIT 1`,
    [options.job.name, options.field, options.value],
  );
  return rows.length > 0;
}
