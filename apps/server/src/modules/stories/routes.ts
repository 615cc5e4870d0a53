import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@littlestar/shared/errors';
import {
  generateResponseSchema,
  printFilesSchema,
  storyInputSchema,
  storySchema,
} from '@littlestar/shared/stories';
import {
  keepPictureInputSchema,
  pageRedrawInputSchema,
  pageTextInputSchema,
} from '@littlestar/shared/page-edits';
import { MAX_STORY_PAGES } from '@littlestar/shared/story';
import type { AppContext } from '../../app-context.js';
import { pdfFileSchema, sendAttachment } from '../../http/content-disposition.js';
import {
  createStory,
  deleteStory,
  editStoryPage,
  generateStory,
  keepStoryPicture,
  redrawStoryPicture,
  getStory,
  getPrintFiles,
  getStoryPdf,
  listStories,
  requestPrintFiles,
  updateStory,
} from './service.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
/** A page as the API numbers it: 0 the cover (for pictures), 1… the story's pages. */
const pageParams = idParams.extend({ n: z.coerce.number().int().min(0).max(MAX_STORY_PAGES) });
const textPageParams = idParams.extend({
  n: z.coerce.number().int().min(1).max(MAX_STORY_PAGES),
});
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['stories'];

/** Stories of the signed-in user's children: registered in the signed-in group. */
export const storyRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  // In this order: the OpenAPI document lists the operations as they are registered.
  bookRoutes(app, context);
  printFileRoutes(app, context);
  pageEditRoutes(app, context);
  storyChangeRoutes(app, context);
};

