import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  ERROR_CODE_STATUS,
  errorCodeForStatus,
  type ErrorCode,
} from '@littlestar/shared/error-codes';
import { authPaths } from './openapi-auth.js';
import { codesByStatus, errorBodyJsonSchema, SIGNED_IN } from './openapi-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; set by the signed-in and visitor groups, for the document. */
    access?: 'signed-in' | 'visitor';
  }
  interface FastifySchema {
    /**
     * The specific codes the route can answer beside the ones the document infers (`invalid`
     * for a route with input, `unauthorized` when signed in, `rate_limited` with limits...).
     */
    errorCodes?: ErrorCode[];
  }
}

type RouteSchema = Record<string, unknown> & {
  response?: Record<string, unknown>;
  errorCodes?: ErrorCode[];
};

/** Every code a route can answer: declared, or following from its input, access and limits. */
function codesOf(schema: RouteSchema, route: RouteOptions): ErrorCode[] {
  const config = route.config ?? {};
  const declared = schema.errorCodes ?? [];
  // Any request can be refused before routing (an address or HTTP the server cannot read),
  // and malformed input is refused before the handler runs: both are `invalid`.
  const codes: ErrorCode[] = [...declared, 'invalid', 'internal'];
  for (const status of Object.keys(schema.response ?? {}).map(Number)) {
    const isNamed = declared.some((code) => ERROR_CODE_STATUS[code] === status);
    if (status >= 400 && !isNamed) codes.push(errorCodeForStatus(status));
  }
  if (config.rateLimits?.length) codes.push('rate_limited');
  if (config.access === 'signed-in') codes.push('unauthorized');
  return codes;
}

/**
 * The zod transform, then what every operation shares: its `{detail, code}` answers with the
 * codes each can carry, and the credentials it takes.
 */
function documentRoute(input: Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions }) {
  // A route without a schema (a test's extra route) has none to transform.
  const transformed = jsonSchemaTransform(input) as { schema?: RouteSchema; url: string };
  const { url, schema: { errorCodes, ...schema } = {} } = transformed;
  if (schema.hide) return { schema, url };
  const response = { ...schema.response };
  for (const [status, codes] of codesByStatus(codesOf({ ...schema, errorCodes }, input.route))) {
    response[status] = { description: 'An error.', ...errorBodyJsonSchema(codes) };
  }
  const access = input.route.config?.access;
  const security =
    access === 'signed-in' ? SIGNED_IN : access === 'visitor' ? [{}, ...SIGNED_IN] : [];
  return { schema: { ...schema, response, security }, url };
}

/** The OpenAPI document at /api/openapi.json, built from the routes' zod schemas. */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { publicUrl: string },
): Promise<void> {
  const isHttps = options.publicUrl.startsWith('https:');
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Littlestar API',
        description:
          'Personalised, illustrated storybooks starring your own child. Every error answers ' +
          '`{detail, code}`: `detail` is a sentence to show a person, in the signed-in ' +
          "account's language (`en` or `hi`, see `PATCH /api/me`) or else the one " +
          '`Accept-Language` prefers; `code` is what a program branches on; each operation ' +
          'lists the codes it can answer.',
        version: '0.1.0',
      },
      servers: [{ url: options.publicUrl, description: 'This installation' }],
      components: {
        securitySchemes: {
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            // better-auth's name; with https it adds the __Secure- prefix.
            name: `${isHttps ? '__Secure-' : ''}better-auth.session_token`,
          },
          bearerToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The signed token of the `set-auth-token` header of a sign-in.',
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      return { ...openapiObject, paths: { ...authPaths, ...openapiObject.paths } };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own; and plain-http hosts must not be upgraded.
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
