import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type FastifyZodInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

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

/**
 * Registers JSON webhook routes whose signature covers the exact bytes sent (Razorpay, Lulu):
 * in their scope a JSON body reaches the handler as the Buffer that came, unparsed. The scope
 * keeps the zod type provider, so the routes still document and check their answers.
 */
export async function registerSignedJsonRoutes(
  app: FastifyInstance,
  routes: (scope: FastifyZodInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}

/** The bytes a signed JSON webhook sent (empty when it sent another content type). */
export function signedBody(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

/** A header's one value (the first, when a client sent it twice). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
