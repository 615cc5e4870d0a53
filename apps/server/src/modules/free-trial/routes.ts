import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoChildSchema, demoStorySchema } from '@littlestar/shared/demo';
import { errorBodySchema } from '@littlestar/shared/errors';
import { storyInputSchema } from '@littlestar/shared/stories';
import type { AppContext } from '../../app-context.js';
import { pdfFileSchema, sendAttachment } from '../../http/content-disposition.js';
import {
  createDemoStory,
  generateDemoStory,
  getDemoChild,
  getDemoChildStory,
  getDemoPdf,
  listDemoChildStories,
  listDemoChildren,
} from './service.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: errorBodySchema, 404: errorBodySchema };
const tags = ['demo'];

/** The free trial's shelves: anyone may look; a signed-in visitor also sees their own free stories. */
export const publicFreeTrialRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/demo/children',
    {
      schema: {
        operationId: 'listDemoChildren',
        tags,
        summary: 'The demo children (no login)',
        response: { 200: z.array(demoChildSchema) },
      },
    },
    async () => listDemoChildren({ context }),
  );

  app.get(
    '/api/demo/children/:id',
    {
      schema: {
        operationId: 'getDemoChild',
        tags,
        summary: 'One demo child (no login)',
        params: idParams,
        response: { 200: demoChildSchema, ...errors },
      },
    },
    async (request) => getDemoChild({ context, childId: request.params.id }),
  );

  app.get(
    '/api/demo/children/:id/stories',
    {
      schema: {
        operationId: 'listDemoStories',
        tags,
        summary: "A demo child's stories: the seeded ones, and the signed-in user's free one",
        params: idParams,
        response: { 200: z.array(demoStorySchema), ...errors },
      },
    },
    async (request) =>
      listDemoChildStories({
        context,
        childId: request.params.id,
        viewerId: request.viewer?.id ?? null,
      }),
  );

  app.get(
    '/api/demo/stories/:id',
    {
      schema: {
        operationId: 'getDemoStory',
        tags,
        summary: "A seeded demo story, or the signed-in user's own free story",
        params: idParams,
        response: { 200: demoStorySchema, ...errors },
      },
    },
    async (request) =>
      getDemoChildStory({
        context,
        storyId: request.params.id,
        viewerId: request.viewer?.id ?? null,
      }),
  );
};

/** Making the free story: registered in the signed-in group (401 without a session). */
export const freeTrialRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/demo/children/:id/stories',
    {
      schema: {
        operationId: 'createDemoStory',
        errorCodes: ['free_story_used', 'language_unavailable'],
        tags,
        summary: 'Create your free story for a demo child (one per demo child)',
        params: idParams,
        // A free story has its demo hero alone (product.md#cast is for a parent's own children).
        body: storyInputSchema.omit({ cast: true }),
        response: { 201: demoStorySchema, 401: errorBodySchema, 409: errorBodySchema, ...errors },
      },
      config: {
        rateLimits: [
          { per: 'user', max: 10, windowSeconds: 60 * 60 },
          { per: 'address', max: 30, windowSeconds: 60 * 60 },
        ],
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createDemoStory({
          context,
          userId: request.user.id,
          childId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/api/demo/stories/:id/pdf',
    {
      // A missing PDF is rendered again on the spot: CPU work that must not run on demand.
      config: {
        rateLimits: [
          { per: 'user', max: 30, windowSeconds: 60 * 60 },
          { per: 'address', max: 60, windowSeconds: 60 * 60 },
        ],
      },
      schema: {
        operationId: 'downloadDemoStoryPdf',
        errorCodes: ['already_generating', 'story_not_complete'],
        tags,
        summary: 'The printable book of a seeded demo story or of your own free one',
        params: idParams,
        response: {
          200: pdfFileSchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const pdf = await getDemoPdf({
        context,
        userId: request.user.id,
        storyId: request.params.id,
      });
      return sendAttachment(reply, { ...pdf, contentType: 'application/pdf' });
    },
  );

  app.post(
    '/api/demo/stories/:id/generate',
    {
      schema: {
        operationId: 'generateDemoStory',
        errorCodes: [
          'verification_required',
          'free_story_used',
          'failed_too_often',
          'already_generating',
          'changed_meanwhile',
          'idea_refused',
          'language_unavailable',
          'unavailable',
        ],
        tags,
        summary: 'Make your free story (no credits; once per demo child; a verified address)',
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), story: demoStorySchema }),
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          ...errors,
        },
      },
      config: {
        rateLimits: [
          { per: 'user', max: 5, windowSeconds: 60 * 60 },
          { per: 'address', max: 20, windowSeconds: 60 * 60 },
        ],
      },
    },
    async (request) => {
      const story = await generateDemoStory({
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
};
