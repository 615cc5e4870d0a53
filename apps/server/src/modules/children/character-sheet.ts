import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  CHARACTER_SHEET_REDRAW_HOURS,
  characterSheetMessages,
  type CharacterSheet,
} from '@littlestar/shared/children';
import { defaultLikenessFor } from '@littlestar/shared/likeness';
import type { Pronouns } from '@littlestar/shared/catalog';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { children, type ChildRow } from '../../db/children-schema.js';
import { AppError } from '../../errors.js';
import { defineJob } from '../../jobs/define-job.js';
import { PictureRefusedError } from '../../providers/story-images/picture-refused.js';
import {
  contentTypeOfKey,
  extensionFor,
  type Illustration,
} from '../../providers/story-images/story-images-provider.js';
import type { UsageReport } from '../../providers/usage.js';

/*
 * The child's character sheet: a portrait in the books' style, drawn once by a real image
 * provider from the child's photos (while they are kept) and likeness, then passed as the
 * reference of every picture of every story, so the child looks the same on every page and
 * no photo is sent again. The parent may ask for a new one once a day. This file belongs to
 * the children module, which owns the child's row; others reach it through service.ts.
 */

type Context = Pick<AppContext, 'database' | 'storage' | 'storyImages' | 'log'>;

/** Photos sent with the request: a few show the face well enough, and each costs tokens. */
const SHEET_PHOTOS = 3;
const REDRAW_MS = CHARACTER_SHEET_REDRAW_HOURS * 60 * 60 * 1000;

/** Whether this server's illustrator draws from a character sheet (the real ones do). */
export const drawsCharacterSheets = (context: Pick<AppContext, 'storyImages'>) =>
  context.storyImages.drawCharacterSheet !== undefined;

/** The sheet's state as the API shows it; null on a server whose pictures are offline. */
export function characterSheetState(
  context: Pick<AppContext, 'storyImages'>,
  row: ChildRow,
  now = new Date(),
): CharacterSheet {
  if (!drawsCharacterSheets(context)) return null;
  const nextRedraw = row.characterSheetRequestedAt
    ? new Date(row.characterSheetRequestedAt.getTime() + REDRAW_MS)
    : null;
  return {
    status: row.characterSheetRedrawing ? 'drawing' : row.characterSheetKey ? 'ready' : 'none',
    drawn_at: row.characterSheetDrawnAt?.toISOString() ?? null,
    next_redraw_at: nextRedraw && nextRedraw > now ? nextRedraw.toISOString() : null,
  };
}

/** The stored sheet of a child, or null when it has none (or its file is gone). */
export async function loadCharacterSheet(
  context: Pick<AppContext, 'storage'>,
  row: Pick<ChildRow, 'characterSheetKey'>,
): Promise<Illustration | null> {
  const key = row.characterSheetKey;
  const contentType = key && contentTypeOfKey(key);
  if (!key || !contentType) return null;
  const data = await context.storage.get(key);
  return data ? { data, contentType } : null;
}

/**
 * Draws the child's sheet if the child has none (or its file is gone), for every picture of
 * a story to be drawn from. Nothing is drawn when the illustrator draws no sheets or the child
 * is gone; when every provider refuses, the child stays without one (the pictures then follow
 * the likeness in words alone). Two stories drawing a child's first sheet at once both draw;
 * the first recorded is kept, and the other's file deleted.
 */
export async function ensureCharacterSheet(options: {
  context: Context;
  childId: string;
  onUsage?: UsageReport;
}): Promise<void> {
  const { context, childId } = options;
  if (!drawsCharacterSheets(context)) return;
  const row = await childRow(context.database.db, childId);
  if (!row) return;
  // Asked of storage rather than read: the pictures' jobs read it, this step need not.
  if (row.characterSheetKey && (await context.storage.exists(row.characterSheetKey))) return;
  const drawn = await drawSheet(context, row, options.onUsage);
  if (!drawn) return;
  const key = await storeSheet(context, row.id, drawn);
  const [recorded] = await context.database.db
    .update(children)
    .set({ characterSheetKey: key, characterSheetDrawnAt: new Date() })
    .where(
      and(
        eq(children.id, row.id),
        // A sheet whose file went missing is replaced; any other is the winner's.
        row.characterSheetKey
          ? eq(children.characterSheetKey, row.characterSheetKey)
          : isNull(children.characterSheetKey),
      ),
    )
    .returning({ id: children.id });
  if (!recorded) await context.storage.delete(key);
}

/**
 * The parent asks for a new sheet (the one drawn does not look like their child): queued
 * once a day at most, while the profile is ready. Answers the child's row as it now is.
 */
