import { localText } from '@littlestar/shared/i18n/translate';
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
            localText('common.rateLimited', {
              max: rule.max,
              ...windowOf(rule.windowSeconds),
              per: rule.per,
              seconds,
            }),
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
  return per === 'user' && user ? `user:${user.id}` : `ip:${addressKey(request.ip)}`;
}

/**
 * The address a per-address limit counts: an IPv4 address as it is, an IPv6 address by its
 * /64 network. One customer line gets a whole /64 (often more), so counting whole IPv6
 * addresses would let one client rotate through billions of them. An IPv4-mapped IPv6
 * address counts as its IPv4 address. Anything unparsable counts as itself.
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0]?.toLowerCase() ?? '';
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  if (!groups) return address;
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail allowed), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const bytes = dotted.slice(2, 6).map(Number);
    if (bytes.some((byte) => byte > 255)) return null;
    tail.push((bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!);
    text = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) =>
    part
      ? part.split(':').map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : NaN))
      : [];
  const head = parse(halves[0]);
  const rest = [...parse(halves[1]), ...tail];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 1 ? 0 : missing).fill(0), ...rest];
  return groups.some(Number.isNaN) ? null : groups;
}

/** A limit's window in its largest whole unit, as the text names it ('15 minutes', 'hour'). */
function windowOf(seconds: number): { unit: 'hour' | 'minute' | 'second'; count: number } {
  if (seconds % 3600 === 0) return { unit: 'hour', count: seconds / 3600 };
  if (seconds % 60 === 0) return { unit: 'minute', count: seconds / 60 };
  return { unit: 'second', count: seconds };
}
