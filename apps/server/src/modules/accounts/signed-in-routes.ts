import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import type { Auth } from './auth.js';
import { createSessionResolver, type SessionUser } from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user. Set by the signed-in group's hook before anything else runs, so
     * a route registered inside the group can rely on it; public routes must not read it.
     */
    user: SessionUser;
  }
}

type RoutePlugin = FastifyPluginAsync<{ context: AppContext }>;

/**
 * The protected route group: an encapsulated plugin whose `onRequest` hook resolves the
 * session and sets `request.user`, answering 401 `{detail}` before the body is parsed or
 * validated. Every route registered through it is protected; none calls a check by hand.
 */
export async function registerSignedInRoutes(
  app: FastifyInstance,
  options: { context: AppContext; auth: Auth; routes: RoutePlugin[] },
): Promise<void> {
  const { context, auth, routes } = options;
  const authContext = await auth.$context;
  const resolveUser = createSessionResolver({
    db: context.database.db,
    secret: context.secret,
    cookieName: authContext.authCookies.sessionToken.name,
  });

  await app.register(async (group) => {
    group.decorateRequest('user', null as unknown as SessionUser);
    group.addHook('onRequest', async (request) => {
      const user = await resolveUser({
        cookie: request.headers.cookie,
        authorization: request.headers.authorization,
      });
      if (!user) throw new AppError('unauthorized', 'Authentication required. Please log in.');
      request.user = user;
    });
    for (const plugin of routes) await group.register(plugin, { context });
  });
}
