import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Language } from '@littlestar/shared/i18n/language';
import type { Database } from '../../db/database.js';
import { session, user } from '../../db/auth-schema.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Whether the address was verified through the mailed link (free stories need it). */
  emailVerified: boolean;
  /** When this session was signed in: some acts need a fresh sign-in. */
  sessionCreatedAt: Date;
  /** The language the account is spoken to in (answers' `detail`, e-mails). */
  language: Language;
}

/** A session token is 32 characters; anything far longer is not worth hashing or looking up. */
const MAX_SIGNED_TOKEN_LENGTH = 512;

/**
 * Resolves the signed-in user of a request with one indexed look-up (session by its unique
 * token, joined to its user) and no write, so a protected read costs about what a public one
 * does. better-auth's own `getSession` does more per call (a key import for every signature,
 * its endpoint pipeline) and is what the web app's `/api/auth/get-session` still uses.
 *
 * The token is better-auth's signed cookie value, `<token>.<base64 HMAC-SHA256(secret, token)>`,
 * from the session cookie or from `Authorization: Bearer` (the `set-auth-token` header of the
 * sign-in response). An unsigned token is refused: the raw token in the sign-in body alone is
 * no credential. A deleted session (sign-out, password reset) fails on the next request.
 */
export function createSessionResolver(options: {
  db: Database;
  secret: string;
  cookieName: string;
}) {
  const { db, cookieName } = options;
  // Imported once: a key per request is part of what made better-auth's look-up slow.
  const key = createSecretKey(Buffer.from(options.secret, 'utf8'));

  function verifiedToken(signedValue: string): string | undefined {
    if (signedValue.length > MAX_SIGNED_TOKEN_LENGTH) return undefined;
    let value = signedValue;
    if (value.includes('%')) {
      try {
        value = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return undefined;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', key).update(token).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      return undefined;
    }
    return token;
  }

  return async function resolveSessionUser(headers: {
    cookie?: string | undefined;
    authorization?: string | undefined;
  }): Promise<SessionUser | undefined> {
    const signed = bearerToken(headers.authorization) ?? cookieValue(headers.cookie, cookieName);
    const token = signed === undefined ? undefined : verifiedToken(signed);
    if (!token) return undefined;
    const [row] = await db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        language: user.language,
        sessionCreatedAt: session.createdAt,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
      .limit(1);
    return row;
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;

function bearerToken(authorization: string | undefined): string | undefined {
  if (!authorization || authorization.slice(0, 7).toLowerCase() !== 'bearer ') return undefined;
  return authorization.slice(7).trim() || undefined;
}

function cookieValue(cookie: string | undefined, name: string): string | undefined {
  if (!cookie) return undefined;
  for (const pair of cookie.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}
