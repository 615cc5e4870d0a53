import { z } from 'zod';
import type { Pronouns } from '@littlestar/shared/catalog';
import { defaultLikenessFor } from '@littlestar/shared/likeness';
import type { AppContext } from '../../app-context.js';
import type { WrittenStory } from '@littlestar/shared/story';
import type { Database } from '../../db/database.js';
import type { StoryRow } from '../../db/stories-schema.js';
import {
  ILLUSTRATION_TYPES,
  type Illustration,
  type IllustrationType,
} from '../../providers/story-images/story-images-provider.js';
import { drawsCharacterSheets, findChildById, loadCharacterSheet } from '../children/service.js';
import { findStoryPages, findStoryRow, recordUsage, recordWrittenStory } from './story-rows.js';
import type { PipelineLane } from './pipeline.js';
import type { ProviderUsage } from '../../providers/usage.js';
import { resolveCast, type StoryCompanion } from './cast.js';
import type { CraftCastMember } from '@littlestar/storycraft';

/*
 * What the pipeline's steps share: where a story's files go, the story and child a step works
 * on, what a provider is told of the story, and a picture drawn and stored.
 */

export type Context = Pick<
  AppContext,
  | 'database'
  | 'storage'
  | 'queue'
  | 'storyText'
  | 'storyImages'
  | 'config'
  | 'log'
  | 'moderation'
  | 'faces'
  | 'secret'
  | 'pictureReview'
>;

export const generationPayload = z.object({
  storyId: z.uuid(),
  generation: z.number().int().min(1),
});
export type GenerationPayload = z.infer<typeof generationPayload>;

/** The ledger key of one generation's charge: a regenerated story is charged (and refunded) anew. */
export const chargeKey = (storyId: string, generation: number) => ({
  source: 'story',
  sourceId: `${storyId}:${generation}`,
});

/** Where a story's pictures live: under its child, so deleting the child deletes them. */
export const storyFolder = (story: Pick<StoryRow, 'childId' | 'id'>) =>
  `children/${story.childId}/stories/${story.id}/`;

/**
 * Where a generation's printable book (the PDF) is stored: rendering again overwrites it. An
 * edited book (edition 1, 2, …) has a file of its own, so a late bind of an older edition
 * can never overwrite a newer book.
 */
export const bookKey = (story: Pick<StoryRow, 'childId' | 'id' | 'generation' | 'edition'>) =>
  `${storyFolder(story)}g${story.generation}/${story.edition > 0 ? `book-e${story.edition}` : 'book'}.pdf`;

export const pictureName = (page: number) =>
  page < 0 ? 'cover' : `page-${String(page + 1).padStart(2, '0')}`;

/** The story of a job if it is still at `status` in this generation; undefined otherwise. */
export async function currentStory(
  context: Context,
  payload: GenerationPayload,
  status: StoryRow['status'],
): Promise<StoryRow | undefined> {
  const story = await findStoryRow(context.database.db, payload.storyId);
  if (!story || story.generation !== payload.generation || story.status !== status)
    return undefined;
  return story;
}

/** The child a story is about, as the providers need it; undefined when it was deleted. */
export async function childOf(context: Pick<Context, 'database'>, story: StoryRow) {
  // By id, not by the story's owner: a free story's child is a demo child, owned by the server.
  const child = await findChildById(context.database.db, story.childId);
  if (!child) return undefined;
  const pronouns = child.pronouns as Pronouns;
  return {
    name: child.name,
    nameDevanagari: child.nameDevanagari,
    age: child.age,
    pronouns,
    likeness: child.likeness ?? defaultLikenessFor(pronouns),
    modelVersion: child.modelVersion,
    characterSheetKey: child.characterSheetKey,
  };
}

/** The cast as the story's engines take it: no ids or keys, only who each one is. */
export function castForEngines(cast: StoryCompanion[]): CraftCastMember[] {
  return cast.map((member) => {
    if (member.kind !== 'child') return member;
    const { name, age, pronouns, likeness } = member;
    return { kind: 'child', name, age, pronouns, likeness };
  });
}

/**
 * What the parent asked for, as the writer and the illustrator both get it: the offline
 * illustrator writes the story again from it to draw each page as the engine wrote it.
 */
export const storyRequestOf = (story: StoryRow) => ({
  title: story.title,
  theme: story.theme,
  setting: story.setting,
  conflict: story.conflict,
  moral: story.moral,
});

/** Keeps what a step cost; a failure to keep it is logged, never the step's failure. */
export async function saveUsage(
  context: Pick<Context, 'database' | 'log'>,
  story: StoryRow,
  step: string,
  usage: ProviderUsage[],
): Promise<void> {
  await recordUsage({
    db: context.database.db,
    storyId: story.id,
    generation: story.generation,
    step,
    usage,
  }).catch((error: unknown) => {
    context.log.warn({ err: error, storyId: story.id, step }, 'story usage not recorded');
  });
}

