import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { errorBody, registerErrorHandling } from './errors.js';
import { answerClientError } from './http/client-errors.js';
import { registerCompression } from './http/compression.js';
import { registerTextGuard } from './http/text-guard.js';
import { registerCsrfProtection } from './http/csrf.js';
import { registerLoopbackRedirect } from './http/loopback-origin.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerOpenApi } from './http/openapi.js';
import { replicateWebhookRoute } from './http/replicate-webhook-route.js';
import { registerSecurityHeaders } from './http/security.js';
import { inlineScriptSources, registerSpa } from './http/spa.js';
import { createAuth } from './modules/accounts/auth.js';
import { accountRoutes, currentUserRoutes } from './modules/accounts/routes.js';
import {
  accountLanguageLookup,
  registerSignedInRoutes,
  registerVisitorRoutes,
} from './modules/accounts/signed-in-routes.js';
import { analyticsRoutes } from './modules/analytics/routes.js';
import { childrenRoutes } from './modules/children/routes.js';
import { storyRoutes } from './modules/stories/routes.js';
import { freeTrialRoutes, publicFreeTrialRoutes } from './modules/free-trial/routes.js';
import { listDemoChildren } from './modules/free-trial/service.js';
import { publicTrainingRoutes, trainingRoutes } from './modules/children/training-routes.js';
import { creditRoutes } from './modules/credits/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { publicShareRoutes, shareRoutes } from './modules/shares/routes.js';
import { localFileRoutes } from './modules/files/routes.js';
import { isCurrentUploadKey } from './modules/children/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { siteFactsRoutes } from './modules/site-facts/routes.js';
import { paymentRoutes, publicPaymentRoutes } from './modules/payments/routes.js';
import { printOrderRoutes, publicPrintOrderRoutes } from './modules/print-orders/routes.js';
import { notePrintPaymentRefunded } from './modules/print-orders/service.js';
import type { LocalStorage } from './providers/storage/local-storage.js';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Fastify refuses a bare hop count (it cannot tell a proxy from a client); our setting says
 * the server is only reachable through that many proxies, so the first hops are believed.
 */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the HTTP app on an existing context; `main.ts` listens, tests call `inject`. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    loggerInstance: context.log,
    trustProxy: trustedProxies(config.trustProxy),
    // Fastify turns Node's request timeout off by default, so a body sent a byte a minute
    // held its connection for ever. A silent socket is closed a little later (after the 408).
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.requestTimeoutMs + config.http.headersTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node looks for late requests this often (30 s by default, longer than a short limit).
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(30_000, Math.round(config.http.headersTimeoutMs / 4)),
      ),
    },
    // Each request gets an id for log correlation; never echo client-chosen ids.
    genReqId: () => crypto.randomUUID(),
    // Requests the HTTP parser refuses (bad chunking, huge headers...) answer `{detail}` too.
    clientErrorHandler: answerClientError,
    // Addresses the router cannot even match still answer `{detail}` like every other error.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      void reply
        .status(status)
        .send(
          errorBody(
            status,
            error.code === 'FST_ERR_MAX_PARAM_LENGTH'
              ? 'A value in the address is too long.'
              : 'The address is not a valid URL.',
          ),
        );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const auth = createAuth(context);
  // Error answers speak the account's language, also where a route did not read the session.
  registerErrorHandling(app, { accountLanguage: accountLanguageLookup(context, auth) });
  registerTextGuard(app);

  const webDistDir = path.resolve(config.webDistDir ?? DEFAULT_WEB_DIST);
  await registerSecurityHeaders(app, config, inlineScriptSources(webDistDir));
  await registerCompression(app);
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  registerCsrfProtection(app, config.publicUrl);
  registerLoopbackRedirect(app, config.publicUrl);
  await registerRateLimits(app, context.database.sql);

  await app.register(accountRoutes, { context, auth });
  await app.register(healthRoutes, { context });
  await app.register(siteFactsRoutes, { context });
  await app.register(analyticsRoutes, { context });
  await app.register(publicPaymentRoutes, {
    context,
    onPrintPaymentRefunded: (refund) => notePrintPaymentRefunded({ context, ...refund }),
  });
  await app.register(publicPrintOrderRoutes, { context });
  await app.register(publicTrainingRoutes, { context });
  await app.register(replicateWebhookRoute, { context });
  await app.register(publicShareRoutes, { context });
  await registerVisitorRoutes(app, { context, auth, routes: [publicFreeTrialRoutes] });
  // Every route below answers 401 without a session, before its body is even read.
  await registerSignedInRoutes(app, {
    context,
    auth,
    routes: [
      currentUserRoutes,
      creditRoutes,
      paymentRoutes,
      printOrderRoutes,
      childrenRoutes,
      trainingRoutes,
      storyRoutes,
      freeTrialRoutes,
      feedbackRoutes,
      shareRoutes,
    ],
  });
  if (context.storage.kind === 'local') {
    await app.register(localFileRoutes, {
      storage: context.storage as LocalStorage,
      // Only a child's current upload key: one file per child, never a replaced link's key.
      acceptsUpload: (key) => isCurrentUploadKey({ db: context.database.db, key }),
    });
  }

  const demoShelf = async () => ({ demoChildren: await listDemoChildren({ context }) });
  await registerSpa(app, webDistDir, {
    publicUrl: config.publicUrl,
    // The demo shelf in English and in Hindi (its copy under /hi).
    livePages: [
      { path: '/demo/children', data: demoShelf },
      { path: '/hi/demo/children', data: demoShelf },
    ],
  });
  return app;
}
