import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  MAX_OPEN_SHARES_PER_STORY,
  shareMessages,
  type CreatedShare,
  type CreateShare,
  type Share,
  type SharedBook,
} from '@littlestar/shared/shares';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { storyGifts } from '../../db/gifts-schema.js';
import { storyShares } from '../../db/shares-schema.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../children/service.js';
import {
  findShareableStory,
  getSharedBook,
  getSharedBookPdf,
  storyTitles,
} from '../stories/service.js';

/*
 * Share links (docs/product.md#share-links). A link is `<origin>/b/<token>`: 32 random bytes
 * (256 bits, base64url), of which only the SHA-256 is kept, so the table cannot be turned back
 * into working links. Revoking deletes the row; the story's or the account's deletion deletes
 * it by the foreign keys. Every way a link ends answers the same 410, so a reader cannot tell a
 * revoked link from one that never existed.
 */

type Context = Pick<AppContext, 'database' | 'storage' | 'queue' | 'config' | 'moderation' | 'log'>;
type ShareRow = typeof storyShares.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export const shareGone = () => new AppError('gone', shareMessages.gone);
const shareNotFound = () => new AppError('not_found', shareMessages.notFound);

/** What a token is stored and looked up as. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The masked addresses the links among `shareIds` were sent to as gifts, by link. */
async function giftHintsOf(db: Database, shareIds: string[]): Promise<Map<string, string>> {
  if (shareIds.length === 0) return new Map();
  const rows = await db
    .select({ shareId: storyGifts.shareId, hint: storyGifts.recipientHint })
    .from(storyGifts)
    .where(inArray(storyGifts.shareId, shareIds));
  return new Map(rows.flatMap((row) => (row.shareId ? [[row.shareId, row.hint] as const] : [])));
}

/** A link is open until revoked (its row deleted) or its expiry has passed. */
const isOpen = () => or(isNull(storyShares.expiresAt), gt(storyShares.expiresAt, sql`now()`));

function toShare(row: ShareRow, title: string, giftTo: string | null): Share {
  return {
    id: row.id,
    story_id: row.storyId,
    story_title: title,
    allow_pdf: row.allowPdf,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    view_count: row.viewCount,
    gift_to: giftTo,
  };
}

/**
 * Stores a new link to `story` inside the caller's transaction, holding the story's lock, so
 * two at once cannot pass the open-links limit together. Answers the row and its token, which
 * is shown this once.
 */