/** The child's list of stories, a new story, one story and its PDF. */
function bookRoutes(app: App, context: AppContext) {
  app.get(
    '/api/children/:id/stories',
    {
      schema: {
        operationId: 'listChildStories',
        tags,
        summary: "A child's stories, newest first",
        params: idParams,
        response: { 200: z.array(storySchema), ...errors },
      },
    },
    async (request) =>
      listStories({ context, userId: request.user.id, childId: request.params.id }),
  );

  app.post(
    '/api/children/:id/stories',
    {
      // The cast's names go to the content check (a paid call when MODERATION=openai).
      config: { rateLimits: [{ per: 'user', max: 30, windowSeconds: 60 * 60 }] },
      schema: {
        operationId: 'createStory',
        errorCodes: ['child_not_ready', 'cast_refused', 'language_unavailable', 'unavailable'],
        tags,
        summary: 'Create a story (pending until generated) for a child whose profile is ready',
        params: idParams,
        body: storyInputSchema,
        response: { 201: storySchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createStory({
          context,
          userId: request.user.id,
          childId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/api/stories/:id',
    {
      schema: {
        operationId: 'getStory',
        tags,
        summary: 'One story with its pages, signed picture URLs and progress',
        params: idParams,
        response: { 200: storySchema, ...errors },
      },
    },
    async (request) => getStory({ context, userId: request.user.id, storyId: request.params.id }),
  );

  app.get(
    '/api/stories/:id/pdf',
    {
      // A missing PDF is rendered again on the spot: CPU work that must not run on demand.
      config: {
        rateLimits: [
          { per: 'user', max: 30, windowSeconds: 60 * 60 },
          { per: 'address', max: 60, windowSeconds: 60 * 60 },
        ],
      },
      schema: {
        operationId: 'downloadStoryPdf',
        errorCodes: ['already_generating', 'story_not_complete'],
        tags,
        summary:
          'The printable book (application/pdf attachment, 8.5 × 8.5 in) of a complete story',
        params: idParams,
        response: { 200: pdfFileSchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await getStoryPdf({
        context,
        userId: request.user.id,
        storyId: request.params.id,
      });
      return sendAttachment(reply, { ...pdf, contentType: 'application/pdf' });
    },
  );
}

/** The print files of a complete story: asked for, then fetched. */
function printFileRoutes(app: App, context: AppContext) {
  app.post(
    '/api/stories/:id/print-files',
    {
      // Enlarging a book's pictures for print is CPU work: a few times an hour is plenty.
      config: { rateLimits: [{ per: 'user', max: 10, windowSeconds: 60 * 60 }] },
      schema: {
        operationId: 'requestPrintFiles',
        errorCodes: ['story_not_complete'],
        tags,
        summary:
          'Start making the print files of a complete story (an 8.75 in interior with bleed, ' +
          'a hardcover wrap); nothing new while they are being made or ready',
        params: idParams,
        response: { 202: printFilesSchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const files = await requestPrintFiles({
        context,
        userId: request.user.id,
        storyId: request.params.id,
      });
      return reply.code(202).send(files);
    },
  );

  app.get(
    '/api/stories/:id/print-files',
    {
      schema: {
        operationId: 'getPrintFiles',
        tags,
        summary: "A story's print files: their status, links once ready, and the preflight",
        params: idParams,
        response: { 200: printFilesSchema, ...errors },
      },
    },
    async (request) =>
      getPrintFiles({ context, userId: request.user.id, storyId: request.params.id }),
  );
}

/** Fixing a page: its words, a new picture, or keeping the one it had. */
function pageEditRoutes(app: App, context: AppContext) {
  app.put(
    '/api/stories/:id/pages/:n',
    {
      // Free, but each change binds the book again: CPU a parent never needs by the hundred.
      config: { rateLimits: [{ per: 'user', max: 60, windowSeconds: 60 * 60 }] },
      schema: {
        operationId: 'updateStoryPage',
        errorCodes: [
          'already_generating',
          'story_not_complete',
          'changed_meanwhile',
          'text_refused',
          'unavailable',
        ],
        tags,
        summary:
          "Change the words of page n (1…pages) of a complete story: checked for the child's " +
          'age and by the content check, saved at once, free; the book is bound again',
        params: textPageParams,
        body: pageTextInputSchema,
        response: {
          200: storySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) =>
      editStoryPage({
        context,
        userId: request.user.id,
        storyId: request.params.id,
        page: request.params.n,
        input: request.body,
      }),
  );

  app.post(
    '/api/stories/:id/pages/:n/redraw',
    {
      // Each redraw is a paid picture at the image provider: bounded per account as well as
      // per story (PAGE_REDRAWS_PER_STORY free) and per day for everyone (PAGE_REDRAWS_PER_DAY).
      config: { rateLimits: [{ per: 'user', max: 20, windowSeconds: 60 * 60 }] },
      schema: {
        operationId: 'requestPictureRedraw',
        errorCodes: [
          'not_enough_credits',
          'already_generating',
          'story_not_complete',
          'changed_meanwhile',
          'redraw_open',
          'note_refused',
          'unavailable',
        ],
        tags,
        summary:
          'Draw the picture of page n (0 the cover) of a complete story again, with an ' +
          'optional note: free PAGE_REDRAWS_PER_STORY times, then PAGE_REDRAW_CREDIT_COST ' +
          'credits (refunded if it fails); the old picture stays until one is kept',
        params: pageParams,
        body: pageRedrawInputSchema,
        response: {
          202: storySchema,
          402: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send(
        await redrawStoryPicture({
          context,
          userId: request.user.id,
          storyId: request.params.id,
          page: request.params.n,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/api/stories/:id/pages/:n/keep',
    {
      config: { rateLimits: [{ per: 'user', max: 60, windowSeconds: 60 * 60 }] },
      schema: {
        operationId: 'recordPictureChoice',
        errorCodes: [
          'already_generating',
          'story_not_complete',
          'changed_meanwhile',
          'nothing_to_keep',
        ],
        tags,
        summary:
          'Keep the new or the old picture of page n (0 the cover) once it is drawn again; ' +
          'the other file is deleted and the book is bound again',
        params: pageParams,
        body: keepPictureInputSchema,
        response: { 200: storySchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      keepStoryPicture({
        context,
        userId: request.user.id,
        storyId: request.params.id,
        page: request.params.n,
        input: request.body,
      }),
  );
}

/** A story's details changed, the story deleted, or generated. */
function storyChangeRoutes(app: App, context: AppContext) {
  app.put(
    '/api/stories/:id',
    {
      // As creating: each change of the cast's names is checked again.
      config: { rateLimits: [{ per: 'user', max: 60, windowSeconds: 60 * 60 }] },
      schema: {
        operationId: 'updateStory',
        errorCodes: [
          'story_complete',
          'already_generating',
          'cast_refused',
          'language_unavailable',
          'unavailable',
        ],
        tags,
        summary: 'Change the details of a pending or failed story',
        params: idParams,
        body: storyInputSchema,
        response: { 200: storySchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateStory({
        context,
        userId: request.user.id,
        storyId: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/stories/:id',
    {
      schema: {
        operationId: 'deleteStory',
        tags,
        summary: 'Delete a story with its pictures (no refund)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteStory({ context, userId: request.user.id, storyId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/stories/:id/generate',
    {
      schema: {
        operationId: 'generateStory',
        errorCodes: [
          'not_enough_credits',
          'failed_too_often',
          'story_complete',
          'already_generating',
          'changed_meanwhile',
          'idea_refused',
          'language_unavailable',
          'unavailable',
        ],
        tags,
        summary: 'Make the story (spends STORY_CREDIT_COST credits; refunded if it fails)',
        params: idParams,
        response: {
          200: generateResponseSchema,
          402: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          ...errors,
        },
      },
      // A failed generation is refunded: without a limit one credit would buy AI calls forever.
      config: { rateLimits: [{ per: 'user', max: 10, windowSeconds: 60 * 60 }] },
    },
    async (request) => {
      const story = await generateStory({
        context,
        userId: request.user.id,
        storyId: request.params.id,
      });
      // The request's id beside the story's: its jobs log the story's id, in whichever
      // worker process runs them, so one story can be followed from click to book.
      request.log.info({ storyId: story.id }, 'story generation queued');
      return { success: true as const, story };
    },
  );
}
