// When each story of the soak's parents was generated and completed, by the database's own
// clock: the generation's charge is written in the transaction that starts it.
import type pg from 'pg';

export interface StoryTiming {
  id: string;
  generatedAt: number;
  completedAt: number | null;
}

export async function loadStoryTimings(
  db: pg.Client,
  emailPattern: string,
): Promise<StoryTiming[]> {
  const { rows } = await db.query<{ id: string; generated_at: Date; completed_at: Date | null }>(
    `SELECT s.id, c.created_at AS generated_at, s.completed_at
       FROM stories s JOIN "user" u ON u.id = s.user_id
       JOIN credit_entries c ON c.source = 'story' AND c.source_id = s.id || ':' || s.generation
      WHERE u.email LIKE $1`,
    [emailPattern],
  );
  return rows.map((row) => ({
    id: row.id,
    generatedAt: row.generated_at.getTime(),
    completedAt: row.completed_at?.getTime() ?? null,
  }));
}