export async function insertShare(options: {
  tx: Database;
  userId: string;
  storyId: string;
  input: CreateShare;
}): Promise<{ row: ShareRow; token: string }> {
  const { tx, userId, storyId, input } = options;
  const token = randomBytes(32).toString('base64url');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share:${storyId}`}))`);
  const [open] = await tx
    .select({ n: count() })
    .from(storyShares)
    .where(and(eq(storyShares.storyId, storyId), isOpen()));
  if ((open?.n ?? 0) >= MAX_OPEN_SHARES_PER_STORY) {
    throw new AppError('conflict', shareMessages.tooMany);
  }
  const [row] = await tx
    .insert(storyShares)
    .values({
      userId,
      storyId,
      tokenHash: hashToken(token),
      allowPdf: input.allow_pdf,
      expiresAt:
        input.expires_in_days === null
          ? null
          : new Date(Date.now() + input.expires_in_days * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('The share link was not stored.');
  return { row, token };
}

/** The whole address of a link, `<origin>/b/<token>`. */
export const shareUrl = (context: Pick<Context, 'config'>, token: string) =>
  `${context.config.publicUrl}/b/${token}`;

/** A new link to the user's complete story (404 not theirs, 409 not complete or too many). */
export async function createShare(options: {
  context: Context;
  userId: string;
  storyId: string;
  input: CreateShare;
}): Promise<CreatedShare> {
  const { context, userId, input } = options;
  const story = await findShareableStory({ context, userId, storyId: options.storyId });
  const { row, token } = await context.database.db.transaction((tx) =>
    insertShare({ tx, userId, storyId: story.id, input }),
  );
  return { ...toShare(row, story.title, null), url: shareUrl(context, token) };
}

/** The user's open links, newest first; with `storyId`, only that story's. */
export async function listShares(options: {
  context: Context;
  userId: string;
  storyId?: string | undefined;
}): Promise<Share[]> {
  const { context, userId, storyId } = options;
  if (storyId !== undefined && !isUuid(storyId)) return [];
  const rows = await context.database.db
    .select()
    .from(storyShares)
    .where(
      and(
        eq(storyShares.userId, userId),
        isOpen(),
        storyId === undefined ? undefined : eq(storyShares.storyId, storyId),
      ),
    )
    .orderBy(desc(storyShares.createdAt));
  const titles = await storyTitles({
    context,
    storyIds: [...new Set(rows.map((row) => row.storyId))],
  });
  const gifts = await giftHintsOf(
    context.database.db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const title = titles.get(row.storyId);
    return title === undefined ? [] : [toShare(row, title, gifts.get(row.id) ?? null)];
  });
}

/** Ends one of the user's links at once (404 for another user's or an unknown one). */
export async function revokeShare(options: {
  context: Context;
  userId: string;
  shareId: string;
}): Promise<void> {
  if (!isUuid(options.shareId)) throw shareNotFound();
  const deleted = await options.context.database.db
    .delete(storyShares)
    .where(and(eq(storyShares.id, options.shareId), eq(storyShares.userId, options.userId)))
    .returning({ id: storyShares.id });
  if (deleted.length === 0) throw shareNotFound();
}

/** The open link a token names, or undefined; `countView` adds one to its count atomically. */
async function findOpenShare(
  db: Database,
  token: string,
  countView: boolean,
): Promise<ShareRow | undefined> {
  // A token is 43 base64url characters; anything else names no link and is not hashed.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const where = and(eq(storyShares.tokenHash, hashToken(token)), isOpen());
  if (!countView) return (await db.select().from(storyShares).where(where))[0];
  const [row] = await db
    .update(storyShares)
    .set({ viewCount: sql`${storyShares.viewCount} + 1` })
    .where(where)
    .returning();
  return row;
}

/** The book a link opens, counting the view; 410 for every link that no longer opens one. */
export async function openSharedBook(options: {
  context: Context;
  token: string;
}): Promise<SharedBook> {
  const { context } = options;
  const share = await findOpenShare(context.database.db, options.token, true);
  if (!share) throw shareGone();
  const book = await getSharedBook({ context, storyId: share.storyId });
  if (!book) throw shareGone();
  return { ...book, allow_pdf: share.allowPdf };
}

/** The PDF of a link's book: 403 when the link does not include it, 410 when it is gone. */
export async function sharedBookPdf(options: {
  context: Context;
  token: string;
}): Promise<{ data: Buffer; fileName: string }> {
  const { context } = options;
  const share = await findOpenShare(context.database.db, options.token, false);
  if (!share) throw shareGone();
  if (!share.allowPdf) throw new AppError('forbidden', shareMessages.pdfNotShared);
  const pdf = await getSharedBookPdf({ context, storyId: share.storyId });
  if (!pdf) throw shareGone();
  return pdf;
}

/** The user's links, deleted with the account (the foreign key would, too; this says so). */
export async function deleteSharesOfUser(options: { db: Database; userId: string }) {
  await options.db.delete(storyShares).where(eq(storyShares.userId, options.userId));
}

/**
 * A signed URL of a link's cover picture, as the reader's are: what the gift mail's image
 * points at through `/api/shared/{token}/cover`. Not a view; 410 when the link no longer opens.
 */
export async function sharedBookCoverUrl(options: {
  context: Context;
  token: string;
}): Promise<string> {
  const { context } = options;
  const share = await findOpenShare(context.database.db, options.token, false);
  if (!share) throw shareGone();
  const book = await getSharedBook({ context, storyId: share.storyId });
  if (!book?.cover_url) throw shareGone();
  return book.cover_url;
}
