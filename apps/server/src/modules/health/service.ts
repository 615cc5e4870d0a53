import type { Health } from '@littlestar/shared/health';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';

/** Checks the database and the queue; a failing part answers 503 naming it. */
export async function checkHealth(
  context: Pick<AppContext, 'database' | 'queue'>,
): Promise<Health> {
  const databaseOk = await context.database.sql
    .executeSql('SELECT 1 AS ok')
    .then((result) => result.rows.length === 1)
    .catch(() => false);
  if (!databaseOk) throw new AppError('unavailable', 'The database is not answering.');
  if (!(await context.queue.isHealthy())) {
    throw new AppError('unavailable', 'The job queue is not answering.');
  }
  return { status: 'ok', database: 'ok', queue: 'ok' };
}
