import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { localText } from '@littlestar/shared/i18n/translate';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import type { AccountLanguageLookup } from '../../http/language.js';
import { sessionSecretOf, type Auth } from './auth.js';
import { createSessionResolver, type SessionResolver, type SessionUser } from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user. Set by the signed-in group's hook before anything else runs, so
     * a route registered inside the group can rely on it; public routes must not read it.
     */
    user: SessionUser;
    /**
     * The signed-in user if there is one, else null: set for routes registered in the
     * visitor group, which anyone may call and which show a signed-in user a little more.
     */
    viewer: SessionUser | null;
  }
}

type RoutePlugin = FastifyPluginAsync<{ context: AppContext }>;

/**
 * The protected route group: an encapsulated plugin whose `onRequest` hook resolves the
 * session and sets `request.user`, answering 401 `{detail, code}` before the body is parsed or
 * validated. Every route registered through it is protected; none calls a check by hand.
 */
export async function registerSignedInRoutes(
  app: FastifyInstance,
  options: { context: AppContext; auth: Auth; routes: RoutePlugin[] },
): Promise<void> {
  const { context, auth, routes } = options;
  const resolveUser = await sessionResolverFor(context, auth);

  await app.register(async (group) => {
    group.decorateRequest('user', null as unknown as SessionUser);
    group.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'signed-in' };
    });
    group.addHook('onRequest', async (request) => {
      const user = await resolveUser({
        cookie: request.headers.cookie,
        authorization: request.headers.authorization,
      });
      if (!user) throw new AppError('unauthorized', localText('common.authRequired'));
      request.user = user;
    });
    for (const plugin of routes) await group.register(plugin, { context });
  });
}

/**
 * The public group whose routes may show a signed-in visitor more (their own demo stories):
 * an `onRequest` hook sets `request.viewer` to the session's user, or null without one. It
 * never refuses a request.
 */
export async function registerVisitorRoutes(
  app: FastifyInstance,
  options: { context: AppContext; auth: Auth; routes: RoutePlugin[] },
): Promise<void> {
  const { context, auth, routes } = options;
  const resolveUser = await sessionResolverFor(context, auth);
  await app.register(async (group) => {
    group.decorateRequest('viewer', null);
    group.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'visitor' };
    });
    group.addHook('onRequest', async (request) => {
      request.viewer =
        (await resolveUser({
          cookie: request.headers.cookie,
          authorization: request.headers.authorization,
        })) ?? null;
    });
    for (const plugin of routes) await group.register(plugin, { context });
  });
}

async function sessionResolverFor(context: AppContext, auth: Auth) {
  const authContext = await auth.$context;
  return createSessionResolver({
    db: context.database.db,
    secret: sessionSecretOf(context.secret),
    cookieName: authContext.authCookies.sessionToken.name,
  });
}

/**
 * The language of a request's account, for answers from routes that did not look the session
 * up (the error handler asks, only when it has words to say): one indexed look-up.
 */
export function accountLanguageLookup(context: AppContext, auth: Auth): AccountLanguageLookup {
  let resolver: Promise<SessionResolver> | undefined;
  return async (headers) => {
    resolver ??= sessionResolverFor(context, auth);
    return (await (await resolver)(headers))?.language;
  };
}