/** The key of a picture already stored for this page under any type's extension, if one is. */
export async function storedPicture(
  context: Context,
  keyOf: (type: IllustrationType) => string,
): Promise<string | undefined> {
  for (const type of Object.keys(ILLUSTRATION_TYPES) as IllustrationType[]) {
    if (await context.storage.exists(keyOf(type))) return keyOf(type);
  }
  return undefined;
}

/**
 * Draws one picture and stores it; its key, or undefined when the child was deleted. A
 * redraw goes through the same illustrator with the same references and seed,
 * plus its variant and the parent's note.
 */
export async function drawPicture(
  context: Pick<Context, 'database' | 'storage' | 'storyImages' | 'log'>,
  story: StoryRow,
  picture: {
    page: number;
    brief: string;
    pageCount: number;
    /** The page's words (none for the cover): the offline illustrator draws who they name. */
    text?: string;
    redraw?: { variant: string; note?: string };
  },
  keyOf: (type: IllustrationType) => string,
): Promise<string | undefined> {
  const { page, brief, pageCount, redraw } = picture;
  // The offline illustrator finds who and what to draw in English words; a page of a book in
  // another language gives it the page's brief, which stays English (product.md#story-language).
  const text = picture.text === undefined || story.language === 'en' ? picture.text : brief;
  const child = await childOf(context, story);
  if (!child) return undefined;
  const cast = await resolveCast(context.database.db, story);
  // The child's character sheet, when the illustrator draws from one: the same child on
  // every page, and no photo sent again. Each child companion's sheet follows the hero's,
  // and the prompt says whose each one is.
  const references: { name: string; sheet: Illustration }[] = [];
  if (drawsCharacterSheets(context)) {
    for (const someone of [child, ...cast.filter((member) => member.kind === 'child')]) {
      const sheet = await loadCharacterSheet(context, someone);
      if (sheet) references.push({ name: someone.name, sheet });
      // Without the hero's own sheet, a companion's alone would be drawn as the hero's face.
      else if (someone === child) break;
    }
  }
  const usage: ProviderUsage[] = [];
  const drawn = await context.storyImages
    .illustrate({
      brief,
      ...(text ? { text } : {}),
      pageIndex: page,
      pageCount,
      child,
      story: storyRequestOf(story),
      ...(references.length > 0
        ? {
            references: references.map((reference) => reference.sheet),
            referenceNames: references.map((reference) => reference.name),
          }
        : {}),
      ...(cast.length > 0 ? { cast: castForEngines(cast) } : {}),
      ...(redraw ? { redraw } : {}),
      seed: `${story.id}:${story.generation}`,
      onUsage: (cost) => usage.push(cost),
    })
    .finally(() =>
      saveUsage(context, story, `${redraw ? 'redraw ' : ''}${pictureName(page)}`, usage),
    );
  const key = keyOf(drawn.contentType);
  await context.storage.put(key, drawn.data, drawn.contentType);
  return key;
}

/** Whether the story's cover or one of its pages shows the picture stored under `key`. */
export async function pictureInUse(context: Context, storyId: string, key: string) {
  const story = await findStoryRow(context.database.db, storyId);
  if (!story) return false;
  if (story.coverKey === key) return true;
  const pages = await findStoryPages(context.database.db, storyId);
  return pages.some((page) => page.imageKey === key);
}

/** Longer than every attempt of a step could take, with its backoff between attempts. */
export function patienceMsOf(context: Pick<Context, 'config'>): number {
  const { retryLimit, timeoutSeconds } = context.config.jobs;
  return (timeoutSeconds * (retryLimit + 1) + 5 * 2 ** (retryLimit + 1) + 60) * 1000;
}

/**
 * Keeps a written story's pages and queues its pictures (the cover, then every page) in the
 * caller's transaction; false when the story has moved on from this generation. After the
 * writer, and for a book the team wrote itself (a demo sample, see free-trial/catalog.ts).
 */
export async function keepWrittenStory(options: {
  context: Pick<Context, 'queue'>;
  tx: Database;
  story: Pick<StoryRow, 'id' | 'generation'>;
  written: WrittenStory;
  lane: PipelineLane;
}): Promise<boolean> {
  const { context, tx, story, lane } = options;
  const recorded = await recordWrittenStory({
    db: tx,
    storyId: story.id,
    generation: story.generation,
    written: options.written,
  });
  if (!recorded) return false;
  for (const page of [-1, ...recorded.pages.map((row) => row.position)]) {
    await context.queue.enqueue(
      lane.illustrate,
      { storyId: story.id, generation: story.generation, page },
      { tx },
    );
  }
  return true;
}
