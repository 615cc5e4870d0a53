import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SqlExecutor } from '../db/database.js';
import { AppError } from '../errors.js';
import { databaseRateLimitStore } from './rate-limit-store.js';

/** One limit of a route: at most `max` requests per `windowSeconds` for each user or address. */
export interface RateLimitRule {
  per: 'user' | 'address';
  max: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits this route counts, after its request passed validation. */
    rateLimits?: RateLimitRule[];
  }
}

/**
 * Routes declare `config: { rateLimits: [...] }`; each rule is counted in the database
 * (@fastify/rate-limit with a shared store) and a request over any of them answers 429 with
 * Retry-After and `{detail}`. Counted in preHandler, after validation and after the signed-in
 * hook, so a per-user rule knows the user and a malformed request spends nothing.
 * Must be registered before the routes it applies to.
 */
export async function registerRateLimits(app: FastifyInstance, sql: SqlExecutor): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(sql),
    // A database that cannot count must not turn the limit off.
    skipOnError: false,
  });

  app.addHook('onRoute', (route) => {
    const rules = route.config?.rateLimits;
    if (!rules || rules.length === 0) return;
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const limiters = rules.map((rule) => ({
      rule,
      check: app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowSeconds * 1000,
        keyGenerator: (request: FastifyRequest) =>
          `${method} ${route.url} per ${rule.per} ${clientKey(request, rule.per)}`,
      }),
    }));
    const preHandler = async (request: FastifyRequest) => {
      for (const { rule, check } of limiters) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          throw new AppError(
            'rate_limited',
            `Too many requests: at most ${rule.max} every ${describeWindow(rule.windowSeconds)}` +
              ` from ${rule.per === 'user' ? 'one account' : 'one address'}. ` +
              `Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
            { 'retry-after': String(seconds) },
          );
        }
      }
    };
    route.preHandler = [
      ...(Array.isArray(route.preHandler)
        ? route.preHandler
        : route.preHandler
          ? [route.preHandler]
          : []),
      preHandler,
    ];
  });
}

function clientKey(request: FastifyRequest, per: RateLimitRule['per']): string {
  // `user` is set only in the signed-in group; elsewhere a per-user rule counts the address.
  const user = (request as { user?: { id: string } | null }).user;
  return per === 'user' && user ? `user:${user.id}` : `ip:${request.ip}`;
}

function describeWindow(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}
