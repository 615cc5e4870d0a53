import { APIError } from 'better-auth/api';
import { fullNameSchema, tidyFullName } from '@littlestar/shared/accounts';
import { languageFromAcceptLanguage } from '@littlestar/shared/i18n/language';

/**
 * Our own fields on better-auth's user: `language` is set at sign-up from the browser's
 * languages (userRules) and changed through PATCH /api/me, never by a sign-up body.
 */
export const userFields = {
  language: { type: 'string', required: false, defaultValue: 'en', input: false },
} as const;

/**
 * Our rules for a user's fields, applied wherever better-auth writes a user: sign-up is
 * checked by the route before this, Google profiles are tidied to fit, and a change through
 * better-auth's own update-user endpoint is refused when it breaks them.
 */
export const userRules = {
  create: {
    // The account's first language is the one its browser prefers, at sign-up by e-mail and by
    // Google alike (product.md#languages); the parent can change it afterwards.
    before: (
      user: { name: string; image?: string | null | undefined },
      context?: { headers?: Headers | undefined } | null,
    ) =>
      Promise.resolve({
        data: {
          ...user,
          name: tidyFullName(user.name),
          image: safeImage(user.image),
          language: languageFromAcceptLanguage(context?.headers?.get('accept-language')),
        },
      }),
  },
  update: {
    before: (changes: Record<string, unknown>) => {
      const data = { ...changes };
      if (changes.name !== undefined) {
        const parsed = fullNameSchema.safeParse(changes.name);
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', {
            message: parsed.error.issues[0]?.message ?? 'Invalid name',
          });
        }
        data.name = parsed.data;
      }
      if (changes.image != null && changes.image !== safeImage(changes.image)) {
        throw new APIError('BAD_REQUEST', { message: 'Image must be an https address.' });
      }
      return Promise.resolve({ data });
    },
  },
};

/** Only an https picture address of sane length is kept; anything else becomes none. */
function safeImage(image: unknown): string | null {
  if (typeof image !== 'string' || image.length > 2048) return null;
  try {
    return new URL(image).protocol === 'https:' ? image : null;
  } catch {
    return null;
  }
}
