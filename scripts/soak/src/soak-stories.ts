// Every story of the soak's parents as the database holds it, with its pages, charges and
// refunds: what the checks compare with what the parents did.
import type pg from 'pg';
import type { StoryStatus } from '@littlestar/shared/stories';

export interface StoryRow {
  id: string;
  user_id: string;
  child_id: string;
  status: StoryStatus;
  generation: number;
  cover_key: string | null;
  pages: number;
  page_keys: (string | null)[] | null;
  charges: number;
  refunds: number;
}

export async function loadStories(db: pg.Client, emailPattern: string): Promise<StoryRow[]> {
  const { rows } = await db.query<StoryRow>(
    `SELECT s.id, s.user_id, s.child_id, s.status, s.generation, s.cover_key,
            (SELECT count(*) FROM story_pages p WHERE p.story_id = s.id)::int AS pages,
            (SELECT array_agg(p.image_key) FROM story_pages p WHERE p.story_id = s.id) AS page_keys,
            (SELECT count(*) FROM credit_entries c
              WHERE c.source = 'story' AND c.source_id LIKE s.id || ':%')::int AS charges,
            (SELECT count(*) FROM credit_entries r JOIN credit_entries c ON r.source_id = c.id::text
              WHERE r.source = 'refund' AND c.source = 'story'
                AND c.source_id = s.id || ':' || s.generation)::int AS refunds
       FROM stories s JOIN "user" u ON u.id = s.user_id
      WHERE u.email LIKE $1`,
    [emailPattern],
  );
  return rows;
}
