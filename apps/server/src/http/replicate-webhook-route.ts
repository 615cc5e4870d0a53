import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { AppError } from '../errors.js';
import { handleTrainingWebhook } from '../modules/training/service.js';
import { REPLICATE_WEBHOOK_SUBJECTS } from '../providers/replicate-account.js';
import { readReplicateDelivery } from '../providers/replicate-webhook.js';
import { registerRawBodyRoutes, standardWebhookDelivery } from './webhook-body.js';

/**
 * Replicate's one webhook entry (its signature is its permission). Trainings and predictions
 * are signed alike with the account's one secret, so each delivery is checked here once and
 * then routed by what it is about, which the address told Replicate when the work was asked
 * for: a finished training goes to the training module (which checks it, as its poll would);
 * a finished prediction wakes the picture job waiting for it in this process, if any (that
 * job then reads it). Without REPLICATE_WEBHOOK_SECRET every delivery is refused as forged.
 */
export const replicateWebhookRoute: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  // The signature covers the raw body, so it is read as text here.
  await registerRawBodyRoutes(app, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/webhooks/replicate/:subject',
      {
        schema: { hide: true, params: z.object({ subject: z.enum(REPLICATE_WEBHOOK_SUBJECTS) }) },
      },
      async (request, reply) => {
        const delivery = await readReplicateDelivery(
          context.config.replicateWebhook.secret,
          standardWebhookDelivery(request),
        ).catch((error: unknown) => {
          // The check itself failed (its library would not load): Replicate retries a
          // delivery that fails, and polling finds the work meanwhile.
          request.log.warn({ err: error }, 'could not check a Replicate webhook');
          throw new AppError('unavailable', 'The webhook cannot be checked right now.');
        });
        if (delivery === 'forged') {
          throw new AppError('unauthorized', 'The webhook signature is not valid.');
        }
        if (delivery === 'unreadable') {
          throw new AppError(
            'invalid',
            `The webhook body is not JSON naming a ${request.params.subject}.`,
          );
        }
        if (request.params.subject === 'prediction') {
          context.storyImages.predictionFinished?.(delivery.id);
        } else if (context.likeness.kind === 'replicate') {
          // A duplicate is harmless: the training check finds the child already finished.
          await handleTrainingWebhook({ context, trainingId: delivery.id });
        }
        return reply.status(204).send();
      },
    );
  });
};
