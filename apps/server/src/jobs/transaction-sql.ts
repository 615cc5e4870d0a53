import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { SqlExecutor } from '../db/database.js';

/** A Drizzle transaction (or the database itself): anything that runs a query. */
export type Transaction = Pick<Database, 'execute'>;

/**
 * pg-boss's per-call `db` option, backed by the caller's Drizzle transaction: the job row is
 * written on the transaction's own connection, so it commits or rolls back with the caller's
 * rows. On PGlite this is also what avoids a deadlock: a query outside the open transaction
 * would wait for that transaction, which waits for the query.
 */
export function transactionSql(tx: Transaction): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result: unknown = await tx.execute(toDrizzleSql(text, values));
      // node-postgres answers a QueryResult, PGlite a Results: both carry `rows`.
      return { rows: (result as { rows: Record<string, unknown>[] }).rows };
    },
  };
}

/**
 * pg-boss writes `$1`-style placeholders; Drizzle numbers its own parameters, so each
 * placeholder becomes a Drizzle parameter with the value it names (a placeholder used twice
 * becomes two parameters with the same value).
 */
export function toDrizzleSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
      return;
    }
    const position = Number(part) - 1;
    if (position < 0 || position >= values.length) {
      throw new Error(`SQL placeholder $${part} has no value`);
    }
    // Drizzle drops an `undefined` parameter from the query; pg-boss means NULL by it.
    chunks.push(sql`${values[position] ?? null}`);
  });
  return sql.join(chunks);
}
