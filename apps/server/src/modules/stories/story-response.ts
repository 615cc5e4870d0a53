import { inArray } from 'drizzle-orm';
import type {
  PictureJudgement,
  PictureMark,
  Story,
  StoryProgress,
} from '@littlestar/shared/stories';
import type { CastMember } from '@littlestar/shared/cast';
import type { PageRedraw, RedrawAllowance } from '@littlestar/shared/page-edits';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { storyPages, type StoryPageRow, type StoryRow } from '../../db/stories-schema.js';
import { stableUrlSeconds } from '../../providers/storage/storage-provider.js';
import { answeredCasts } from './cast.js';

type Storage = Pick<AppContext, 'storage'>;

/** Stories with their pages, read in one query for a whole list. */
export async function toStoryResponses(
  context: Storage & { db: Database },
  rows: StoryRow[],
): Promise<Story[]> {
  if (rows.length === 0) return [];
  const pages = await context.db
    .select()
    .from(storyPages)
    .where(
      inArray(
        storyPages.storyId,
        rows.map((row) => row.id),
      ),
    );
  const byStory = new Map<string, StoryPageRow[]>();
  for (const page of pages) byStory.set(page.storyId, [...(byStory.get(page.storyId) ?? []), page]);
  const casts = await answeredCasts(context.db, rows);
  return Promise.all(
    rows.map((row) =>
      toStoryResponse(context, row, byStory.get(row.id) ?? [], casts.get(row.id) ?? []),
    ),
  );
}

/** The story as the API shows it: pictures behind signed URLs that work in `<img>`. */
export async function toStoryResponse(
  context: Storage,
  row: StoryRow,
  pageRows: StoryPageRow[],
  /** The cast as answered (see cast.ts: a child companion with the name they have today). */
  cast: CastMember[],
  /** For the owner's reader: pictures being drawn again (0 the cover, 1… the pages). */
  edits?: {
    byPage: Map<number, PageRedraw>;
    allowance: RedrawAllowance | null;
    pageWordLimit: number | null;
  },
): Promise<Story> {
  const url = signedUrlOf(context);
  const sorted = [...pageRows].sort((a, b) => a.position - b.position);
  return {
    id: row.id,
    child_id: row.childId,
    title: row.title,
    theme: row.theme,
    setting: row.setting,
    conflict: row.conflict,
    moral: row.moral,
    cast,
    language: row.language,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    cover_url: await url(row.coverKey),
    pages: await Promise.all(
      sorted.map(async (page) => ({
        id: page.id,
        text: page.text,
        image_url: await url(page.imageKey),
        ...(edits
          ? {
              redraw: edits.byPage.get(page.position + 1) ?? null,
              judged: judgementOf(page.imageKey, page.likeness, page.pictureMark),
            }
          : {}),
      })),
    ),
    progress: progressOf(row, sorted),
    ...(edits
      ? {
          cover_redraw: edits.byPage.get(0) ?? null,
          cover_judged: judgementOf(row.coverKey, row.coverLikeness, row.coverPictureMark),
          likeness: bookLikeness(row, sorted),
          redraws: edits.allowance,
          page_word_limit: edits.pageWordLimit,
        }
      : {}),
  };
}

/**
 * The picture judge's look at a picture, for its owner: none for the offline illustrator's
 * SVGs (drawn from the likeness, never judged), else its score (null: not measured) and mark.
 */
function judgementOf(
  key: string | null,
  likeness: number | null,
  mark: PictureMark | null,
): PictureJudgement | null {
  if (!key || key.endsWith('.svg')) return null;
  return { likeness, mark };
}

/** The book's likeness: its worst measured picture's, cover included; null if none was. */
function bookLikeness(row: StoryRow, pages: StoryPageRow[]): number | null {
  const measured = [row.coverLikeness, ...pages.map((page) => page.likeness)].filter(
    (score): score is number => score !== null,
  );
  return measured.length > 0 ? Math.min(...measured) : null;
}

/** Signs a stored picture's key for `<img>` (null stays null). */
export function signedUrlOf(context: Storage) {
  const expiresInSeconds = stableUrlSeconds();
  return (key: string | null) =>
    key ? context.storage.signedDownloadUrl(key, { expiresInSeconds }) : Promise.resolve(null);
}

function progressOf(row: StoryRow, pages: StoryPageRow[]): StoryProgress | null {
  if ((row.status !== 'generating' && row.status !== 'generating_images') || !row.stage) {
    return null;
  }
  return {
    stage: row.stage,
    pages_illustrated: pages.filter((page) => page.imageKey !== null).length,
    pages_total: row.stage === 'writing' ? 0 : pages.length,
  };
}
