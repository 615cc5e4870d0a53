import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context.js';
import { bookKey } from '../modules/stories/pipeline.js';

/**
 * An account with a child and `count` complete stories, each with `pdf` stored as its book,
 * written straight into the tables: for a benchmark that needs many finished books without
 * drawing any. Answers the account's id.
 */
export async function seedAccountWithBooks(
  context: Pick<AppContext, 'database' | 'storage'>,
  options: { count: number; pdf: Buffer; title: string },
): Promise<string> {
  const { sql } = context.database;
  const userId = randomUUID();
  await sql.executeSql('INSERT INTO "user" (id, name, email) VALUES ($1, $2, $3)', [
    userId,
    'Bench Parent',
    `bench-${userId}@example.com`,
  ]);
  const { rows: childRows } = await sql.executeSql(
    "INSERT INTO children (user_id, name, age, pronouns) VALUES ($1, 'Aarav', 9, 'he/him') RETURNING id",
    [userId],
  );
  const childId = String(childRows[0]?.id);
  for (let n = 0; n < options.count; n += 1) {
    const { rows } = await sql.executeSql(
      `INSERT INTO stories (user_id, child_id, title, theme, setting, status, generation, completed_at)
       VALUES ($1, $2, $3, 'adventure', 'space', 'complete', 1, now()) RETURNING id`,
      [userId, childId, `${options.title} ${n + 1}`],
    );
    const story = { id: String(rows[0]?.id), childId, generation: 1, edition: 0 };
    await context.storage.put(bookKey(story), options.pdf, 'application/pdf');
  }
  return userId;
}
