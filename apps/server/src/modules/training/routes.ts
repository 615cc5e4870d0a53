import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  photoLimitsSchema,
  trainingStatusResponseSchema,
  uploadUrlSchema,
} from '@littlestar/shared/children';
import { MAX_PHOTOS, photoCheckRefusalSchema } from '@littlestar/shared/photos';
import { errorBodySchema } from '@littlestar/shared/errors';
import type { AppContext } from '../../app-context.js';
import { createUploadUrl, getTrainingStatus, startTraining } from './service.js';

const childParams = z.object({ childId: z.string().min(1).max(64) });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

const tags = ['training'];

/** Uploads, training start and status of the signed-in user's children: in the signed-in group. */
export const trainingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/training/:childId/upload-url',
    {
      // Each call signs the child's one upload key again; a parent retries a few times, not dozens.
      config: {
        rateLimits: [
          { per: 'user', max: 10, windowSeconds: 60 },
          { per: 'address', max: 60, windowSeconds: 60 },
        ],
      },
      schema: {
        operationId: 'createPhotoUploadUrl',
        errorCodes: ['child_locked'],
        tags,
        summary:
          'Where to send the photo zip: a signed PUT of application/zip, or (S3) a POST form of the given fields and then `file`',
        params: childParams,
        response: { 200: uploadUrlSchema, 429: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      createUploadUrl({
        context,
        userId: request.user.id,
        childId: request.params.childId,
      }),
  );

  app.post(
    '/api/training/:childId/start',
    {
      // Each start opens and checks a whole photo archive.
      config: {
        rateLimits: [
          { per: 'user', max: 10, windowSeconds: 60 },
          { per: 'address', max: 60, windowSeconds: 60 },
        ],
      },
      schema: {
        operationId: 'startTraining',
        errorCodes: ['child_locked', 'photos_rejected'],
        tags,
        summary: 'Check the uploaded photos and queue the likeness training',
        params: childParams,
        response: {
          200: trainingStatusResponseSchema,
          ...errors,
          // Too few usable photos: each photo's verdict comes with the detail.
          400: photoCheckRefusalSchema.partial({ photos: true }),
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) =>
      startTraining({
        context,
        userId: request.user.id,
        childId: request.params.childId,
      }),
  );

  app.get(
    '/api/training/:childId/status',
    {
      schema: {
        operationId: 'getTrainingStatus',
        tags,
        summary: 'Training status of a child',
        params: childParams,
        response: { 200: trainingStatusResponseSchema, ...errors },
      },
    },
    async (request) =>
      getTrainingStatus({
        context,
        userId: request.user.id,
        childId: request.params.childId,
      }),
  );
};

/** The photo limits (Replicate's webhook is http/replicate-webhook-route.ts). */
export const publicTrainingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/training/limits',
    {
      schema: {
        operationId: 'getTrainingLimits',
        tags,
        summary: 'How many photos a child needs (the browser checks before uploading)',
        response: { 200: photoLimitsSchema },
      },
    },
    () => ({ min_photos: context.config.training.minPhotos, max_photos: MAX_PHOTOS }),
  );
};
