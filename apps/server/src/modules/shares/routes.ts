import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@littlestar/shared/errors';
import { sendGiftSchema, sentGiftSchema } from '@littlestar/shared/gifts';
import {
  createdShareSchema,
  createShareSchema,
  sharedBookSchema,
  shareListSchema,
} from '@littlestar/shared/shares';
import type { AppContext } from '../../app-context.js';
import { pdfFileSchema, sendAttachment } from '../../http/content-disposition.js';
import { sendGift } from './gifts.js';
import {
  createShare,
  listShares,
  openSharedBook,
  revokeShare,
  sharedBookCoverUrl,
  sharedBookPdf,
} from './service.js';

const tags = ['shares'];
const idParams = z.object({ id: z.string().min(1).max(64) });
const tokenParams = z.object({ token: z.string().min(1).max(128) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
/** A link's pages are for reading, not for search engines (nor is its PDF). */
const NOINDEX = { 'x-robots-tag': 'noindex, nofollow' };

/** The owner's links: made, listed, revoked. */
export const shareRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/stories/:id/shares',
    {
      // A parent shares a book with a few people; a script making links by the thousand is not.
      config: { rateLimits: [{ per: 'user', max: 30, windowSeconds: 60 * 60 }] },
      schema: {
        operationId: 'createShareLink',
        errorCodes: ['story_not_complete', 'conflict'],
        tags,
        summary: 'A read-only link to a complete story (its address is answered this once)',
        params: idParams,
        body: createShareSchema,
        response: {
          201: createdShareSchema,
          409: errorBodySchema,
          429: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createShare({
          context,
          userId: request.user.id,
          storyId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    '/api/stories/:id/gifts',
    {
      // GIFTS_PER_DAY is counted in the service by gifts sent; this bounds the attempts (each
      // one a content check) of a script that keeps being refused.
      config: { rateLimits: [{ per: 'user', max: 30, windowSeconds: 60 * 60 }] },
      schema: {
        operationId: 'sendStoryGift',
        errorCodes: [
          'message_refused',
          'verification_required',
          'story_not_complete',
          'conflict',
          'gift_limit_reached',
          'unavailable',
        ],
        tags,
        summary: 'Mails a new link to a complete story, with a message, as a gift',
        params: idParams,
        body: sendGiftSchema,
        response: {
          201: sentGiftSchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await sendGift({
          context,
          userId: request.user.id,
          storyId: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.get(
    '/api/shares',
    {
      schema: {
        operationId: 'listShareLinks',
        tags,
        summary: "The parent's open links, newest first; with story_id, that story's",
        querystring: z.object({ story_id: z.string().min(1).max(64).optional() }),
        response: { 200: shareListSchema, ...errors },
      },
    },
    async (request) => ({
      shares: await listShares({
        context,
        userId: request.user.id,
        storyId: request.query.story_id,
      }),
    }),
  );

  app.delete(
    '/api/shares/:id',
    {
      schema: {
        operationId: 'deleteShareLink',
        tags,
        summary: 'Ends a link at once: it answers 410 from now on',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeShare({ context, userId: request.user.id, shareId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};

/** What a link's reader reaches, with no account. */
export const publicShareRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/shared/:token',
    {
      // A reader turns pages in the browser; the book itself is fetched once a visit.
      config: { rateLimits: [{ per: 'address', max: 60, windowSeconds: 60 }] },
      schema: {
        operationId: 'getSharedBook',
        errorCodes: ['gone'],
        tags,
        summary: "A shared book's title, cover and pages, for anyone with the link",
        params: tokenParams,
        response: {
          200: sharedBookSchema,
          400: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      void reply.headers(NOINDEX);
      return openSharedBook({ context, token: request.params.token });
    },
  );

  app.get(
    '/api/shared/:token/cover',
    {
      // The gift mail's picture: opened by mail clients and their image proxies.
      config: { rateLimits: [{ per: 'address', max: 60, windowSeconds: 60 }] },
      schema: {
        operationId: 'getSharedBookCover',
        errorCodes: ['gone'],
        tags,
        summary: "A shared book's cover picture: a redirect to its signed URL",
        params: tokenParams,
        response: {
          302: z.null(),
          400: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const url = await sharedBookCoverUrl({ context, token: request.params.token });
      void reply.headers({ ...NOINDEX, 'cache-control': 'no-store' });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/shared/:token/pdf',
    {
      // A missing PDF is rendered on the spot: CPU work, as for the owner's download.
      config: { rateLimits: [{ per: 'address', max: 20, windowSeconds: 60 * 60 }] },
      schema: {
        operationId: 'downloadSharedBookPdf',
        errorCodes: ['gone'],
        tags,
        summary: "A shared book's PDF, when its link allows the download",
        params: tokenParams,
        response: {
          200: pdfFileSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          410: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const pdf = await sharedBookPdf({ context, token: request.params.token });
      void reply.headers(NOINDEX);
      return sendAttachment(reply, { ...pdf, contentType: 'application/pdf' });
    },
  );
};