export async function requestCharacterSheet(options: {
  context: Context & Pick<AppContext, 'queue'>;
  row: ChildRow;
  now?: Date;
}): Promise<ChildRow> {
  const { context, row } = options;
  if (!drawsCharacterSheets(context))
    throw new AppError('conflict', characterSheetMessages.offline);
  if (row.trainingStatus !== 'completed') {
    throw new AppError('child_not_ready', characterSheetMessages.notReady);
  }
  const now = options.now ?? new Date();
  const updated = await context.database.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(children)
      .set({ characterSheetRequestedAt: now, characterSheetRedrawing: true })
      .where(
        and(
          eq(children.id, row.id),
          eq(children.trainingStatus, 'completed'),
          eq(children.characterSheetRedrawing, false),
          or(
            isNull(children.characterSheetRequestedAt),
            lt(children.characterSheetRequestedAt, new Date(now.getTime() - REDRAW_MS)),
          ),
        ),
      )
      .returning();
    if (moved)
      await context.queue.enqueue(characterSheetJob, { childId: row.id, redraw: true }, { tx });
    return moved;
  });
  if (updated) return updated;
  const current = (await childRow(context.database.db, row.id)) ?? row;
  if (current.characterSheetRedrawing) {
    throw new AppError('already_drawing', characterSheetMessages.alreadyDrawing);
  }
  const next = characterSheetState(context, current, now)?.next_redraw_at;
  throw new AppError('rate_limited', characterSheetMessages.oncePerDay, {
    ...(next
      ? { 'retry-after': String(Math.ceil((Date.parse(next) - now.getTime()) / 1000)) }
      : {}),
  });
}

/**
 * Draws the new sheet the parent asked for and puts it in place of the old one. Refused by
 * every provider, the old sheet stays, and the parent's one redraw of the day is spent.
 */
export async function redrawCharacterSheet(options: { context: Context; childId: string }) {
  const { context } = options;
  const row = await childRow(context.database.db, options.childId);
  if (!row?.characterSheetRedrawing) return;
  const drawn = await drawSheet(context, row, undefined);
  const key = drawn ? await storeSheet(context, row.id, drawn) : null;
  const previous = await context.database.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ key: children.characterSheetKey })
      .from(children)
      .where(eq(children.id, row.id))
      .for('update');
    if (!locked) return undefined;
    await tx
      .update(children)
      .set({
        characterSheetRedrawing: false,
        // Refused by every provider, the old sheet stays and the ask still counts toward the
        // day: the refused calls were paid for, and a refusal would be asked again at once.
        ...(key ? { characterSheetKey: key, characterSheetDrawnAt: new Date() } : {}),
      })
      .where(eq(children.id, row.id));
    return { key: locked.key };
  });
  if (!previous) {
    // The child was deleted meanwhile: its folder went with it, except what was just stored.
    if (key) await context.storage.delete(key);
    return;
  }
  if (key && previous.key && previous.key !== key) await context.storage.delete(previous.key);
}

/** A redraw that failed for good: nothing changed, and the parent may ask again at once. */
async function giveUpRedraw(context: Context, childId: string, error: unknown) {
  context.log.warn({ err: error, childId }, 'a new character sheet could not be drawn');
  await context.database.db
    .update(children)
    .set({ characterSheetRedrawing: false, characterSheetRequestedAt: null })
    .where(eq(children.id, childId));
}

/**
 * `children.character-sheet`: draws a child's first sheet as soon as training is done (while
 * the photos are surely kept), or the new one the parent asked for.
 */
export const characterSheetJob = defineJob({
  name: 'children.character-sheet',
  payload: z.object({ childId: z.uuid(), redraw: z.boolean() }),
  // A sheet is one picture call: waiting on the network, several at once per process.
  concurrency: 4,
  async handle({ context, payload }) {
    if (payload.redraw) await redrawCharacterSheet({ context, childId: payload.childId });
    else await ensureCharacterSheet({ context, childId: payload.childId });
  },
  async onFinalFailure({ context, payload, error }) {
    // A first sheet that could not be drawn is drawn with the child's first story instead.
    if (payload.redraw) await giveUpRedraw(context, payload.childId, error);
    else context.log.warn({ err: error, childId: payload.childId }, 'no character sheet yet');
  },
});

async function childRow(db: Database, childId: string): Promise<ChildRow | undefined> {
  const [row] = await db.select().from(children).where(eq(children.id, childId));
  return row;
}

/** One drawing of the sheet, from the photos still kept; null when every provider refused. */
async function drawSheet(
  context: Context,
  row: ChildRow,
  onUsage: UsageReport | undefined,
): Promise<Illustration | null> {
  const draw = context.storyImages.drawCharacterSheet?.bind(context.storyImages);
  if (!draw) return null;
  const photos: Illustration[] = [];
  for (const key of row.photoKeys.slice(0, SHEET_PHOTOS)) {
    const data = await context.storage.get(key);
    const contentType = contentTypeOfKey(key);
    if (data && contentType) photos.push({ data, contentType });
  }
  const pronouns = row.pronouns as Pronouns;
  try {
    return await draw({
      child: {
        name: row.name,
        age: row.age,
        pronouns,
        likeness: row.likeness ?? defaultLikenessFor(pronouns),
        modelVersion: row.modelVersion,
      },
      photos,
      ...(onUsage ? { onUsage } : {}),
    });
  } catch (error) {
    if (!(error instanceof PictureRefusedError)) throw error;
    context.log.warn(
      { childId: row.id, err: error },
      'no character sheet: every provider refused it; pictures follow the likeness in words',
    );
    return null;
  }
}

async function storeSheet(context: Context, childId: string, sheet: Illustration) {
  const key = `children/${childId}/character/sheet-${randomUUID()}.${extensionFor(sheet.contentType)}`;
  await context.storage.put(key, sheet.data, sheet.contentType);
  return key;
}
