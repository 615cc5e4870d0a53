import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childInputSchema,
  childSchema,
  likenessCheckInputSchema,
  likenessUpdateSchema,
} from '@littlestar/shared/children';
import { errorBodySchema } from '@littlestar/shared/errors';
import type { AppContext } from '../../app-context.js';
import { setLikenessCheck } from './likeness-check.js';
import {
  askForNewCharacterSheet,
  createChild,
  deleteChild,
  getChild,
  listChildren,
  updateChild,
  updateLikeness,
} from './service.js';

const childParams = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const tags = ['children'];
type App = Parameters<FastifyPluginAsyncZod>[0];

/** Children of the signed-in user: registered in the signed-in group, so `request.user` is set. */
export const childrenRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  // In this order: the OpenAPI document lists the operations as they are registered.
  profileRoutes(app, context);
  likenessRoutes(app, context);
};

/** The parent's children: listed, created, read and their details changed. */
function profileRoutes(app: App, context: AppContext) {
  app.get(
    '/api/children',
    {
      schema: {
        operationId: 'listChildren',
        tags,
        summary: "The signed-in user's children, newest first",
        response: { 200: z.array(childSchema), ...errors },
      },
    },
    async (request) => listChildren({ context, userId: request.user.id }),
  );

  app.post(
    '/api/children',
    {
      schema: {
        operationId: 'createChild',
        errorCodes: ['not_enough_credits'],
        tags,
        summary: 'Create a child profile (spends CHILD_CREDIT_COST credits)',
        body: childInputSchema,
        response: { 201: childSchema, 402: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      return reply
        .status(201)
        .send(await createChild({ context, userId: request.user.id, input: request.body }));
    },
  );

  app.get(
    '/api/children/:id',
    {
      schema: {
        operationId: 'getChild',
        tags,
        summary: 'One child',
        params: childParams,
        response: { 200: childSchema, ...errors },
      },
    },
    async (request) =>
      getChild({
        context,
        userId: request.user.id,
        childId: request.params.id,
      }),
  );

  app.put(
    '/api/children/:id',
    {
      schema: {
        operationId: 'updateChild',
        errorCodes: ['child_locked'],
        tags,
        summary: 'Correct name, age and pronouns (any time except while training runs)',
        params: childParams,
        body: childInputSchema,
        response: { 200: childSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateChild({
        context,
        userId: request.user.id,
        childId: request.params.id,
        input: request.body,
      }),
  );
}

/** How the child looks: the likeness, the likeness check and the character sheet; and deleting the child. */
function likenessRoutes(app: App, context: AppContext) {
  app.patch(
    '/api/children/:id/likeness',
    {
      schema: {
        operationId: 'updateLikeness',
        errorCodes: ['child_not_ready'],
        tags,
        summary: "Adjust the child's likeness profile (skin, hair, eyes, colours, glasses)",
        params: childParams,
        body: likenessUpdateSchema,
        response: { 200: childSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      updateLikeness({
        context,
        userId: request.user.id,
        childId: request.params.id,
        changes: request.body,
      }),
  );

  app.put(
    '/api/children/:id/likeness-check',
    {
      schema: {
        operationId: 'updateLikenessCheck',
        errorCodes: ['conflict'],
        tags,
        summary:
          "Turn the likeness check off (deletes the child's face reference) or on (measures " +
          'the kept photos again; 409 when they are gone)',
        params: childParams,
        body: likenessCheckInputSchema,
        response: {
          200: childSchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
          ...errors,
        },
      },
      // Turning it on runs the face model over the kept photos.
      config: { rateLimits: [{ per: 'user', max: 10, windowSeconds: 60 }] },
    },
    async (request) =>
      setLikenessCheck({
        context,
        userId: request.user.id,
        childId: request.params.id,
        isEnabled: request.body.enabled,
      }),
  );

  app.post(
    '/api/children/:id/character-sheet',
    {
      schema: {
        operationId: 'requestCharacterSheet',
        errorCodes: ['child_not_ready', 'already_drawing', 'conflict'],
        tags,
        summary:
          'Ask for a new character sheet (the portrait every picture copies): once a day, ' +
          'drawn in the background',
        params: childParams,
        response: { 202: childSchema, 409: errorBodySchema, 429: errorBodySchema, ...errors },
      },
      // Besides the one redraw a day: asking is cheap, so it is bounded too.
      config: { rateLimits: [{ per: 'user', max: 10, windowSeconds: 60 * 60 }] },
    },
    async (request, reply) =>
      reply.status(202).send(
        await askForNewCharacterSheet({
          context,
          userId: request.user.id,
          childId: request.params.id,
        }),
      ),
  );

  app.delete(
    '/api/children/:id',
    {
      schema: {
        operationId: 'deleteChild',
        tags,
        summary: 'Delete a child with its photos, stories and every stored file',
        params: childParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteChild({
        context,
        userId: request.user.id,
        childId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );
}
