import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A webhook body is one training or prediction: a few kilobytes. */
const BODY_LIMIT = 1024 * 1024;

/**
 * Registers webhook routes whose signature covers the exact bytes sent: in their scope every
 * body, whatever its content type, reaches the handler as the text that came, unparsed.
 */
export async function registerRawBodyRoutes(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_, body, done) =>
      done(null, body),
    );
    routes(scope);
  });
}

/** A Standard Webhooks delivery (Replicate signs so): its signature headers and its raw body. */
export function standardWebhookDelivery(request: FastifyRequest) {
  return {
    headers: Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
        name,
        request.headers[name]?.toString(),
      ]),
    ),
    rawBody: typeof request.body === 'string' ? request.body : '',
  };
}
